import { Arg, Ctx as Context, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../../platform/context.js';
import { plainInput } from '../../../platform/graphql/plain-input.js';
import { numberedSuggestions, offeredProduct } from './catalogue.presenter.js';
import {
  requestCatalogue,
  type CatalogueIndicatorRow,
  type CatalogueProductRow,
  type CatalogueSnapshot,
} from './catalogue-snapshot.js';
import {
  findInci,
  findIndicator,
  findProduct,
  indicatorEvaluationMap,
  indicatorEvaluations,
  productEvaluationMap,
  productEvaluations,
  viewOf,
  visibleIndicators,
  visibleProducts,
} from './catalogue-visibility.js';
import { catalogueViewVersion } from './catalogue-cache-scope.js';
import { EvaluationMapScalar, type EvaluationMapValue } from './evaluation-map.scalar.js';
import { requestTranslator, suggestions } from './suggestion.service.js';
import {
  EvaluationView,
  InciView,
  ProductInciLineView,
  ProductView,
  SkinIndicatorView,
  SuggestionInput,
  SuggestionsView,
} from './catalogue.types.js';

const linksOf = (links: Record<string, string>) => Object.entries(links).map(([locale, url]) => ({ locale, url }));

export function productView(snapshot: CatalogueSnapshot, p: CatalogueProductRow, regionId: number | null): ProductView {
  return {
    ...offeredProduct(snapshot, p, regionId),
    searchLinks: linksOf(p.searchLinks),
    baseProductSuggestions: numberedSuggestions(p.baseProductSuggestions),
  };
}

export function indicatorView(i: CatalogueIndicatorRow): SkinIndicatorView {
  return { ...i, searchLinks: linksOf(i.searchLinks) };
}

/**
 * The catalogue for any logged-in role, read from the per-version snapshot (loaded with a fixed
 * number of set-based statements), so nested fields never query the database per row.
 */
@Resolver()
export class CatalogueResolver {
  @Query(() => [ProductView])
  async products(@Context() ctx: Ctx): Promise<ProductView[]> {
    const view = viewOf(ctx);
    const snapshot = await requestCatalogue(ctx);
    return visibleProducts(snapshot, view).map((p) => productView(snapshot, p, view.regionId));
  }

  @Query(() => ProductView)
  async product(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<ProductView> {
    const view = viewOf(ctx);
    const snapshot = await requestCatalogue(ctx);
    return productView(snapshot, findProduct(snapshot, view, id), view.regionId);
  }

  @Query(() => [SkinIndicatorView])
  async skinIndicators(@Context() ctx: Ctx): Promise<SkinIndicatorView[]> {
    const view = viewOf(ctx);
    const snapshot = await requestCatalogue(ctx);
    return visibleIndicators(snapshot, view).map(indicatorView);
  }

  @Query(() => SkinIndicatorView)
  async skinIndicator(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<SkinIndicatorView> {
    const view = viewOf(ctx);
    const snapshot = await requestCatalogue(ctx);
    return indicatorView(findIndicator(snapshot, view, id));
  }

  @Query(() => [InciView])
  async incis(@Context() ctx: Ctx): Promise<InciView[]> {
    viewOf(ctx);
    return (await requestCatalogue(ctx)).incis;
  }

  @Query(() => InciView)
  async inci(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<InciView> {
    viewOf(ctx);
    return findInci(await requestCatalogue(ctx), id);
  }

  @Query(() => String, {
    description:
      "The version of the caller's catalogue answers: it changes whenever anything they depend on changes (the catalogue, the offer, " +
      'what the caller may see), so a client keeps its catalogue while it is the same.',
  })
  catalogueVersion(@Context() ctx: Ctx): Promise<string> {
    return catalogueViewVersion(ctx);
  }

  @Query(() => SuggestionsView, {
    description: 'Scored suggestions for skin issues and a recipe (user spec section 9).',
  })
  suggestions(
    @Arg('input', () => SuggestionInput) input: SuggestionInput,
    @Context() ctx: Ctx,
  ): Promise<SuggestionsView> {
    return suggestions(ctx, plainInput(input));
  }
}

@Resolver(() => ProductView)
export class ProductFieldsResolver {
  @FieldResolver(() => String, { description: "The name in the caller's locale (lookup chain)." })
  async name(@Root() product: ProductView, @Context() ctx: Ctx): Promise<string> {
    return (await requestTranslator(ctx))(product.namePlaceholder);
  }

  @FieldResolver(() => String)
  async description(@Root() product: ProductView, @Context() ctx: Ctx): Promise<string> {
    return (await requestTranslator(ctx))(product.descriptionPlaceholder);
  }

  @FieldResolver(() => [ProductInciLineView], { description: 'Ingredients in label order.' })
  async incis(@Root() product: ProductView, @Context() ctx: Ctx): Promise<ProductInciLineView[]> {
    const snapshot = await requestCatalogue(ctx);
    return snapshot.incisInProducts.get(product.id) ?? [];
  }

  @FieldResolver(() => [EvaluationView])
  async evaluations(@Root() product: ProductView, @Context() ctx: Ctx): Promise<EvaluationView[]> {
    const view = viewOf(ctx);
    return productEvaluations(await requestCatalogue(ctx), view, product.id);
  }

  @FieldResolver(() => EvaluationMapScalar, {
    description: 'The evaluations as one map, indicatorId → value (indicators the caller may see).',
  })
  async evaluationMap(@Root() product: ProductView, @Context() ctx: Ctx): Promise<EvaluationMapValue> {
    return productEvaluationMap(await requestCatalogue(ctx), viewOf(ctx), product.id);
  }
}

@Resolver(() => SkinIndicatorView)
export class SkinIndicatorFieldsResolver {
  @FieldResolver(() => String)
  async name(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<string> {
    return (await requestTranslator(ctx))(indicator.namePlaceholder);
  }

  @FieldResolver(() => String)
  async description(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<string> {
    return (await requestTranslator(ctx))(indicator.descriptionPlaceholder);
  }

  @FieldResolver(() => [EvaluationView])
  async evaluations(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<EvaluationView[]> {
    const view = viewOf(ctx);
    return indicatorEvaluations(await requestCatalogue(ctx), view, indicator.id);
  }

  @FieldResolver(() => EvaluationMapScalar, {
    description: 'The evaluations as one map, productId → value (products the caller may see).',
  })
  async evaluationMap(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<EvaluationMapValue> {
    return indicatorEvaluationMap(await requestCatalogue(ctx), viewOf(ctx), indicator.id);
  }
}

@Resolver(() => ProductInciLineView)
export class ProductInciLineFieldsResolver {
  @FieldResolver(() => InciView)
  async inci(@Root() line: ProductInciLineView, @Context() ctx: Ctx): Promise<InciView> {
    return findInci(await requestCatalogue(ctx), line.inciId);
  }
}

@Resolver(() => InciView)
export class InciFieldsResolver {
  @FieldResolver(() => String)
  async chemicalName(@Root() inci: InciView, @Context() ctx: Ctx): Promise<string> {
    return (await requestTranslator(ctx))(inci.chemicalNamePlaceholder);
  }

  @FieldResolver(() => String)
  async description(@Root() inci: InciView, @Context() ctx: Ctx): Promise<string> {
    return (await requestTranslator(ctx))(inci.descriptionPlaceholder);
  }
}

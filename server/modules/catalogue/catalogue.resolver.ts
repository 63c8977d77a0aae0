import { Arg, Ctx as Context, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { plainInput } from '../../platform/graphql/plain-input.js';
import * as catalogue from './catalogue.service.js';
import type { CatalogueProductRow, CatalogueIndicatorRow, CatalogueSnapshot } from './catalogue.service.js';
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

function productView(snapshot: CatalogueSnapshot, p: CatalogueProductRow, regionId: number | null): ProductView {
  return { ...catalogue.offeredProduct(snapshot, p, regionId), searchLinks: linksOf(p.searchLinks) };
}

function indicatorView(i: CatalogueIndicatorRow): SkinIndicatorView {
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
    const view = catalogue.viewOf(ctx);
    const snapshot = await catalogue.requestCatalogue(ctx);
    return catalogue.visibleProducts(snapshot, view).map((p) => productView(snapshot, p, view.regionId));
  }

  @Query(() => ProductView)
  async product(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<ProductView> {
    const view = catalogue.viewOf(ctx);
    const snapshot = await catalogue.requestCatalogue(ctx);
    return productView(snapshot, catalogue.findProduct(snapshot, view, id), view.regionId);
  }

  @Query(() => [SkinIndicatorView])
  async skinIndicators(@Context() ctx: Ctx): Promise<SkinIndicatorView[]> {
    const view = catalogue.viewOf(ctx);
    const snapshot = await catalogue.requestCatalogue(ctx);
    return catalogue.visibleIndicators(snapshot, view).map(indicatorView);
  }

  @Query(() => SkinIndicatorView)
  async skinIndicator(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<SkinIndicatorView> {
    const view = catalogue.viewOf(ctx);
    const snapshot = await catalogue.requestCatalogue(ctx);
    return indicatorView(catalogue.findIndicator(snapshot, view, id));
  }

  @Query(() => [InciView])
  async incis(@Context() ctx: Ctx): Promise<InciView[]> {
    catalogue.viewOf(ctx);
    return (await catalogue.requestCatalogue(ctx)).incis;
  }

  @Query(() => InciView)
  async inci(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<InciView> {
    catalogue.viewOf(ctx);
    return catalogue.findInci(await catalogue.requestCatalogue(ctx), id);
  }

  @Query(() => SuggestionsView, { description: 'Scored suggestions for skin issues and a recipe (user spec section 9).' })
  suggestions(@Arg('input', () => SuggestionInput) input: SuggestionInput, @Context() ctx: Ctx): Promise<SuggestionsView> {
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
    const snapshot = await catalogue.requestCatalogue(ctx);
    return snapshot.incisInProducts.get(product.id) ?? [];
  }

  @FieldResolver(() => [EvaluationView])
  async evaluations(@Root() product: ProductView, @Context() ctx: Ctx): Promise<EvaluationView[]> {
    const view = catalogue.viewOf(ctx);
    return catalogue.productEvaluations(await catalogue.requestCatalogue(ctx), view, product.id);
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
    const view = catalogue.viewOf(ctx);
    return catalogue.indicatorEvaluations(await catalogue.requestCatalogue(ctx), view, indicator.id);
  }
}

@Resolver(() => ProductInciLineView)
export class ProductInciLineFieldsResolver {
  @FieldResolver(() => InciView)
  async inci(@Root() line: ProductInciLineView, @Context() ctx: Ctx): Promise<InciView> {
    return catalogue.findInci(await catalogue.requestCatalogue(ctx), line.inciId);
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

import { Arg, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { plainInput } from '../../../platform/graphql/plain-input.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { requestEntriesAdminData, type EntryText } from './catalogue-admin.read.js';
import {
  CatalogueEntryVersionView,
  LocalizedTextView,
  ProductInput,
  SkinIndicatorInput,
} from './catalogue-admin.types.js';
import { entryHistory, restoreEntryVersion, type HistoryVersion } from './catalogue-history.service.js';
import { indicatorView, productView } from '../snapshot/catalogue.resolver.js';
import { requestCatalogue } from '../snapshot/catalogue-snapshot.js';
import { ProductView, SkinIndicatorView } from '../snapshot/catalogue.types.js';
import * as products from './product-admin.service.js';
import * as indicators from './skin-indicator-admin.service.js';

const localized = (texts: EntryText[] | undefined): LocalizedTextView[] =>
  (texts ?? []).map(({ locale, value }) => ({ locale, value }));

/** The saved product as the builder reads it (same type and id, so Apollo's cache updates it). */
async function savedProduct(ctx: Ctx, id: number): Promise<ProductView> {
  const user = requireCatalogueEditor(ctx);
  const snapshot = await requestCatalogue(ctx);
  const row = snapshot.productById.get(id);
  if (!row) throw notFound();
  return productView(snapshot, row, user.regionId);
}

async function savedIndicator(ctx: Ctx, id: number): Promise<SkinIndicatorView> {
  const snapshot = await requestCatalogue(ctx);
  const row = snapshot.indicatorById.get(id);
  if (!row) throw notFound();
  return indicatorView(row);
}

const historyView = (versions: HistoryVersion[]): CatalogueEntryVersionView[] =>
  versions.map((v) => ({
    ...v,
    createdDate: new Date(v.createdDate),
    changes: v.changes.map((c) => ({ ...c, before: JSON.stringify(c.before), after: JSON.stringify(c.after) })),
  }));

/** Back-office writes of products and indicators (ADMIN, CONTENT_EDITOR), over the REST routes' services. */
@Resolver()
export class CatalogueAdminResolver {
  @Mutation(() => ProductView, { description: 'Creates or updates a product (409 on a stale version).' })
  async saveProduct(@Arg('input', () => ProductInput) input: ProductInput, @Context() ctx: Ctx): Promise<ProductView> {
    return savedProduct(ctx, await products.saveProduct(ctx, plainInput(input)));
  }

  @Mutation(() => ProductView, {
    description: 'A copy of the product with everything of it (texts under new keys); the source is unchanged.',
  })
  async cloneProduct(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<ProductView> {
    return savedProduct(ctx, await products.cloneProduct(ctx, id));
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a product no saved program uses; one that programs use is refused (409 ERROR_PRODUCT_IN_USE: disable it instead).',
  })
  async deleteProduct(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    return products.deleteProduct(ctx, id);
  }

  @Mutation(() => SkinIndicatorView, { description: 'Creates or updates a skin indicator (409 on a stale version).' })
  async saveSkinIndicator(
    @Arg('input', () => SkinIndicatorInput) input: SkinIndicatorInput,
    @Context() ctx: Ctx,
  ): Promise<SkinIndicatorView> {
    return savedIndicator(ctx, await indicators.saveSkinIndicator(ctx, plainInput(input)));
  }

  @Mutation(() => SkinIndicatorView, {
    description: 'A copy of the indicator with everything of it (texts under new keys); the source is unchanged.',
  })
  async cloneSkinIndicator(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<SkinIndicatorView> {
    return savedIndicator(ctx, await indicators.cloneSkinIndicator(ctx, id));
  }

  @Query(() => [CatalogueEntryVersionView], {
    description:
      "The product's versions, newest first, each with its author, time and changes (ADMIN, CONTENT_EDITOR).",
  })
  async productHistory(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<CatalogueEntryVersionView[]> {
    return historyView(await entryHistory(ctx, 'product', id));
  }

  @Query(() => [CatalogueEntryVersionView], {
    description: "The skin indicator's versions, newest first, each with its author, time and changes.",
  })
  async skinIndicatorHistory(
    @Arg('id', () => Int) id: number,
    @Context() ctx: Ctx,
  ): Promise<CatalogueEntryVersionView[]> {
    return historyView(await entryHistory(ctx, 'skin_indicator', id));
  }

  @Mutation(() => ProductView, {
    description:
      'Makes a new version of the product equal to version `number`; `version` is the product version read (409 when stale).',
  })
  async restoreProductVersion(
    @Arg('id', () => Int) id: number,
    @Arg('number', () => Int) number: number,
    @Arg('version', () => Int) version: number,
    @Context() ctx: Ctx,
  ): Promise<ProductView> {
    return savedProduct(ctx, await restoreEntryVersion(ctx, 'product', id, number, { version }));
  }

  @Mutation(() => SkinIndicatorView, {
    description:
      'Makes a new version of the skin indicator equal to version `number`; `version` is the one read (409 when stale).',
  })
  async restoreSkinIndicatorVersion(
    @Arg('id', () => Int) id: number,
    @Arg('number', () => Int) number: number,
    @Arg('version', () => Int) version: number,
    @Context() ctx: Ctx,
  ): Promise<SkinIndicatorView> {
    return savedIndicator(ctx, await restoreEntryVersion(ctx, 'skin_indicator', id, number, { version }));
  }
}

/** What the product form reads besides the builder's fields: the version and every locale's texts. */
@Resolver(() => ProductView)
export class ProductAdminFieldsResolver {
  @FieldResolver(() => Int, { description: 'Optimistic-locking version (send it back when saving).' })
  async version(@Root() product: ProductView, @Context() ctx: Ctx): Promise<number> {
    return (await requestEntriesAdminData(ctx, 'product')).versions.get(product.id) ?? 0;
  }

  @FieldResolver(() => [LocalizedTextView], { description: 'The name in every locale that has one.' })
  async names(@Root() product: ProductView, @Context() ctx: Ctx): Promise<LocalizedTextView[]> {
    return localized((await requestEntriesAdminData(ctx, 'product')).texts.get(product.namePlaceholder));
  }

  @FieldResolver(() => [LocalizedTextView], { description: 'The description in every locale that has one.' })
  async descriptions(@Root() product: ProductView, @Context() ctx: Ctx): Promise<LocalizedTextView[]> {
    return localized((await requestEntriesAdminData(ctx, 'product')).texts.get(product.descriptionPlaceholder));
  }
}

@Resolver(() => SkinIndicatorView)
export class SkinIndicatorAdminFieldsResolver {
  @FieldResolver(() => Int, { description: 'Optimistic-locking version (send it back when saving).' })
  async version(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<number> {
    return (await requestEntriesAdminData(ctx, 'skin_indicator')).versions.get(indicator.id) ?? 0;
  }

  @FieldResolver(() => [LocalizedTextView])
  async names(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<LocalizedTextView[]> {
    return localized((await requestEntriesAdminData(ctx, 'skin_indicator')).texts.get(indicator.namePlaceholder));
  }

  @FieldResolver(() => [LocalizedTextView])
  async descriptions(@Root() indicator: SkinIndicatorView, @Context() ctx: Ctx): Promise<LocalizedTextView[]> {
    return localized(
      (await requestEntriesAdminData(ctx, 'skin_indicator')).texts.get(indicator.descriptionPlaceholder),
    );
  }
}

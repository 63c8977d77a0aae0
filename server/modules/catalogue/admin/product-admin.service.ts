import { ForeignKeyConstraintViolationException, LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { effectiveUsage, hasBaseSuggestions } from '../../../../common/catalogue-admin.js';
import type { ProductCategory, ProductUsage } from '../../../../common/enums.js';
import { productSaveSchema, serialId, strictObject } from '../../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../../common/validation/messages.js';
import type { Ctx, Deps } from '../../../platform/context.js';
import { syncDataVersions } from '../../../platform/data-versions.js';
import { notFound } from '../../../platform/errors.js';
import { readRows } from '../../../platform/read-sql.js';
import { validate } from '../../../platform/validation.js';
import { TextSource } from '../../translations/text-source.entity.js';
import { ProductInci } from '../inci/inci.entity.js';
import { Product, type BaseProductSuggestion } from '../product.entity.js';
import { catalogueKeys } from '../catalogue-keys.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { forgetRequestCatalogue, textsOf, type EntryText } from './catalogue-admin.read.js';
import {
  assertKnownIds,
  bumpVersion,
  cloneEntry,
  linksMap,
  newCode,
  replaceEvaluations,
  writeTexts,
} from './catalogue-entry-writer.js';
import { catalogueAdminErrors } from './catalogue-admin.errors.js';
import { auditEntryClone, auditEntrySave, auditProductDelete } from './catalogue-audit.js';
import { entryState, recordOtherSides, recordVersion } from '../history/entry-versions.js';

/** A product as the back office reads it: every locale's texts, its evaluations and its regions. */
export interface ProductDetail {
  id: number;
  code: string;
  version: number;
  enabled: boolean;
  productCategory: ProductCategory;
  productUsage: ProductUsage;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  names: EntryText[];
  descriptions: EntryText[];
  searchLinks: Record<string, string>;
  baseProductSuggestions: BaseProductSuggestion[];
  /** skin indicator id → value. */
  productToIndicatorEvaluation: Record<number, number>;
  availableRegions: { id: number; name: string }[];
  disallowedRegions: { id: number; name: string }[];
  /** Enabled, and for a caller with a region available and not disallowed there. */
  isInOffer: boolean;
}

interface ProductRow {
  id: number;
  code: string;
  version: number;
  enabled: boolean;
  category: ProductCategory;
  usage: ProductUsage;
  name_placeholder: string;
  description_placeholder: string;
  search_links: Record<string, string>;
  base_product_suggestions: BaseProductSuggestion[];
}

type RegionRow = { product_id: number; id: number; name: string };

/** Five statements for one product or all of them. */
async function loadDetails(
  deps: Pick<Deps, 'orm' | 'config'>,
  regionId: number | null,
  id?: number,
): Promise<ProductDetail[]> {
  const where = id === undefined ? '' : 'where product_id = ?';
  const params = id === undefined ? [] : [id];
  const one = id === undefined ? '' : '.one';
  const [products, evaluations, available, disallowed] = await Promise.all([
    readRows<ProductRow>(
      deps,
      `catalogue-admin.products${one}`,
      `select * from product ${id === undefined ? '' : 'where id = ?'} order by id`,
      params,
    ),
    readRows<{ product_id: number; skin_indicator_id: number; value: number }>(
      deps,
      `catalogue-admin.product-evaluations${one}`,
      `select product_id, skin_indicator_id, value from evaluation ${where}`,
      params,
    ),
    readRows<RegionRow>(
      deps,
      `catalogue-admin.product-available${one}`,
      `select a.product_id, r.id, r.name from region_product_available a join region r on r.id = a.region_id ${where} order by r.name`,
      params,
    ),
    readRows<RegionRow>(
      deps,
      `catalogue-admin.product-disallowed${one}`,
      `select d.product_id, r.id, r.name from region_product_disallowed d join region r on r.id = d.region_id ${where} order by r.name`,
      params,
    ),
  ]);
  const texts = await textsOf(
    deps,
    products.flatMap((p) => [p.name_placeholder, p.description_placeholder]),
  );
  const regionsOf = (rows: RegionRow[], productId: number) =>
    rows.filter((r) => r.product_id === productId).map(({ id: rid, name }) => ({ id: rid, name }));
  return products.map((p) => {
    const availableRegions = regionsOf(available, p.id);
    const disallowedRegions = regionsOf(disallowed, p.id);
    const inRegion =
      regionId === null ||
      (availableRegions.some((r) => r.id === regionId) && !disallowedRegions.some((r) => r.id === regionId));
    return {
      id: p.id,
      code: p.code,
      version: p.version,
      enabled: p.enabled,
      productCategory: p.category,
      productUsage: p.usage,
      namePlaceholder: p.name_placeholder,
      descriptionPlaceholder: p.description_placeholder,
      names: texts.get(p.name_placeholder) ?? [],
      descriptions: texts.get(p.description_placeholder) ?? [],
      searchLinks: p.search_links,
      baseProductSuggestions: p.base_product_suggestions,
      productToIndicatorEvaluation: Object.fromEntries(
        evaluations.filter((e) => e.product_id === p.id).map((e) => [e.skin_indicator_id, e.value]),
      ),
      availableRegions,
      disallowedRegions,
      isInOffer: p.enabled && inRegion,
    };
  });
}

/** Every product with its texts and evaluations (GET …/admin/product). */
export async function allProducts(ctx: Ctx): Promise<ProductDetail[]> {
  const user = requireCatalogueEditor(ctx);
  return loadDetails(ctx.deps, user.regionId);
}

export async function productIds(ctx: Ctx): Promise<number[]> {
  requireCatalogueEditor(ctx);
  return (
    await readRows<{ id: number }>(ctx.deps, 'catalogue-admin.product-ids', 'select id from product order by id', [])
  ).map((r) => r.id);
}

const idSchema = strictObject({ id: serialId().required(K.REQUIRED) });

/** An id from a query string or a GraphQL argument: digits only, else 400. */
export async function parseId(raw: unknown): Promise<number> {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return (await validate(idSchema, { id })).id;
}

export async function productDetail(ctx: Ctx, rawId: unknown): Promise<ProductDetail> {
  const user = requireCatalogueEditor(ctx);
  const id = await parseId(rawId);
  const [detail] = await loadDetails(ctx.deps, user.regionId, id);
  if (!detail) throw notFound();
  return detail;
}

/** What a restore adds to a save (history): the version it restores, and that version's label. */
export interface RestoreOf {
  number: number;
  /** The ingredients' ids in label order (those that still exist). */
  incis: number[];
}

/**
 * Creates (no id) or updates (id and the version read) a product with its texts, links, base
 * suggestions and evaluations, in one transaction, and records the version it made with its
 * audit events. The category decides the usage (READY_PRODUCT unless MODULAR) and only BASE
 * keeps base suggestions. A restore (catalogue-history.service.ts) saves through here too, with
 * the label of the version it restores. The triggers bump the catalogue and translations
 * versions; the answer waits until this process has seen them.
 */
export async function saveProduct(ctx: Ctx, input: unknown, restore?: RestoreOf): Promise<number> {
  const user = requireCatalogueEditor(ctx);
  const data = await validate(productSaveSchema, input);
  const usage = effectiveUsage(data.productCategory, data.productUsage);
  const suggestions = hasBaseSuggestions(usage) ? data.baseProductSuggestions.map(({ id: _id, ...s }) => s) : [];
  const links = linksMap(data.searchLinks);
  await assertKnownIds(ctx.deps, 'product', data.evaluations);
  const id = await ctx.em.transactional(async (tx) => {
    let keys: { namePlaceholder: string; descriptionPlaceholder: string };
    let productId: number;
    const values = {
      category: data.productCategory,
      usage,
      enabled: data.enabled,
      searchLinks: links,
      baseProductSuggestions: suggestions,
    };
    const before = data.id ? await entryState(tx, 'product', data.id) : null;
    if (data.id) {
      productId = data.id;
      keys = await bumpVersion(tx, 'product', data.id, data.version!, values);
    } else {
      const code = newCode('P');
      keys = {
        namePlaceholder: catalogueKeys.productName(code),
        descriptionPlaceholder: catalogueKeys.productDescription(code),
      };
      productId = await tx.insert(Product, { code, ...values, ...keys });
    }
    await writeTexts(tx, keys.namePlaceholder, 'PRODUCT_NAME', data.names);
    await writeTexts(tx, keys.descriptionPlaceholder, 'PRODUCT_DESCRIPTION', data.descriptions);
    await replaceEvaluations(tx, 'product', productId, data.evaluations);
    if (restore) await replaceLabel(tx, productId, restore.incis);
    const after = (await entryState(tx, 'product', productId))!;
    const version = await recordVersion(tx, {
      table: 'product',
      id: productId,
      author: user.email,
      before,
      after,
      restoredFrom: restore?.number,
    });
    await auditEntrySave(ctx, tx, 'product', productId, !before, after, version);
    await recordOtherSides(tx, { table: 'product', id: productId, author: user.email, before, after });
    return productId;
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}

/** A product's label replaced by the ingredients given, in that order (a restore's). */
async function replaceLabel(tx: EntityManager, productId: number, incis: readonly number[]): Promise<void> {
  await tx.nativeDelete(ProductInci, { product: productId });
  if (incis.length > 0)
    await tx.insertMany(
      ProductInci,
      incis.map((inci, position) => ({ product: productId, inci, position })),
    );
}

/**
 * A new product with everything of the source (category, usage, enabled, links, suggestions,
 * texts under new keys, evaluations, ingredients); the source is not touched. Its first version
 * is the copy.
 */
export async function cloneProduct(ctx: Ctx, rawId: unknown): Promise<number> {
  const user = requireCatalogueEditor(ctx);
  const sourceId = await parseId(rawId);
  const id = await ctx.em.transactional(async (tx) => {
    const code = newCode('P');
    const cloneId = await cloneEntry(tx, 'product', sourceId, code, {
      namePlaceholder: catalogueKeys.productName(code),
      descriptionPlaceholder: catalogueKeys.productDescription(code),
    });
    await tx
      .createQueryBuilder(ProductInci)
      .insertFrom(
        tx
          .createQueryBuilder(ProductInci)
          .select([raw('? as ??', [cloneId, 'product_id']), 'inci', 'position'])
          .where({ product: sourceId }),
        { columns: ['product', 'inci', 'position'] },
      )
      .execute('run');
    const clone = (await entryState(tx, 'product', cloneId))!;
    const version = await recordVersion(tx, {
      table: 'product',
      id: cloneId,
      author: user.email,
      before: null,
      after: clone,
    });
    await auditEntryClone(ctx, tx, 'product', cloneId, sourceId, clone, version);
    await recordOtherSides(tx, { table: 'product', id: cloneId, author: user.email, before: null, after: clone });
    return cloneId;
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return id;
}

/**
 * Deletes a product no saved program uses, with its texts, evaluations, ingredients and region
 * lists (the foreign keys cascade, program lines restrict). One that programs use is refused
 * (409 ERROR_PRODUCT_IN_USE: disable it instead), also when a program takes it up while the
 * delete runs (the restricting key). The data-version trigger tells every process and the
 * builders' caches, as a save does.
 */
export async function deleteProduct(ctx: Ctx, rawId: unknown): Promise<boolean> {
  const user = requireCatalogueEditor(ctx);
  const id = await parseId(rawId);
  await ctx.em.transactional(async (tx) => {
    const row = await tx
      .createQueryBuilder(Product)
      .select(['namePlaceholder', 'descriptionPlaceholder'])
      .where({ id })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute<{ namePlaceholder: string; descriptionPlaceholder: string } | undefined>('get');
    if (!row) throw notFound();
    // Read, not the programs module's entity: the catalogue does not depend on programs. A program
    // saved with the product meanwhile is caught by the foreign key below.
    const [used] = await readRows<{ n: number }>(
      ctx.deps,
      'catalogue-admin.product-programs',
      'select count(distinct program_id)::int as n from program_product where product_id = ?',
      [id],
    );
    const programs = used?.n ?? 0;
    if (programs > 0) throw catalogueAdminErrors.productInUse(programs);
    const before = (await entryState(tx, 'product', id))!;
    try {
      await tx.nativeDelete(Product, { id });
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw catalogueAdminErrors.productInUse(1);
      throw error;
    }
    await tx.nativeDelete(TextSource, { key: { $in: [row.namePlaceholder, row.descriptionPlaceholder] } });
    await auditProductDelete(ctx, tx, id, before);
    // Its evaluation rows went with it: each indicator that had one gets a version without it.
    await recordOtherSides(tx, {
      table: 'product',
      id,
      author: user.email,
      before,
      after: { ...before, evaluations: {} },
    });
  });
  await syncDataVersions(ctx.em);
  forgetRequestCatalogue(ctx);
  return true;
}

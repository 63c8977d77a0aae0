import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Catalogue, CatalogueInci, CatalogueIndicator, CatalogueProduct, InciLine } from '../../../common/catalogue.js';
import type { Role } from '../../../common/enums.js';
import type { EvaluationMatrix } from '../../../common/scoring/index.js';
import { dataVersion } from '../../platform/data-versions.js';
import { translationsVersion } from '../translations/translation.service.js';
import { notFound } from '../../platform/errors.js';
import { versionedCache } from '../../platform/versioned-cache.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Ctx } from '../../platform/context.js';
import { memo } from '../../platform/context.js';

/** Roles that see the whole catalogue, disabled entries included (they maintain it). */
const STAFF_ROLES: readonly Role[] = ['ADMIN', 'CONTENT_EDITOR'];

/** A product as stored; the offer (`isInOffer`) depends on the caller. */
export type CatalogueProductRow = Omit<CatalogueProduct, 'isInOffer'>;
export type CatalogueIndicatorRow = CatalogueIndicator;
/** An INCI entry as stored; the bundle leaves out the code. */
export type CatalogueInciRow = CatalogueInci & { code: string };

/** The whole catalogue of one `data_version('catalogue')`, shared by every request of the process. */
export interface CatalogueSnapshot {
  version: string;
  products: CatalogueProductRow[];
  indicators: CatalogueIndicatorRow[];
  incis: CatalogueInciRow[];
  productById: Map<number, CatalogueProductRow>;
  indicatorById: Map<number, CatalogueIndicatorRow>;
  inciById: Map<number, CatalogueInciRow>;
  /** productId → ingredients in label order. */
  incisInProducts: Map<number, InciLine[]>;
  /** productId → indicatorId → value; the matrix common/scoring reads. */
  productToIndicator: EvaluationMatrix;
  /** indicatorId → productId → value. */
  indicatorToProduct: EvaluationMatrix;
  available: Map<number, Set<number>>;
  disallowed: Map<number, Set<number>>;
  /** Serialised bundles per scope and region: the hot path sends cached bytes. */
  bundles: Map<string, CatalogueBundle>;
}

export interface CatalogueBundle {
  etag: string;
  /** The JSON, encoded once: the hot path writes these bytes as they are. */
  body: Buffer;
}

/** What one caller may see: the scope (all or enabled only) and the region that decides the offer. */
export interface CatalogueView {
  user: AuthUser;
  seesDisabled: boolean;
  regionId: number | null;
}

export function catalogueVersion(em: EntityManager): Promise<string> {
  return dataVersion(em, 'catalogue');
}

function groupIds(rows: { region_id: number; product_id: number }[]): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const row of rows) {
    let set = map.get(row.region_id);
    if (!set) map.set(row.region_id, (set = new Set()));
    set.add(row.product_id);
  }
  return map;
}

/** Seven set-based statements, whatever the size of the catalogue. */
async function load(em: EntityManager, version: string): Promise<CatalogueSnapshot> {
  const conn = em.getConnection();
  const [products, indicators, incis, productIncis, evaluations, available, disallowed] = await Promise.all([
    conn.execute<CatalogueProductRow[]>(
      `select id, code, name_placeholder as "namePlaceholder", description_placeholder as "descriptionPlaceholder",
              category as "productCategory", usage as "productUsage", enabled, search_links as "searchLinks",
              base_product_suggestions as "baseProductSuggestions"
         from product order by id`,
    ),
    conn.execute<CatalogueIndicatorRow[]>(
      `select id, code, name_placeholder as "namePlaceholder", description_placeholder as "descriptionPlaceholder",
              category as "skinIndicatorCategory", enabled, search_links as "searchLinks"
         from skin_indicator order by id`,
    ),
    conn.execute<CatalogueInciRow[]>(
      `select id, code, name, alternative_name as "alternativeName", chemical_name_placeholder as "chemicalNamePlaceholder",
              description_placeholder as "descriptionPlaceholder"
         from inci order by id`,
    ),
    conn.execute<{ product_id: number; inci_id: number; position: number }[]>(
      'select product_id, inci_id, position from product_inci order by product_id, position, inci_id',
    ),
    conn.execute<{ product_id: number; skin_indicator_id: number; value: number }[]>(
      'select product_id, skin_indicator_id, value from evaluation order by product_id, skin_indicator_id',
    ),
    conn.execute<{ region_id: number; product_id: number }[]>('select region_id, product_id from region_product_available'),
    conn.execute<{ region_id: number; product_id: number }[]>('select region_id, product_id from region_product_disallowed'),
  ]);

  const incisInProducts = new Map<number, InciLine[]>();
  for (const row of productIncis) {
    let lines = incisInProducts.get(row.product_id);
    if (!lines) incisInProducts.set(row.product_id, (lines = []));
    lines.push({ inciId: row.inci_id, position: row.position });
  }
  const productToIndicator: Record<number, Record<number, number>> = {};
  const indicatorToProduct: Record<number, Record<number, number>> = {};
  for (const row of evaluations) {
    (productToIndicator[row.product_id] ??= {})[row.skin_indicator_id] = row.value;
    (indicatorToProduct[row.skin_indicator_id] ??= {})[row.product_id] = row.value;
  }

  return {
    version,
    products,
    indicators,
    incis,
    productById: new Map(products.map((p) => [p.id, p])),
    indicatorById: new Map(indicators.map((i) => [i.id, i])),
    inciById: new Map(incis.map((i) => [i.id, i])),
    incisInProducts,
    productToIndicator,
    indicatorToProduct,
    available: groupIds(available),
    disallowed: groupIds(disallowed),
    bundles: new Map(),
  };
}

/**
 * The catalogue, cached per process and reloaded when the database's catalogue version (bumped
 * by a trigger on any change to products, indicators, INCI, evaluations or the regional offer,
 * from any process) differs from the cached one.
 */
export const currentCatalogue: (em: EntityManager) => Promise<CatalogueSnapshot> = versionedCache(catalogueVersion, load);

/** The GraphQL queries answered from the catalogue alone (their whole answers may be cached). */
export const CATALOGUE_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'products', 'product', 'skinIndicators', 'skinIndicator', 'incis', 'inci', 'suggestions',
]);

/**
 * Everything besides the query that decides a catalogue answer: the data versions, what the
 * caller may see, the region (offer) and the locale chain (names). Null when the caller is to be
 * refused, which only the resolvers do.
 */
export async function catalogueCacheScope(ctx: Ctx): Promise<string | null> {
  const user = ctx.user;
  if (!user || user.mustResetPassword) return null;
  const em = ctx.deps.orm.em;
  const [catalogue, translations] = await Promise.all([catalogueVersion(em), translationsVersion(em)]);
  const seesDisabled = user.roles.some((r) => STAFF_ROLES.includes(r));
  return [catalogue, translations, seesDisabled ? 'all' : 'enabled', user.regionId ?? 'none', user.preferredLocale, user.fallbackLocale].join('|');
}

/** The caller's view of the catalogue: any logged-in role; staff also see disabled entries. */
export function viewOf(ctx: Ctx): CatalogueView {
  const user = requireUser(ctx);
  return {
    user,
    seesDisabled: user.roles.some((r) => STAFF_ROLES.includes(r)),
    regionId: user.regionId,
  };
}

/**
 * The request's snapshot: one version check per request, however many fields read it. Only raw
 * statements run, so the process-wide manager serves (no per-request fork for a cached answer).
 */
export function requestCatalogue(ctx: Ctx): Promise<CatalogueSnapshot> {
  return memo(ctx, 'catalogue.snapshot', () => currentCatalogue(ctx.deps.orm.em));
}

/**
 * A product is in the offer when it is enabled, available in the region and not disallowed
 * there; without a region (staff accounts) every enabled product is.
 */
export function isInOffer(snapshot: CatalogueSnapshot, product: CatalogueProductRow, regionId: number | null): boolean {
  if (!product.enabled) return false;
  if (regionId === null) return true;
  return (snapshot.available.get(regionId)?.has(product.id) ?? false) && !(snapshot.disallowed.get(regionId)?.has(product.id) ?? false);
}

/** A product as the caller sees it: the user-side fields of the spec with the region's offer. */
export function offeredProduct(snapshot: CatalogueSnapshot, p: CatalogueProductRow, regionId: number | null): CatalogueProduct {
  return {
    id: p.id,
    code: p.code,
    namePlaceholder: p.namePlaceholder,
    descriptionPlaceholder: p.descriptionPlaceholder,
    productCategory: p.productCategory,
    productUsage: p.productUsage,
    enabled: p.enabled,
    searchLinks: p.searchLinks,
    isInOffer: isInOffer(snapshot, p, regionId),
    baseProductSuggestions: p.baseProductSuggestions,
  };
}

export function visibleProducts(snapshot: CatalogueSnapshot, view: CatalogueView): CatalogueProductRow[] {
  return view.seesDisabled ? snapshot.products : snapshot.products.filter((p) => p.enabled);
}

export function visibleIndicators(snapshot: CatalogueSnapshot, view: CatalogueView): CatalogueIndicatorRow[] {
  return view.seesDisabled ? snapshot.indicators : snapshot.indicators.filter((i) => i.enabled);
}

export function findProduct(snapshot: CatalogueSnapshot, view: CatalogueView, id: number): CatalogueProductRow {
  const product = snapshot.productById.get(id);
  if (!product || (!product.enabled && !view.seesDisabled)) throw notFound();
  return product;
}

export function findIndicator(snapshot: CatalogueSnapshot, view: CatalogueView, id: number): CatalogueIndicatorRow {
  const indicator = snapshot.indicatorById.get(id);
  if (!indicator || (!indicator.enabled && !view.seesDisabled)) throw notFound();
  return indicator;
}

export function findInci(snapshot: CatalogueSnapshot, id: number): CatalogueInciRow {
  const inci = snapshot.inciById.get(id);
  if (!inci) throw notFound();
  return inci;
}

export interface EvaluationCell {
  productId: number;
  skinIndicatorId: number;
  value: number;
}

/** A product's evaluations against the indicators the caller may see. */
export function productEvaluations(snapshot: CatalogueSnapshot, view: CatalogueView, productId: number): EvaluationCell[] {
  const visible = new Set(visibleIndicators(snapshot, view).map((i) => i.id));
  return Object.entries(snapshot.productToIndicator[productId] ?? {})
    .filter(([id]) => visible.has(Number(id)))
    .map(([id, value]) => ({ productId, skinIndicatorId: Number(id), value }));
}

/** An indicator's evaluations by the products the caller may see. */
export function indicatorEvaluations(snapshot: CatalogueSnapshot, view: CatalogueView, skinIndicatorId: number): EvaluationCell[] {
  const visible = new Set(visibleProducts(snapshot, view).map((p) => p.id));
  return Object.entries(snapshot.indicatorToProduct[skinIndicatorId] ?? {})
    .filter(([id]) => visible.has(Number(id)))
    .map(([id, value]) => ({ productId: Number(id), skinIndicatorId, value }));
}

/** The evaluations of one row of a matrix, restricted to the ids the caller may see. */
function visibleRow(row: Readonly<Record<number, number>> | undefined, visible: ReadonlySet<number>): Record<number, number> {
  const out: Record<number, number> = {};
  if (row) for (const [id, value] of Object.entries(row)) if (visible.has(Number(id))) out[Number(id)] = value;
  return out;
}

function buildBundle(snapshot: CatalogueSnapshot, view: CatalogueView, key: string): CatalogueBundle {
  const products = visibleProducts(snapshot, view);
  const indicators = visibleIndicators(snapshot, view);
  const productIds = new Set(products.map((p) => p.id));
  const indicatorIds = new Set(indicators.map((i) => i.id));
  const body: Catalogue = {
    products: products.map((p) => offeredProduct(snapshot, p, view.regionId)),
    skinIndicators: indicators,
    incis: snapshot.incis.map(({ code: _code, ...inci }) => inci),
    incisInProducts: Object.fromEntries(products.map((p) => [p.id, snapshot.incisInProducts.get(p.id) ?? []])),
    productToIndicatorEvaluation: Object.fromEntries(products.map((p) => [p.id, visibleRow(snapshot.productToIndicator[p.id], indicatorIds)])),
    indicatorToProductEvaluation: Object.fromEntries(indicators.map((i) => [i.id, visibleRow(snapshot.indicatorToProduct[i.id], productIds)])),
  };
  const json = JSON.stringify(body);
  // The version and key make the tag unique per content; the hash guards a reset database.
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 16);
  return { etag: `"c${snapshot.version}-${key}-${hash}"`, body: Buffer.from(json, 'utf8') };
}

/** The `dataForEvaluations` bundle for the caller, serialised once per (version, scope, region). */
export async function bundleFor(ctx: Ctx): Promise<CatalogueBundle> {
  const view = viewOf(ctx);
  const snapshot = await requestCatalogue(ctx);
  const key = `${view.seesDisabled ? 'all' : 'enabled'}.${view.regionId ?? 'none'}`;
  let bundle = snapshot.bundles.get(key);
  if (!bundle) snapshot.bundles.set(key, (bundle = buildBundle(snapshot, view, key)));
  return bundle;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueInci, CatalogueIndicator, CatalogueProduct, InciLine } from '../../../../common/catalogue.js';
import type { EvaluationMatrix } from '../../../../common/scoring/index.js';
import type { Ctx, Deps } from '../../../platform/context.js';
import { memo } from '../../../platform/context.js';
import { dataVersion } from '../../../platform/data-versions.js';
import { readRows } from '../../../platform/read-sql.js';
import { versionedCache } from '../../../platform/versioned-cache.js';
import type { CatalogueBundle } from './catalogue-bundle.js';

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

type ReadDeps = Pick<Deps, 'orm' | 'config'>;

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
async function load(deps: ReadDeps, version: string): Promise<CatalogueSnapshot> {
  const [products, indicators, incis, productIncis, evaluations, available, disallowed] = await Promise.all([
    readRows<CatalogueProductRow>(
      deps,
      'catalogue.products',
      `select id, code, name_placeholder as "namePlaceholder", description_placeholder as "descriptionPlaceholder",
              category as "productCategory", usage as "productUsage", enabled, search_links as "searchLinks",
              base_product_suggestions as "baseProductSuggestions"
         from product order by id`,
      [],
    ),
    readRows<CatalogueIndicatorRow>(
      deps,
      'catalogue.indicators',
      `select id, code, name_placeholder as "namePlaceholder", description_placeholder as "descriptionPlaceholder",
              category as "skinIndicatorCategory", enabled, search_links as "searchLinks"
         from skin_indicator order by id`,
      [],
    ),
    readRows<CatalogueInciRow>(
      deps,
      'catalogue.incis',
      `select id, code, name, alternative_name as "alternativeName", chemical_name_placeholder as "chemicalNamePlaceholder",
              description_placeholder as "descriptionPlaceholder"
         from inci order by id`,
      [],
    ),
    readRows<{ product_id: number; inci_id: number; position: number }>(
      deps,
      'catalogue.product-incis',
      'select product_id, inci_id, position from product_inci order by product_id, position, inci_id',
      [],
    ),
    readRows<{ product_id: number; skin_indicator_id: number; value: number }>(
      deps,
      'catalogue.evaluations',
      'select product_id, skin_indicator_id, value from evaluation order by product_id, skin_indicator_id',
      [],
    ),
    readRows<{ region_id: number; product_id: number }>(
      deps,
      'catalogue.available',
      'select region_id, product_id from region_product_available',
      [],
    ),
    readRows<{ region_id: number; product_id: number }>(
      deps,
      'catalogue.disallowed',
      'select region_id, product_id from region_product_disallowed',
      [],
    ),
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

/** One versioned cache per ORM (database), made with the first caller's dependencies. */
const caches = new WeakMap<object, (em: EntityManager) => Promise<CatalogueSnapshot>>();

/**
 * The catalogue, cached per process and reloaded when the database's catalogue version (bumped
 * by a trigger on any change to products, indicators, INCI, evaluations or the regional offer,
 * from any process) differs from the cached one.
 */
export function currentCatalogue(deps: ReadDeps): Promise<CatalogueSnapshot> {
  let cached = caches.get(deps.orm);
  if (!cached) caches.set(deps.orm, (cached = versionedCache(catalogueVersion, (_em, version) => load(deps, version))));
  return cached(deps.orm.em);
}

/**
 * The request's snapshot: one version check per request, however many fields read it. Only the read
 * adapter and the version read run, so the process-wide manager serves (no per-request fork for a cached answer).
 */
export function requestCatalogue(ctx: Ctx): Promise<CatalogueSnapshot> {
  return memo(ctx, 'catalogue.snapshot', () => currentCatalogue(ctx.deps));
}

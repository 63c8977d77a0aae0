import { createHash } from 'node:crypto';
import type { Catalogue, CatalogueProduct } from '../../../../common/catalogue.js';
import type { Ctx } from '../../../platform/context.js';
import type { EncodedBytes } from '../../../platform/delivery.js';
import { offeredProduct } from './catalogue.presenter.js';
import { requestCatalogue, type CatalogueSnapshot } from './catalogue-snapshot.js';
import {
  indicatorEvaluationMap,
  productEvaluationMap,
  viewOf,
  visibleIndicators,
  visibleProducts,
  type CatalogueView,
} from './catalogue-visibility.js';

/**
 * The JSON, encoded once: the hot path writes these bytes as they are, or their brotli or gzip
 * copy (delivery.ts), made once per bundle, that is once per (catalogue version, visibility,
 * region): the snapshot and its bundles are replaced together.
 */
export interface CatalogueBundle extends EncodedBytes {
  etag: string;
}

/**
 * The spec's user-side suggestions carry an id; a product's suggestions are stored as one list,
 * so a suggestion's id is its place in that list (1, 2, …), stable until the product is saved.
 */
function withSuggestionIds(product: CatalogueProduct): CatalogueProduct {
  return {
    ...product,
    baseProductSuggestions: product.baseProductSuggestions.map((suggestion, i) => ({ id: i + 1, ...suggestion })),
  };
}

function buildBundle(snapshot: CatalogueSnapshot, view: CatalogueView, key: string): CatalogueBundle {
  const products = visibleProducts(snapshot, view);
  const indicators = visibleIndicators(snapshot, view);
  const body: Catalogue = {
    products: products.map((p) => withSuggestionIds(offeredProduct(snapshot, p, view.regionId))),
    skinIndicators: indicators,
    incis: snapshot.incis.map(({ code: _code, ...inci }) => inci),
    incisInProducts: Object.fromEntries(products.map((p) => [p.id, snapshot.incisInProducts.get(p.id) ?? []])),
    productToIndicatorEvaluation: Object.fromEntries(
      products.map((p) => [p.id, productEvaluationMap(snapshot, view, p.id)]),
    ),
    indicatorToProductEvaluation: Object.fromEntries(
      indicators.map((i) => [i.id, indicatorEvaluationMap(snapshot, view, i.id)]),
    ),
  };
  const json = JSON.stringify(body);
  // The version and key make the tag unique per content; the hash guards a reset database.
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 16);
  return { etag: `"c${snapshot.version}-${key}-${hash}"`, body: Buffer.from(json, 'utf8'), encoded: {} };
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

import { requireUser } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { Ctx } from '../../../platform/context.js';
import { CATALOGUE_READER_ROLES, canSeeEntry, seesDisabledEntries } from '../catalogue.policy.js';
import type {
  CatalogueIndicatorRow,
  CatalogueInciRow,
  CatalogueProductRow,
  CatalogueSnapshot,
} from './catalogue-snapshot.js';

/** Who sees what of the catalogue snapshot, and the regional offer. */

/** What one caller may see: the scope (all or enabled only) and the region that decides the offer. */
export interface CatalogueView {
  user: AuthUser;
  seesDisabled: boolean;
  regionId: number | null;
}

/**
 * The caller's view of the catalogue: an account with a role, or an integrator's key (which has
 * no role; its scope limits it to the catalogue); staff also see disabled entries.
 */
export function viewOf(ctx: Ctx): CatalogueView {
  const user = requireUser(ctx, ctx.user?.apiKeyId ? [] : CATALOGUE_READER_ROLES);
  return {
    user,
    seesDisabled: seesDisabledEntries(user),
    regionId: user.regionId,
  };
}

/**
 * A product is in the offer when it is enabled, available in the region and not disallowed
 * there; without a region (staff accounts) every enabled product is.
 */
export function isInOffer(snapshot: CatalogueSnapshot, product: CatalogueProductRow, regionId: number | null): boolean {
  if (!product.enabled) return false;
  if (regionId === null) return true;
  return (
    (snapshot.available.get(regionId)?.has(product.id) ?? false) &&
    !(snapshot.disallowed.get(regionId)?.has(product.id) ?? false)
  );
}

export function visibleProducts(snapshot: CatalogueSnapshot, view: CatalogueView): CatalogueProductRow[] {
  return view.seesDisabled ? snapshot.products : snapshot.products.filter((p) => p.enabled);
}

export function visibleIndicators(snapshot: CatalogueSnapshot, view: CatalogueView): CatalogueIndicatorRow[] {
  return view.seesDisabled ? snapshot.indicators : snapshot.indicators.filter((i) => i.enabled);
}

export function findProduct(snapshot: CatalogueSnapshot, view: CatalogueView, id: number): CatalogueProductRow {
  const product = snapshot.productById.get(id);
  if (!product || !canSeeEntry(view.user, product)) throw notFound();
  return product;
}

export function findIndicator(snapshot: CatalogueSnapshot, view: CatalogueView, id: number): CatalogueIndicatorRow {
  const indicator = snapshot.indicatorById.get(id);
  if (!indicator || !canSeeEntry(view.user, indicator)) throw notFound();
  return indicator;
}

export function findInci(snapshot: CatalogueSnapshot, id: number): CatalogueInciRow {
  const inci = snapshot.inciById.get(id);
  if (!inci) throw notFound();
  return inci;
}

/** The ids a scope sees, per snapshot: computed once, not once per product or indicator. */
const visibleIds = new WeakMap<CatalogueSnapshot, Map<string, ReadonlySet<number>>>();

function idsOf(snapshot: CatalogueSnapshot, key: string, rows: () => { id: number }[]): ReadonlySet<number> {
  let byKey = visibleIds.get(snapshot);
  if (!byKey) visibleIds.set(snapshot, (byKey = new Map()));
  let ids = byKey.get(key);
  if (!ids) byKey.set(key, (ids = new Set(rows().map((r) => r.id))));
  return ids;
}

export function visibleProductIds(
  snapshot: CatalogueSnapshot,
  view: Pick<CatalogueView, 'seesDisabled'>,
): ReadonlySet<number> {
  return idsOf(snapshot, `products.${view.seesDisabled}`, () => visibleProducts(snapshot, view as CatalogueView));
}

export function visibleIndicatorIds(
  snapshot: CatalogueSnapshot,
  view: Pick<CatalogueView, 'seesDisabled'>,
): ReadonlySet<number> {
  return idsOf(snapshot, `indicators.${view.seesDisabled}`, () => visibleIndicators(snapshot, view as CatalogueView));
}

/** The evaluations of one row of a matrix, restricted to the ids the caller may see. */
export function visibleRow(
  row: Readonly<Record<number, number>> | undefined,
  visible: ReadonlySet<number>,
): Record<number, number> {
  const out: Record<number, number> = {};
  if (row) for (const [id, value] of Object.entries(row)) if (visible.has(Number(id))) out[Number(id)] = value;
  return out;
}

/** A product's evaluations as a map indicatorId → value, over the indicators the caller may see. */
export function productEvaluationMap(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  productId: number,
): Record<number, number> {
  return visibleRow(snapshot.productToIndicator[productId], visibleIndicatorIds(snapshot, view));
}

/** An indicator's evaluations as a map productId → value, over the products the caller may see. */
export function indicatorEvaluationMap(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  skinIndicatorId: number,
): Record<number, number> {
  return visibleRow(snapshot.indicatorToProduct[skinIndicatorId], visibleProductIds(snapshot, view));
}

export interface EvaluationCell {
  productId: number;
  skinIndicatorId: number;
  value: number;
}

/** A product's evaluations against the indicators the caller may see. */
export function productEvaluations(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  productId: number,
): EvaluationCell[] {
  const visible = visibleIndicatorIds(snapshot, view);
  return Object.entries(snapshot.productToIndicator[productId] ?? {})
    .filter(([id]) => visible.has(Number(id)))
    .map(([id, value]) => ({ productId, skinIndicatorId: Number(id), value }));
}

/** An indicator's evaluations by the products the caller may see. */
export function indicatorEvaluations(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  skinIndicatorId: number,
): EvaluationCell[] {
  const visible = visibleProductIds(snapshot, view);
  return Object.entries(snapshot.indicatorToProduct[skinIndicatorId] ?? {})
    .filter(([id]) => visible.has(Number(id)))
    .map(([id, value]) => ({ productId: Number(id), skinIndicatorId, value }));
}

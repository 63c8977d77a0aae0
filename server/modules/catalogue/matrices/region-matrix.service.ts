import type { Ctx } from '../../../platform/context.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { requestCatalogue } from '../snapshot/catalogue-snapshot.js';
import { requestTranslator } from '../snapshot/suggestion.service.js';
import { readRows } from '../../../platform/read-sql.js';

/** admin/available and admin/disallowed: which per-region product set a matrix shows. */
export type RegionMatrixKind = 'AVAILABLE' | 'DISALLOWED';

export interface RegionMatrix {
  regions: Array<{ id: number; name: string }>;
  /** `cells[i]`: the product is in the set of `regions[i]`. */
  products: Array<{ productId: number; name: string; enabled: boolean; cells: boolean[] }>;
}

/**
 * The read-only matrix of products × regions. The catalogue staff (ADMIN, CONTENT_EDITOR) see
 * every region: they look after the whole catalogue, and local administrators have their own
 * editable screen for their regions (local-admin/disallowed-products).
 */
export async function regionMatrix(ctx: Ctx, kind: RegionMatrixKind): Promise<RegionMatrix> {
  requireCatalogueEditor(ctx);
  const [snapshot, t, regions] = await Promise.all([
    requestCatalogue(ctx),
    requestTranslator(ctx),
    readRows<{ id: number; name: string }>(
      ctx.deps,
      'regions.names',
      'select id, name from region order by name, id',
      [],
    ),
  ]);
  const sets = kind === 'AVAILABLE' ? snapshot.available : snapshot.disallowed;
  const products = snapshot.products
    .map((p) => ({
      productId: p.id,
      name: t(p.namePlaceholder),
      enabled: p.enabled,
      cells: regions.map((r) => sets.get(r.id)?.has(p.id) ?? false),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.productId - b.productId);
  return { regions, products };
}

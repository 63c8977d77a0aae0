import { LockMode } from '@mikro-orm/core';
import { regionProductsSchema } from '../../../common/validation/index.js';
import { VALIDATION_KEYS as K } from '../../../common/validation/messages.js';
import { syncDataVersions } from '../../platform/data-versions.js';
import { readRows } from '../../platform/read-sql.js';
import type { Ctx } from '../../platform/context.js';
import { invalid, notFound } from '../../platform/errors.js';
import { validate } from '../../platform/validation.js';
import { auditRegionProducts } from '../catalogue/admin/catalogue-audit.js';
import { Region, RegionProductAvailable, RegionProductDisallowed } from './region.entity.js';
import { assertManagesRegion, requireRegionScope, type RegionScope } from './region.policy.js';

/** The two per-region product sets a local administrator edits. */
export type RegionProductList = 'available' | 'disallowed';

/** A PostgreSQL array literal of validated integers (bound as one parameter). */
const pgIntArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const TABLE: Record<RegionProductList, string> = {
  available: 'region_product_available',
  disallowed: 'region_product_disallowed',
};

const PIVOT: Record<RegionProductList, typeof RegionProductAvailable> = {
  available: RegionProductAvailable,
  disallowed: RegionProductDisallowed,
};

/** The spec's structure: every product id, and per managed region the ids in the set. */
export interface RegionProducts {
  productsId: number[];
  regionProductMap: Record<string, number[]>;
}

/** The regions the caller administers (ADMIN: all), by name. */
export async function myRegions(ctx: Ctx): Promise<Region[]> {
  const scope = requireRegionScope(ctx);
  return ctx.em.find(Region, scope.all ? {} : { id: { $in: [...scope.regionIds] } }, { orderBy: { name: 'asc' } });
}

async function structure(ctx: Ctx, scope: RegionScope, list: RegionProductList): Promise<RegionProducts> {
  const regionFilter = scope.all ? '' : 'where r.id = any(?::int[])';
  const values = scope.all ? [] : [pgIntArray(scope.regionIds)];
  const [products, regions, pairs] = await Promise.all([
    readRows<{ id: number }>(ctx.deps, 'offerProducts', 'select id from product order by id', []),
    readRows<{ id: number }>(
      ctx.deps,
      'offerRegions',
      `select r.id from region r ${regionFilter} order by r.id`,
      values,
    ),
    readRows<{ region_id: number; product_id: number }>(
      ctx.deps,
      `offerPairs_${list}`,
      `select x.region_id, x.product_id from ${TABLE[list]} x join region r on r.id = x.region_id ${regionFilter} order by x.region_id, x.product_id`,
      values,
    ),
  ]);
  const regionProductMap: Record<string, number[]> = {};
  for (const r of regions) regionProductMap[String(r.id)] = [];
  for (const p of pairs) regionProductMap[String(p.region_id)]!.push(p.product_id);
  return { productsId: products.map((p) => p.id), regionProductMap };
}

/** GET …/products/availability or …/products/disallowed, limited to the caller's regions. */
export async function regionProducts(ctx: Ctx, list: RegionProductList): Promise<RegionProducts> {
  return structure(ctx, requireRegionScope(ctx), list);
}

/**
 * Replaces one region's set. The catalogue's data-version trigger fires on the change, so the
 * users' offer (`isInOffer`) follows at once in every process; this one waits for it.
 */
export async function setRegionProducts(ctx: Ctx, list: RegionProductList, input: unknown): Promise<RegionProducts> {
  const scope = requireRegionScope(ctx);
  const { regionId, productIds } = await validate(regionProductsSchema, input);
  assertManagesRegion(scope, regionId);
  if (!(await ctx.em.count(Region, { id: regionId }))) throw notFound();
  const ids = [...new Set(productIds)];
  const known = await readRows<{ id: number }>(
    ctx.deps,
    'knownProducts',
    'select id from product where id = any(?::int[])',
    [pgIntArray(ids)],
  );
  const knownIds = new Set(known.map((k) => k.id));
  const unknown = productIds.findIndex((id) => !knownIds.has(id));
  if (unknown >= 0) throw invalid([{ translationKey: K.INVALID_ID, param: `productIds[${unknown}]` }]);
  await ctx.em.transactional(async (em) => {
    // Concurrent saves of one region take turns on its row: without the lock, two deletes see the
    // same old set and the second insert collides with the first's (unique key, or a deadlock).
    // A region deleted since the check above is gone (404), not a foreign-key failure (500).
    const region = await em
      .createQueryBuilder(Region)
      .select(['id', 'name'])
      .where({ id: regionId })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute('get');
    if (!region) throw notFound();
    // The builder's delete has no RETURNING: the old set is read first, under the region's lock.
    const before = await em
      .createQueryBuilder(PIVOT[list])
      .select('product')
      .where({ region: regionId })
      .execute<{ product_id: number }[]>('all', false);
    await em.nativeDelete(PIVOT[list], { region: regionId });
    if (ids.length > 0) {
      await em.insertMany(
        PIVOT[list],
        ids.map((id) => ({ region: regionId, product: id })),
      );
    }
    await auditRegionProducts(
      ctx,
      em,
      list,
      region,
      before.map((r) => r.product_id),
      ids,
    );
  });
  await syncDataVersions(ctx.em);
  return structure(ctx, scope, list);
}

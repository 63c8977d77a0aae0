import DataLoader from 'dataloader';
import { memo, type Ctx } from '../../platform/context.js';
import { Region } from './region.entity.js';

/** Regions by id, batched per request: a page of users or candidates costs one region query. */
export function regionLoader(ctx: Ctx): DataLoader<number, Region | null> {
  return memo(ctx, 'regions.byId', () => new DataLoader<number, Region | null>(async (ids) => {
    const regions = await ctx.em.find(Region, { id: { $in: [...ids] } });
    const byId = new Map(regions.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }));
}

/** The regions of a set of ids, through the loader (one statement for the whole set). */
export async function regionsById(ctx: Ctx, ids: Iterable<number>): Promise<Map<number, Region>> {
  const unique = [...new Set(ids)];
  const regions = await regionLoader(ctx).loadMany(unique);
  const map = new Map<number, Region>();
  for (const region of regions) if (region && !(region instanceof Error)) map.set(region.id, region);
  return map;
}

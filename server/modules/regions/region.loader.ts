import DataLoader from 'dataloader';
import { memo, type Ctx } from '../../platform/context.js';
import { readRows } from '../../platform/read-sql.js';

/** A region as the back-office lists show it (read, never changed: no entity). */
export interface RegionRecord {
  id: number;
  name: string;
  defaultLocale: string;
  enabled: boolean;
  version: number;
}

/**
 * Regions by id, batched per request: a page of users or candidates costs one region query, on
 * the read path (no EntityManager fork for a list's GraphQL query).
 */
export function regionLoader(ctx: Ctx): DataLoader<number, RegionRecord | null> {
  return memo(
    ctx,
    'regions.byId',
    () =>
      new DataLoader<number, RegionRecord | null>(async (ids) => {
        const regions = await readRows<RegionRecord>(
          ctx.deps,
          'regions.byIds',
          'select id, name, default_locale as "defaultLocale", enabled, version from region where id = any(?::int[])',
          [ids],
        );
        const byId = new Map(regions.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
}

/** The regions of a set of ids, through the loader (one statement for the whole set). */
export async function regionsById(ctx: Ctx, ids: Iterable<number>): Promise<Map<number, RegionRecord>> {
  const unique = [...new Set(ids)];
  const regions = await regionLoader(ctx).loadMany(unique);
  const map = new Map<number, RegionRecord>();
  for (const region of regions) if (region && !(region instanceof Error)) map.set(region.id, region);
  return map;
}

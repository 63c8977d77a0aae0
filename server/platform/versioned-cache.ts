import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A process-wide snapshot of data that changes rarely, reloaded when its version (see
 * data-versions.ts) differs from the cached one. One snapshot per database (keyed by the ORM's
 * driver), so apps on different databases never mix; concurrent requests share one load.
 */
export function versionedCache<T extends { version: string }>(
  versionOf: (em: EntityManager) => Promise<string>,
  load: (em: EntityManager, version: string) => Promise<T>,
): (em: EntityManager) => Promise<T> {
  const caches = new WeakMap<object, { snapshot: T | null; loading: Promise<T> | null }>();
  return async (em) => {
    const driver = em.getDriver();
    let cache = caches.get(driver);
    if (!cache) caches.set(driver, (cache = { snapshot: null, loading: null }));
    const version = await versionOf(em);
    if (cache.snapshot?.version === version) return cache.snapshot;
    const c = cache;
    c.loading ??= load(em, version).finally(() => (c.loading = null));
    const loaded = await c.loading;
    if (!c.snapshot || BigInt(loaded.version) >= BigInt(c.snapshot.version)) c.snapshot = loaded;
    return loaded;
  };
}

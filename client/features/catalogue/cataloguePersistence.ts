import type { ApolloCache, NormalizedCacheObject } from '@apollo/client';

/** sessionStorage key of the persisted catalogue: it lives as long as the tab. */
export const CATALOGUE_STORAGE_KEY = 'catalogue.cache';

const ROOT_FIELDS = ['products', 'skinIndicators', 'incis'] as const;
const ENTITY_ID = /^(Product|SkinIndicator|Inci):/;

interface StoredCatalogue {
  /** Whose catalogue it is (see catalogueOwner). */
  owner: string;
  /** Query.catalogueVersion when it was fetched. */
  version: string;
  entries: NormalizedCacheObject;
}

/** The version of the catalogue each cache holds (set when fetched or restored). */
const versions = new WeakMap<ApolloCache, string>();

export function catalogueVersionIn(cache: ApolloCache): string | undefined {
  return versions.get(cache);
}

export function setCatalogueVersionIn(cache: ApolloCache, version: string): void {
  versions.set(cache, version);
}

/**
 * The user and the locale a persisted catalogue belongs to. The offer depends on the user (their
 * region, which Query.catalogueVersion also covers); the locale guards localised fields other
 * screens may have added to the same entities.
 */
export function catalogueOwner(user: { email: string; preferredLanguage: string }): string {
  return `${user.email.toLowerCase()}|${user.preferredLanguage}`;
}

function read(storage: Storage): StoredCatalogue | undefined {
  try {
    const raw = storage.getItem(CATALOGUE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredCatalogue>;
    if (typeof parsed.owner !== 'string' || typeof parsed.version !== 'string' || !parsed.entries || typeof parsed.entries !== 'object') return undefined;
    return parsed as StoredCatalogue;
  } catch {
    return undefined;
  }
}

/** Keeps the catalogue part of the cache (its root lists and entities) for the session. */
export function persistCatalogue(cache: ApolloCache, owner: string, version: string, storage: Storage = sessionStorage): void {
  const all = cache.extract() as NormalizedCacheObject;
  const entries: NormalizedCacheObject = {};
  for (const [id, entity] of Object.entries(all)) if (ENTITY_ID.test(id)) entries[id] = entity;
  const root = (all.ROOT_QUERY ?? {}) as Record<string, unknown>;
  entries.ROOT_QUERY = Object.fromEntries([['__typename', 'Query'], ...ROOT_FIELDS.filter((f) => f in root).map((f) => [f, root[f]])]);
  try {
    storage.setItem(CATALOGUE_STORAGE_KEY, JSON.stringify({ owner, version, entries } satisfies StoredCatalogue));
  } catch {
    // Storage full or disabled: the catalogue is fetched again after a reload, nothing worse.
    storage.removeItem(CATALOGUE_STORAGE_KEY);
  }
}

/**
 * Puts the persisted catalogue of `owner` into a new, empty cache (restore replaces the cache's
 * content). Answers its version, or undefined when there was none for this owner.
 */
export function restoreCatalogue(cache: ApolloCache, owner: string, storage: Storage = sessionStorage): string | undefined {
  const stored = read(storage);
  if (!stored || stored.owner !== owner) return undefined;
  cache.restore(stored.entries);
  setCatalogueVersionIn(cache, stored.version);
  return stored.version;
}

/** Drops the persisted catalogue (logout). */
export function forgetCatalogue(storage: Storage = sessionStorage): void {
  storage.removeItem(CATALOGUE_STORAGE_KEY);
}

import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';

/** sessionStorage key of the persisted Apollo cache: it lives as long as the tab. */
export const CACHE_STORAGE_KEY = 'apollo.cache';

/**
 * Above this many characters the cache is not persisted (sessionStorage holds about 5 MB of
 * UTF-16); a reload then fetches again, nothing worse.
 */
export const CACHE_STORAGE_LIMIT = 2_000_000;

interface StoredCache {
  /** Whose cache it is (see cacheOwner). */
  owner: string;
  /** Query.catalogueVersion the catalogue entities in it belong to. */
  version: string;
  /** `cache.extract()`. */
  data: NormalizedCacheObject;
}

/** Query.catalogueVersion of the catalogue in each client's cache (set when checked or restored). */
const versions = new WeakMap<ApolloClient, string>();

export function catalogueVersionOf(client: ApolloClient): string | undefined {
  return versions.get(client);
}

export function setCatalogueVersion(client: ApolloClient, version: string): void {
  versions.set(client, version);
}

/**
 * The user and the locale a persisted cache belongs to. The offer depends on the user (their
 * region, which Query.catalogueVersion also covers); the locale guards localised fields.
 */
export function cacheOwner(user: { email: string; preferredLanguage: string }): string {
  return `${user.email.toLowerCase()}|${user.preferredLanguage}`;
}

function read(storage: Storage): StoredCache | undefined {
  try {
    const raw = storage.getItem(CACHE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredCache>;
    if (typeof parsed.owner !== 'string' || typeof parsed.version !== 'string') return undefined;
    if (!parsed.data || typeof parsed.data !== 'object') return undefined;
    return parsed as StoredCache;
  } catch {
    return undefined;
  }
}

/** Keeps the client's normalised cache for the next load of this tab (offline included). */
export function persistCache(client: ApolloClient, owner: string, storage: Storage = sessionStorage): void {
  const version = versions.get(client);
  if (version === undefined) return;
  try {
    const text = JSON.stringify({ owner, version, data: client.cache.extract() as NormalizedCacheObject } satisfies StoredCache);
    if (text.length > CACHE_STORAGE_LIMIT) {
      storage.removeItem(CACHE_STORAGE_KEY);
      return;
    }
    storage.setItem(CACHE_STORAGE_KEY, text);
  } catch {
    // Storage full or disabled: the catalogue is fetched again after a reload, nothing worse.
    storage.removeItem(CACHE_STORAGE_KEY);
  }
}

/**
 * Puts the persisted cache of `owner` into a new client's cache (before its first render).
 * Answers the catalogue version it holds, or undefined when there was none for this owner.
 */
export function restoreCache(client: ApolloClient, owner: string, storage: Storage = sessionStorage): string | undefined {
  const stored = read(storage);
  if (!stored || stored.owner !== owner) return undefined;
  client.cache.restore(stored.data);
  versions.set(client, stored.version);
  return stored.version;
}

/** Drops the persisted cache (logout). */
export function forgetCache(client: ApolloClient | undefined, storage: Storage = sessionStorage): void {
  storage.removeItem(CACHE_STORAGE_KEY);
  if (client) versions.delete(client);
}

import type { ApolloClient } from '@apollo/client';
import { SynchronousCachePersistor, type PersistentStorage } from 'apollo3-cache-persist';

/** sessionStorage key of the persisted Apollo cache: it lives as long as the tab. */
export const CACHE_STORAGE_KEY = 'apollo.cache';
/** sessionStorage key of whose cache it is (see cacheOwner). */
export const CACHE_OWNER_KEY = 'apollo.cache.owner';

/**
 * Above this many characters the cache is not persisted (sessionStorage holds about 5 MB of
 * UTF-16); a reload then fetches again, nothing worse.
 */
export const CACHE_STORAGE_LIMIT = 2_000_000;

/**
 * The user and the locale a persisted cache belongs to. The offer depends on the user (their
 * region, which Query.catalogueVersion also covers); the locale guards localised fields.
 */
export function cacheOwner(user: { email: string; preferredLanguage: string }): string {
  return `${user.email.toLowerCase()}|${user.preferredLanguage}`;
}

/** The tab's storage for apollo3-cache-persist: a full or disabled storage drops the copy instead of failing. */
function tolerant(storage: Storage): PersistentStorage<string> {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // The catalogue is fetched again after a reload, nothing worse.
        storage.removeItem(key);
      }
    },
    removeItem: (key) => storage.removeItem(key),
  };
}

const persistors = new WeakMap<ApolloClient, SynchronousCachePersistor<unknown>>();

/**
 * Keeps the client's normalised cache in sessionStorage for the next load of this tab (offline
 * included), through apollo3-cache-persist: written a second after the cache's last write and
 * when the page is hidden or left, dropped above CACHE_STORAGE_LIMIT. The copy of `owner` is restored at once (before the first render);
 * another user's or locale's is dropped.
 */
export function persistClientCache(
  client: ApolloClient,
  owner: string | null,
  storage: Storage = sessionStorage,
): void {
  const persistor = new SynchronousCachePersistor({
    cache: client.cache,
    storage: tolerant(storage),
    key: CACHE_STORAGE_KEY,
    maxSize: CACHE_STORAGE_LIMIT,
  });
  persistors.set(client, persistor);
  try {
    if (owner !== null && storage.getItem(CACHE_OWNER_KEY) === owner) persistor.restoreSync();
    else storage.removeItem(CACHE_STORAGE_KEY);
  } catch {
    // A damaged copy: the catalogue is fetched again, nothing worse.
    storage.removeItem(CACHE_STORAGE_KEY);
  }
  setCacheOwner(owner, storage);
  // The debounced write may not have come when the page goes (a reload, a closed or backgrounded
  // tab): written then too. With sessionStorage, persist() writes before it yields.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => void persistor.persist().catch(() => undefined));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void persistor.persist().catch(() => undefined);
    });
  }
}

/** Says whose the cache persisted from now on is (a sign-in in the same tab). */
export function setCacheOwner(owner: string | null, storage: Storage = sessionStorage): void {
  if (owner !== null && storage.getItem(CACHE_OWNER_KEY) === owner) return;
  tolerant(storage).setItem(CACHE_OWNER_KEY, owner ?? '');
}

/** Writes the cache into storage now (the debounced write would come a second later). */
export function persistNow(client: ApolloClient): Promise<void> {
  return persistors.get(client)?.persist() ?? Promise.resolve();
}

/** Drops the persisted cache (logout); the cache itself is emptied by the caller. */
export async function forgetCache(client: ApolloClient | undefined, storage: Storage = sessionStorage): Promise<void> {
  const persistor = client ? persistors.get(client) : undefined;
  persistor?.pause();
  await persistor?.purge();
  storage.removeItem(CACHE_STORAGE_KEY);
  storage.removeItem(CACHE_OWNER_KEY);
  persistor?.resume();
}

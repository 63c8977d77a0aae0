import type { CatalogueQuery } from '../../graphql/graphql.js';
import type { CatalogueStore } from './catalogueStore.js';

/** sessionStorage key of the persisted catalogue: it lives as long as the tab. */
export const CATALOGUE_STORAGE_KEY = 'catalogue.cache';

interface StoredCatalogue {
  /** Whose catalogue it is (see catalogueOwner). */
  owner: string;
  /** Query.catalogueVersion when it was fetched. */
  version: string;
  /** The Catalogue query's answer. */
  data: CatalogueQuery;
}

/** The version of the catalogue a store holds (set when fetched or restored). */
export function catalogueVersionIn(store: CatalogueStore): string | undefined {
  return store.getSnapshot() ? store.version : undefined;
}

/**
 * The user and the locale a persisted catalogue belongs to. The offer depends on the user (their
 * region, which Query.catalogueVersion also covers); the locale guards localised fields.
 */
export function catalogueOwner(user: { email: string; preferredLanguage: string }): string {
  return `${user.email.toLowerCase()}|${user.preferredLanguage}`;
}

function read(storage: Storage): StoredCatalogue | undefined {
  try {
    const raw = storage.getItem(CATALOGUE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredCatalogue>;
    if (typeof parsed.owner !== 'string' || typeof parsed.version !== 'string') return undefined;
    const data = parsed.data;
    if (!data || !Array.isArray(data.products) || !Array.isArray(data.skinIndicators) || !Array.isArray(data.incis)) return undefined;
    return parsed as StoredCatalogue;
  } catch {
    return undefined;
  }
}

/** Keeps the store's catalogue for the session. */
export function persistCatalogue(store: CatalogueStore, owner: string, storage: Storage = sessionStorage): void {
  const data = store.getSnapshot();
  if (!data || store.version === undefined) return;
  try {
    storage.setItem(CATALOGUE_STORAGE_KEY, JSON.stringify({ owner, version: store.version, data } satisfies StoredCatalogue));
  } catch {
    // Storage full or disabled: the catalogue is fetched again after a reload, nothing worse.
    storage.removeItem(CATALOGUE_STORAGE_KEY);
  }
}

/**
 * Puts the persisted catalogue of `owner` into a store (a new client's). Answers its version, or
 * undefined when there was none for this owner.
 */
export function restoreCatalogue(store: CatalogueStore, owner: string, storage: Storage = sessionStorage): string | undefined {
  const stored = read(storage);
  if (!stored || stored.owner !== owner) return undefined;
  store.set(stored.data, stored.version);
  return stored.version;
}

/** Drops the persisted catalogue (logout). */
export function forgetCatalogue(storage: Storage = sessionStorage): void {
  storage.removeItem(CATALOGUE_STORAGE_KEY);
}

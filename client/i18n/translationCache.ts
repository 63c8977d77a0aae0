import { TEXTS_HINT_COOKIE, TRANSLATIONS_URL, textsHint, translationsUrl } from '../../common/pageHints.js';
import { toResources, type TextResources, type TranslationMap } from './textResources.js';

export { TRANSLATIONS_URL, translationsUrl };
export const TRANSLATIONS_STORAGE_KEY = 'translations';
export const TRANSLATIONS_VERSION_URL = '/public/api/translations/version';
/** The texts' answer names its version, so a first visit needs no separate version call. */
export const TRANSLATIONS_VERSION_HEADER = 'x-translations-version';

/**
 * The stored entry's format. Entries of an earlier format (key → locale → text under `texts`, as
 * browsers stored it before) lack it and count as absent: fetched again and overwritten.
 */
export const STORED_TRANSLATIONS_SHAPE = 'resources';

interface StoredTranslations {
  shape: typeof STORED_TRANSLATIONS_SHAPE;
  version: string;
  /** Already in i18next's shape: a warm load parses it and hands it over, nothing more. */
  resources: TextResources;
  /** The locales the texts cover; absent: every locale (the whole map). */
  locales?: string[];
}

export interface LoadedTranslations {
  resources: TextResources;
  /** The server's version, or undefined when the fetch failed. */
  version: string | undefined;
  /** Where the texts came from: the cache (version unchanged), the server, or nowhere (failure). */
  source: 'cache' | 'server' | 'failed';
  /** The locales `resources` covers; undefined: every locale. */
  locales: string[] | undefined;
}

export interface TranslationCacheOptions {
  fetchFn?: typeof fetch;
  storage?: Storage;
  /**
   * Only these locales' texts (the UI locale's lookup chain): a fraction of the whole map, which
   * matters before the first paint. Undefined: every locale.
   */
  locales?: readonly string[];
}

function readStored(storage: Storage): StoredTranslations | undefined {
  try {
    const raw = storage.getItem(TRANSLATIONS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredTranslations> | null;
    if (!parsed || parsed.shape !== STORED_TRANSLATIONS_SHAPE || typeof parsed.version !== 'string') return undefined;
    const { resources } = parsed;
    if (!resources || typeof resources !== 'object' || Array.isArray(resources)) return undefined;
    // One check per locale (a handful), not per text: i18next must find an object in each bundle.
    if (
      !Object.values(resources).every(
        (b) => b && typeof b === 'object' && b.translation && typeof b.translation === 'object',
      )
    )
      return undefined;
    if (parsed.locales !== undefined && !Array.isArray(parsed.locales)) return undefined;
    return parsed as StoredTranslations;
  } catch {
    return undefined;
  }
}

/**
 * Tells the server which texts this browser holds (common/pageHints.ts), so that the app's page
 * preloads them only when they are needed; null forgets it.
 */
function writeTextsHint(version: string | null, locales: readonly string[] | undefined): void {
  if (typeof document === 'undefined') return;
  const value = version === null ? null : textsHint(version, locales);
  document.cookie = value
    ? `${TEXTS_HINT_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`
    : `${TEXTS_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

async function getJson<T>(fetchFn: typeof fetch, url: string): Promise<{ body: T; version: string | null }> {
  // No headers of our own: the request then matches the page's <link rel=preload as=fetch> of it.
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { body: (await response.json()) as T, version: response.headers?.get(TRANSLATIONS_VERSION_HEADER) ?? null };
}

/** Whether a stored entry has every locale asked for (undefined: all of them). */
function covers(stored: StoredTranslations, locales: readonly string[] | undefined): boolean {
  if (!stored.locales) return true;
  return locales !== undefined && locales.every((l) => stored.locales!.includes(l));
}

/**
 * Spec section 4: the texts are cached in localStorage with the server's translation version, in
 * i18next's shape (converted once, when they come from the server, not on every load).
 * With a cache, the version is asked for first and the texts are fetched again only when it
 * differs from the stored one (or locales are missing); without one, the texts are fetched at once
 * and stored under the version their answer names. On a failed fetch the translations are emptied
 * and the cache cleared.
 */
export async function loadTranslations(options: TranslationCacheOptions = {}): Promise<LoadedTranslations> {
  const fetchFn = options.fetchFn ?? fetch.bind(globalThis);
  const storage = options.storage ?? localStorage;
  const wanted = options.locales ? [...new Set(options.locales)].sort() : undefined;
  try {
    const stored = readStored(storage);
    let version: string | undefined;
    if (stored) {
      version = String((await getJson<{ id: unknown }>(fetchFn, TRANSLATIONS_VERSION_URL)).body.id);
      if (stored.version === version && covers(stored, wanted)) {
        writeTextsHint(version, stored.locales);
        return { resources: stored.resources, version, source: 'cache', locales: stored.locales };
      }
    }
    // Locales already stored under the same version are kept, so a language switch adds to them.
    const keep = stored && stored.version === version && stored.locales && wanted ? stored.locales : [];
    const locales = wanted ? [...new Set([...keep, ...wanted])].sort() : undefined;
    const answer = await getJson<TranslationMap>(fetchFn, translationsUrl(locales));
    version =
      answer.version ?? version ?? String((await getJson<{ id: unknown }>(fetchFn, TRANSLATIONS_VERSION_URL)).body.id);
    const resources = toResources(answer.body);
    try {
      const entry: StoredTranslations = { shape: STORED_TRANSLATIONS_SHAPE, version, resources, locales };
      storage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify(entry));
      writeTextsHint(version, locales);
    } catch {
      // Storage full or disabled: the texts still work for this visit.
      storage.removeItem(TRANSLATIONS_STORAGE_KEY);
      writeTextsHint(null, undefined);
    }
    return { resources, version, source: 'server', locales };
  } catch {
    storage.removeItem(TRANSLATIONS_STORAGE_KEY);
    writeTextsHint(null, undefined);
    return {
      resources: {},
      version: undefined,
      source: 'failed',
      locales: options.locales ? [...options.locales] : undefined,
    };
  }
}

/** Key → locale → text, as `GET /public/api/translations` sends it. */
export type TranslationMap = Record<string, Record<string, string>>;

export const TRANSLATIONS_STORAGE_KEY = 'translations';
export const TRANSLATIONS_URL = '/public/api/translations';
export const TRANSLATIONS_VERSION_URL = '/public/api/translations/version';

interface StoredTranslations {
  version: string;
  texts: TranslationMap;
}

export interface LoadedTranslations {
  texts: TranslationMap;
  /** The server's version, or undefined when the fetch failed. */
  version: string | undefined;
  /** Where the texts came from: the cache (version unchanged), the server, or nowhere (failure). */
  source: 'cache' | 'server' | 'failed';
}

export interface TranslationCacheOptions {
  fetchFn?: typeof fetch;
  storage?: Storage;
}

function readStored(storage: Storage): StoredTranslations | undefined {
  try {
    const raw = storage.getItem(TRANSLATIONS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredTranslations>;
    if (typeof parsed.version !== 'string' || !parsed.texts || typeof parsed.texts !== 'object') return undefined;
    return parsed as StoredTranslations;
  } catch {
    return undefined;
  }
}

async function getJson<T>(fetchFn: typeof fetch, url: string): Promise<T> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Spec section 4: the texts are cached in localStorage with the server's translation version.
 * The version is asked for first; the texts are fetched again only when it differs from the
 * stored one. On a failed fetch the translations are emptied and the cache cleared.
 */
export async function loadTranslations(options: TranslationCacheOptions = {}): Promise<LoadedTranslations> {
  const fetchFn = options.fetchFn ?? fetch.bind(globalThis);
  const storage = options.storage ?? localStorage;
  try {
    const { id } = await getJson<{ id: unknown }>(fetchFn, TRANSLATIONS_VERSION_URL);
    const version = String(id);
    const stored = readStored(storage);
    if (stored && stored.version === version) return { texts: stored.texts, version, source: 'cache' };
    const texts = await getJson<TranslationMap>(fetchFn, TRANSLATIONS_URL);
    try {
      storage.setItem(TRANSLATIONS_STORAGE_KEY, JSON.stringify({ version, texts } satisfies StoredTranslations));
    } catch {
      // Storage full or disabled: the texts still work for this visit.
      storage.removeItem(TRANSLATIONS_STORAGE_KEY);
    }
    return { texts, version, source: 'server' };
  } catch {
    storage.removeItem(TRANSLATIONS_STORAGE_KEY);
    return { texts: {}, version: undefined, source: 'failed' };
  }
}

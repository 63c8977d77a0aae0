import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend, { type LocalStorageBackendOptions } from 'i18next-localstorage-backend';
import { TEXTS_HINT_COOKIE, readTextsHint, textsHint, translationsUrl } from '../../common/pageHints.js';
import { toResources, type TranslationMap } from './textResources.js';

export const TEXTS_NAMESPACE = 'translation';
/** localStorage: one entry per locale, `texts_<locale>-translation` (i18next-localstorage-backend's key). */
export const TEXTS_STORAGE_PREFIX = 'texts_';
/** What browsers stored before the texts moved to i18next's backends: removed, it only takes room. */
export const FORMER_TEXTS_STORAGE_KEY = 'translations';
export const TRANSLATIONS_VERSION_URL = '/public/api/translations/version';
/** Every texts answer names its version: the first visit stores the texts under it. */
export const TRANSLATIONS_VERSION_HEADER = 'x-translations-version';
/** Stored texts never go stale by age: the version decides (a year, as long as the hint cookie lives). */
const STORED_TEXTS_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface TextBackendOptions {
  fetchFn?: typeof fetch;
  storage?: Storage;
}

/**
 * Where the interface's texts come from (spec section 4), on i18next's own backends: each locale
 * from localStorage when stored under the current version, else from /public/api/translations
 * (and then stored). The version the stored texts are under is the hint cookie's
 * (common/pageHints.ts), so a warm start reads them without a request; the version check
 * (`serverVersion`, LocaleProvider) then tells whether they changed.
 */
export interface TextBackend {
  /** For `i18next.use`: the chain localStorage → server; `options` is its `backend` option. */
  readonly module: ChainedBackend;
  readonly options: ChainedBackendOptions;
  /** The texts' version as far as this page knows: the hint's at start, a server answer's later. */
  readonly version: string | undefined;
  /** Whether the version came from the server (an answer's header), not only from the hint. */
  readonly confirmed: boolean;
  /**
   * From now on the stored texts count only under this version (older ones are fetched again);
   * `confirmed`: whether the server named it (the default).
   */
  setVersion(version: string, confirmed?: boolean): void;
  /** One locale's texts through the chain (stored if current, else fetched and stored); null on failure. */
  read(locale: string): Promise<Record<string, string> | null>;
  /** The server's current version (GET /public/api/translations/version). */
  serverVersion(): Promise<string>;
  /** Tells the server which texts this browser holds, so that its page preloads them only when needed. */
  writeHint(locales: readonly string[]): void;
}

function readHintVersion(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readTextsHint(document.cookie)?.version;
}

export function createTextBackend(options: TextBackendOptions = {}): TextBackend {
  const fetchFn = options.fetchFn ?? fetch.bind(globalThis);
  const storage = options.storage ?? localStorage;
  try {
    storage.removeItem(FORMER_TEXTS_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing is stored either.
  }
  const state = { version: readHintVersion(), confirmed: false };

  const local = new LocalStorageBackend();
  const localOptions: LocalStorageBackendOptions = {
    store: storage,
    prefix: TEXTS_STORAGE_PREFIX,
    expirationTime: STORED_TEXTS_LIFETIME_MS,
    // Read when an entry is read (it must match) and when one is saved (it is stamped with it).
    getVersion: () => state.version,
  };
  const httpOptions: HttpBackendOptions = {
    loadPath: (locales) => translationsUrl(locales),
    // The server's key → locale → text map, as i18next's bundle of the one locale asked for.
    parse: (data, locales) => {
      const locale = Array.isArray(locales) ? locales[0] : locales;
      return (locale && toResources(JSON.parse(data) as TranslationMap)[locale]?.translation) || {};
    },
    // Our own fetch: no headers added (the request then matches the page's <link rel=preload
    // as=fetch>), and the answer's version read before the chain stores the texts under it.
    request: (_options, url, _payload, callback) => {
      fetchFn(url).then(
        async (response) => {
          if (!response.ok)
            return callback(`${url} answered ${response.status}`, { status: response.status, data: '' });
          const version = response.headers?.get(TRANSLATIONS_VERSION_HEADER);
          if (version && state.version === undefined) state.version = version;
          if (version === state.version) state.confirmed = true;
          callback(null, { status: response.status, data: await response.text() });
        },
        (error: unknown) => callback(error, undefined),
      );
    },
    reloadInterval: false,
  };
  const module = new ChainedBackend();
  return {
    module,
    options: { backends: [local, HttpBackend], backendOptions: [localOptions, httpOptions] },
    get version() {
      return state.version;
    },
    get confirmed() {
      return state.confirmed;
    },
    setVersion(version, confirmed = true) {
      state.version = version;
      state.confirmed = confirmed;
    },
    read: (locale) =>
      new Promise((resolve) => {
        module.read(locale, TEXTS_NAMESPACE, (error, data) =>
          resolve(error || !data ? null : (data as Record<string, string>)),
        );
      }),
    async serverVersion() {
      const response = await fetchFn(TRANSLATIONS_VERSION_URL);
      if (!response.ok) throw new Error(`${TRANSLATIONS_VERSION_URL} answered ${response.status}`);
      return String(((await response.json()) as { id: unknown }).id);
    },
    writeHint(locales) {
      if (typeof document === 'undefined') return;
      const stored = locales.filter((l) => {
        try {
          return storage.getItem(`${TEXTS_STORAGE_PREFIX}${l}-${TEXTS_NAMESPACE}`) !== null;
        } catch {
          return false;
        }
      });
      // Nothing stored (storage full or disabled): no hint, so the page preloads the texts again.
      const value = state.version && stored.length > 0 ? textsHint(state.version, stored) : null;
      document.cookie = value
        ? `${TEXTS_HINT_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`
        : `${TEXTS_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
    },
  };
}

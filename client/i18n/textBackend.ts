import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend, { type LocalStorageBackendOptions } from 'i18next-localstorage-backend';
import { TEXTS_HINT_COOKIE, readTextsHint, textsHint, translationsUrl } from '../../common/pageHints.js';
import { toResources, type TextResources, type TranslationMap } from './textResources.js';

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
  /** The UI's lookup chain now: its locales are asked for in one answer. */
  setChain(chain: () => readonly string[]): void;
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
  writeHint(): void;
  /** Forgets the stored texts and their version (spec section 4: a failed fetch empties the texts). */
  forget(): void;
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
  const state = {
    version: readHintVersion(),
    confirmed: false,
    chain: (() => []) as () => readonly string[],
  };

  const local = new LocalStorageBackend();
  const localOptions: LocalStorageBackendOptions = {
    store: storage,
    prefix: TEXTS_STORAGE_PREFIX,
    expirationTime: STORED_TEXTS_LIFETIME_MS,
    // Read when an entry is read (it must match) and when one is saved (it is stamped with it).
    getVersion: () => state.version,
  };

  /** Answers under way by URL: i18next reads each locale of the chain, the chain's one answer serves them all. */
  const underWay = new Map<string, Promise<{ status: number; data: string }>>();
  function get(url: string): Promise<{ status: number; data: string }> {
    let answer = underWay.get(url);
    if (!answer) {
      answer = fetchFn(url).then(async (response) => {
        if (!response.ok) return { status: response.status, data: '' };
        const version = response.headers?.get(TRANSLATIONS_VERSION_HEADER);
        if (version && state.version === undefined) state.version = version;
        if (version === state.version) state.confirmed = true;
        return { status: response.status, data: await response.text() };
      });
      underWay.set(url, answer);
      const forget = () => underWay.delete(url);
      answer.then(forget, forget);
    }
    return answer;
  }
  /** The last answer's map, so that the chain's locales parse it once. */
  let parsed: { data: string; resources: TextResources } | undefined;

  const httpOptions: HttpBackendOptions = {
    // A locale of the UI's lookup chain comes with the others in the chain's one answer, which is
    // what the page preloads (and every answer holds en_GB); any other locale alone.
    loadPath: ([locale]) => {
      const chain = state.chain();
      return translationsUrl(locale && !chain.includes(locale) ? [locale] : chain);
    },
    // The server's key → locale → text map, as i18next's bundle of the one locale asked for.
    parse: (data, locales) => {
      const locale = Array.isArray(locales) ? locales[0] : locales;
      if (parsed?.data !== data) parsed = { data, resources: toResources(JSON.parse(data) as TranslationMap) };
      return (locale && parsed.resources[locale]?.translation) || {};
    },
    // Our own fetch: no headers added (the request then matches the page's <link rel=preload
    // as=fetch>), and the answer's version read before the chain stores the texts under it.
    request: (_options, url, _payload, callback) => {
      get(url).then(
        (answer) =>
          answer.status >= 200 && answer.status < 300
            ? callback(null, answer)
            : callback(`${url} answered ${answer.status}`, answer),
        (error: unknown) => callback(error, undefined),
      );
    },
    reloadInterval: false,
  };
  const module = new ChainedBackend();
  return {
    module,
    options: { backends: [local, HttpBackend], backendOptions: [localOptions, httpOptions] },
    setChain(chain) {
      state.chain = chain;
    },
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
    forget() {
      state.version = undefined;
      state.confirmed = false;
      try {
        for (const key of Object.keys(storage)) if (key.startsWith(TEXTS_STORAGE_PREFIX)) storage.removeItem(key);
      } catch {
        // Storage disabled: nothing was stored.
      }
      this.writeHint();
    },
    writeHint() {
      if (typeof document === 'undefined') return;
      const chain = state.chain();
      const stored = (locale: string) => {
        try {
          return storage.getItem(`${TEXTS_STORAGE_PREFIX}${locale}-${TEXTS_NAMESPACE}`) !== null;
        } catch {
          return false;
        }
      };
      // The chain, which is what a start fetches when its texts are not stored; none while part
      // of it is not stored (storage full or disabled), so that the page preloads the texts again.
      const value = state.version && chain.length > 0 && chain.every(stored) ? textsHint(state.version, chain) : null;
      document.cookie = value
        ? `${TEXTS_HINT_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`
        : `${TEXTS_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
    },
  };
}

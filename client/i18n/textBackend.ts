import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend, { type LocalStorageBackendOptions } from 'i18next-localstorage-backend';
import { TEXTS_HINT_COOKIE, textsBundleUrl, textsHint } from '../../common/pageHints.js';

export const TRANSLATIONS_VERSION_URL = '/public/api/translations/version';
/** The texts' answer names its version, so a first visit needs no separate version call. */
export const TRANSLATIONS_VERSION_HEADER = 'x-translations-version';
/** i18next-localstorage-backend's keys: `<prefix><locale>-translation`, one entry per locale. */
export const TEXTS_STORAGE_PREFIX = 'texts_';
/** The one entry of the hand-written cache before decision 064: removed, never read. */
const LEGACY_STORAGE_KEY = 'translations';

export interface TextBackendOptions {
  fetchFn?: typeof fetch;
  storage?: Storage;
}

/** What a version check found: the same version, another one (the texts are read again), or no answer. */
export type VersionCheck = 'same' | 'changed' | 'failed';

/**
 * The interface texts through i18next's backends (decision 064): i18next-chained-backend with
 * i18next-localstorage-backend first, then i18next-http-backend, one locale at a time.
 *
 * Spec section 4: the stored copy is used only while the server's translations version is the
 * one it was stored under (`getVersion`; no expiry of its own); a failed version check or texts
 * fetch empties the stored copy (and, on start, the texts: createUiI18n). The version is learnt as
 * before: with stored texts, from `GET …/translations/version` before they are read; without,
 * from the first texts answer (its header), so a first visit makes no version call.
 */
export interface TextSource {
  /** The backend module for `i18next.use` and its options for `init({ backend })`. */
  readonly module: typeof ChainedBackend;
  readonly options: ChainedBackendOptions;
  /** The server's translations version the stored texts go with; undefined until learnt, and after a failure. */
  readonly version: string | undefined;
  /**
   * After a failure, until a version check answers: no texts are read (from the store or the
   * server), so that a start without the version shows no stale texts.
   */
  readonly failed: boolean;
  /** Before the first read: the version check when texts are stored (they are read only then). */
  start(): Promise<void>;
  /** Asks the server for its translations version; a failure empties the stored copy. */
  checkVersion(): Promise<VersionCheck>;
  /** Tells the server which texts this browser holds (the hint cookie, common/pageHints.ts). */
  writeHint(locales: readonly string[]): void;
}

/**
 * Tells the server which texts this browser holds, so that the app's page preloads them only when
 * they are needed (common/pageHints.ts); null forgets it.
 */
function writeHintCookie(value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = value
    ? `${TEXTS_HINT_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`
    : `${TEXTS_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

function storedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(TEXTS_STORAGE_PREFIX)) keys.push(key);
  }
  return keys;
}

export function createTextSource(options: TextBackendOptions = {}): TextSource {
  const fetchFn = options.fetchFn ?? fetch.bind(globalThis);
  const storage = options.storage ?? localStorage;
  const state = { version: undefined as string | undefined, failed: false };

  const fetchVersion = async (): Promise<string> => {
    const response = await fetchFn(TRANSLATIONS_VERSION_URL);
    if (!response.ok) throw new Error(`${TRANSLATIONS_VERSION_URL} answered ${response.status}`);
    return String(((await response.json()) as { id: unknown }).id);
  };

  /** A failed check or fetch: the stored copy and the hint go, and nothing is read until a check answers. */
  const fail = () => {
    state.version = undefined;
    state.failed = true;
    for (const key of storedKeys(storage)) storage.removeItem(key);
    writeHintCookie(null);
  };

  /** One locale's answer, as i18next-http-backend's `request` hands it on (`data` then goes to `parse`). */
  const fetchTexts = async (url: string) => {
    if (state.failed) throw new Error('texts not read: no version check has answered since a failure');
    // No headers of our own: the request then matches the page's <link rel=preload as=fetch> of it.
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const data = await response.text();
    // The version the stored copy goes with: the check's when there was one (another locale's
    // answer may be newer; the next check then sees it), else this answer's.
    state.version ??= response.headers?.get(TRANSLATIONS_VERSION_HEADER) ?? (await fetchVersion());
    // A failure meanwhile (another locale's) counts for this answer too: no texts of a failed load.
    if (state.failed) throw new Error('texts not read: a failure came first');
    return { status: response.status, data };
  };

  const http: HttpBackendOptions = {
    // The server's preload of the page names this very URL (server/platform/delivery.ts).
    // One locale per read (no multi-loading): i18next's own bundle, key → text, as the server sends it.
    loadPath: ([locale]) => textsBundleUrl(String(locale)),
    request: (_options, url, _payload, callback) => {
      fetchTexts(url).then(
        (answer) => callback(null, answer),
        (error: unknown) => {
          fail();
          callback(error, null);
        },
      );
    },
    parse: (data) => {
      try {
        const bundle: unknown = JSON.parse(data);
        if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle)) throw new Error('texts: not a bundle');
        return bundle as Record<string, string>;
      } catch (error) {
        fail();
        throw error;
      }
    },
    // The version check asks for changes (LocaleProvider); no timer of the backend's own.
    reloadInterval: false,
  };
  const stored: LocalStorageBackendOptions = {
    prefix: TEXTS_STORAGE_PREFIX,
    // The version alone decides (spec section 4: refreshed only when the server's version differs).
    expirationTime: Number.POSITIVE_INFINITY,
    // Read at each read and save: after a failure nothing stored matches (undefined is never stored).
    getVersion: () => (state.failed ? '' : state.version),
    store: storage,
  };

  return {
    module: ChainedBackend,
    options: { backends: [LocalStorageBackend, HttpBackend], backendOptions: [stored, http] },
    get version() {
      return state.version;
    },
    get failed() {
      return state.failed;
    },
    async start() {
      storage.removeItem(LEGACY_STORAGE_KEY);
      if (storedKeys(storage).length > 0) await this.checkVersion();
    },
    async checkVersion() {
      try {
        const version = await fetchVersion();
        const changed = version !== state.version;
        state.version = version;
        state.failed = false;
        return changed ? 'changed' : 'same';
      } catch {
        fail();
        return 'failed';
      }
    },
    writeHint(locales) {
      if (state.failed || state.version === undefined) return;
      writeHintCookie(textsHint(state.version, locales));
    },
  };
}

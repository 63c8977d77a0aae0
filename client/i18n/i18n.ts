import i18next, { type i18n as I18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, lookupChain, missingText, textLocalesFor } from '../../common/locales.js';
import { TEXTS_NAMESPACE, type TextBackend } from './textBackend.js';
import type { TextResources } from './textResources.js';

/** i18next events that make `useTranslation` re-render. */
const DISPLAY_KEYS_EVENT = 'displayKeysChanged';
const TEXTS_EVENT = 'textsChanged';

/** The interface's i18next instance plus the two things it adds: the lookup chain and key display. */
export interface UiI18n {
  readonly i18n: I18n;
  /** Settles when the start's texts are there (from storage at once, else from the server) or failed. */
  readonly ready: Promise<void>;
  /** Replaces every text (tests and instances built from `resources`). */
  setTexts(resources: TextResources): void;
  /** Loads these locales' texts too when they are not loaded yet (only the UI's chain is at first). */
  loadLocales(locales: readonly string[]): Promise<void>;
  /**
   * The version check: when the server's translations version differs from the texts', every
   * loaded locale is fetched again and shown; a failed check or fetch empties the texts (spec section 4).
   */
  checkTextsVersion(): Promise<void>;
  /** Switches the UI language (once its texts are loaded); `fallback` is the logged-in user's fallback locale. */
  setLocale(locale: string, fallback?: string | null): Promise<void>;
  /** Display-key mode: every `t(KEY)` shows KEY instead of the text. */
  setDisplayKeys(on: boolean): void;
  readonly displayKeys: boolean;
  /** Calls `listener` when display-key mode changes; answers the unsubscribe (useSyncExternalStore's shape). */
  subscribeDisplayKeys(listener: () => void): () => void;
  readonly locale: string;
  readonly fallback: string | null;
}

/** Replaces every text of an instance (after a (re)load of the translations) and re-renders its users. */
export function replaceTexts(instance: I18n, resources: TextResources): void {
  // addResourceBundle merges into an existing bundle, so every bundle is dropped first.
  for (const locale of Object.keys(instance.store.data)) instance.removeResourceBundle(locale, TEXTS_NAMESPACE);
  for (const [locale, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(locale, TEXTS_NAMESPACE, bundle.translation, false, true);
  }
  instance.emit(TEXTS_EVENT);
}

/**
 * Creates the i18next instance. Lookup order (DESIGN.md): requested locale → its language's
 * default locale → the user's fallback locale → en_GB, through i18next's `fallbackLng`
 * function; a text missing everywhere renders as `!!!KEY!!!`. The texts come from `texts`
 * (textBackend.ts: i18next loads the locales of the lookup chain, and others when asked), or,
 * for tests, are given as `resources`.
 */
export function createUiI18n(
  initial: {
    locale: string;
    fallback?: string | null;
  } & ({ texts: TextBackend; resources?: undefined } | { resources: TextResources; texts?: undefined }),
): UiI18n {
  const state = {
    displayKeys: false,
    fallback: initial.fallback ?? null,
    locale: initial.locale,
  };
  const { texts } = initial;
  const instance = i18next.createInstance();

  const displayKeys: PostProcessorModule = {
    type: 'postProcessor',
    name: 'displayKeys',
    process: (value: string, keys: string | string[]) =>
      state.displayKeys ? (Array.isArray(keys) ? (keys[keys.length - 1] ?? value) : keys) : value,
  };

  if (texts) {
    texts.setChain(() => textLocalesFor(state.locale, state.fallback));
    instance.use(texts.module);
  }
  const started = instance
    .use(displayKeys)
    .use(initReactI18next)
    .init({
      ...(texts ? { backend: texts.options } : { resources: initial.resources }),
      lng: initial.locale,
      // Called with the requested code; returns the rest of the chain after it.
      fallbackLng: (code?: string) => (code ? lookupChain(code, state.fallback).slice(1) : [DEFAULT_LOCALE]),
      load: 'currentOnly',
      ns: [TEXTS_NAMESPACE],
      defaultNS: TEXTS_NAMESPACE,
      cleanCode: false,
      lowerCaseLng: false,
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: (key: string) => missingText(key),
      postProcess: ['displayKeys'],
      // Stored texts are read synchronously: a warm start has them before its first render.
      initAsync: false,
      react: {
        useSuspense: false,
        bindI18n: `languageChanged ${DISPLAY_KEYS_EVENT} ${TEXTS_EVENT}`,
      },
    });

  /** The locales whose texts are loaded (some may have failed: they have no bundle). */
  const loadedLocales = () => Object.keys(instance.store.data);

  // The chain stores a locale's texts right after handing them over: the hint names it after that.
  if (texts) instance.on('loaded', () => queueMicrotask(() => texts.writeHint()));

  // One check at a time: a second one (a save while the timer's runs) waits for the first and
  // then finds the texts current, so that its caller sees them replaced when it resolves.
  let checking: Promise<void> = Promise.resolve();
  const checkTextsVersion = () => (checking = checking.then(checkOnce).catch(() => undefined));

  async function checkOnce(): Promise<void> {
    if (!texts) return;
    let version: string;
    try {
      version = await texts.serverVersion();
    } catch {
      emptyTexts();
      return;
    }
    const previous = texts.version;
    texts.setVersion(version);
    if (version === previous) return;
    const locales = loadedLocales();
    const fresh = await Promise.all(locales.map((locale) => texts.read(locale)));
    // Each bundle replaced whole (addResourceBundle merges): a text emptied on the server goes on
    // along the lookup chain at once.
    locales.forEach((locale, i) => {
      const bundle = fresh[i];
      if (!bundle) return;
      instance.removeResourceBundle(locale, TEXTS_NAMESPACE);
      // The bundle is the chain's own fresh object: no copy of it.
      instance.addResourceBundle(locale, TEXTS_NAMESPACE, bundle, false, true, { silent: false, skipCopy: true });
    });
    if (fresh.some((bundle) => !bundle)) return emptyTexts();
    instance.emit(TEXTS_EVENT);
    texts.writeHint();
  }

  /**
   * Spec section 4: on a failed fetch the texts are emptied, the stored copy with them. Offline
   * after a visit the service worker answers both requests from its copy, so nothing fails there.
   */
  function emptyTexts(): void {
    for (const locale of loadedLocales()) instance.removeResourceBundle(locale, TEXTS_NAMESPACE);
    texts?.forget();
    instance.emit(TEXTS_EVENT);
  }

  const ready = started.then(
    () => {
      // Texts read from storage under the hint's version: whether it is still current is asked
      // after the start, not before (the first paint does not wait for the network).
      if (texts && !texts.confirmed) void checkTextsVersion();
    },
    () => undefined,
  );

  return {
    i18n: instance,
    ready,
    setTexts(resources) {
      replaceTexts(instance, resources);
    },
    async loadLocales(locales) {
      const before = loadedLocales().length;
      await instance.loadLanguages([...locales]);
      // A locale loaded on demand shows at once (a switch re-renders on languageChanged).
      if (loadedLocales().length !== before) instance.emit(TEXTS_EVENT);
    },
    checkTextsVersion,
    async setLocale(locale, fallback) {
      state.locale = locale;
      state.fallback = fallback ?? null;
      await instance.changeLanguage(locale);
    },
    setDisplayKeys(on) {
      state.displayKeys = on;
      instance.emit(DISPLAY_KEYS_EVENT);
    },
    get displayKeys() {
      return state.displayKeys;
    },
    subscribeDisplayKeys(listener) {
      instance.on(DISPLAY_KEYS_EVENT, listener);
      return () => instance.off(DISPLAY_KEYS_EVENT, listener);
    },
    get locale() {
      return state.locale;
    },
    get fallback() {
      return state.fallback;
    },
  };
}

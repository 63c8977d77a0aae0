import i18next, { type InitOptions, type i18n as I18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, lookupChain, missingText } from '../../common/locales.js';
import type { TextSource } from './textBackend.js';
import type { TextResources } from './textResources.js';

/** i18next events that make `useTranslation` re-render. */
const DISPLAY_KEYS_EVENT = 'displayKeysChanged';
const TEXTS_EVENT = 'textsChanged';

/** The interface's i18next instance plus what it adds: the lookup chain, key display and the texts' version. */
export interface UiI18n {
  readonly i18n: I18n;
  /** Resolves when the start's texts are there (from the stored copy or the server; at once without a backend). */
  readonly ready: Promise<void>;
  /** Replaces every text and re-renders (an instance without a backend: tests and stand-ins). */
  setTexts(resources: TextResources): void;
  /**
   * Switches the UI language; `fallback` is the logged-in user's fallback locale. With a backend,
   * the new lookup chain's texts are read first and i18next switches once, with them.
   */
  setLocale(locale: string, fallback?: string | null): Promise<void>;
  /** Reads these locales' texts too (only the UI's lookup chain is read at first); their users re-render. */
  loadLocales(locales: readonly string[]): Promise<void>;
  /** The version check: reads every loaded locale's texts again when the server's translations version changed. */
  checkTexts(): Promise<void>;
  /** Display-key mode: every `t(KEY)` shows KEY instead of the text. */
  setDisplayKeys(on: boolean): void;
  readonly displayKeys: boolean;
  /** Calls `listener` when display-key mode changes; answers the unsubscribe (useSyncExternalStore's shape). */
  subscribeDisplayKeys(listener: () => void): () => void;
  readonly locale: string;
  readonly fallback: string | null;
}

/** Replaces every text of an instance and re-renders its users. */
function replaceTexts(instance: I18n, resources: TextResources): void {
  // addResourceBundle merges into an existing bundle, so every bundle is dropped first.
  for (const locale of Object.keys(instance.store.data)) instance.removeResourceBundle(locale, 'translation');
  for (const [locale, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(locale, 'translation', bundle.translation, false, true);
  }
  instance.emit(TEXTS_EVENT);
}

/**
 * Creates the i18next instance. Lookup order (DESIGN.md): requested locale → its language's
 * default locale → the user's fallback locale → en_GB, through i18next's `fallbackLng`
 * function; a text missing everywhere renders as `!!!KEY!!!`.
 *
 * The app's texts come through `texts` (textBackend.ts: the stored copy, else the server, one
 * locale at a time); without it, from `resources` (tests and stand-ins), which the instance holds
 * as given (i18next does not copy it: a later setTexts changes it).
 */
export function createUiI18n(initial: {
  texts?: TextSource;
  resources?: TextResources;
  locale: string;
  fallback?: string | null;
}): UiI18n {
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

  instance.use(displayKeys).use(initReactI18next);
  if (texts) instance.use(texts.module);
  const options: InitOptions = {
    ...(texts ? { backend: texts.options } : { resources: initial.resources ?? {} }),
    lng: initial.locale,
    // Called with the requested code; returns the rest of the chain after it.
    fallbackLng: (code?: string) => (code ? lookupChain(code, state.fallback).slice(1) : [DEFAULT_LOCALE]),
    // Each locale of the chain is read on its own (and only those: no language-only codes).
    load: 'currentOnly',
    cleanCode: false,
    lowerCaseLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => missingText(key),
    postProcess: ['displayKeys'],
    initAsync: false,
    react: {
      useSuspense: false,
      // `loaded`: a locale read on demand or again after a version change re-renders its users.
      bindI18n: `languageChanged loaded ${DISPLAY_KEYS_EVENT} ${TEXTS_EVENT}`,
    },
  };

  /** The texts cookie names the chain shown: what the next start reads first. */
  const writeHint = () => texts?.writeHint(instance.languages ?? []);

  const checkTexts = async () => {
    if (!texts) return;
    // A failed reload keeps the texts shown (a passing network failure should not blank a working
    // screen); the start empties them (spec section 4, below).
    if ((await texts.checkVersion()) === 'changed') await instance.reloadResources();
    writeHint();
  };

  const ready = texts
    ? texts
        .start()
        .then(() => instance.init(options))
        .then(() => {
          // A failed check or fetch at the start: no texts at all, not some locales' (spec section 4).
          if (texts.failed) replaceTexts(instance, {});
          else writeHint();
        })
    : (void instance.init(options), Promise.resolve());

  return {
    i18n: instance,
    ready,
    setTexts(resources) {
      replaceTexts(instance, resources);
    },
    setLocale(locale, fallback) {
      state.locale = locale;
      state.fallback = fallback ?? null;
      return (async () => {
        // After a failure a check must answer first (textBackend.ts), which also reads again what failed.
        if (texts?.failed) await checkTexts();
        await instance.changeLanguage(locale);
        writeHint();
      })();
    },
    async loadLocales(locales) {
      if (!texts) return;
      if (texts.failed) await checkTexts();
      await instance.loadLanguages([...locales]);
    },
    checkTexts,
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

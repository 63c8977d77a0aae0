import i18next, { type i18n as I18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, lookupChain, missingText } from '../../common/locales.js';
import type { TextResources } from './textResources.js';

/** i18next events that make `useTranslation` re-render. */
const DISPLAY_KEYS_EVENT = 'displayKeysChanged';
const TEXTS_EVENT = 'textsChanged';

/** The interface's i18next instance plus the two things it adds: the lookup chain and key display. */
export interface UiI18n {
  readonly i18n: I18n;
  /** Replaces every text (after a (re)load of the translations) and the locales they cover. */
  setTexts(resources: TextResources, locales?: readonly string[]): void;
  /** The locales whose texts are loaded; undefined: every locale. */
  readonly locales: readonly string[] | undefined;
  /** Switches the UI language; `fallback` is the logged-in user's fallback locale. */
  setLocale(locale: string, fallback?: string | null): void;
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
 */
export function createUiI18n(initial: {
  /**
   * The texts, as loadTranslations gives them (stored in that shape, so no conversion here). The
   * instance holds this very object (i18next does not copy it): a later setTexts changes it.
   */
  resources: TextResources;
  locale: string;
  fallback?: string | null;
  /** The locales `resources` covers; undefined: every locale. */
  locales?: readonly string[];
}): UiI18n {
  const state = {
    displayKeys: false,
    fallback: initial.fallback ?? null,
    locale: initial.locale,
    locales: initial.locales as readonly string[] | undefined,
  };
  const instance = i18next.createInstance();

  const displayKeys: PostProcessorModule = {
    type: 'postProcessor',
    name: 'displayKeys',
    process: (value: string, keys: string | string[]) =>
      state.displayKeys ? (Array.isArray(keys) ? (keys[keys.length - 1] ?? value) : keys) : value,
  };

  void instance
    .use(displayKeys)
    .use(initReactI18next)
    .init({
      resources: initial.resources,
      lng: initial.locale,
      // Called with the requested code; returns the rest of the chain after it.
      fallbackLng: (code?: string) => (code ? lookupChain(code, state.fallback).slice(1) : [DEFAULT_LOCALE]),
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
        bindI18n: `languageChanged ${DISPLAY_KEYS_EVENT} ${TEXTS_EVENT}`,
      },
    });

  return {
    i18n: instance,
    setTexts(resources, locales) {
      state.locales = locales;
      replaceTexts(instance, resources);
    },
    setLocale(locale, fallback) {
      state.locale = locale;
      state.fallback = fallback ?? null;
      void instance.changeLanguage(locale);
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
    get locales() {
      return state.locales;
    },
    get fallback() {
      return state.fallback;
    },
  };
}

import { createContext, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { bcp47, type Locale } from '../../common/locales.js';
import { hasAnyRole } from '../app/session.js';
import { useSession } from '../app/useSession.js';
import type { UiI18n } from './i18n.js';
import { readLocaleChoice, resolveUiLocale, writeLocaleChoice, type StoredLocaleChoice } from './uiLocale.js';

export interface LocaleApi {
  /** The UI locale, e.g. `pl_PL`. */
  locale: Locale;
  /** The logged-in user's fallback locale, if any. */
  fallbackLocale: string | null;
  /** Changes the UI language at once and remembers the choice. */
  setLocale: (locale: Locale) => void;
  displayKeys: boolean;
  /** Only takes effect for ADMIN and LOCAL_ADMIN; kept for the browser tab's session. */
  setDisplayKeys: (on: boolean) => void;
  /** The version check: fetches the texts again when the server's translations version changed. */
  checkTextsVersion: () => Promise<void>;
  /** Loads these locales' texts too when they are not loaded yet (only the UI's chain is at first). */
  ensureLocales: (locales: readonly string[]) => Promise<void>;
}

/** How often an open page asks for the translations version (and when it becomes visible again). */
export const TEXTS_VERSION_CHECK_MS = 60_000;
/** sessionStorage: display-key mode lasts for the tab's session (spec: a toggle, not a setting). */
export const DISPLAY_KEYS_STORAGE_KEY = 'displayKeys';

function storedDisplayKeys(): boolean {
  try {
    return sessionStorage.getItem(DISPLAY_KEYS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeDisplayKeys(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(DISPLAY_KEYS_STORAGE_KEY, 'true');
    else sessionStorage.removeItem(DISPLAY_KEYS_STORAGE_KEY);
  } catch {
    // Storage disabled: the mode lasts until the page is left.
  }
}

export const LocaleContext = createContext<LocaleApi | null>(null);

const KEY_DISPLAY_ROLES = ['ADMIN', 'LOCAL_ADMIN'] as const;

/** Keeps the i18next language in step with the session and the language dropdown. */
export function LocaleProvider({ ui, children }: { ui: UiI18n; children: ReactNode }) {
  const { user } = useSession();
  const [choice, setChoice] = useState<StoredLocaleChoice | undefined>(() => readLocaleChoice(localStorage));
  const displayKeys = useSyncExternalStore(ui.subscribeDisplayKeys, () => ui.displayKeys);
  const locale = resolveUiLocale({
    user,
    choice,
    browserLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
  });
  const fallbackLocale = user?.fallbackLocale || null;

  // i18next reads the locales not loaded yet (textBackend.ts) and re-renders their users.
  const ensureLocales = useCallback((wanted: readonly string[]) => ui.loadLocales(wanted), [ui]);

  useEffect(() => {
    if (ui.locale === locale && ui.fallback === fallbackLocale) {
      document.documentElement.lang = bcp47(locale);
      return;
    }
    // Only the lookup chain's texts are loaded: i18next reads a new chain's first, so the
    // interface switches once, with its texts (en_GB's where that fails).
    let current = true;
    void ui.setLocale(locale, fallbackLocale).then(() => {
      if (current) document.documentElement.lang = bcp47(locale);
    });
    return () => {
      current = false;
    };
  }, [ui, locale, fallbackLocale]);

  const mayDisplayKeys = hasAnyRole(user, KEY_DISPLAY_ROLES);
  useEffect(() => {
    if (!mayDisplayKeys && ui.displayKeys) {
      ui.setDisplayKeys(false);
      storeDisplayKeys(false);
    } else if (mayDisplayKeys && !ui.displayKeys && storedDisplayKeys()) {
      ui.setDisplayKeys(true);
    }
  }, [ui, mayDisplayKeys]);

  // Unchanged keeps the texts; a failed check keeps them too (UiI18n.checkTexts).
  const checkTextsVersion = useCallback(() => ui.checkTexts(), [ui]);

  useEffect(() => {
    const check = () => void checkTextsVersion();
    const timer = setInterval(check, TEXTS_VERSION_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [checkTextsVersion]);

  const setLocale = useCallback(
    (next: Locale) => {
      const stored: StoredLocaleChoice = user ? { locale: next, user: user.email } : { locale: next };
      writeLocaleChoice(localStorage, stored);
      setChoice(stored);
    },
    [user],
  );

  const setDisplayKeys = useCallback(
    (on: boolean) => {
      const next = on && mayDisplayKeys;
      ui.setDisplayKeys(next);
      storeDisplayKeys(next);
    },
    [ui, mayDisplayKeys],
  );

  const api = useMemo<LocaleApi>(
    () => ({ locale, fallbackLocale, setLocale, displayKeys, setDisplayKeys, checkTextsVersion, ensureLocales }),
    [locale, fallbackLocale, setLocale, displayKeys, setDisplayKeys, checkTextsVersion, ensureLocales],
  );

  return (
    <I18nextProvider i18n={ui.i18n}>
      <LocaleContext.Provider value={api}>{children}</LocaleContext.Provider>
    </I18nextProvider>
  );
}

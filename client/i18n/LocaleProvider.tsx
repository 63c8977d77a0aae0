import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  /** Only takes effect for ADMIN and LOCAL_ADMIN. */
  setDisplayKeys: (on: boolean) => void;
}

export const LocaleContext = createContext<LocaleApi | null>(null);

const KEY_DISPLAY_ROLES = ['ADMIN', 'LOCAL_ADMIN'] as const;

/** Keeps the i18next language in step with the session and the language dropdown. */
export function LocaleProvider({ ui, children }: { ui: UiI18n; children: ReactNode }) {
  const { user } = useSession();
  const [choice, setChoice] = useState<StoredLocaleChoice | undefined>(() => readLocaleChoice(localStorage));
  const [displayKeys, setDisplayKeysState] = useState(ui.displayKeys);
  const locale = resolveUiLocale({
    user,
    choice,
    browserLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
  });
  const fallbackLocale = user?.fallbackLocale || null;

  useEffect(() => {
    if (ui.locale !== locale || ui.fallback !== fallbackLocale) ui.setLocale(locale, fallbackLocale);
    document.documentElement.lang = bcp47(locale);
  }, [ui, locale, fallbackLocale]);

  const mayDisplayKeys = hasAnyRole(user, KEY_DISPLAY_ROLES);
  useEffect(() => {
    if (!mayDisplayKeys && ui.displayKeys) {
      ui.setDisplayKeys(false);
      setDisplayKeysState(false);
    }
  }, [ui, mayDisplayKeys]);

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
      setDisplayKeysState(next);
    },
    [ui, mayDisplayKeys],
  );

  const api = useMemo<LocaleApi>(
    () => ({ locale, fallbackLocale, setLocale, displayKeys, setDisplayKeys }),
    [locale, fallbackLocale, setLocale, displayKeys, setDisplayKeys],
  );

  return (
    <I18nextProvider i18n={ui.i18n}>
      <LocaleContext.Provider value={api}>{children}</LocaleContext.Provider>
    </I18nextProvider>
  );
}

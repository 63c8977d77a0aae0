import { isLocale, toSupportedLocale, type Locale } from '../../common/locales.js';

/** localStorage key of the language chosen in a dropdown: `{ locale, user? }`. */
export const UI_LOCALE_STORAGE_KEY = 'uiLocale';

export interface StoredLocaleChoice {
  locale: string;
  /** The e-mail of the user who chose it while logged in; absent when chosen logged out. */
  user?: string;
}

export function readLocaleChoice(storage: Storage): StoredLocaleChoice | undefined {
  try {
    const raw = storage.getItem(UI_LOCALE_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredLocaleChoice>;
    return typeof parsed.locale === 'string' ? { locale: parsed.locale, user: parsed.user } : undefined;
  } catch {
    return undefined;
  }
}

export function writeLocaleChoice(storage: Storage, choice: StoredLocaleChoice): void {
  storage.setItem(UI_LOCALE_STORAGE_KEY, JSON.stringify(choice));
}

/**
 * The UI locale: the logged-in user's preferredLanguage claim (unless that same user picked
 * another one from the dropdown since), else the language chosen in the dropdown, else the
 * browser language mapped to a supported locale.
 */
export function resolveUiLocale(input: {
  user: { email: string; preferredLanguage: string } | null;
  choice: StoredLocaleChoice | undefined;
  browserLanguage: string | undefined;
}): Locale {
  const { user, choice, browserLanguage } = input;
  if (user) {
    if (choice && choice.user === user.email && isLocale(choice.locale)) return choice.locale;
    if (user.preferredLanguage) return toSupportedLocale(user.preferredLanguage);
  }
  if (choice && isLocale(choice.locale)) return choice.locale;
  return toSupportedLocale(browserLanguage);
}

import { isLocale, type Locale } from './locales.js';
import { parseOperator, type LegalOperator } from './operator.js';

/**
 * How the server learns, from the request for the app's page, which texts the client will ask
 * for, so that the page can name them in a `<link rel=preload as=fetch>` and they download beside
 * the scripts instead of after them (the login page's largest text waits for both). The client
 * writes a cookie when it has read texts: their version and the lookup chain shown, which is what
 * its next start reads (client/i18n/textBackend.ts). The server preloads nothing while that
 * version is current (the client then uses its stored copy), else one answer per locale of the
 * cookie's, or, without a cookie, of the lookup chain of the browser's language.
 */
export const TEXTS_HINT_COOKIE = 'texts';

/** Where one locale's texts are, as i18next holds them (key → text): `<this>/<ll_CC>`. */
export const TEXTS_BUNDLE_URL = '/public/api/translations/bundles';

/** One locale's texts: what the client reads (client/i18n/textBackend.ts) and the page preloads. */
export const textsBundleUrl = (locale: string): string => `${TEXTS_BUNDLE_URL}/${locale}`;

const VERSION = /^[\w.-]{1,64}$/;

/** The cookie's value: `<version>~<locale>.<locale>…`, or `<version>~*` for every locale. */
export function textsHint(version: string, locales: readonly string[] | undefined): string | null {
  if (!VERSION.test(version)) return null;
  return `${version}~${locales ? [...new Set(locales)].sort().join('.') : '*'}`;
}

export interface TextsHint {
  version: string;
  /** Undefined: every locale. */
  locales: Locale[] | undefined;
}

/** The hint in a Cookie header, or null when absent or malformed. */
export function readTextsHint(cookieHeader: string | undefined): TextsHint | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TEXTS_HINT_COOKIE) continue;
    const [version = '', list = ''] = rest.join('=').split('~');
    if (!VERSION.test(version)) return null;
    if (list === '*') return { version, locales: undefined };
    const locales = list.split('.');
    return locales.length > 0 && locales.length <= 20 && locales.every(isLocale) ? { version, locales } : null;
  }
  return null;
}

/**
 * The public settings (what `Query.publicSettings` answers) written into the app's page by the
 * server, so the client's start needs no request for them: `<meta name="app-settings" content=…>`.
 */
export const SETTINGS_META_NAME = 'app-settings';

export interface PagePublicSettings {
  inciLocales: string[];
  systemLocales: string[];
  operator: LegalOperator;
}

/** The settings of a meta tag's content, or null when it is not what the server writes. */
export function parsePageSettings(content: string | null | undefined): PagePublicSettings | null {
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Partial<PagePublicSettings>;
    const strings = (value: unknown): value is string[] =>
      Array.isArray(value) && value.every((v) => typeof v === 'string');
    const operator = parseOperator(parsed.operator);
    return strings(parsed.inciLocales) && strings(parsed.systemLocales) && operator
      ? { inciLocales: parsed.inciLocales, systemLocales: parsed.systemLocales, operator }
      : null;
  } catch {
    return null;
  }
}

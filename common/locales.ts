/** The product's locales and the translation lookup chain (spec sections 1 and 9). */

export const LOCALES = [
  'pl_PL',
  'de_DE',
  'en_GB',
  'cs_CZ',
  'es_ES',
  'pt_PT',
  'fr_FR',
  'uk_UA',
  'lt_LT',
  'ro_RO',
  'sk_SK',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en_GB';
/** Locales whose fallback is hidden and equal to the preferred one. */
export const FALLBACK_EXEMPT_LOCALES: readonly Locale[] = ['en_GB', 'de_DE'];
/** System languages that can never be removed (DESIGN.md); a rule of its own, whatever the fallback rule says. */
export const UNREMOVABLE_SYSTEM_LOCALES: readonly Locale[] = ['en_GB', 'de_DE'];

export function isUnremovableSystemLocale(locale: string): boolean {
  return (UNREMOVABLE_SYSTEM_LOCALES as readonly string[]).includes(locale);
}

export const DEFAULT_INCI_LOCALES: readonly Locale[] = ['de_DE', 'en_GB'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function splitLocale(locale: string): { language: string; country: string } {
  const [language = '', country = ''] = locale.split('_');
  return { language, country };
}

/** The inverse of splitLocale: REST's `{ language, country }` as "ll_CC". */
export function joinLocale(language: string, country: string): string {
  return `${language}_${country}`;
}

/**
 * A locale as REST receives it: `{ language, country }` (and nothing else) becomes "ll_CC"; a
 * string, or anything else, is passed on unchanged for validation to accept or refuse.
 */
export function localeFromWire(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { language, country, ...rest } = value as Record<string, unknown>;
  if (typeof language !== 'string' || typeof country !== 'string' || Object.keys(rest).length > 0) return value;
  return joinLocale(language, country);
}

/** The BCP 47 tag of a locale (pl_PL → pl-PL), as Intl, `lang` and react-aria want it. */
export function bcp47(locale: string): string {
  return locale.replace('_', '-');
}

/** The default locale of a language: the one of its region (pl → pl_PL), en → en_GB. */
export function languageDefaultLocale(language: string): Locale | undefined {
  return LOCALES.find((l) => splitLocale(l).language === language);
}

/**
 * Maps any locale-like string (`de`, `de-AT`, `de_AT`) to a supported locale: exact match first,
 * then by language to that language's default locale, else en_GB.
 */
export function toSupportedLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const normalised = value.replace('-', '_');
  const [language = '', country = ''] = normalised.split('_');
  const exact = `${language.toLowerCase()}_${country.toUpperCase()}`;
  if (isLocale(exact)) return exact;
  return languageDefaultLocale(language.toLowerCase()) ?? DEFAULT_LOCALE;
}

/**
 * Translation lookup order: requested locale, its language's default locale, the user's
 * fallback locale, en_GB. Duplicates removed, order kept.
 */
export function lookupChain(requested: string, fallback?: string | null): Locale[] {
  const chain: Locale[] = [];
  const push = (l: string | undefined | null) => {
    if (l && isLocale(l) && !chain.includes(l)) chain.push(l);
  };
  push(requested);
  push(languageDefaultLocale(splitLocale(requested).language));
  push(fallback ?? undefined);
  push(DEFAULT_LOCALE);
  return chain;
}

/**
 * The locales whose texts a client downloads to show `requested`: its whole lookup chain, so that
 * every text the picker may fall back to is at hand (and no other locale's).
 */
export function textLocalesFor(requested: string, fallback?: string | null): Locale[] {
  return lookupChain(requested, fallback);
}

/**
 * The one walk along the lookup chain: returns a picker that, given a key's texts by locale,
 * yields the first non-empty one. The chain is computed once, so a picker serves many keys.
 */
export function textPicker(
  requested: string,
  fallback?: string | null,
): (texts: Readonly<Record<string, string | undefined>> | undefined) => string | undefined {
  const chain = lookupChain(requested, fallback);
  return (texts) => {
    if (texts) {
      for (const locale of chain) {
        const text = texts[locale];
        if (text !== undefined && text !== '') return text;
      }
    }
    return undefined;
  };
}

/** Picks the first text present along the lookup chain. */
export function pickText(
  texts: Readonly<Record<string, string | undefined>>,
  requested: string,
  fallback?: string | null,
): string | undefined {
  return textPicker(requested, fallback)(texts);
}

export function missingText(key: string): string {
  return `!!!${key}!!!`;
}

/**
 * The fallback-locale rule (DESIGN.md "Rules fixed here"), the same on both sides: when the
 * preferred locale is en_GB or de_DE the fallback is hidden and equals the preferred one;
 * otherwise a fallback is required and must differ from the preferred locale.
 */
import * as yup from 'yup';
import { DEFAULT_LOCALE, FALLBACK_EXEMPT_LOCALES, LOCALES, isLocale, type Locale } from '../locales.js';
import { VALIDATION_KEYS as K } from './messages.js';
import { localeField } from './fields.js';

export function isFallbackExempt(preferred: string | null | undefined): boolean {
  return isLocale(preferred) && FALLBACK_EXEMPT_LOCALES.includes(preferred);
}

/**
 * The translation key of the broken rule, or null: nothing to check while the preferred locale
 * is missing or exempt; a missing fallback is VALIDATION_REQUIRED; a fallback equal to the
 * preferred locale is USER_FALLBACK_SAME_AS_PREFERRED.
 */
export function fallbackLocaleError(
  preferred: string | null | undefined,
  fallback: string | null | undefined,
): string | null {
  if (!preferred || isFallbackExempt(preferred)) return null;
  if (!fallback) return K.REQUIRED;
  return fallback === preferred ? K.FALLBACK_SAME_AS_PREFERRED : null;
}

/**
 * The fallback to store: the preferred locale when it is exempt; otherwise the given fallback,
 * or en_GB when none was given (validation refuses that case before anything is stored).
 */
export function effectiveFallback(preferred: Locale, fallback: Locale | null | undefined): Locale {
  if (isFallbackExempt(preferred)) return preferred;
  return fallback ?? DEFAULT_LOCALE;
}

/** The fallback-locale field: optional when the sibling `preferredLocale` is exempt. */
export const fallbackLocaleField = yup
  .string()
  .strict()
  .typeError(K.INVALID_TYPE)
  .nullable()
  .oneOf(LOCALES, K.INVALID_LOCALE)
  .test('fallbackLocale', K.FALLBACK_SAME_AS_PREFERRED, function check(value) {
    const parent: unknown = this.parent;
    const preferred =
      parent && typeof parent === 'object' ? (parent as { preferredLocale?: unknown }).preferredLocale : undefined;
    const key = fallbackLocaleError(typeof preferred === 'string' ? preferred : null, value);
    return key === null || this.createError({ message: key });
  });

/** `preferredLocale` and `fallbackLocale` with the rule, for any schema holding both. */
export const localePairFields = () => ({
  preferredLocale: localeField,
  fallbackLocale: fallbackLocaleField,
});

import { isLocale, languageDefaultLocale, type Locale } from '../../common/locales.js';

/**
 * The locale a request asks for in `Accept-Language` (decision 049): its first tag (`de-DE` or
 * `de_DE`) when it is a supported locale; else, as the spec maps unsupported locales, that tag's
 * language's default locale (`de-AT`, `de` → de_DE); else null (the account's preferred locale
 * then applies). Only the first tag counts: browsers put the user's choice first.
 */
export function requestedLocale(header: string | string[] | undefined): Locale | null {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim().replace('-', '_');
  if (!first) return null;
  const [language = '', country] = first.split('_');
  const exact = country === undefined ? '' : `${language.toLowerCase()}_${country.toUpperCase()}`;
  if (isLocale(exact)) return exact;
  return /^[a-z]{2,3}$/i.test(language) ? (languageDefaultLocale(language.toLowerCase()) ?? null) : null;
}

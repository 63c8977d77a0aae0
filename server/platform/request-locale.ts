import { isLocale, type Locale } from '../../common/locales.js';

/**
 * The locale a request asks for in `Accept-Language`: its first tag (`de-DE` or `de_DE`) when it
 * is a supported locale, else null (the account's preferred locale then applies).
 */
export function requestedLocale(header: string | string[] | undefined): Locale | null {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim().replace('-', '_');
  return first && isLocale(first) ? first : null;
}

import { localeFromWire, splitLocale } from '../../common/locales.js';

/**
 * The spec's REST shapes (DESIGN.md: "REST speaks the spec's shapes"), converted here once for
 * every domain's REST adapter (`<domain>.rest.ts`); services and GraphQL keep "ll_CC" strings.
 */

/** A locale as the spec's REST clients send and expect it: `{ language: 'pl', country: 'PL' }`. */
export interface WireLocale {
  language: string;
  country: string;
}

export function localeToWire(locale: string): WireLocale;
export function localeToWire(locale: string | null): WireLocale | null;
export function localeToWire(locale: string | null): WireLocale | null {
  return locale === null ? null : splitLocale(locale);
}

type LocalePair = { preferredLocale: string; fallbackLocale: string | null };

/** An answer with its `preferredLocale` and `fallbackLocale` in the spec's shape. */
export function withWireLocales<T extends LocalePair>(
  value: T,
): Omit<T, keyof LocalePair> & { preferredLocale: WireLocale; fallbackLocale: WireLocale | null } {
  return {
    ...value,
    preferredLocale: localeToWire(value.preferredLocale),
    fallbackLocale: localeToWire(value.fallbackLocale),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A request body prepared for the service: the fields its GET shows but nobody writes through
 * this route are dropped (an object posted back as it was read is accepted; its read-only values
 * change nothing), and the locale fields named are accepted in either shape. Any other field
 * stays, so that validation refuses what nothing knows. A body that is no object is left as is.
 */
export function fromWire(
  body: unknown,
  { readOnly = [], locales = [] }: { readOnly?: readonly string[]; locales?: readonly string[] },
): unknown {
  if (!isPlainObject(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (readOnly.includes(key)) continue;
    result[key] = locales.includes(key) ? localeFromWire(value) : value;
  }
  return result;
}

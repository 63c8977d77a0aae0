// No runtime imports: tests/bench/i18n-texts.bench.mjs transpiles this module on its own.

/** Key → locale → text, as `GET /public/api/translations` sends it. */
export type TranslationMap = Record<string, Record<string, string>>;

/**
 * The texts as i18next holds them: locale → (its one namespace) → key → text, without empty texts.
 * What an instance without a backend is given (createUiI18n, setTexts: tests and stand-ins).
 */
export type TextResources = Record<string, { translation: Record<string, string> }>;

/** Turns the server's key → locale → text map into i18next resources (one bundle per locale). */
export function toResources(texts: TranslationMap): TextResources {
  const resources: TextResources = {};
  for (const [key, byLocale] of Object.entries(texts)) {
    if (!byLocale || typeof byLocale !== 'object') continue;
    for (const [locale, text] of Object.entries(byLocale)) {
      // An empty text counts as missing, so the lookup goes on along the chain.
      if (typeof text !== 'string' || text === '') continue;
      (resources[locale] ??= { translation: {} }).translation[key] = text;
    }
  }
  return resources;
}

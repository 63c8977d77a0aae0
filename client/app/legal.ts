import { splitLocale } from '../../common/locales.js';

export type LegalDocument = 'privacy' | 'terms' | 'imprint';

/** The languages each static document exists in (`client/public/legal/<kind>-<lang>.html`). */
export const LEGAL_LANGUAGES: Readonly<Record<LegalDocument, readonly string[]>> = {
  privacy: ['en', 'de', 'pl'],
  terms: ['en', 'de', 'pl'],
  imprint: ['en', 'de'],
};

/**
 * The document in the UI language; where it does not exist, in the user's fallback language,
 * then in English (spec section 9).
 */
export function legalDocumentUrl(kind: LegalDocument, locale: string, fallbackLocale?: string | null): string {
  const available = LEGAL_LANGUAGES[kind];
  const candidates = [splitLocale(locale).language, fallbackLocale ? splitLocale(fallbackLocale).language : '', 'en'];
  const language = candidates.find((l) => l && available.includes(l)) ?? 'en';
  return `/legal/${kind}-${language}.html`;
}

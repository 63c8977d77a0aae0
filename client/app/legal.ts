import { splitLocale } from '../../common/locales.js';

export type LegalDocument = 'privacy' | 'terms' | 'imprint';

/** The languages of the privacy policy and the terms (spec section 9); pt has none by design. */
const POLICY_LANGUAGES = ['pl', 'en', 'es', 'uk', 'lt', 'ro', 'sk', 'cs', 'fr', 'de'] as const;

/** The languages each static document exists in (`client/public/legal/<kind>-<lang>.html`). */
export const LEGAL_LANGUAGES: Readonly<Record<LegalDocument, readonly string[]>> = {
  privacy: POLICY_LANGUAGES,
  terms: POLICY_LANGUAGES,
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

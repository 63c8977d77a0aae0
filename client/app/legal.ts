import { languageDefaultLocale, splitLocale, type Locale } from '../../common/locales.js';

export type LegalDocument = 'privacy' | 'terms' | 'imprint';

/** The languages of the privacy policy and the terms (spec section 9); pt has none by design. */
const POLICY_LANGUAGES = ['pl', 'en', 'es', 'uk', 'lt', 'ro', 'sk', 'cs', 'fr', 'de'] as const;

/**
 * The languages each document is offered in (`/legal/<kind>-<lang>.html`, rendered from the
 * LEGAL_* texts by features/legal/LegalPage.tsx). The texts exist in every locale (the
 * completeness gate asks for them); offering a document in another language is a change here.
 */
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

/**
 * The document and the locale of its texts a `/legal/<kind>-<lang>.html` path names, or null
 * when it names no document that is offered (the not-found view).
 */
export function parseLegalDocument(file: string | undefined): { kind: LegalDocument; locale: Locale } | null {
  const match = /^(privacy|terms|imprint)-([a-z]{2})\.html$/.exec(file ?? '');
  if (!match) return null;
  const kind = match[1] as LegalDocument;
  const language = match[2]!;
  const locale = languageDefaultLocale(language);
  return LEGAL_LANGUAGES[kind].includes(language) && locale ? { kind, locale } : null;
}

/** The numbered sections of the privacy policy and the terms (LEGAL_<KIND>_<n>_TITLE, _TEXT). */
export const LEGAL_SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Every text key a document's page shows (the page builds most of them from LEGAL_SECTIONS). */
export function legalTextKeys(kind: LegalDocument): string[] {
  const shared = ['LEGAL_BACK', 'LEGAL_NOT_CONFIGURED'];
  if (kind === 'imprint') {
    return [
      ...shared,
      'LEGAL_IMPRINT_TITLE',
      'LEGAL_IMPRINT_PROVIDER',
      'LEGAL_IMPRINT_CONTACT',
      'LEGAL_IMPRINT_EMAIL',
      'LEGAL_IMPRINT_PHONE',
      'LEGAL_IMPRINT_REPRESENTED_BY',
      'LEGAL_IMPRINT_REGISTER',
      'LEGAL_IMPRINT_VAT_ID',
    ];
  }
  const prefix = kind === 'privacy' ? 'LEGAL_PRIVACY' : 'LEGAL_TERMS';
  const sections = LEGAL_SECTIONS.flatMap((n) =>
    kind === 'terms' && n === 7
      ? [`${prefix}_7_TITLE`, 'LEGAL_TERMS_7_LAW', 'LEGAL_TERMS_7_JURISDICTION']
      : [`${prefix}_${n}_TITLE`, `${prefix}_${n}_TEXT`],
  );
  return [...shared, 'LEGAL_UPDATED', `${prefix}_TITLE`, ...sections];
}

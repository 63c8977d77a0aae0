import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.js';
import { legalDocumentUrl, type LegalDocument } from '../legal.js';

export const COPYRIGHT_YEARS = '2023-2025';

const LINKS: { kind: LegalDocument; labelKey: string }[] = [
  { kind: 'privacy', labelKey: 'FOOTER_PRIVACY_POLICY' },
  { kind: 'terms', labelKey: 'FOOTER_TERMS_AND_CONDITIONS' },
  { kind: 'imprint', labelKey: 'FOOTER_IMPRINT' },
];

/** Copyright and the legal documents in the UI language (or the fallback language, or English). */
export function Footer() {
  const { t } = useTranslation();
  const { locale, fallbackLocale } = useLocale();
  return (
    <footer className="footer">
      <p className="footer__copyright">{t('FOOTER_COPYRIGHT', { years: COPYRIGHT_YEARS })}</p>
      <nav aria-label={t('FOOTER_LEGAL_NAVIGATION')}>
        <ul className="footer__links">
          {LINKS.map(({ kind, labelKey }) => (
            <li key={kind}>
              <a href={legalDocumentUrl(kind, locale, fallbackLocale)} target="_blank" rel="noopener">
                {t(labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { bcp47, type Locale } from '../../../common/locales.js';
import type { LegalOperator } from '../../../common/operator.js';
import { LEGAL_SECTIONS, parseLegalDocument, type LegalDocument } from '../../app/legal.js';
import { NotFoundPage } from '../../app/NotFoundPage.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { usePublicSettings } from '../../app/usePublicSettings.js';
import { useLocale } from '../../i18n/useLocale.js';
import { PageSpinner } from '../../ui/Spinner.js';

type T = (key: string, params?: Record<string, string>) => string;

const TITLES: Record<LegalDocument, string> = {
  privacy: 'FOOTER_PRIVACY_POLICY',
  terms: 'FOOTER_TERMS_AND_CONDITIONS',
  imprint: 'FOOTER_IMPRINT',
};

/** A country code's name in the document's language (the code itself if the browser has none). */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([bcp47(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The operator's details as the document's texts show them: a configured value as it is, an
 * unconfigured one (null) as the notice that the operator has not configured it.
 */
function operatorTexts(operator: LegalOperator, locale: Locale, t: T) {
  const missing = `(${t('LEGAL_NOT_CONFIGURED')})`;
  const country = operator.country === null ? null : countryName(operator.country, locale);
  const parts = [operator.name, operator.address?.join(', ') ?? null, country, operator.email];
  const given = parts.filter((part): part is string => part !== null);
  return {
    missing,
    name: operator.name ?? missing,
    country: country ?? missing,
    // One notice for however many parts are missing.
    controller: (given.length < parts.length ? [...given, missing] : given).join(', '),
    privacyEmail: operator.privacyEmail ?? missing,
  };
}

function PolicyOrTerms({
  kind,
  operator,
  locale,
  t,
}: {
  kind: 'privacy' | 'terms';
  operator: LegalOperator;
  locale: Locale;
  t: T;
}) {
  const texts = operatorTexts(operator, locale, t);
  const prefix = kind === 'privacy' ? 'LEGAL_PRIVACY' : 'LEGAL_TERMS';
  const params = { controller: texts.controller, email: texts.privacyEmail, operator: texts.name };
  const body = (n: (typeof LEGAL_SECTIONS)[number]): ReactNode => {
    if (kind === 'terms' && n === 7) {
      // '' (OPERATOR_JURISDICTION=-): no place of jurisdiction is named.
      const jurisdiction =
        operator.jurisdiction === ''
          ? ''
          : t('LEGAL_TERMS_7_JURISDICTION', { jurisdiction: operator.jurisdiction ?? texts.missing });
      return [t('LEGAL_TERMS_7_LAW', { country: texts.country }), jurisdiction].filter(Boolean).join(' ');
    }
    return t(`${prefix}_${n}_TEXT`, params);
  };
  return (
    <>
      <h1>{t(`${prefix}_TITLE`)}</h1>
      <p className="legal__note">{t('LEGAL_UPDATED')}</p>
      {LEGAL_SECTIONS.map((n) => (
        <section key={n}>
          <h2>{t(`${prefix}_${n}_TITLE`)}</h2>
          <p>{body(n)}</p>
        </section>
      ))}
    </>
  );
}

/** Lines of one paragraph, a line break between them. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <p>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}

function Imprint({ operator, locale, t }: { operator: LegalOperator; locale: Locale; t: T }) {
  const texts = operatorTexts(operator, locale, t);
  const provider =
    operator.name === null || operator.address === null || operator.country === null
      ? [operator.name, ...(operator.address ?? []), operator.country === null ? null : texts.country]
          .filter((l): l is string => l !== null)
          .concat(texts.missing)
      : [operator.name, ...operator.address, texts.country];
  const contact = [
    t('LEGAL_IMPRINT_EMAIL', { email: operator.email ?? texts.missing }),
    // '' (OPERATOR_PHONE=-): no phone line.
    ...(operator.phone === '' ? [] : [t('LEGAL_IMPRINT_PHONE', { phone: operator.phone ?? texts.missing })]),
  ];
  // Sections whose detail the operator declared not applicable ('') are left out.
  const optional: [string, string | null][] = [
    ['LEGAL_IMPRINT_REPRESENTED_BY', operator.representative],
    ['LEGAL_IMPRINT_REGISTER', operator.register],
    ['LEGAL_IMPRINT_VAT_ID', operator.vatId],
  ];
  return (
    <>
      <h1>{t('LEGAL_IMPRINT_TITLE')}</h1>
      <section>
        <h2>{t('LEGAL_IMPRINT_PROVIDER')}</h2>
        <Lines lines={provider} />
      </section>
      <section>
        <h2>{t('LEGAL_IMPRINT_CONTACT')}</h2>
        <Lines lines={contact} />
      </section>
      {optional
        .filter(([, value]) => value !== '')
        .map(([key, value]) => (
          <section key={key}>
            <h2>{t(key)}</h2>
            <p>{value ?? texts.missing}</p>
          </section>
        ))}
    </>
  );
}

/**
 * The privacy policy, the terms or the imprint that the route's `document` parameter names
 * (`<kind>-<lang>.html`), in that language (the footer picks it: client/app/legal.ts), from the
 * LEGAL_* texts, with the operator's details from the public settings (OPERATOR_* on the server).
 */
export function LegalDocumentView() {
  const { document: file } = useParams();
  const legal = parseLegalDocument(file);
  const { i18n } = useTranslation();
  const { ensureLocales } = useLocale();
  const { operator } = usePublicSettings();
  usePageTitle(legal ? TITLES[legal.kind] : 'NOT_FOUND_TITLE');
  const locale = legal?.locale;
  // Only the UI's lookup chain is loaded at first: a document in another language loads its texts.
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!locale || i18n.hasResourceBundle(locale, 'translation')) return;
    let live = true;
    void ensureLocales([locale]).finally(() => {
      if (live) setLoaded(locale);
    });
    return () => {
      live = false;
    };
  }, [locale, ensureLocales, i18n]);

  if (!legal) return <NotFoundPage />;
  if (loaded !== legal.locale && !i18n.hasResourceBundle(legal.locale, 'translation')) return <PageSpinner />;
  const fixed = i18n.getFixedT(legal.locale);
  const t: T = (key, params) => fixed(key, params ?? {});
  return (
    <article className="page legal" lang={bcp47(legal.locale)}>
      <nav className="legal__back">
        <Link to="/">&#8592; {t('LEGAL_BACK')}</Link>
      </nav>
      {legal.kind === 'imprint' ? (
        <Imprint operator={operator} locale={legal.locale} t={t} />
      ) : (
        <PolicyOrTerms kind={legal.kind} operator={operator} locale={legal.locale} t={t} />
      )}
    </article>
  );
}

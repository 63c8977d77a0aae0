import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFallbackExempt } from '../../../common/validation/locale-rule.js';
import type { PersonDetails } from '../../../common/person.js';
import { Flag } from '../../ui/Flag.js';
import { localeNameKey } from '../../ui/LocaleSelect.js';
import { accountViewPath } from './accountView.js';

export interface OverviewAccount extends PersonDetails {
  email: string;
  customerId: string | null;
  fallbackLocale: string;
}

export interface OverviewPdfData {
  companyName: string | null;
  email: string | null;
  companyPhoneNo: string | null;
  companyAddressLine1: string | null;
  companyAddressLine2: string | null;
  companyAddressLine3: string | null;
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="account-card__entry">
      <dt>{label}</dt>
      <dd className={empty ? 'account-card__empty' : undefined}>{empty ? t('ACCOUNT_NOT_GIVEN') : children}</dd>
    </div>
  );
}

function LocaleValue({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <span className="account-card__locale">
      <Flag locale={locale} />
      {t(localeNameKey(locale))}
    </span>
  );
}

/**
 * The overview: the user data card and the PDF data card, with the buttons to each form. The
 * fallback language shows only for preferred locales that have one (not en_GB or de_DE).
 */
export function AccountOverview({ account, pdfData }: { account: OverviewAccount; pdfData: OverviewPdfData | null }) {
  const { t } = useTranslation();
  return (
    <div className="account-overview">
      <section className="account-card" aria-labelledby="account-user-data">
        <h2 id="account-user-data">{t('ACCOUNT_USER_DATA_TITLE')}</h2>
        <dl className="account-card__list" data-testid="account-user-data">
          <Entry label={t('ACCOUNT_NAME')}>{account.name}</Entry>
          <Entry label={t('ACCOUNT_SURNAME')}>{account.surname}</Entry>
          <Entry label={t('ACCOUNT_EMAIL')}>{account.email}</Entry>
          <Entry label={t('ACCOUNT_COMPANY')}>{account.companyName}</Entry>
          <Entry label={t('ACCOUNT_PHONE')}>{account.phoneNo}</Entry>
          <Entry label={t('ACCOUNT_CUSTOMER_ID')}>{account.customerId}</Entry>
          <Entry label={t('ACCOUNT_PREFERRED_LOCALE')}>
            <LocaleValue locale={account.preferredLocale} />
          </Entry>
          {!isFallbackExempt(account.preferredLocale) && (
            <Entry label={t('ACCOUNT_FALLBACK_LOCALE')}>
              <LocaleValue locale={account.fallbackLocale} />
            </Entry>
          )}
        </dl>
        <div className="account-card__actions">
          <Link to={accountViewPath('details')} className="button button--primary">
            <span className="button__label">{t('ACCOUNT_EDIT_DETAILS')}</span>
          </Link>
          <Link to={accountViewPath('password')} className="button button--secondary">
            <span className="button__label">{t('ACCOUNT_CHANGE_PASSWORD')}</span>
          </Link>
        </div>
      </section>

      <section className="account-card" aria-labelledby="account-pdf-data">
        <h2 id="account-pdf-data">{t('ACCOUNT_PDF_DATA_TITLE')}</h2>
        <dl className="account-card__list" data-testid="account-pdf-data">
          <Entry label={t('ACCOUNT_PDF_COMPANY_NAME')}>{pdfData?.companyName}</Entry>
          <Entry label={t('ACCOUNT_PDF_PHONE')}>{pdfData?.companyPhoneNo}</Entry>
          <Entry label={t('ACCOUNT_PDF_EMAIL')}>{pdfData?.email}</Entry>
          <Entry label={t('ACCOUNT_PDF_ADDRESS_LINE_1')}>{pdfData?.companyAddressLine1}</Entry>
          <Entry label={t('ACCOUNT_PDF_ADDRESS_LINE_2')}>{pdfData?.companyAddressLine2}</Entry>
          <Entry label={t('ACCOUNT_PDF_ADDRESS_LINE_3')}>{pdfData?.companyAddressLine3}</Entry>
        </dl>
        <div className="account-card__actions">
          <Link to={accountViewPath('pdf')} className="button button--primary">
            <span className="button__label">{t('ACCOUNT_EDIT_PDF_DATA')}</span>
          </Link>
        </div>
      </section>
    </div>
  );
}

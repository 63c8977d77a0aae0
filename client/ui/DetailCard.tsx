import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonDetails } from '../../common/person.js';
import { Flag } from './Flag.js';
import { localeNameKey } from './LocaleSelect.js';

/** A collapsible card: the summary is a button with aria-expanded that shows or hides the details. */
export function DetailCard({
  summary,
  details,
  actions,
}: {
  summary: ReactNode;
  details: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <li className="detail-card">
      <button
        type="button"
        className="detail-card__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="detail-card__summary">{summary}</span>
        <span className="detail-card__chevron" aria-hidden="true" />
        <span className="visually-hidden">{t(open ? 'LOCAL_ADMIN_COLLAPSE' : 'LOCAL_ADMIN_EXPAND')}</span>
      </button>
      <div id={detailsId} className="detail-card__details" hidden={!open}>
        {details}
      </div>
      <div className="detail-card__actions">{actions}</div>
    </li>
  );
}

/** One label and value of a card's details. */
export function Detail({ labelKey, children }: { labelKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="detail">
      <dt>{t(labelKey)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A locale with its flag and translated name. */
export function LocaleValue({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <span className="locale-value">
      <Flag locale={locale} /> {t(localeNameKey(locale))}
    </span>
  );
}

/** Yes or no, translated. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <>{t(value ? 'LOCAL_ADMIN_YES' : 'LOCAL_ADMIN_NO')}</>;
}

/**
 * A person's card summary: "Surname, Name" (the e-mail when neither is known) over the company
 * and the e-mail; `children` adds to the second line.
 */
export function PersonSummary({
  person,
  children,
}: {
  person: Pick<PersonDetails, 'name' | 'surname' | 'companyName'> & { email: string };
  children?: ReactNode;
}) {
  const fullName = [person.surname, person.name].filter(Boolean).join(', ');
  return (
    <>
      <span className="detail-card__title">{fullName || person.email}</span>
      <span className="detail-card__meta">
        {/* Without a name the e-mail is already the title: it is not repeated below it. */}
        {[person.companyName, fullName && person.email].filter(Boolean).join(' · ')}
        {children}
      </span>
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerDetailRows, type Customer } from './customerDetailRows.js';
import { Flag } from './Flag.js';
import { localeNameKey } from './LocaleSelect.js';

export type { Customer } from './customerDetailRows.js';

/**
 * The customer details panel (spec back-office, reusable controls): the base-user fields as a
 * description list; `children` adds rows of the caller's own (regions, enabled, …) after them.
 */
export function CustomerDetails({ customer, children }: { customer: Customer; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <dl className="details customer-details">
      {customerDetailRows(customer).map((row) => (
        <div className="detail" key={row.labelKey}>
          <dt>{t(row.labelKey)}</dt>
          <dd>
            {row.locale ? (
              <span className="locale-value">
                <Flag locale={row.locale} /> {t(localeNameKey(row.locale))}
              </span>
            ) : (
              row.value || '—'
            )}
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

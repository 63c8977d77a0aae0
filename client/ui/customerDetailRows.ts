import type { PersonDetails } from '../../common/person.js';
import { isFallbackExempt } from '../../common/validation/locale-rule.js';

/** The customer details panel's data (spec back-office, data model "Customer"). */
export interface Customer extends PersonDetails {
  email: string;
  customerId?: string | null;
}

export interface CustomerDetailRow {
  labelKey: string;
  /** A plain value (empty: shown as a dash). */
  value?: string | null;
  /** A locale, shown with its flag and name. */
  locale?: string;
}

/**
 * The rows of the panel, in the spec's order. The fallback language shows only when the preferred
 * one is neither en_GB nor de_DE (the shared locale rule: for those two it equals the preferred).
 */
export function customerDetailRows(customer: Customer): CustomerDetailRow[] {
  const rows: CustomerDetailRow[] = [
    { labelKey: 'LOCAL_ADMIN_EMAIL', value: customer.email },
    { labelKey: 'LOCAL_ADMIN_CUSTOMER_ID', value: customer.customerId },
    { labelKey: 'LOCAL_ADMIN_NAME', value: customer.name },
    { labelKey: 'LOCAL_ADMIN_SURNAME', value: customer.surname },
    { labelKey: 'LOCAL_ADMIN_COMPANY', value: customer.companyName },
    { labelKey: 'LOCAL_ADMIN_PHONE', value: customer.phoneNo },
    { labelKey: 'LOCAL_ADMIN_PREFERRED_LOCALE', locale: customer.preferredLocale },
  ];
  if (!isFallbackExempt(customer.preferredLocale) && customer.fallbackLocale) {
    rows.push({ labelKey: 'LOCAL_ADMIN_FALLBACK_LOCALE', locale: customer.fallbackLocale });
  }
  return rows;
}

import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../common/locales.js';
import { isFallbackExempt } from '../../../../common/validation/locale-rule.js';
import type { AdminAccountFieldsFragment } from '../../../graphql/graphql.js';

/** Which list a screen shows: admin/local-admins or admin/admins. */
export type AdminKind = 'LOCAL_ADMIN' | 'ADMIN';

export interface AdminAccountValues {
  email: string;
  customerId: string;
  name: string;
  surname: string;
  companyName: string;
  phoneNo: string;
  preferredLocale: Locale;
  fallbackLocale: Locale;
  enabled: boolean;
  /** Local admins only. */
  regionIds: number[];
  translationLocales: string[];
}

/** Spec section 9: a new account is enabled, preferred en_GB; fallback de_DE once one is needed. */
export function adminAccountInitialValues(account: AdminAccountFieldsFragment | null): AdminAccountValues {
  const locale = (value: string | undefined, fallback: Locale): Locale => (isLocale(value) ? value : fallback);
  return {
    email: account?.email ?? '',
    customerId: account?.customerId ?? '',
    name: account?.name ?? '',
    surname: account?.surname ?? '',
    companyName: account?.companyName ?? '',
    phoneNo: account?.phoneNo ?? '',
    preferredLocale: locale(account?.preferredLocale, DEFAULT_LOCALE),
    fallbackLocale: locale(account?.fallbackLocale, 'de_DE'),
    enabled: account?.enabled ?? true,
    regionIds: account?.regionIds ?? [],
    translationLocales: account?.translationLocales ?? [],
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The input of the create and update mutations (and of the shared schema that checks it first):
 * trimmed texts, an exempt fallback copied, the local-admin lists only for local admins.
 */
export function adminAccountInput(kind: AdminKind, values: AdminAccountValues, account: AdminAccountFieldsFragment | null) {
  return {
    ...(account ? { id: account.id, version: account.version } : { email: values.email.trim() }),
    customerId: blankToNull(values.customerId),
    name: blankToNull(values.name),
    surname: blankToNull(values.surname),
    companyName: blankToNull(values.companyName),
    phoneNo: blankToNull(values.phoneNo),
    preferredLocale: values.preferredLocale,
    fallbackLocale: isFallbackExempt(values.preferredLocale) ? values.preferredLocale : values.fallbackLocale,
    enabled: values.enabled,
    ...(kind === 'LOCAL_ADMIN' ? { regionIds: values.regionIds, translationLocales: values.translationLocales } : {}),
  };
}

import { DEFAULT_LOCALE } from '../../../../common/locales.js';
import type { AdminAccountFieldsFragment } from '../../../graphql/adminAccounts.js';
import { blankToNull, personInitialValues, personInput, type PersonValues } from '../../../ui/personValues.js';

/** Which list a screen shows: admin/local-admins or admin/admins. */
export type AdminKind = 'LOCAL_ADMIN' | 'ADMIN';

export interface AdminAccountValues extends PersonValues {
  email: string;
  customerId: string;
  enabled: boolean;
  /** Local admins only. */
  regionIds: number[];
  translationLocales: string[];
}

/** Spec section 9: a new account is enabled, preferred en_GB; fallback de_DE once one is needed. */
export function adminAccountInitialValues(account: AdminAccountFieldsFragment | null): AdminAccountValues {
  return {
    email: account?.email ?? '',
    customerId: account?.customerId ?? '',
    ...personInitialValues(account, { preferredLocale: DEFAULT_LOCALE, fallbackLocale: 'de_DE' }),
    enabled: account?.enabled ?? true,
    regionIds: account?.regionIds ?? [],
    translationLocales: account?.translationLocales ?? [],
  };
}

/**
 * The input of the create and update mutations (and of the shared schema that checks it first):
 * trimmed texts, an exempt fallback copied, the local-admin lists only for local admins.
 */
export function adminAccountInput(
  kind: AdminKind,
  values: AdminAccountValues,
  account: AdminAccountFieldsFragment | null,
) {
  return {
    ...(account ? { id: account.id, version: account.version } : { email: values.email.trim() }),
    customerId: blankToNull(values.customerId),
    ...personInput(values),
    enabled: values.enabled,
    ...(kind === 'LOCAL_ADMIN' ? { regionIds: values.regionIds, translationLocales: values.translationLocales } : {}),
  };
}

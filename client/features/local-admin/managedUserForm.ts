import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/locales.js';
import { isFallbackExempt } from '../../../common/validation/locale-rule.js';
import type { ManagedUserFieldsFragment } from '../../graphql/graphql.js';

export interface ManagedUserValues {
  email: string;
  customerId: string;
  name: string;
  surname: string;
  companyName: string;
  phoneNo: string;
  regionId: string;
  preferredLocale: Locale;
  fallbackLocale: Locale;
  enabled: boolean;
  credentialsNonExpired: boolean;
}

/** Spec section 9: a new user is enabled, credentials valid, preferred en_GB, fallback en_GB. */
export function managedUserInitialValues(user: ManagedUserFieldsFragment | null, onlyRegion?: number): ManagedUserValues {
  const locale = (value: string | undefined, fallback: Locale): Locale => (isLocale(value) ? value : fallback);
  return {
    email: user?.email ?? '',
    customerId: user?.customerId ?? '',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    companyName: user?.companyName ?? '',
    phoneNo: user?.phoneNo ?? '',
    regionId: user?.regionId ? String(user.regionId) : onlyRegion ? String(onlyRegion) : '',
    preferredLocale: locale(user?.preferredLocale, DEFAULT_LOCALE),
    fallbackLocale: locale(user?.fallbackLocale, DEFAULT_LOCALE),
    enabled: user?.enabled ?? true,
    credentialsNonExpired: user?.credentialsNonExpired ?? true,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The shared fields as sent: trimmed texts, the region as a number, an exempt fallback copied. */
export function managedUserFields(values: ManagedUserValues) {
  const region = Number.parseInt(values.regionId, 10);
  return {
    customerId: blankToNull(values.customerId),
    name: blankToNull(values.name),
    surname: blankToNull(values.surname),
    companyName: blankToNull(values.companyName),
    phoneNo: blankToNull(values.phoneNo),
    // Undefined (not NaN) so that the schema says "required field".
    regionId: (Number.isFinite(region) ? region : undefined) as number,
    preferredLocale: values.preferredLocale,
    fallbackLocale: isFallbackExempt(values.preferredLocale) ? values.preferredLocale : values.fallbackLocale,
    enabled: values.enabled,
  };
}

import { DEFAULT_LOCALE } from '../../../common/locales.js';
import type { ManagedUserFieldsFragment } from '../../graphql/managedUsers.js';
import { blankToNull, personInitialValues, personInput, type PersonValues } from '../../ui/personValues.js';

export interface ManagedUserValues extends PersonValues {
  email: string;
  customerId: string;
  regionId: string;
  enabled: boolean;
  credentialsNonExpired: boolean;
}

/** Spec section 9: a new user is enabled, credentials valid, preferred en_GB, fallback en_GB. */
export function managedUserInitialValues(
  user: ManagedUserFieldsFragment | null,
  onlyRegion?: number,
): ManagedUserValues {
  return {
    email: user?.email ?? '',
    customerId: user?.customerId ?? '',
    ...personInitialValues(user, { preferredLocale: DEFAULT_LOCALE, fallbackLocale: DEFAULT_LOCALE }),
    regionId: user?.regionId ? String(user.regionId) : onlyRegion ? String(onlyRegion) : '',
    enabled: user?.enabled ?? true,
    credentialsNonExpired: user?.credentialsNonExpired ?? true,
  };
}

/** The shared fields as sent: trimmed texts, the region as a number, an exempt fallback copied. */
export function managedUserFields(values: ManagedUserValues) {
  const region = Number.parseInt(values.regionId, 10);
  return {
    customerId: blankToNull(values.customerId),
    ...personInput(values),
    // Undefined (not NaN) so that the schema says "required field".
    regionId: (Number.isFinite(region) ? region : undefined) as number,
    enabled: values.enabled,
  };
}

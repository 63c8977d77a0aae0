import { localeToWire } from '../../platform/rest-shapes.js';
import type { Account, PdfUserInfo } from '../accounts/account.entity.js';
import { regionToRest } from '../regions/region-admin.presenter.js';

/** A local admin or admin as GraphQL shows it (flat; regions through the region loader). */
export interface AdminAccountRecord {
  id: string;
  email: string;
  customerId: string | null;
  name: string | null;
  surname: string | null;
  companyName: string | null;
  phoneNo: string | null;
  preferredLocale: string;
  fallbackLocale: string;
  enabled: boolean;
  credentialsNonExpired: boolean;
  regionIds: number[];
  translationLocales: string[];
  version: number;
}

const regionIdsOf = (a: Account) => (a.adminRegions.isInitialized() ? a.adminRegions.getItems().map((r) => r.id).sort((x, y) => x - y) : []);

export function presentAdminAccount(a: Account): AdminAccountRecord {
  return {
    id: a.id,
    email: a.email,
    customerId: a.customerId,
    name: a.name,
    surname: a.surname,
    companyName: a.companyName,
    phoneNo: a.phoneNo,
    preferredLocale: a.preferredLocale,
    fallbackLocale: a.fallbackLocale,
    enabled: a.enabled,
    credentialsNonExpired: a.credentialsNonExpired,
    regionIds: regionIdsOf(a),
    translationLocales: [...a.translationLocales],
    version: a.version,
  };
}

function pdfInfoToRest(info: PdfUserInfo | null | undefined) {
  if (!info) return null;
  const { id, companyName, email, companyPhoneNo, companyAddressLine1, companyAddressLine2, companyAddressLine3, version } = info;
  return { id, companyName, email, companyPhoneNo, companyAddressLine1, companyAddressLine2, companyAddressLine3, version };
}

/** The spec's admin record: account state outside, the person in `kokoBaseUser`. */
export function adminToRest(a: Account) {
  return {
    enabled: a.enabled,
    credentialsNonExpired: a.credentialsNonExpired,
    version: a.version,
    kokoBaseUser: {
      id: a.id,
      email: a.email,
      customerId: a.customerId,
      companyName: a.companyName,
      name: a.name,
      surname: a.surname,
      phoneNo: a.phoneNo,
      preferredLocale: localeToWire(a.preferredLocale),
      fallbackLocale: localeToWire(a.fallbackLocale),
      enabled: a.enabled,
      version: a.version,
      pdfUserInfo: pdfInfoToRest(a.pdfUserInfo),
    },
  };
}

/** The spec's local-admin record: the admin record plus regions and translation languages. */
export function localAdminToRest(a: Account) {
  const regions = a.adminRegions.isInitialized() ? [...a.adminRegions.getItems()].sort((x, y) => x.name.localeCompare(y.name)) : [];
  return {
    ...adminToRest(a),
    regions: regions.map(regionToRest),
    translationLanguages: a.translationLocales.map((l) => localeToWire(l)),
  };
}

import type { AccountRecordFields } from '../accounts/account.types.js';
import { accountRecordOf } from '../accounts/account.presenter.js';
import { personFieldsOf } from '../accounts/person-details.js';
import { joinLocale, splitLocale } from '../../../common/locales.js';
import type { Account, PdfUserInfo } from '../accounts/account.entity.js';
import type { RegionRecord } from '../regions/region.loader.js';

/** A managed user as GraphQL shows it (flat; region and program count through loaders). */
export interface ManagedUserRecord extends AccountRecordFields {
  regionId: number | null;
  /** Known already when the record comes from the read path (the region field then needs no query). */
  region?: RegionRecord | null;
}

export function presentManagedUser(a: Account): ManagedUserRecord {
  return { ...accountRecordOf(a), regionId: a.region?.id ?? null };
}

function pdfInfoToRest(info: PdfUserInfo | null | undefined) {
  if (!info) return null;
  const {
    id,
    companyName,
    email,
    companyPhoneNo,
    companyAddressLine1,
    companyAddressLine2,
    companyAddressLine3,
    version,
  } = info;
  return {
    id,
    companyName,
    email,
    companyPhoneNo,
    companyAddressLine1,
    companyAddressLine2,
    companyAddressLine3,
    version,
  };
}

/**
 * The spec's local-admin user record: `kokoBaseUser` holds the person, the outer object the
 * account state and region. One account has one version, so both versions are the same.
 */
export function managedUserToRest(a: Account, regions: ReadonlyMap<number, RegionRecord>) {
  const region = a.region ? regions.get(a.region.id) : undefined;
  const person = personFieldsOf(a.person);
  return {
    kokoBaseUser: {
      id: a.id,
      customerId: a.customerId,
      email: a.email,
      ...person,
      preferredLocale: splitLocale(person.preferredLocale),
      fallbackLocale: splitLocale(person.fallbackLocale),
      version: a.version,
      pdfUserInfo: pdfInfoToRest(a.pdfUserInfo),
    },
    enabled: a.enabled,
    credentialsNonExpired: a.credentialsNonExpired,
    region: region
      ? {
          id: region.id,
          name: region.name,
          defaultLocale: splitLocale(region.defaultLocale),
          enabled: region.enabled,
          version: region.version,
        }
      : null,
    version: a.version,
  };
}

/** A record of the read path (REST's shape, managed-user.reads.ts) as GraphQL shows it. */
export function managedUserRecordFromRest(u: ReturnType<typeof managedUserToRest>): ManagedUserRecord {
  const { version: _version, pdfUserInfo: _pdfUserInfo, preferredLocale, fallbackLocale, ...person } = u.kokoBaseUser;
  return {
    ...person,
    preferredLocale: joinLocale(preferredLocale.language, preferredLocale.country),
    fallbackLocale: joinLocale(fallbackLocale.language, fallbackLocale.country),
    enabled: u.enabled,
    credentialsNonExpired: u.credentialsNonExpired,
    regionId: u.region?.id ?? null,
    version: u.version,
    region: u.region
      ? { ...u.region, defaultLocale: joinLocale(u.region.defaultLocale.language, u.region.defaultLocale.country) }
      : null,
  };
}

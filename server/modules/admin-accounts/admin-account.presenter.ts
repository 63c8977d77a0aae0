import type { AccountRecordFields } from '../accounts/account.types.js';
import { accountRecordOf, presentPdfUserInfo } from '../accounts/account.presenter.js';
import { localeToWire, withWireLocales } from '../../platform/rest-shapes.js';
import { personFieldsOf } from '../accounts/person-details.js';
import type { Account } from '../accounts/account.entity.js';
import { regionToRest } from '../regions/region-admin.presenter.js';
import type { RegionRecord } from '../regions/region.loader.js';
import type { AdminAccountRead } from './admin-account.reads.js';

/** A local admin or admin as GraphQL shows it (flat; regions through the region loader). */
export interface AdminAccountRecord extends AccountRecordFields {
  regionIds: number[];
  translationLocales: string[];
  /** The regions of `regionIds`, known from the read (the regions field then needs no query). */
  regions?: RegionRecord[];
}

/**
 * An entity as the read path reads it (admin-account.reads.ts): the one shape both paths present
 * from. Regions only when loaded (an admins page does not load them), by id.
 */
export function adminAccountReadOf(a: Account): AdminAccountRead {
  const info = a.pdfUserInfo;
  const regions = a.adminRegions.isInitialized() ? [...a.adminRegions.getItems()].sort((x, y) => x.id - y.id) : [];
  return {
    ...accountRecordOf(a),
    translationLocales: [...a.translationLocales],
    pdfUserInfo: info ? presentPdfUserInfo(info) : null,
    regions: regions.map((r) => ({
      id: r.id,
      name: r.name,
      defaultLocale: r.defaultLocale,
      enabled: r.enabled,
      version: r.version,
    })),
  };
}

export function adminAccountRecordOf(a: AdminAccountRead): AdminAccountRecord {
  const { pdfUserInfo: _pdf, regions, ...person } = a;
  return { ...person, regionIds: regions.map((r) => r.id), regions };
}

export function presentAdminAccount(a: Account): AdminAccountRecord {
  return adminAccountRecordOf(adminAccountReadOf(a));
}

/** The spec's admin record: account state outside, the person in `kokoBaseUser`. */
export function adminReadToRest(a: AdminAccountRead) {
  return {
    enabled: a.enabled,
    credentialsNonExpired: a.credentialsNonExpired,
    version: a.version,
    kokoBaseUser: {
      id: a.id,
      email: a.email,
      customerId: a.customerId,
      ...withWireLocales(personFieldsOf(a)),
      enabled: a.enabled,
      version: a.version,
      pdfUserInfo: a.pdfUserInfo,
    },
  };
}

/** The spec's local-admin record: the admin record plus regions (by name) and translation languages. */
export function localAdminReadToRest(a: AdminAccountRead) {
  return {
    ...adminReadToRest(a),
    regions: [...a.regions].sort((x, y) => x.name.localeCompare(y.name)).map(regionToRest),
    translationLanguages: a.translationLocales.map((l) => localeToWire(l)),
  };
}

export const adminToRest = (a: Account) => adminReadToRest(adminAccountReadOf(a));
export const localAdminToRest = (a: Account) => localAdminReadToRest(adminAccountReadOf(a));

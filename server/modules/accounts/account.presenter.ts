import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Account, PdfUserInfo } from './account.entity.js';
import type { AccountRecordFields } from './account.types.js';
import { personFieldsOf } from './person-details.js';

/** What the client sees of accounts: the entity's fields mapped explicitly, never the entity. */

/** The caller's session view: roles and region come from the token, the rest from the account. */
export function presentMe(account: Account, user: AuthUser) {
  return {
    id: account.id,
    email: account.email,
    customerId: account.customerId,
    ...personFieldsOf(account.person),
    roles: user.roles,
    mustResetPassword: !account.credentialsNonExpired,
    regionId: user.regionId,
    version: account.version,
  };
}

/** The fields every record of an account shows (managed users, local admins, admins). */
export function accountRecordOf(a: Account): AccountRecordFields {
  return {
    id: a.id,
    email: a.email,
    customerId: a.customerId,
    ...personFieldsOf(a.person),
    enabled: a.enabled,
    credentialsNonExpired: a.credentialsNonExpired,
    version: a.version,
  };
}

export function presentPdfUserInfo(info: PdfUserInfo) {
  return {
    id: info.id,
    companyName: info.companyName,
    email: info.email,
    companyPhoneNo: info.companyPhoneNo,
    companyAddressLine1: info.companyAddressLine1,
    companyAddressLine2: info.companyAddressLine2,
    companyAddressLine3: info.companyAddressLine3,
    version: info.version,
  };
}

/** GET /secured/api/user: the own profile with the PDF data (pdfUserInfo populated). */
export function presentProfile(account: Account) {
  return {
    id: account.id,
    email: account.email,
    customerId: account.customerId,
    ...personFieldsOf(account.person),
    version: account.version,
    pdfUserInfo: account.pdfUserInfo ? presentPdfUserInfo(account.pdfUserInfo) : null,
  };
}

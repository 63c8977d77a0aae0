import type { Deps } from '../../platform/context.js';
import { readPersonPage, type PersonList, type PersonPageQuery } from '../../platform/person-page-sql.js';
import type { PageCount } from '../../platform/substring-search.js';
import { personJsonFields } from '../accounts/person-details.js';
import { regionJson } from '../regions/region.reads.js';
import type { managedUserToRest } from './managed-user.presenter.js';

/**
 * The read path of the local admin's users list: the spec's records built by PostgreSQL, the
 * count in the same statement (person-page-sql.ts). The scope is managedUserWhere's
 * (managed-user.policy.ts), as SQL: plain APP_USER accounts of the caller's regions;
 * tests/server/local-admin/people-reads.property.test.ts checks it against a model of the rule.
 */

/** `"ll_CC"` as REST's `{ language, country }` (splitLocale). */
export const localeJson = (column: string) =>
  `json_build_object('language', split_part(${column}, '_', 1), 'country', split_part(${column}, '_', 2))`;

/** managedUserWhere on alias `a` (the partial indexes of migration 20261124020000 use the same predicate). */
export const MANAGED_USER_SQL = (region: string | null) =>
  `a.roles @> '{APP_USER}' and not (a.roles && '{ADMIN,LOCAL_ADMIN,CONTENT_EDITOR}')${region === null ? '' : ` and a.region_id = any(${region})`}`;

const USERS: PersonList = {
  name: 'managedUsers',
  table: 'account',
  scope: MANAGED_USER_SQL,
  item: `json_build_object(
    'kokoBaseUser', json_build_object('id', p.id, 'customerId', p.customer_id, 'email', p.email, ${personJsonFields('p', localeJson)},
      'version', p.version, 'pdfUserInfo', case when i.id is null then null else json_build_object('id', i.id, 'companyName', i.company_name, 'email', i.email,
        'companyPhoneNo', i.company_phone_no, 'companyAddressLine1', i.company_address_line1, 'companyAddressLine2', i.company_address_line2,
        'companyAddressLine3', i.company_address_line3, 'version', i.version) end),
    'enabled', p.enabled, 'credentialsNonExpired', p.credentials_non_expired,
    'region', ${regionJson(localeJson)},
    'version', p.version)`,
  joins: 'left join region r on r.id = p.region_id left join pdf_user_info i on i.id = p.pdf_user_info_id',
};

export type ManagedUserRest = ReturnType<typeof managedUserToRest>;

export interface ManagedUserRestPage extends PageCount {
  users: ManagedUserRest[];
}

/** One page of the users of the caller's regions (null: every region), as REST shows them. */
export async function readManagedUserPage(
  deps: Pick<Deps, 'orm' | 'config'>,
  query: PersonPageQuery,
): Promise<ManagedUserRestPage> {
  const { items, ...count } = await readPersonPage<ManagedUserRest>(deps, USERS, query);
  return { users: items, ...count };
}

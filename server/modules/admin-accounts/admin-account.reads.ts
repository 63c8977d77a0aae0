import type { AccountRecordFields } from '../accounts/account.types.js';
import { personJsonFields } from '../accounts/person-details.js';
import type { Deps } from '../../platform/context.js';
import { readRows } from '../../platform/read-sql.js';
import { containsPattern } from '../../platform/substring-search.js';
import type { RegionRecord } from '../regions/region.loader.js';
import type { AdminKind } from './admin-account.policy.js';

/**
 * The read path of the admin's local-admins and admins lists: one statement with the page's
 * records (built by PostgreSQL, PDF data and, for local admins, regions included) and the total.
 * The kind is kindWhere's (admin-account.policy.ts) as SQL; the search is the people search of
 * person-page-sql.ts. tests/server/admin/admin-reads.property.test.ts checks it against a model of the rule.
 */

/** An account of the admin lists as read; admin-account.presenter.ts turns it into REST's and GraphQL's records. */
export interface AdminAccountRead extends AccountRecordFields {
  translationLocales: string[];
  pdfUserInfo: {
    id: string;
    companyName: string | null;
    email: string | null;
    companyPhoneNo: string | null;
    companyAddressLine1: string | null;
    companyAddressLine2: string | null;
    companyAddressLine3: string | null;
    version: number;
  } | null;
  /** By id; local admins only (an admin's record shows none). */
  regions: RegionRecord[];
}

export const KIND_SQL: Record<AdminKind, string> = {
  ADMIN: `a.roles @> '{ADMIN}'`,
  LOCAL_ADMIN: `a.roles @> '{LOCAL_ADMIN}' and not (a.roles && '{ADMIN}')`,
};

const REGIONS = `coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'defaultLocale', r.default_locale, 'enabled', r.enabled, 'version', r.version) order by r.id)
  from account_admin_region ar join region r on r.id = ar.region_id where ar.account_id = p.id), '[]')`;

const item = (
  kind: AdminKind,
) => `json_build_object('id', p.id, 'email', p.email, 'customerId', p.customer_id, ${personJsonFields('p')},
  'enabled', p.enabled, 'credentialsNonExpired', p.credentials_non_expired, 'version', p.version, 'translationLocales', to_json(p.translation_locales),
  'pdfUserInfo', case when i.id is null then null else json_build_object('id', i.id, 'companyName', i.company_name, 'email', i.email,
    'companyPhoneNo', i.company_phone_no, 'companyAddressLine1', i.company_address_line1, 'companyAddressLine2', i.company_address_line2,
    'companyAddressLine3', i.company_address_line3, 'version', i.version) end,
  'regions', ${kind === 'LOCAL_ADMIN' ? REGIONS : `'[]'::json`})`;

/** Parameters: the term and its pattern (containsPattern). */
const SEARCH = `and a.search_key like '%' || regexp_replace(lower(?), '[^[:alnum:]]+', '', 'g') || '%' and a.search_text like ?`;

/** Parameters: the search's (if any), again the search's, the limit and the offset. */
const pageSql = (kind: AdminKind, search: boolean) => {
  const where = `${KIND_SQL[kind]} ${search ? SEARCH : ''}`;
  return `select (select count(*)::int from account a where ${where}) as n,
    coalesce((select json_agg(${item(kind)} order by p.surname, p.name, p.id)
      from (select a.* from account a where ${where} order by a.surname, a.name, a.id limit ? offset ?) p
      left join pdf_user_info i on i.id = p.pdf_user_info_id), '[]') as items`;
};

const STATEMENTS = Object.fromEntries(
  (['ADMIN', 'LOCAL_ADMIN'] as const).flatMap((kind) => [
    [`${kind}`, pageSql(kind, false)],
    [`${kind}.search`, pageSql(kind, true)],
  ]),
);

export interface AdminAccountReadPage {
  accounts: AdminAccountRead[];
  totalElements: number;
  totalPages: number;
}

/** One page of the accounts of `kind` by surname, name, id; `term` ('' none) a substring of the person. */
export async function readAdminAccountPage(
  deps: Pick<Deps, 'orm' | 'config'>,
  kind: AdminKind,
  pageNo: number,
  pageSize: number,
  term: string,
): Promise<AdminAccountReadPage> {
  const key = term === '' ? kind : `${kind}.search`;
  const search = term === '' ? [] : [term, containsPattern(term)];
  const values = [...search, ...search, pageSize, pageNo * pageSize];
  const [row] = await readRows<{ n: number; items: AdminAccountRead[] }>(
    deps,
    `adminAccounts.${key}`,
    STATEMENTS[key]!,
    values,
  );
  return { accounts: row!.items, totalElements: row!.n, totalPages: Math.ceil(row!.n / pageSize) };
}

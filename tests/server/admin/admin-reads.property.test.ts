import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE, localAdminPageSchema } from '../../../common/validation/index.js';
import type { AdminKind } from '../../../server/modules/admin-accounts/admin-account.policy.js';
import { accountPage } from '../../../server/modules/admin-accounts/admin-account.service.js';
import { validate } from '../../../server/platform/validation.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { byKeys, collationOf, outcome, pageOf, personSearch, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * The local-admins and admins lists (records and total in one statement, JSON built by
 * PostgreSQL) answer as a small model of the rule says, on any data: accounts of random roles
 * (local admin, admin, both, neither), names (missing, tied), regions, translation languages and
 * PDF data; random pages and searches. Bad input is refused as the page's validation refuses it.
 */

let t: TestApp;
let sql: Sql;
let regions: number[];

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  regions = (await sql<{ id: number }>('select id from region order by id')).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

const account = fc.record({
  name: fc.option(fc.constantFrom('Anna', 'anna', 'Lea', 'Ólaf')),
  surname: fc.option(fc.constantFrom('Walker', 'Kowalski', 'Lea-W', '')),
  company: fc.option(fc.constantFrom('Studio', 'x%y spa')),
  mail: fc.constantFrom('lea.w', 'anna_k', 'x%y'),
  roles: fc.constantFrom(
    ['LOCAL_ADMIN'],
    ['LOCAL_ADMIN'],
    ['ADMIN'],
    ['LOCAL_ADMIN', 'ADMIN'],
    ['APP_USER'],
    ['LOCAL_ADMIN', 'CONTENT_EDITOR'],
  ),
  regions: fc.subarray([0, 1, 2, 3]),
  locales: fc.subarray(['de_DE', 'pl_PL', 'en_GB']),
  pdf: fc.boolean(),
  flags: fc.tuple(fc.boolean(), fc.boolean()),
});
type AccountData = typeof account extends fc.Arbitrary<infer T> ? T : never;

const query = fc.record(
  {
    kind: fc.constantFrom('ADMIN' as const, 'LOCAL_ADMIN' as const),
    pageNo: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(-1)),
    pageSize: fc.option(fc.integer({ min: 1, max: 6 })),
    search: fc.constantFrom(null, '', 'a', 'lea', 'LEA.W', 'x%y', '_', 'zzz', 'ó', 'admin'),
  },
  { requiredKeys: ['kind'] },
);

async function insertAccounts(data: AccountData[]): Promise<void> {
  await sql(`delete from account where email like '%@prop.test'`);
  await sql(`delete from pdf_user_info where company_name like 'prop %'`);
  for (const [i, a] of data.entries()) {
    let pdf: string | null = null;
    if (a.pdf) {
      [{ id: pdf }] = (await sql<{ id: string }>(
        `insert into pdf_user_info (id, company_name, email, company_address_line2, version) values (gen_random_uuid(), ?, ?, 'Floor 2', ?) returning id`,
        [`prop ${i}`, `${a.mail}@pdf.test`, 1 + (i % 2)],
      )) as [{ id: string }];
    }
    const [{ id }] = (await sql<{ id: string }>(
      `insert into account (id, email, password_hash, name, surname, company_name, phone_no, roles, tokens_valid_after, translation_locales,
         created_date, preferred_locale, fallback_locale, enabled, credentials_non_expired, pdf_user_info_id, version)
       values (gen_random_uuid(), ?, 'x', ?, ?, ?, ?, ?::text[], now(), ?::text[], now(), 'de_DE', 'en_GB', ?, ?, ?, ?) returning id`,
      [
        `${a.mail}${i}@prop.test`,
        a.name,
        a.surname,
        a.company,
        a.flags[0] ? '+49 1' : null,
        `{${a.roles.join(',')}}`,
        `{${a.locales.join(',')}}`,
        a.flags[0],
        a.flags[1],
        pdf,
        1 + (i % 3),
      ],
    )) as [{ id: string }];
    for (const r of a.regions)
      if (regions[r] !== undefined)
        await sql('insert into account_admin_region (account_id, region_id) values (?, ?)', [id, regions[r]]);
  }
}

const ctx = () => propertyCtx(t);

/** Every account as stored, with what its record shows (the model's input: the demo accounts too). */
async function storedAccounts() {
  const accounts = await sql<{
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
    version: number;
    translationLocales: string[];
    roles: string[];
    search_text: string;
    search_key: string;
    pdf: string | null;
  }>(`select id, email, customer_id as "customerId", name, surname, company_name as "companyName", phone_no as "phoneNo", preferred_locale as "preferredLocale",
      fallback_locale as "fallbackLocale", enabled, credentials_non_expired as "credentialsNonExpired", version, translation_locales as "translationLocales",
      roles, search_text, search_key, pdf_user_info_id as pdf from account`);
  const pdfs = await sql<{
    id: string;
  }>(`select id, company_name as "companyName", email, company_phone_no as "companyPhoneNo", company_address_line1 as "companyAddressLine1",
      company_address_line2 as "companyAddressLine2", company_address_line3 as "companyAddressLine3", version from pdf_user_info`);
  const regionRows = await sql<{
    account: string;
    id: number;
  }>(`select ar.account_id as account, r.id, r.name, r.default_locale as "defaultLocale", r.enabled, r.version
      from account_admin_region ar join region r on r.id = ar.region_id order by r.id`);
  return accounts.map(({ roles, search_text, search_key, pdf, ...record }) => ({
    roles,
    search_text,
    search_key,
    record: {
      ...record,
      pdfUserInfo: pdfs.find((p) => p.id === pdf) ?? null,
      regions: regionRows.filter((r) => r.account === record.id).map(({ account: _, ...r }) => r),
    },
  }));
}

/**
 * The rule: accounts with ADMIN, or with LOCAL_ADMIN and not ADMIN; a search is a substring of
 * the person (personSearch); by surname, name, id (nulls last), paged; a local admin's record
 * shows its regions by id, an admin's none.
 */
async function expected(kind: AdminKind, input: Record<string, unknown>) {
  const q = await validate(localAdminPageSchema, input);
  const pageNo = q.pageNo ?? 0;
  const pageSize = q.pageSize ?? ADMIN_ACCOUNTS_DEFAULT_PAGE_SIZE;
  const matches = await personSearch(t, (q.search ?? '').trim());
  const all = await storedAccounts();
  const collation = await collationOf(
    t,
    all.flatMap((a) => [a.record.surname ?? '', a.record.name ?? '']),
  );
  const found = all
    .filter((a) =>
      kind === 'ADMIN' ? a.roles.includes('ADMIN') : a.roles.includes('LOCAL_ADMIN') && !a.roles.includes('ADMIN'),
    )
    .filter(matches)
    .map((a) => a.record)
    .sort(
      byKeys(
        collation,
        { of: (a) => a.surname, collated: true },
        { of: (a) => a.name, collated: true },
        { of: (a) => a.id },
      ),
    );
  return {
    accounts: pageOf(found, pageNo, pageSize).map((a) => (kind === 'ADMIN' ? { ...a, regions: [] } : a)),
    totalElements: found.length,
    totalPages: Math.ceil(found.length / pageSize),
  };
}

describe('the admin accounts lists read path', () => {
  it('answers the local-admins and admins pages as the model of the rule on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(account, { maxLength: 12 }),
        fc.array(query, { minLength: 1, maxLength: 8 }),
        async (data, queries) => {
          await insertAccounts(data);
          for (const { kind, ...input } of queries) {
            expect(await outcome(() => accountPage(ctx(), kind, input))).toEqual(
              await outcome(() => expected(kind, input)),
            );
          }
        },
      ),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 40), seed: 20261127, endOnFailure: true },
    );
  });
});

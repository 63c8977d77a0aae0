import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { accountPage, accountPageFromEntities } from '../../../server/modules/admin-accounts/admin-account.service.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { outcome, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * While both paths exist (issue 16), the local-admins and admins lists of the read path (records
 * and total in one statement, JSON built by PostgreSQL) must answer exactly as the ORM path on any
 * data: accounts of random roles (local admin, admin, both, neither), names (missing, tied),
 * regions, translation languages and PDF data; random pages and searches; bad input too.
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
  roles: fc.constantFrom(['LOCAL_ADMIN'], ['LOCAL_ADMIN'], ['ADMIN'], ['LOCAL_ADMIN', 'ADMIN'], ['APP_USER'], ['LOCAL_ADMIN', 'CONTENT_EDITOR']),
  regions: fc.subarray([0, 1, 2, 3]),
  locales: fc.subarray(['de_DE', 'pl_PL', 'en_GB']),
  pdf: fc.boolean(),
  flags: fc.tuple(fc.boolean(), fc.boolean()),
});
type AccountData = typeof account extends fc.Arbitrary<infer T> ? T : never;

const query = fc.record({
  kind: fc.constantFrom('ADMIN' as const, 'LOCAL_ADMIN' as const),
  pageNo: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(-1)),
  pageSize: fc.option(fc.integer({ min: 1, max: 6 })),
  search: fc.constantFrom(null, '', 'a', 'lea', 'LEA.W', 'x%y', '_', 'zzz', 'ó', 'admin'),
}, { requiredKeys: ['kind'] });

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
      [`${a.mail}${i}@prop.test`, a.name, a.surname, a.company, a.flags[0] ? '+49 1' : null, `{${a.roles.join(',')}}`, `{${a.locales.join(',')}}`,
        a.flags[0], a.flags[1], pdf, 1 + (i % 3)],
    )) as [{ id: string }];
    for (const r of a.regions) if (regions[r] !== undefined) await sql('insert into account_admin_region (account_id, region_id) values (?, ?)', [id, regions[r]]);
  }
}

const ctx = () => propertyCtx(t);

describe('the admin accounts lists read path', () => {
  it('answers the local-admins and admins pages exactly as the ORM path on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(account, { maxLength: 12 }), fc.array(query, { minLength: 1, maxLength: 8 }), async (data, queries) => {
        await insertAccounts(data);
        for (const { kind, ...input } of queries) {
          const [fast, orm] = [await outcome(() => accountPage(ctx(), kind, input)), await outcome(() => accountPageFromEntities(ctx(), kind, input))];
          expect(fast).toEqual(orm);
        }
      }),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 40), seed: 20261127, endOnFailure: true },
    );
  });
});

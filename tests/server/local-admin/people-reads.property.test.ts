import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import * as candidates from '../../../server/modules/candidates/candidate-admin.service.js';
import * as users from '../../../server/modules/managed-users/managed-user.service.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { outcome, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from './fixtures.js';

/**
 * While both paths exist (issue 16), the users and candidates lists of the read path (one
 * statement, JSON built by PostgreSQL, person-page-sql.ts) must answer exactly as the ORM path on
 * any data: people with random (also missing, tied, accented) names, roles, regions, PDF data and
 * locales, sometimes hundreds more so that searches pass their count caps and walk; viewers of
 * every scope (ADMIN, a local admin of some regions or of none); random pages and searches.
 */

let t: TestApp;
let sql: Sql;
let regions: number[];

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
  regions = (await sql<{ id: number }>('select id from region order by id')).map((r) => r.id).slice(0, 3);
});
afterAll(async () => {
  await t.close();
});

const person = fc.record({
  name: fc.option(fc.constantFrom('Anna', 'anna', 'Ánna', 'Lea', 'Jan', "O'Brien")),
  surname: fc.option(fc.constantFrom('Walker', 'walker', 'Kowalski', 'Müller', 'Lea-W', '')),
  company: fc.option(fc.constantFrom('Studio', 'x%y spa', 'Walk_in')),
  mail: fc.constantFrom('lea.w', 'anna_k', 'x%y', 'jan'),
  roles: fc.constantFrom(['APP_USER'], ['APP_USER'], ['APP_USER', 'CONTENT_EDITOR'], ['LOCAL_ADMIN'], ['APP_USER', 'ADMIN']),
  region: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 4 }),
  pdf: fc.boolean(),
  preferred: fc.constantFrom('pl_PL', 'en_GB', 'de_DE'),
  fallback: fc.constantFrom('pl_PL', 'en_GB'),
  flags: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
  micros: fc.integer({ min: 0, max: 1e12 }),
});
type Person = typeof person extends fc.Arbitrary<infer T> ? T : never;

const query = fc.record({
  viewer: fc.constantFrom<number[] | null>(null, [0], [1, 2], []),
  pageNo: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(40)),
  pageSize: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(49)),
  search: fc.oneof(
    fc.constantFrom(null, '', 'a', 'lea', 'LEA.W', 'x%y', '_', ' anna ', 'zzz', 'ü', "o'b", 'lk1'),
    fc.constantFrom('walk', 'walk', 'bulk', 'wa', 'bu', 'er1'), // many matches with a bulk: past the caps
  ),
});

async function insertPeople(people: Person[], bulk: number): Promise<void> {
  await sql(`delete from account where email like '%@prop.test'`);
  await sql(`delete from pdf_user_info where company_name like 'prop %'`);
  await sql(`delete from candidate where email like '%@prop.test'`);
  for (const [i, p] of people.entries()) {
    const region = p.region === null ? null : regions[p.region]!;
    let pdf: string | null = null;
    if (p.pdf) {
      [{ id: pdf }] = await sql<{ id: string }>(
        `insert into pdf_user_info (id, company_name, email, company_phone_no, company_address_line1, version) values (gen_random_uuid(), ?, ?, null, 'Street 1', ?) returning id`,
        [`prop ${p.company ?? ''}`, `${p.mail}@pdf.test`, 1 + (i % 3)],
      ) as [{ id: string }];
    }
    await sql(
      `insert into account (id, email, password_hash, name, surname, company_name, phone_no, customer_id, roles, tokens_valid_after, translation_locales,
         created_date, region_id, preferred_locale, fallback_locale, enabled, credentials_non_expired, pdf_user_info_id, version)
       values (gen_random_uuid(), ?, 'x', ?, ?, ?, ?, ?, ?::text[], now(), '{}', now(), ?, ?, ?, ?, ?, ?, ?)`,
      [`${p.mail}${i}@prop.test`, p.name, p.surname, p.company, p.flags[0] ? '+48 1' : null, p.flags[1] ? 'C-1' : null, `{${p.roles.join(',')}}`,
        region, p.preferred, p.fallback, p.flags[0], p.flags[1], pdf, 1 + (i % 4)],
    );
    await sql(
      `insert into candidate (id, email, customer_id, company_name, name, surname, phone_no, preferred_locale, fallback_locale, region_id,
         terms_confirmed, privacy_policy_confirmed, email_confirmed, created_date, version)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, timestamptz '2026-01-01' + ? * interval '1 microsecond', ?)`,
      [`${p.mail}${i}@prop.test`, p.flags[1] ? 'C-1' : null, p.company, p.name, p.surname, p.flags[0] ? '+48 1' : null, p.preferred, p.fallback,
        regions[p.region ?? 0], p.flags[0], p.flags[1], p.flags[2], p.micros, 1 + (i % 4)],
    );
  }
  if (bulk > 0) {
    // Enough matches of 'walk', 'wa', 'bulk' to pass the count caps (200, 500): the walking
    // strategies. Odd rows sort first and match none of them, so a walk of 1,000 rows may not fill
    // the page and every match is collected.
    const regionOf = `(array[${regions.join(',')}])[1 + g % ${regions.length}]`;
    const email = `case when g % 2 = 1 then 'fill' else 'bulk' end || g || '@prop.test'`;
    const surname = `case when g % 2 = 1 then 'Aab' || (g % 41) else 'Walker' || (g % 37) end`;
    await sql(`insert into account (id, email, password_hash, name, surname, company_name, roles, tokens_valid_after, translation_locales, created_date, region_id, preferred_locale, fallback_locale)
      select gen_random_uuid(), ${email}, 'x', 'Bulk' || chr(67 - g % 3), ${surname}, null, '{APP_USER}', now(), '{}', now(), ${regionOf}, 'en_GB', 'en_GB'
        from generate_series(1, ?) g`, [bulk]);
    await sql(`insert into candidate (id, email, company_name, name, surname, preferred_locale, fallback_locale, region_id, created_date, version)
      select gen_random_uuid(), ${email}, null, 'Bulk' || chr(67 - g % 3), ${surname}, 'en_GB', 'en_GB', ${regionOf}, now(), 1
        from generate_series(1, ?) g`, [bulk]);
  }
}

const ctxOf = (viewer: number[] | null) =>
  propertyCtx(t, viewer === null ? {} : { roles: ['LOCAL_ADMIN'], adminRegionIds: viewer.map((i) => regions[i]!) });


describe('the people lists read path', () => {
  it('answers the users and candidates pages exactly as the ORM path on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(person, { maxLength: 16 }), fc.constantFrom(0, 520, 2400, 2400), fc.array(query, { minLength: 3, maxLength: 10 }), async (people, bulk, queries) => {
        await insertPeople(people, bulk);
        for (const q of queries) {
          const input = { pageNo: q.pageNo, pageSize: q.pageSize, search: q.search };
          const [fastUsers, ormUsers] = [await outcome(() => users.userPage(ctxOf(q.viewer), input)), await outcome(() => users.userPageFromEntities(ctxOf(q.viewer), input))];
          expect(fastUsers).toEqual(ormUsers);
          const [fast, orm] = [await outcome(() => candidates.candidatePage(ctxOf(q.viewer), input)), await outcome(() => candidates.candidatePageFromEntities(ctxOf(q.viewer), input))];
          expect(fast).toEqual(orm);
        }
      }),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 30), seed: 20261127, endOnFailure: true },
    );
  }, 300_000); // hundreds of rows per run: minutes on a busy machine
});

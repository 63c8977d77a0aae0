import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LOCAL_ADMIN_DEFAULT_PAGE_SIZE, localAdminPageSchema } from '../../../common/validation/index.js';
import * as candidates from '../../../server/modules/candidates/candidate-admin.service.js';
import * as users from '../../../server/modules/managed-users/managed-user.service.js';
import { requireRegionScope } from '../../../server/modules/regions/region.policy.js';
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP, SHORT_SEARCH_COUNT_CAP } from '../../../server/platform/substring-search.js';
import { validate } from '../../../server/platform/validation.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { byKeys, collationOf, outcome, pageOf, personSearch, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from './fixtures.js';

/**
 * The users and candidates lists (JSON built by PostgreSQL, person-page-sql.ts) answer as a small
 * model of the rule says, on any data: people with random (also missing, tied, accented) names,
 * roles, regions, PDF data and locales, sometimes hundreds more so that searches pass their count
 * caps and walk; viewers of every scope (ADMIN, a local admin of some regions or of none); random
 * pages and searches. Bad input is refused as the page's validation refuses it.
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
  roles: fc.constantFrom(
    ['APP_USER'],
    ['APP_USER'],
    ['APP_USER', 'CONTENT_EDITOR'],
    ['LOCAL_ADMIN'],
    ['APP_USER', 'ADMIN'],
  ),
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
      [{ id: pdf }] = (await sql<{ id: string }>(
        `insert into pdf_user_info (id, company_name, email, company_phone_no, company_address_line1, version) values (gen_random_uuid(), ?, ?, null, 'Street 1', ?) returning id`,
        [`prop ${p.company ?? ''}`, `${p.mail}@pdf.test`, 1 + (i % 3)],
      )) as [{ id: string }];
    }
    await sql(
      `insert into account (id, email, password_hash, name, surname, company_name, phone_no, customer_id, roles, tokens_valid_after, translation_locales,
         created_date, region_id, preferred_locale, fallback_locale, enabled, credentials_non_expired, pdf_user_info_id, version)
       values (gen_random_uuid(), ?, 'x', ?, ?, ?, ?, ?, ?::text[], now(), '{}', now(), ?, ?, ?, ?, ?, ?, ?)`,
      [
        `${p.mail}${i}@prop.test`,
        p.name,
        p.surname,
        p.company,
        p.flags[0] ? '+48 1' : null,
        p.flags[1] ? 'C-1' : null,
        `{${p.roles.join(',')}}`,
        region,
        p.preferred,
        p.fallback,
        p.flags[0],
        p.flags[1],
        pdf,
        1 + (i % 4),
      ],
    );
    await sql(
      `insert into candidate (id, email, customer_id, company_name, name, surname, phone_no, preferred_locale, fallback_locale, region_id,
         terms_confirmed, privacy_policy_confirmed, email_confirmed, created_date, version)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, timestamptz '2026-01-01' + ? * interval '1 microsecond', ?)`,
      [
        `${p.mail}${i}@prop.test`,
        p.flags[1] ? 'C-1' : null,
        p.company,
        p.name,
        p.surname,
        p.flags[0] ? '+48 1' : null,
        p.preferred,
        p.fallback,
        regions[p.region ?? 0],
        p.flags[0],
        p.flags[1],
        p.flags[2],
        p.micros,
        1 + (i % 4),
      ],
    );
  }
  if (bulk > 0) {
    // Enough matches of 'walk', 'wa', 'bulk' to pass the count caps (200, 500): the walking
    // strategies. Odd rows sort first and match none of them, so a walk of 1,000 rows may not fill
    // the page and every match is collected.
    const regionOf = `(array[${regions.join(',')}])[1 + g % ${regions.length}]`;
    const email = `case when g % 2 = 1 then 'fill' else 'bulk' end || g || '@prop.test'`;
    const surname = `case when g % 2 = 1 then 'Aab' || (g % 41) else 'Walker' || (g % 37) end`;
    await sql(
      `insert into account (id, email, password_hash, name, surname, company_name, roles, tokens_valid_after, translation_locales, created_date, region_id, preferred_locale, fallback_locale)
      select gen_random_uuid(), ${email}, 'x', 'Bulk' || chr(67 - g % 3), ${surname}, null, '{APP_USER}', now(), '{}', now(), ${regionOf}, 'en_GB', 'en_GB'
        from generate_series(1, ?) g`,
      [bulk],
    );
    await sql(
      `insert into candidate (id, email, company_name, name, surname, preferred_locale, fallback_locale, region_id, created_date, version)
      select gen_random_uuid(), ${email}, null, 'Bulk' || chr(67 - g % 3), ${surname}, 'en_GB', 'en_GB', ${regionOf}, now(), 1
        from generate_series(1, ?) g`,
      [bulk],
    );
  }
}

const ctxOf = (viewer: number[] | null) =>
  propertyCtx(t, viewer === null ? {} : { roles: ['LOCAL_ADMIN'], adminRegionIds: viewer.map((i) => regions[i]!) });

/** Every user account and candidate as stored (the model's input: the demo people too), and the regions. */
async function stored() {
  const regionRows = await sql<{ id: number }>(
    'select id, name, default_locale as "defaultLocale", enabled, version from region',
  );
  const region = (id: number | null) => regionRows.find((r) => r.id === id) ?? null;
  const pdfs = await sql<{
    id: string;
  }>(`select id, company_name as "companyName", email, company_phone_no as "companyPhoneNo", company_address_line1 as "companyAddressLine1",
      company_address_line2 as "companyAddressLine2", company_address_line3 as "companyAddressLine3", version from pdf_user_info`);
  const accounts = await sql<{
    id: string;
    email: string;
    customer_id: string | null;
    name: string | null;
    surname: string | null;
    company_name: string | null;
    phone_no: string | null;
    preferred_locale: string;
    fallback_locale: string;
    enabled: boolean;
    credentials_non_expired: boolean;
    version: number;
    roles: string[];
    region_id: number | null;
    pdf_user_info_id: string | null;
    search_text: string;
    search_key: string;
  }>(
    'select id, email, customer_id, name, surname, company_name, phone_no, preferred_locale, fallback_locale, enabled, credentials_non_expired, version, roles, region_id, pdf_user_info_id, search_text, search_key from account',
  );
  const locale = (l: string) => ({ language: l.split('_')[0], country: l.split('_')[1] });
  // A user's region speaks REST's locale shape; a candidate's keeps the stored string.
  const userRegion = (id: number | null) => {
    const r = region(id) as { defaultLocale: string } | null;
    return r && { ...r, defaultLocale: locale(r.defaultLocale) };
  };
  const userRows = accounts.map((a) => ({
    id: a.id,
    surname: a.surname,
    name: a.name,
    regionId: a.region_id,
    roles: a.roles,
    search_text: a.search_text,
    search_key: a.search_key,
    record: {
      kokoBaseUser: {
        id: a.id,
        customerId: a.customer_id,
        name: a.name,
        surname: a.surname,
        companyName: a.company_name,
        email: a.email,
        phoneNo: a.phone_no,
        preferredLocale: locale(a.preferred_locale),
        fallbackLocale: locale(a.fallback_locale),
        version: a.version,
        pdfUserInfo: pdfs.find((p) => p.id === a.pdf_user_info_id) ?? null,
      },
      enabled: a.enabled,
      credentialsNonExpired: a.credentials_non_expired,
      region: userRegion(a.region_id),
      version: a.version,
    } as unknown,
  }));
  const candidateRows = (
    await sql<{
      id: string;
      email: string;
      customerId: string | null;
      companyName: string | null;
      name: string | null;
      surname: string | null;
      phoneNo: string | null;
      preferredLocale: string;
      fallbackLocale: string;
      regionId: number;
      termsConfirmed: boolean;
      privacyPolicyConfirmed: boolean;
      emailConfirmed: boolean;
      version: number;
      micros: string;
      search_text: string;
      search_key: string;
    }>(`select id, email, customer_id as "customerId", company_name as "companyName", name, surname, phone_no as "phoneNo", preferred_locale as "preferredLocale",
      fallback_locale as "fallbackLocale", region_id as "regionId", terms_confirmed as "termsConfirmed", privacy_policy_confirmed as "privacyPolicyConfirmed",
      email_confirmed as "emailConfirmed", version, (extract(epoch from created_date) * 1000000)::bigint::text as micros, search_text, search_key from candidate`)
  ).map(({ micros, search_text, search_key, ...c }) => ({
    id: c.id,
    surname: c.surname,
    name: c.name,
    regionId: c.regionId as number | null,
    search_text,
    search_key,
    roles: [] as string[],
    record: { ...c, createdDate: new Date(Math.floor(Number(micros) / 1000)), region: region(c.regionId) } as unknown,
  }));
  const collation = await collationOf(
    t,
    [...userRows, ...candidateRows].flatMap((p) => [p.surname ?? '', p.name ?? '']),
  );
  return { userRows, candidateRows, collation };
}

type Stored = Awaited<ReturnType<typeof stored>>;
type Row = Stored['userRows'][number];

/** A plain user: APP_USER and none of the other roles. */
const plainUser = (r: Row) =>
  r.roles.includes('APP_USER') && !r.roles.some((role) => ['ADMIN', 'LOCAL_ADMIN', 'CONTENT_EDITOR'].includes(role));

/**
 * The rule of both lists: the people of the caller's regions (ADMIN: all) that `keep` keeps, a
 * search a substring of the person (personSearch); by surname, name, id (nulls last), paged. The
 * count stops after its cap (10,000 without a search, 500 with one, 200 under three characters):
 * beyond it the page says so and counts the cap's pages, and still shows the true page.
 */
async function expected(
  db: Stored,
  rows: readonly Row[],
  keep: (r: Row) => boolean,
  viewer: number[] | null,
  input: Record<string, unknown>,
  list: 'users' | 'candidates',
) {
  const scope = requireRegionScope(ctxOf(viewer));
  const q = await validate(localAdminPageSchema, input);
  const pageNo = q.pageNo ?? 0;
  const pageSize = q.pageSize ?? LOCAL_ADMIN_DEFAULT_PAGE_SIZE;
  const term = (q.search ?? '').trim();
  const matches = await personSearch(t, term);
  const found = rows
    .filter(
      (r) => keep(r) && (scope.all || (r.regionId !== null && scope.regionIds.includes(r.regionId))) && matches(r),
    )
    .sort(
      byKeys(
        db.collation,
        { of: (r) => r.surname, collated: true },
        { of: (r) => r.name, collated: true },
        { of: (r) => r.id },
      ),
    );
  const cap = term === '' ? LIST_COUNT_CAP : term.length < 3 ? SHORT_SEARCH_COUNT_CAP : SEARCH_COUNT_CAP;
  const totalElements = Math.min(found.length, cap);
  return {
    [list]: pageOf(found, pageNo, pageSize).map((r) => r.record),
    totalElements,
    totalPages: Math.ceil(totalElements / pageSize),
    totalCapped: found.length > cap,
  };
}

describe('the people lists read path', () => {
  it('answers the users and candidates pages as the model of the rule on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { maxLength: 16 }),
        fc.constantFrom(0, 520, 2400, 2400),
        fc.array(query, { minLength: 3, maxLength: 10 }),
        async (people, bulk, queries) => {
          await insertPeople(people, bulk);
          const db = await stored();
          for (const q of queries) {
            const input = { pageNo: q.pageNo, pageSize: q.pageSize, search: q.search };
            expect(await outcome(() => users.userPage(ctxOf(q.viewer), input))).toEqual(
              await outcome(() => expected(db, db.userRows, plainUser, q.viewer, input, 'users')),
            );
            expect(await outcome(() => candidates.candidatePage(ctxOf(q.viewer), input))).toEqual(
              await outcome(() => expected(db, db.candidateRows, () => true, q.viewer, input, 'candidates')),
            );
          }
        },
      ),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 30), seed: 20261127, endOnFailure: true },
    );
  }, 300_000); // hundreds of rows per run: minutes on a busy machine
});

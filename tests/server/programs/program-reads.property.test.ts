import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PRIORITIES } from '../../../common/enums.js';
import { PROGRAM_LINE_KINDS } from '../../../server/modules/programs/program.entity.js';
import * as programs from '../../../server/modules/programs/program.service.js';
import type { AuthUser } from '../../../server/platform/auth/auth-user.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { outcome, propertyCtx } from '../../support/read-path.js';
import { insertCatalogue, type Catalogue } from './fixtures.js';

/**
 * While both paths exist (issue 16), the read path (one statement, JSON built by PostgreSQL) must
 * answer exactly as the ORM path (entities, presenter) on any data: programs of random owners with
 * random lines, comments, client references, volumes, PDFs and microsecond timestamps; random pages, sizes, searches
 * and ids, also another owner's (both 404).
 */

let t: TestApp;
let c: Catalogue;
let owners: AuthUser[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  const rows = await t.orm.em.fork().execute<{ id: string; email: string }[]>(
    `select id, email from account where email in ('user@example.com', 'user.uk@example.com', 'editor@example.com') order by email`,
  );
  owners = rows.map((r) => ({
    accountId: r.id, email: r.email, roles: ['APP_USER'], preferredLocale: 'en_GB', fallbackLocale: 'en_GB',
    mustResetPassword: false, regionId: null, adminRegionIds: [], translationLocales: [], sessionId: 'property',
  }));
});
afterAll(async () => {
  await t.close();
});

const ctxOf = (user: AuthUser) => propertyCtx(t, user);

const line = fc.record({
  kind: fc.constantFrom(...PROGRAM_LINE_KINDS),
  product: fc.constantFrom('base', 'active1', 'active2', 'wash', 'care', 'color', 'disabled'),
  cents: fc.option(fc.integer({ min: 0, max: 9_999_999 })),
  comment: fc.option(fc.string({ maxLength: 12, unit: 'grapheme' })),
});
const program = fc.record({
  owner: fc.integer({ min: 0, max: 2 }),
  comment: fc.option(fc.string({ maxLength: 20, unit: 'grapheme' })),
  // Known names (searched below), LIKE wildcards, digits and anything else.
  clientReference: fc.option(fc.oneof(fc.constantFrom('Anna Kowalska', 'ANNA K.', '100% pure_x', 'KL-2044', 'Zoë 12'), fc.string({ maxLength: 12, unit: 'grapheme' }))),
  createdMicros: fc.integer({ min: 0, max: 1e12 }),
  modifiedMicros: fc.integer({ min: 0, max: 5 }), // few values: ties in modified_date, ordered by id
  indicators: fc.array(fc.record({ indicator: fc.constantFrom('dry', 'redness', 'disabled'), priority: fc.constantFrom(...PRIORITIES) }), { maxLength: 4 }),
  products: fc.array(line, { maxLength: 8 }),
  pdfMicros: fc.uniqueArray(fc.integer({ min: 0, max: 1e9 }), { maxLength: 3 }),
});
const query = fc.record({
  viewer: fc.integer({ min: 0, max: 2 }),
  pageNo: fc.integer({ min: 0, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 7 }),
  search: fc.oneof(
    fc.constant(null),
    fc.constant(''),
    fc.constant('x1'),
    fc.integer({ min: 1, max: 4 }),
    fc.constantFrom('anna', ' kowal ', '%', '_', 'l-20', '12', 'zoË', '\\'),
    fc.string({ maxLength: 3, unit: 'grapheme' }),
  ),
});

type ProgramData = typeof program extends fc.Arbitrary<infer T> ? T : never;

async function insertPrograms(data: ProgramData[]): Promise<{ id: string; number: string }[]> {
  const em = t.orm.em.fork();
  await em.execute('delete from skin_care_program');
  const made: { id: string; number: string }[] = [];
  for (const p of data) {
    const [row] = await em.execute<{ id: string; number: string }[]>(
      `insert into skin_care_program (id, owner_id, comment, client_reference, created_date, modified_date, version)
       values (gen_random_uuid(), ?, ?, ?, now() - ? * interval '1 microsecond', timestamptz '2026-01-01' + ? * interval '1 microsecond', 1)
       returning id, number::text as number`,
      [owners[p.owner]!.accountId, p.comment, p.clientReference, p.createdMicros, p.modifiedMicros],
    );
    made.push(row!);
    // Inserted in reverse: the saved order is the position, not the insertion order.
    for (const [position, l] of [...p.indicators.entries()].reverse()) {
      await em.execute('insert into program_indicator (program_id, position, skin_indicator_id, priority) values (?, ?, ?, ?)', [row!.id, position, c.indicators[l.indicator], l.priority]);
    }
    for (const [position, l] of [...p.products.entries()].reverse()) {
      await em.execute('insert into program_product (program_id, position, kind, product_id, volume, comment) values (?, ?, ?, ?, ?, ?)', [
        row!.id, position, l.kind, c.products[l.product], l.cents === null ? null : l.cents / 100, l.comment,
      ]);
    }
    for (const micros of p.pdfMicros) {
      await em.execute(`insert into pdf_document (id, program_id, options, bytes, created_date) values (gen_random_uuid(), ?, '{}', '\\x00', now() - ? * interval '1 microsecond')`, [row!.id, micros]);
    }
  }
  return made;
}


describe('the programs read path', () => {
  it('answers pages and programs by id exactly as the ORM path on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(program, { maxLength: 14 }), fc.array(query, { minLength: 1, maxLength: 4 }), fc.nat(), async (data, queries, pick) => {
        const made = await insertPrograms(data);
        for (const q of queries) {
          const user = owners[q.viewer]!;
          const search = typeof q.search === 'number' ? (made[pick % Math.max(1, made.length)]?.number ?? '9').slice(0, q.search) : q.search;
          const input = { pageNo: q.pageNo, pageSize: q.pageSize, search };
          const [fast, orm] = [await outcome(() => programs.page(ctxOf(user), input)), await outcome(() => programs.pageFromEntities(ctxOf(user), input))];
          expect(fast).toEqual(orm);
        }
        const ids = [...made.map((m) => m.id), '00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
        for (const id of ids) {
          const user = owners[pick % owners.length]!;
          const [fast, orm] = [await outcome(() => programs.get(ctxOf(user), id)), await outcome(() => programs.getFromEntities(ctxOf(user), id))];
          expect(fast).toEqual(orm);
        }
      }),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 40), seed: 20261124, endOnFailure: true },
    );
  });
});

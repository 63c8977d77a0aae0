import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PRIORITIES } from '../../../common/enums.js';
import { PROGRAM_LINE_KINDS } from '../../../server/modules/programs/program.entity.js';
import * as programs from '../../../server/modules/programs/program.service.js';
import type { AuthUser } from '../../../server/platform/auth/auth-user.js';
import { notFound } from '../../../server/platform/errors.js';
import { validate } from '../../../server/platform/validation.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { byKeys, lowerOf, outcome, pageOf, propertyCtx } from '../../support/read-path.js';
import { insertCatalogue, type Catalogue } from './fixtures.js';

/**
 * The programs read path (one statement, JSON built by PostgreSQL) answers pages and programs by
 * id as a small model of the rule says, on any data: programs of random owners with random lines,
 * comments, client references, volumes, PDFs and microsecond timestamps; random pages, sizes,
 * searches and ids, also another owner's (404 like an unknown one). Bad input is refused as the
 * page's validation refuses it.
 */

let t: TestApp;
let c: Catalogue;
let owners: AuthUser[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  const rows = await t.orm.em
    .fork()
    .execute<{ id: string; email: string }[]>(
      `select id, email from account where email in ('user@example.com', 'user.uk@example.com', 'editor@example.com') order by email`,
    );
  owners = rows.map((r) => ({
    accountId: r.id,
    email: r.email,
    roles: ['APP_USER'],
    preferredLocale: 'en_GB',
    fallbackLocale: 'en_GB',
    mustResetPassword: false,
    regionId: null,
    adminRegionIds: [],
    translationLocales: [],
    sessionId: 'property',
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
  clientReference: fc.option(
    fc.oneof(
      fc.constantFrom('Anna Kowalska', 'ANNA K.', '100% pure_x', 'KL-2044', 'Zoë 12'),
      fc.string({ maxLength: 12, unit: 'grapheme' }),
    ),
  ),
  createdMicros: fc.integer({ min: 0, max: 1e12 }),
  modifiedMicros: fc.integer({ min: 0, max: 5 }), // few values: ties in modified_date, ordered by id
  indicators: fc.array(
    fc.record({ indicator: fc.constantFrom('dry', 'redness', 'disabled'), priority: fc.constantFrom(...PRIORITIES) }),
    { maxLength: 4 },
  ),
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

/** A program as inserted: its data, and what the database gave it. */
interface Made {
  id: string;
  number: string;
  data: ProgramData;
  /** Microseconds since the epoch. */
  created: number;
  modified: number;
  /** The newest PDF's id, or null. */
  pdfId: string | null;
}

async function insertPrograms(data: ProgramData[]): Promise<Made[]> {
  const em = t.orm.em.fork();
  await em.execute('delete from skin_care_program');
  const made: Made[] = [];
  for (const p of data) {
    const [row] = await em.execute<{ id: string; number: string; created: string; modified: string }[]>(
      `insert into skin_care_program (id, owner_id, comment, client_reference, created_date, modified_date, version)
       values (gen_random_uuid(), ?, ?, ?, now() - ? * interval '1 microsecond', timestamptz '2026-01-01' + ? * interval '1 microsecond', 1)
       returning id, number::text as number, (extract(epoch from created_date) * 1000000)::bigint::text as created,
         (extract(epoch from modified_date) * 1000000)::bigint::text as modified`,
      [owners[p.owner]!.accountId, p.comment, p.clientReference, p.createdMicros, p.modifiedMicros],
    );
    // Inserted in reverse: the saved order is the position, not the insertion order.
    for (const [position, l] of [...p.indicators.entries()].reverse()) {
      await em.execute(
        'insert into program_indicator (program_id, position, skin_indicator_id, priority) values (?, ?, ?, ?)',
        [row!.id, position, c.indicators[l.indicator], l.priority],
      );
    }
    for (const [position, l] of [...p.products.entries()].reverse()) {
      await em.execute(
        'insert into program_product (program_id, position, kind, product_id, volume, comment) values (?, ?, ?, ?, ?, ?)',
        [row!.id, position, l.kind, c.products[l.product], l.cents === null ? null : l.cents / 100, l.comment],
      );
    }
    const pdfs: { id: string; micros: number }[] = [];
    for (const micros of p.pdfMicros) {
      const [pdf] = await em.execute<{ id: string }[]>(
        `insert into pdf_document (id, program_id, options, bytes, created_date)
        values (gen_random_uuid(), ?, '{}', '\\x00', now() - ? * interval '1 microsecond') returning id`,
        [row!.id, micros],
      );
      pdfs.push({ id: pdf!.id, micros });
    }
    // The newest PDF: the one made the fewest microseconds before now (unique per program).
    const newest = pdfs.sort((x, y) => x.micros - y.micros)[0]?.id ?? null;
    made.push({
      id: row!.id,
      number: row!.number,
      data: p,
      created: Number(row!.created),
      modified: Number(row!.modified),
      pdfId: newest,
    });
  }
  return made;
}

/** A timestamp as the answer has it: a Date of the microseconds' whole milliseconds. */
const dateOf = (micros: number) => new Date(Math.floor(micros / 1000));

/** The model of a program's view: lines by position, per list; empty mixed volumes 0; READY shown as CARE. */
function view(m: Made) {
  const lines = (kind: string) => m.data.products.filter((l) => l.kind === kind);
  const volume = (cents: number | null) => (cents === null ? null : cents / 100);
  const mixed = (kind: string) =>
    lines(kind).map((l) => ({ productId: c.products[l.product], volume: volume(l.cents) ?? 0 }));
  const care = (kind: string, role: string) =>
    lines(kind).map((l) => ({
      productId: c.products[l.product],
      volume: volume(l.cents),
      comment: l.comment,
      mixtureRole: role,
    }));
  return {
    id: m.id,
    number: m.number,
    version: 1,
    clientReference: m.data.clientReference,
    pdfId: m.pdfId,
    createdDate: dateOf(m.created),
    modifiedDate: dateOf(m.modified),
    skinIndicatorWithPriorityDtos: m.data.indicators.map((i) => ({
      skinIndicatorId: c.indicators[i.indicator],
      priority: i.priority,
    })),
    specialMixedProducts: { comment: m.data.comment, baseProducts: mixed('BASE'), activeProducts: mixed('ACTIVE') },
    washProducts: care('WASH', 'WASH'),
    readyProducts: care('READY', 'CARE'),
  };
}

const NEWEST_MODIFIED_FIRST = byKeys<Made>(
  new Map(),
  { of: (m) => m.modified, desc: true },
  { of: (m) => m.id, desc: true },
);

/**
 * The rule of a page: the viewer's programs, newest modified first (ties: id descending), paged;
 * a search of digits matches the start of the number or a part of the client reference, any other
 * a part of the client reference (lower() both sides, wildcards literal).
 */
async function expectedPage(made: readonly Made[], user: AuthUser, input: Record<string, unknown>) {
  const q = await validate(programs.pageSchema, input);
  const pageNo = q.pageNo ?? 0;
  const pageSize = q.pageSize ?? programs.DEFAULT_PAGE_SIZE;
  const term = (q.search ?? '').trim();
  const lower = await lowerOf(
    t,
    made.flatMap((m) => m.data.clientReference ?? []),
  );
  const referenced = (m: Made) =>
    m.data.clientReference !== null && lower.get(m.data.clientReference)!.includes(term.toLowerCase());
  const found = made
    .filter((m) => owners[m.data.owner]!.accountId === user.accountId)
    .filter((m) => term === '' || referenced(m) || (/^\d+$/.test(term) && m.number.startsWith(term)))
    .sort(NEWEST_MODIFIED_FIRST);
  return {
    mixtures: pageOf(found, pageNo, pageSize).map(view),
    page: pageNo,
    pageSize,
    totalPages: Math.ceil(found.length / pageSize),
    totalElements: found.length,
  };
}

/** The rule of a program by id: the viewer's own, else 404 (an id that is no uuid: 400). */
async function expectedProgram(made: readonly Made[], user: AuthUser, rawId: string) {
  const id = await programs.programId(rawId);
  const m = made.find((x) => x.id === id && owners[x.data.owner]!.accountId === user.accountId);
  if (!m) throw notFound();
  return view(m);
}

describe('the programs read path', () => {
  it('answers pages and programs by id as the model of the rule on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(program, { maxLength: 14 }),
        fc.array(query, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        async (data, queries, pick) => {
          const made = await insertPrograms(data);
          for (const q of queries) {
            const user = owners[q.viewer]!;
            const search =
              typeof q.search === 'number'
                ? (made[pick % Math.max(1, made.length)]?.number ?? '9').slice(0, q.search)
                : q.search;
            const input = { pageNo: q.pageNo, pageSize: q.pageSize, search };
            expect(await outcome(() => programs.page(ctxOf(user), input))).toEqual(
              await outcome(() => expectedPage(made, user, input)),
            );
          }
          const ids = [...made.map((m) => m.id), '00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
          for (const id of ids) {
            const user = owners[pick % owners.length]!;
            expect(await outcome(() => programs.get(ctxOf(user), id))).toEqual(
              await outcome(() => expectedProgram(made, user, id)),
            );
          }
        },
      ),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 40), seed: 20261124, endOnFailure: true },
    );
  });
});

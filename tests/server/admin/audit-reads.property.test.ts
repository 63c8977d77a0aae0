import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { AUDIT_DEFAULT_PAGE_SIZE, auditQuerySchema } from '../../../common/validation/index.js';
import { auditPage } from '../../../server/modules/audit/audit.service.js';
import { validate } from '../../../server/platform/validation.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { byKeys, outcome, pageOf, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * The audit page (count and entries in one statement, JSON built by PostgreSQL) answers as a
 * small model of its rule says, on any data: events at random microseconds (ties too), of random
 * users (case, LIKE wildcards) and types, with or without a message; random filters (dates, user
 * prefix, several types), pages and sizes. Bad input is refused as the query's validation refuses it.
 */

let t: TestApp;
let sql: Sql;

beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
});
afterAll(async () => {
  await t.close();
});

const TYPES = ['LOGOUT', 'DOWNLOAD_PDF', 'LOGIN_SUCCESS', 'CREATE_ADMIN'] as const;
const USERS = ['ann@example.com', 'Anna@Example.com', 'bob@example.com', 'b%b@example.com', 'B_b@x.org'];
const BASE = Date.parse('2030-01-01T00:00:00Z');

const event = fc.record({
  micros: fc.integer({ min: 0, max: 5_000_000 }),
  user: fc.constantFrom(...USERS),
  type: fc.constantFrom(...TYPES),
  message: fc.option(fc.string({ maxLength: 10, unit: 'grapheme' })),
});
const instant = fc.integer({ min: -1, max: 6 }).map((s) => new Date(BASE + s * 1000).toISOString());
const filter = fc.record(
  {
    from: fc.option(instant),
    to: fc.option(instant),
    who: fc.option(fc.constantFrom('', 'ann', 'ANN', 'b%', 'b_', 'b', 'zed', '  Anna ')),
    type: fc.option(fc.subarray([...TYPES, 'NOT_A_TYPE'], { maxLength: 4 }), { freq: 2 }),
    pageNo: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(-1)),
    pageSize: fc.option(fc.integer({ min: 1, max: 9 })),
  },
  { requiredKeys: [] },
);

const ctx = () => propertyCtx(t);

/** An event as stored: `micros` after BASE. */
interface Stored {
  id: number;
  micros: number;
  username: string;
  event: string;
  message: string | null;
}

const NEWEST_FIRST = byKeys<Stored>(new Map(), { of: (e) => e.micros, desc: true }, { of: (e) => e.id, desc: true });

/**
 * The rule: from and to inclusive, the user a case-insensitive prefix of the user name (wildcards
 * literal), any of the types; newest first (ties: last inserted first), paged; dates as
 * `Date#toISOString()` writes them.
 */
async function expected(events: readonly Stored[], input: Record<string, unknown>) {
  const q = await validate(auditQuerySchema, input);
  const micros = (date: unknown) => Date.parse(new Date(date as string).toISOString()) * 1000 - BASE * 1000;
  const who = (q.who ?? '').trim().toLowerCase();
  const types: readonly string[] = q.type ?? [];
  const matches = events
    .filter((e) => (!q.from || e.micros >= micros(q.from)) && (!q.to || e.micros <= micros(q.to)))
    .filter((e) => e.username.toLowerCase().startsWith(who) && (types.length === 0 || types.includes(e.event)))
    .sort(NEWEST_FIRST);
  const pageNo = q.pageNo ?? 0;
  const pageSize = q.pageSize ?? AUDIT_DEFAULT_PAGE_SIZE;
  // The person's name beside the user name, when an account has that address (any case).
  const names = new Map(
    (
      await sql<{ email: string; name: string | null }>(
        `select lower(email) as email, nullif(concat_ws(' ', name, surname), '') as name from account`,
      )
    ).map((a) => [a.email, a.name]),
  );
  return {
    page: pageNo,
    events: pageOf(matches, pageNo, pageSize).map((e) => ({
      createdDate: new Date(BASE + Math.floor(e.micros / 1000)).toISOString(),
      username: e.username,
      event: e.event,
      message: e.message,
      userName: names.get(e.username.toLowerCase()) ?? null,
    })),
    totalElements: matches.length,
    totalPages: Math.ceil(matches.length / pageSize),
    totalCapped: false,
  };
}

describe('the audit page read path', () => {
  it('answers as the model of its rule on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { maxLength: 40 }),
        fc.array(filter, { minLength: 1, maxLength: 6 }),
        async (events, filters) => {
          await sql('delete from audit_event');
          if (events.length > 0) {
            await sql(
              `insert into audit_event (created_date, username, event, message)
            select timestamptz '2030-01-01' + (e->>'micros')::bigint * interval '1 microsecond', e->>'user', e->>'type', e->>'message'
              from json_array_elements(?::json) e`,
              [JSON.stringify(events)],
            );
          }
          // The rows as stored (ids given by the database), the model's input.
          const stored =
            await sql<Stored>(`select id::int, (extract(epoch from created_date - timestamptz '2030-01-01') * 1000000)::bigint::int as micros,
          username, event, message from audit_event`);
          for (const f of filters) {
            expect(await outcome(() => auditPage(ctx(), f))).toEqual(await outcome(() => expected(stored, f)));
          }
        },
      ),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 60), seed: 20261127, endOnFailure: true },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { auditPage, auditPageFromEntities } from '../../../server/modules/audit/audit.service.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { outcome, propertyCtx } from '../../support/read-path.js';
import { sqlOf, type Sql } from '../local-admin/fixtures.js';

/**
 * While both paths exist (issue 16), the audit page of the read path (count and entries in one
 * statement, JSON built by PostgreSQL) must answer exactly as the ORM path on any data: events at
 * random microseconds (ties too), of random users (case, LIKE wildcards) and types, with or without
 * a message; random filters (dates, user prefix, several types), pages and sizes; bad input too.
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
const filter = fc.record({
  from: fc.option(instant),
  to: fc.option(instant),
  who: fc.option(fc.constantFrom('', 'ann', 'ANN', 'b%', 'b_', 'b', 'zed', '  Anna ')),
  type: fc.option(fc.subarray([...TYPES, 'NOT_A_TYPE'], { maxLength: 4 }), { freq: 2 }),
  pageNo: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(-1)),
  pageSize: fc.option(fc.integer({ min: 1, max: 9 })),
}, { requiredKeys: [] });

const ctx = () => propertyCtx(t);

describe('the audit page read path', () => {
  it('answers exactly as the ORM path on generated data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 40 }), fc.array(filter, { minLength: 1, maxLength: 6 }), async (events, filters) => {
        await sql('delete from audit_event');
        if (events.length > 0) {
          await sql(`insert into audit_event (created_date, username, event, message)
            select timestamptz '2030-01-01' + (e->>'micros')::bigint * interval '1 microsecond', e->>'user', e->>'type', e->>'message'
              from json_array_elements(?::json) e`, [JSON.stringify(events)]);
        }
        for (const f of filters) {
          const [fast, orm] = [await outcome(() => auditPage(ctx(), f)), await outcome(() => auditPageFromEntities(ctx(), f))];
          expect(fast).toEqual(orm);
        }
      }),
      { numRuns: Number(process.env.READS_PROPERTY_RUNS ?? 60), seed: 20261127, endOnFailure: true },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GraphQLSchema } from 'graphql';
import { buildAppSchema } from '../../../server/platform/graphql/schema.js';
import { RESOLVERS } from '../../../server/resolvers.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { registeredRoutes } from '../../support/routes.js';
import { asCaller, createFixture, targetOf } from './authz/fixture.js';
import { ROWS, rowName } from './authz/index.js';
import {
  CALLERS,
  CALLER_EMAIL,
  expectedFor,
  type Expect,
  type Caller,
  type Fixture,
  type GraphqlRow,
  type RestRow,
  type RestRequest,
  type Row,
} from './authz/types.js';

/**
 * Every route and field × every caller gets the status the matrix (./authz/) states,
 * and the matrix covers the app exactly. Rows that end sessions run in a database of their own.
 */
let schema: GraphQLSchema;
let t: TestApp;
let fx: Fixture;

beforeAll(async () => {
  schema = await buildAppSchema(RESOLVERS);
  t = await createTestApp({}, { schema });
  fx = await createFixture(t);
});
afterAll(() => t?.close());

type Callable = RestRow | GraphqlRow;
const callable = ROWS.filter((r): r is Callable => r.kind !== 'covered');

function rootFields(s: GraphQLSchema): string[] {
  return [s.getQueryType(), s.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((f) => `${type.name}.${f}`) : [],
  );
}

const missingAndStale = (present: string[], named: string[]) => ({
  withoutRow: present.filter((n) => !named.includes(n)).sort(),
  rowWithoutTarget: named.filter((n) => !present.includes(n)).sort(),
});

describe('the matrix covers the app', () => {
  it('has a row for every registered REST route, and none for a route that is gone', () => {
    const named = ROWS.filter((r) => r.kind !== 'graphql').map(rowName);
    expect(missingAndStale(registeredRoutes(t.app), named)).toEqual({ withoutRow: [], rowWithoutTarget: [] });
  });

  it('has a row for every Query and Mutation field, and none for a field that is gone', () => {
    const named = ROWS.filter((r) => r.kind === 'graphql').map(rowName);
    expect(missingAndStale(rootFields(schema), named)).toEqual({ withoutRow: [], rowWithoutTarget: [] });
  });

  it('names each route or field once', () => {
    const names = ROWS.map(rowName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

function request(row: Callable, target: ReturnType<typeof targetOf>): Promise<RestRequest> | RestRequest {
  if (row.kind === 'rest') return row.request(target);
  return Promise.resolve(row.variables?.(target) ?? {}).then(
    (variables) =>
      ({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: row.query, variables },
      }) as RestRequest,
  );
}

const meets = (expected: Expect, status: number) =>
  expected === 'public' ? status !== 401 && status !== 403 && status < 500 : status === expected;

/** Every caller in turn; the mismatches, each naming the row, the caller and the answer. */
async function run(row: Callable, on: Fixture, callers: readonly Caller[] = CALLERS): Promise<string[]> {
  const failures: string[] = [];
  for (const caller of callers) {
    const target = targetOf(on, caller);
    const res = await asCaller(target, await request(row, target));
    const expected = expectedFor(row.expect, caller);
    if (!meets(expected, res.statusCode))
      failures.push(
        `${rowName(row)} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
  }
  return failures;
}

const label = (row: Row) => `${rowName(row)}${row.kind !== 'covered' && row.note ? ` (${row.note})` : ''}`;

describe('every caller gets the expected status', () => {
  it.each(callable.filter((r) => !r.isolated).map((r) => [label(r), r] as const))('%s', async (_name, row) => {
    expect(await run(row, fx)).toEqual([]);
  });

  // A session-ending call spoils its account for the next caller: one database per round of distinct accounts.
  const rounds: Caller[][] = [];
  for (const caller of CALLERS) {
    const emailOf = (c: Caller) => (c === 'anonymous' || c === 'apiKey' ? c : CALLER_EMAIL[c]);
    const email = emailOf(caller);
    const round = rounds.find((r) => !r.some((c) => emailOf(c) === email));
    if (round) round.push(caller);
    else rounds.push([caller]);
  }
  it.each(callable.filter((r) => r.isolated).map((r) => [label(r), r] as const))(
    '%s (in databases of its own)',
    async (_name, row) => {
      const failures: string[] = [];
      for (const callers of rounds) {
        const own = await createTestApp({}, { schema });
        try {
          failures.push(...(await run(row, await createFixture(own), callers)));
        } finally {
          await own.close();
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

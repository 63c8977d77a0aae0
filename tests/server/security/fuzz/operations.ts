import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { buildAppSchema } from '../../../../server/platform/graphql/schema.js';
import { RESOLVERS } from '../../../../server/resolvers.js';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { createFixture } from '../authz/fixture.js';
import type { Caller, Fixture } from '../authz/types.js';
import { FUZZ_OPTIONS, RUNS, SEED, body, check, encode, fc, inputsFrom, queryString } from './support.js';

/** Product ids of each kind in the demo catalogue, for examples that reach the program service. */
export interface FuzzFixture extends Fixture {
  products: { base: number; active: number; wash: number; care: number };
}

/** One operation to fuzz: where the input goes, who calls, and a valid example of the input. */
export interface Operation {
  name: string;
  as: Caller;
  example: (fx: FuzzFixture) => unknown;
  /** REST: the input is the JSON body, the query string, or the `:id` path segment. */
  rest?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; in: 'body' | 'query' | 'path' };
  /** GraphQL: the document, its input as the variable `$input`. */
  graphql?: string;
  /** Inputs that must not be sent (e.g. an own password change that would succeed and end the session). */
  skip?: (input: unknown) => boolean;
}

export const uuid = () => randomUUID();
/** A full program: an indicator, base, active, wash and ready line. */
export const programExample = (fx: FuzzFixture) => ({
  id: null,
  version: null,
  skinIndicatorWithPriorityDtos: [{ skinIndicatorId: fx.catalogue.indicatorId, priority: 'HIGH' }],
  specialMixedProducts: {
    comment: 'fuzz',
    baseProducts: [{ productId: fx.products.base, volume: 40 }],
    activeProducts: [{ productId: fx.products.active, volume: 2.5 }],
  },
  washProducts: [{ productId: fx.products.wash, volume: null, comment: 'morning', mixtureRole: 'WASH' }],
  readyProducts: [{ productId: fx.products.care, volume: 30, comment: null }],
});

async function fuzzFixture(t: TestApp): Promise<FuzzFixture> {
  const fx = await createFixture(t);
  const first = async (where: string) =>
    (await fx.sql<{ id: number }>(`select id from product where enabled and ${where} order by id limit 1`))[0]!.id;
  return {
    ...fx,
    products: {
      base: await first(`usage = 'BASE'`),
      active: await first(`usage = 'ACTIVE'`),
      wash: await first(`category = 'CLEANING'`),
      care: await first(`category = 'CARE'`),
    },
  };
}

/**
 * The path with one unreserved letter percent-encoded (`/%73ecured/api/…`), as a client may spell
 * it: the route is the same, so the answer must be too (hooks decide by the matched route).
 */
function spelt(url: string, encodedAt: number | null): string {
  if (encodedAt === null) return url;
  const letters = [...url.matchAll(/[a-z]/g)];
  const at = letters[encodedAt % letters.length]!.index;
  return `${url.slice(0, at)}%${url.charCodeAt(at).toString(16)}${url.slice(at + 1)}`;
}

function requestOf(op: Operation, input: unknown, literal: boolean, encodedAt: number | null) {
  if (op.graphql) {
    return {
      method: 'POST' as const,
      url: spelt('/graphql', encodedAt),
      headers: { 'content-type': 'application/json' },
      payload: body({ query: op.graphql, variables: { input } }, literal),
    };
  }
  const { method } = op.rest!;
  const url = spelt(op.rest!.url, encodedAt);
  if (op.rest!.in === 'query') return { method, url: `${url}${queryString(input)}` };
  if (op.rest!.in === 'path')
    return { method, url: `${url}/${encode(typeof input === 'string' ? input : String(JSON.stringify(input) ?? ''))}` };
  return { method, url, headers: { 'content-type': 'application/json' }, payload: body(input, literal) };
}

/**
 * V8's own stack format (as in production), first frames only. Jest's default maps every frame
 * through source maps, which cost a fifth of the run: GraphQL reads the stack of each coercion
 * error it wraps. A leaked stack still has `at …` lines with a file path, so the leak checks hold.
 */
const STACK_FRAMES = 3;
const v8StackTrace = (error: Error, frames: NodeJS.CallSite[]) =>
  `${Error.prototype.toString.call(error)}${frames
    .slice(0, STACK_FRAMES)
    .map((f) => `\n    at ${String(f)}`)
    .join('')}`;

/**
 * One test per operation, each with RUNS generated inputs against one app and database (a
 * file of its own per group, so Jest runs the groups in parallel). New password hashes are
 * cheap (PASSWORD_HASH_COST=test): creating users and resetting passwords hash on every input.
 */
export function fuzzGroup(group: string, operations: Operation[]): void {
  let schema: GraphQLSchema;
  let t: TestApp;
  let fx: FuzzFixture;
  let jestStackTrace: typeof Error.prepareStackTrace;
  beforeAll(async () => {
    jestStackTrace = Error.prepareStackTrace;
    Error.prepareStackTrace = v8StackTrace;
    schema = await buildAppSchema(RESOLVERS);
    t = await createTestApp({ PASSWORD_HASH_COST: 'test' }, { schema });
    fx = await fuzzFixture(t);
  });
  afterAll(async () => {
    Error.prepareStackTrace = jestStackTrace;
    await t?.close();
  });

  describe(`${group}: ${RUNS} inputs per operation, fast-check seed ${SEED} (FUZZ_SEED to change)`, () => {
    it.each(operations.map((op) => [op.name, op] as const))(
      '%s',
      async (_name, op) => {
        await fc.assert(
          fc.asyncProperty(
            inputsFrom(() => op.example(fx)),
            fc.boolean(),
            fc.option(fc.nat(), { freq: 4 }),
            async (input, literal, encodedAt) => {
              if (op.skip?.(input)) return;
              await check(t.app, fx.token(op.as), requestOf(op, input, literal, encodedAt), !!op.graphql, input);
            },
          ),
          FUZZ_OPTIONS,
        );
      },
      600_000,
    );
  });
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GRAPHQL_LIMITS } from '../../../server/platform/graphql/limits.js';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { FUZZ_OPTIONS, RUNS, SEED, check, fc, nasty } from './fuzz/support.js';

/**
 * Issue 34's shapes of whole GraphQL requests (the other fuzz files mutate an operation's input):
 * long names and string literals around their limits, documents around the size and token limits,
 * unknown fields by the hundred, differing arguments, unknown operation names, persisted-query
 * extensions of any version, variables deep, large or unused. Anonymous and signed in, by POST
 * and GET: never a 5xx, never a stack, SQL or path, every refusal in the error format; a request
 * over a limit is a 400 with that limit's key.
 */

const L = GRAPHQL_LIMITS;
const letters = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) => fc.constantFrom('a', 'Z', '_', 'q').map((c) => c.repeat(n)));
/** Lengths just under, at and over a limit, and small ones. */
const around = (limit: number) =>
  fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom(limit - 1, limit, limit + 1, limit * 3));

const name = around(L.nameLength).map((n) => `N${'n'.repeat(n - 1)}`);
const literal = around(L.stringLength).chain((n) =>
  fc.constantFrom('x', 'é', '\\"', '\\u00e9').map((c) => c.repeat(n)),
);

const documentShape: fc.Arbitrary<string> = fc.oneof(
  // Unknown fields, many of them, short or long names.
  fc
    .tuple(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 3000 }))
    .map(
      ([n, len]) => `{ ${Array.from({ length: n }, (_, i) => `f${i}${'x'.repeat(Math.max(0, len - 4))}`).join(' ')} }`,
    ),
  // Named operations, fragments and variables with long names.
  fc
    .tuple(name, name, name)
    .map(
      ([op, fragment, variable]) =>
        `query ${op}($${variable}: Boolean = true) { ...${fragment} @include(if: $${variable}) } fragment ${fragment} on Query { __typename }`,
    ),
  // The same field with differing string arguments (compared pairwise by validation).
  fc
    .tuple(fc.integer({ min: 1, max: 120 }), literal)
    .map(
      ([n, s]) =>
        `{ ${Array.from({ length: n }, (_, i) => `admins(search: "${i}${s}") { totalElements }`).join(' ')} }`,
    ),
  literal.map((s) => `{ admins(search: """${s.replace(/\\/g, '')}""") { totalElements } }`),
  // Around the size limit with comments and whitespace, around the token limit.
  fc
    .constantFrom(L.documentLength - 100, L.documentLength + 1, 4 * L.documentLength)
    .map((n) => `{ __typename }\n#${'c'.repeat(n)}`),
  fc.constantFrom(L.tokens - 2, L.tokens - 1, L.tokens + 5).map((n) => `{${' __typename'.repeat(n)} }`),
  // Syntax errors and odd text.
  fc.string({ maxLength: 200 }),
  letters(1, 40).map((s) => `{ ${s}`),
);

const operationName = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  name,
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.constant({}),
);
const extensions = fc.oneof(
  fc.constant(undefined),
  fc.record({
    persistedQuery: fc.record({
      version: fc.oneof(fc.constantFrom(1, 2, 0, -1, '1', null)),
      sha256Hash: fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
        fc.string({ maxLength: 10 }),
      ),
    }),
  }),
  nasty,
);

/** Variables as JSON text: nested past the limit (as raw text: too deep for this process to stringify), large, unused, hostile. */
const variablesJson: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc
    .tuple(fc.constantFrom(L.variablesDepth - 2, L.variablesDepth + 1, 5000), fc.boolean())
    .map(
      ([depth, lists]) =>
        `{"input":${lists ? '['.repeat(depth) : '{"a":'.repeat(depth)}1${lists ? ']'.repeat(depth) : '}'.repeat(depth)}}`,
    ),
  fc.constantFrom(L.variablesLength - 100, L.variablesLength + 1).map((n) => JSON.stringify({ input: 'v'.repeat(n) })),
  fc
    .integer({ min: 1, max: 300 })
    .map((n) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`unused${i}`, i])))),
  nasty.map((v) => JSON.stringify(v) ?? 'null'),
);

const request = fc.record({
  query: fc.oneof({ weight: 8, arbitrary: documentShape }, { weight: 1, arbitrary: nasty }),
  operationName,
  extensions,
  variables: variablesJson,
  get: fc.boolean(),
});
type Request = typeof request extends fc.Arbitrary<infer R> ? R : never;

function payloadOf(r: Request): string {
  const parts = [`"query":${JSON.stringify(r.query) ?? 'null'}`];
  if (r.operationName !== undefined) parts.push(`"operationName":${JSON.stringify(r.operationName)}`);
  if (r.extensions !== undefined) parts.push(`"extensions":${JSON.stringify(r.extensions) ?? 'null'}`);
  if (r.variables !== undefined) parts.push(`"variables":${r.variables}`);
  return `{${parts.join(',')}}`;
}

function injectOf(r: Request) {
  // GET carries the request in the URL (Node refuses URLs over its header limit first).
  if (r.get && typeof r.query === 'string' && r.query.length < 4000 && (r.variables?.length ?? 0) < 4000) {
    const params = new URLSearchParams({ query: r.query });
    if (typeof r.operationName === 'string') params.set('operationName', r.operationName);
    if (r.variables !== undefined) params.set('variables', r.variables);
    if (r.extensions !== undefined) params.set('extensions', JSON.stringify(r.extensions) ?? 'null');
    return { method: 'GET' as const, url: `/graphql?${params}`, headers: { 'apollo-require-preflight': 'true' } };
  }
  return {
    method: 'POST' as const,
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: payloadOf(r),
  };
}

let t: TestApp;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await loginToken(t.app, 'user@example.com');
});
afterAll(async () => {
  await t?.close();
});

describe(`whole GraphQL requests: ${RUNS} per caller, fast-check seed ${SEED}`, () => {
  it.each([['anonymous'], ['a signed-in user']])(
    '%s: never a 5xx, always the error format',
    async (caller) => {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          await check(t.app, caller === 'anonymous' ? null : user, injectOf(r), true, r.query);
        }),
        { ...FUZZ_OPTIONS, numRuns: Math.max(50, Math.round(RUNS / 4)) },
      );
    },
    600_000,
  );

  it('a request over a limit is a 400 with its key, whoever sends it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<[string, string]>(
          [`{ ${'f'.repeat(L.nameLength + 1)} }`, 'ERROR_QUERY_NAME_TOO_LONG'],
          [`{ admins(search: "${'s'.repeat(L.stringLength + 1)}") { totalElements } }`, 'ERROR_QUERY_STRING_TOO_LONG'],
          [`{ __typename }#${'c'.repeat(L.documentLength)}`, 'ERROR_QUERY_TOO_LARGE'],
        ),
        fc.boolean(),
        async ([query, key], anonymous) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', ...(anonymous ? {} : { authorization: `Bearer ${user}` }) },
            payload: { query },
          });
          expect(res).toHaveStatus(400);
          expect(res.json().errors[0].extensions.errorDataList[0].translationKey).toBe(key);
        },
      ),
      { numRuns: 12, seed: SEED },
    );
  });
});

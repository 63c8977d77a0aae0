import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { GRAPHQL_LIMITS } from '../../../server/platform/graphql/limits.js';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';

/**
 * Issue 34, rows 2, 3, 5, 7, 8 and 9: GraphQL requests that were cheap to send and expensive to
 * answer, an answer cache keyed on what does not change the answer (and read before the role
 * check), persisted queries nobody uses, and malformed requests answered 500 or logged as errors.
 */

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

type Errors = Array<{
  message: string;
  extensions: { code: string; errorDataList: Array<{ translationKey: string; param?: string }> };
}>;
const post = async (payload: unknown, token?: string, headers: Record<string, string> = {}) => {
  // A string is sent as it is (JSON too deep for Jest's stack to stringify).
  const req: InjectOptions = {
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  };
  const res = await t.app.inject(token ? withToken(token, req) : req);
  const body = res.json<{ data?: Record<string, unknown> | null; errors?: Errors }>();
  return { res, status: res.statusCode, data: body.data ?? null, errors: body.errors };
};
const keysOf = (errors: Errors | undefined) =>
  (errors ?? []).flatMap((e) => e.extensions.errorDataList.map((d) => d.translationKey));
const repeat = (n: number, item: (i: number) => string) => Array.from({ length: n }, (_, i) => item(i)).join(' ');
/** Log lines at error level or with a stack, since `from` lines were written. */
const errorLines = (from: number) =>
  lines
    .slice(from)
    .map((l) => JSON.parse(l) as { level: number; msg?: string; err?: { stack?: string } })
    .filter((l) => l.level >= 50 || !!l.err?.stack);

/** A refusal in the error format: 400, no data, every error BAD_REQUEST with a translation key. */
function expectBadRequest(answer: Awaited<ReturnType<typeof post>>, translationKey?: string) {
  expect(answer.res).toHaveStatus(400);
  expect(answer.data).toBeNull();
  expect(answer.errors?.length).toBeGreaterThan(0);
  for (const e of answer.errors!) {
    expect(e.extensions.code).toBe('BAD_REQUEST');
    expect(e.extensions.errorDataList.length).toBeGreaterThan(0);
  }
  if (translationKey) expect(keysOf(answer.errors)).toContain(translationKey);
}

describe('row 2: documents within the old limits that cost 10–20× a trivial one are refused before validation', () => {
  it('300 unknown fields with 3 kB names: refused by the document size; 10 of them by the name length, anonymously', async () => {
    const names = (n: number) => `{ ${repeat(n, (i) => `f${i}${'x'.repeat(3000)}`)} }`;
    expectBadRequest(await post({ query: names(300) }), 'ERROR_QUERY_TOO_LARGE');
    expectBadRequest(await post({ query: names(10) }), 'ERROR_QUERY_NAME_TOO_LONG');
  });

  it('a name just at the limit passes the scan; one character more is refused', async () => {
    const at = await post({ query: `query ${'Q'.repeat(GRAPHQL_LIMITS.nameLength)} { __typename }` });
    expect(at.res).toHaveStatus(200);
    const over = await post({ query: `query ${'Q'.repeat(GRAPHQL_LIMITS.nameLength + 1)} { __typename }` });
    expectBadRequest(over, 'ERROR_QUERY_NAME_TOO_LONG');
    expect(over.errors![0]!.extensions.errorDataList[0]!.param).toBe(String(GRAPHQL_LIMITS.nameLength));
  });

  it('110 admins(search:) with different 8 kB strings: refused by the string length (and the document size)', async () => {
    const query = `{ ${repeat(110, (i) => `admins(search: "${String(i).padEnd(8000, 'y')}") { totalElements }`)} }`;
    const answer = await post({ query });
    expectBadRequest(answer);
    expect(keysOf(answer.errors)).toEqual([expect.stringMatching(/^ERROR_QUERY_(STRING_TOO_LONG|TOO_LARGE)$/)]);
    const fewer = `{ ${repeat(3, (i) => `admins(search: "${String(i).padEnd(GRAPHQL_LIMITS.stringLength + 1, 'y')}") { totalElements }`)} }`;
    expectBadRequest(await post({ query: fewer }), 'ERROR_QUERY_STRING_TOO_LONG');
    // Block strings too.
    expectBadRequest(
      await post({
        query: `{ admins(search: """${'z'.repeat(GRAPHQL_LIMITS.stringLength + 1)}""") { totalElements } }`,
      }),
      'ERROR_QUERY_STRING_TOO_LONG',
    );
  });

  it('a document over the size limit is refused whatever it holds (comments and whitespace too)', async () => {
    const padded = `{ __typename }\n${'#'.repeat(GRAPHQL_LIMITS.documentLength)}`;
    expectBadRequest(await post({ query: padded }), 'ERROR_QUERY_TOO_LARGE');
  });

  it('about 1 MB of declared variables is refused before coercion; so is deep nesting', async () => {
    const big = { input: { username: 'x'.repeat(GRAPHQL_LIMITS.variablesLength), password: 'y' } };
    expectBadRequest(
      await post({ query: 'mutation($input: LoginInput!) { login(input: $input) { token } }', variables: big }),
      'ERROR_VARIABLES_TOO_LARGE',
    );
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`v${i}`, 'w'.repeat(5000)]));
    const declared = `query(${Object.keys(many)
      .map((k) => `$${k}: String`)
      .join(' ')}) { __typename }`;
    expectBadRequest(await post({ query: declared, variables: many }), 'ERROR_VARIABLES_TOO_LARGE');
    let deep: unknown = 'x';
    for (let i = 0; i < GRAPHQL_LIMITS.variablesDepth + 1; i++) deep = { a: deep };
    expectBadRequest(
      await post({
        query: 'query($input: SuggestionInput!) { suggestions(input: $input) { __typename } }',
        variables: { input: deep },
      }),
      'ERROR_VARIABLES_TOO_DEEP',
    );
  });

  it('validation stops after a handful of errors', async () => {
    const query = `{ ${repeat(300, (i) => `unknown${i}`)} }`;
    const answer = await post({ query });
    expect(answer.res).toHaveStatus(400);
    expect(answer.errors!.length).toBeLessThanOrEqual(GRAPHQL_LIMITS.validationErrors + 1);
    for (const e of answer.errors!) expect(e.extensions.code).toBe('BAD_REQUEST');
  });

  it("the client's own kinds of requests still pass: a variable with a long text, a literal at the string limit", async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const literal = await post(
      { query: `{ skinCarePrograms(search: "${'s'.repeat(GRAPHQL_LIMITS.stringLength)}") { totalElements } }` },
      token,
    );
    // Refused (or not) by the search rule, never by the scan.
    expect(keysOf(literal.errors)).not.toContain('ERROR_QUERY_STRING_TOO_LONG');
    const variable = await post(
      {
        query: 'query($s: String) { skinCarePrograms(search: $s) { totalElements } }',
        variables: { s: 'long search '.repeat(1000) },
      },
      token,
    );
    expect(keysOf(variable.errors)).not.toContain('ERROR_VARIABLES_TOO_LARGE');
  });
});

describe('rows 3 and 7: the answer cache', () => {
  const catalogue = 'query Catalogue($id: Int!) { product(id: $id) { id code } products { id } }';
  let productId: number;
  beforeAll(async () => {
    const rows = await t.orm.em
      .fork()
      .execute<{ id: number }[]>('select id from product where enabled order by id limit 1');
    productId = rows[0]!.id;
  });

  it('is keyed on the declared variables only: unused variables do not make new entries', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const cache = (t.app as unknown as { graphqlResponseCache?: { size: number } }).graphqlResponseCache;
    const first = await post({ query: catalogue, variables: { id: productId } }, token);
    expect(first.res).toHaveStatus(200);
    const sizeAfterFirst = cache?.size;
    for (let i = 0; i < 20; i++) {
      const again = await post(
        { query: catalogue, variables: { id: productId, [`unused${i}`]: 'x'.repeat(100) } },
        token,
      );
      expect(again.res).toHaveStatus(200);
      expect(again.data).toEqual(first.data);
      // A cached answer is the same bytes as the first, sent without executing again.
      expect(again.res.body).toBe(first.res.body);
    }
    expect(cache).toBeDefined();
    expect(cache!.size).toBe(sizeAfterFirst);
  });

  it('a role-less account is refused the catalogue after a user of its region cached it', async () => {
    const user = await loginToken(t.app, 'user@example.com');
    const query = '{ products { id code } }';
    // One locale for both (names follow it), so that only the role differs.
    const english = { 'accept-language': 'en-GB' };
    expect((await post({ query }, user, english)).res).toHaveStatus(200);
    const sql = (s: string) => t.orm.em.fork().execute<Array<{ region_id: number }>>(s);
    const ukRegion = (await sql(`select region_id from account where email = 'user.uk@example.com'`))[0]!.region_id;
    // In the user's region, so that everything but the role is the same for the cache.
    await sql(
      `update account set roles = '{}', region_id = (select region_id from account where email = 'user@example.com') where email = 'user.uk@example.com'`,
    );
    try {
      const roleless = await loginToken(t.app, 'user.uk@example.com');
      for (let i = 0; i < 3; i++) {
        const answer = await post({ query }, roleless, english);
        expect(answer.res).toHaveStatus(403);
        expect(answer.data).toBeNull();
      }
    } finally {
      await sql(`update account set roles = '{APP_USER}', region_id = ${ukRegion} where email = 'user.uk@example.com'`);
    }
  });
});

describe('row 5: automatic persisted queries are off', () => {
  it('a document sent with its hash is not kept: the hash alone is refused with a 400 in the error format', async () => {
    const query = '{ publicSettings { __typename } }';
    const { createHash } = await import('node:crypto');
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const registered = await post({ query, extensions });
    expectBadRequest(registered);
    const byHash = await post({ extensions });
    expectBadRequest(byHash);
  });
});

describe('row 8: malformed GraphQL is a 400 in the error format, never a 500', () => {
  it('an unknown operationName', async () => {
    const answer = await post({ query: 'query A { __typename } query B { __typename }', operationName: 'C' });
    expectBadRequest(answer);
    const single = await post({ query: '{ __typename }', operationName: 'Nope' });
    expectBadRequest(single);
  });

  it('persisted-query version 2, anonymous', async () => {
    expectBadRequest(
      await post({ query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } }),
    );
    expectBadRequest(await post({ extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } }));
  });

  it('variables nested 5,000 deep, signed in', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const query = JSON.stringify('query($input: SuggestionInput!) { suggestions(input: $input) { __typename } }');
    const from = lines.length;
    const objects = `${'{"skinIssues":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expectBadRequest(
      await post(`{"query":${query},"variables":{"input":${objects}}}`, token),
      'ERROR_VARIABLES_TOO_DEEP',
    );
    const lists = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    expectBadRequest(
      await post(`{"query":${query},"variables":{"input":{"skinIssues":${lists}}}}`, token),
      'ERROR_VARIABLES_TOO_DEEP',
    );
    expect(errorLines(from)).toEqual([]);
  });
});

describe('row 9: "too many errors processing variables" is the caller’s fault', () => {
  it('answers 400 in the error format and logs nothing at error level', async () => {
    const token = await loginToken(t.app, 'user@example.com');
    const query = 'mutation($input: RegionProductsInput!) { setRegionAvailableProducts(input: $input) { __typename } }';
    const from = lines.length;
    const answer = await post(
      { query, variables: { input: { regionId: 1, productIds: Array.from({ length: 200 }, () => 'not a number') } } },
      token,
    );
    expectBadRequest(answer);
    expect(errorLines(from)).toEqual([]);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { syncDataVersions } from '../../../server/platform/data-versions.js';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { demoRegions, sqlOf } from '../local-admin/fixtures.js';
import { fullProgram, insertCatalogue, saveRest, type Catalogue } from '../programs/fixtures.js';

/**
 * One GraphQL pipeline: every request, repeated or answered from the response cache, runs through
 * Apollo's request pipeline, so every Apollo plugin sees it (the metrics plugin stands for any
 * plugin added later), and a repeated request is answered exactly as the first one was.
 */
let t: TestApp;
let c: Catalogue;
let user: string;
let other: string;
let programId: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCatalogue(t.orm);
  user = await loginToken(t.app, 'user@example.com');
  other = await loginToken(t.app, 'user.uk@example.com');
  programId = (await saveRest(t.app, user, fullProgram(c, { clientReference: 'Anna' }))).json<{ id: string }>().id;
});
afterAll(() => t?.close());

interface Body {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const post = (body: Body, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: body as unknown as Record<string, unknown>,
  });

/** Requests the metrics plugin (an Apollo plugin) has seen. */
const seenByPlugins = async () =>
  (await t.app.metrics.graphqlOperations.get()).values.reduce((sum, v) => sum + v.value, 0);

/** What a caller can tell of an answer: status, body and headers (but the date and request id). */
function seen(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

const PROGRAM =
  'query Program($id: ID!) { skinCareProgram(id: $id) { id number clientReference specialMixedProducts { baseProducts { productId volume } } } }';
const PAGE = `query Me { me { email } }
  query Page { skinCarePrograms(pageNo: 0, pageSize: 10) { totalElements mixtures { id number washProducts { productId volume comment } } } }`;
const CATALOGUE = 'query Products { products { id code name isInOffer } }';

describe('a repeated query', () => {
  it.each<[string, Body, string | undefined, Record<string, string>]>([
    ['with variables', { query: PROGRAM, variables: { id: '' } }, 'user', {}],
    ['one operation of several, by name', { query: PAGE, operationName: 'Page' }, 'user', {}],
    [
      'asked for graphql-response+json, as Apollo Client asks',
      { query: PROGRAM, variables: { id: '' } },
      'user',
      { accept: 'application/graphql-response+json,application/json;q=0.9' },
    ],
    ['without a token', { query: '{ __typename }', variables: null, operationName: null }, undefined, {}],
    ['answered from the response cache', { query: CATALOGUE }, 'user', {}],
  ])("%s: is answered as the first time, every time through Apollo's plugins", async (_name, body, who, headers) => {
    const request = { ...body, ...(body.variables && 'id' in body.variables ? { variables: { id: programId } } : {}) };
    const token = who === 'user' ? user : undefined;
    const first = await post(request, token, headers);
    expect(first).toHaveStatus(200);
    expect(first.json().errors).toBeUndefined();
    const before = await seenByPlugins();
    const again = [await post(request, token, headers), await post(request, token, headers)];
    expect(await seenByPlugins()).toBe(before + 2);
    for (const res of again) expect(seen(res)).toEqual(seen(first));
  });

  it("runs for each caller with the caller's rights: refusals are the same, word for word", async () => {
    const body = { query: PROGRAM.replace('Program(', 'Rights('), variables: { id: programId } };
    const badVariables = { ...body, variables: { id: { nested: true } } };
    const strangerBefore = await post(body, other);
    const anonymousBefore = await post(body);
    const badBefore = await post(badVariables, user);
    expect([strangerBefore.statusCode, anonymousBefore.statusCode, badBefore.statusCode]).toEqual([404, 401, 400]);
    for (let i = 0; i < 2; i++) expect(await post(body, user)).toHaveStatus(200);
    expect(seen(await post(body, other))).toEqual(seen(strangerBefore));
    expect(seen(await post(body))).toEqual(seen(anonymousBefore));
    expect(seen(await post(badVariables, user))).toEqual(seen(badBefore));
  });

  it('keeps refusing an operation that failed, every time', async () => {
    const body = { query: PROGRAM, variables: { id: '00000000-0000-0000-0000-000000000000' } };
    for (let i = 0; i < 3; i++) expect(await post(body, user)).toHaveStatus(404);
  });
});

describe('the response cache', () => {
  it('answers a caller of another region or locale with their own catalogue, not a cached one', async () => {
    const mine = await post({ query: CATALOGUE }, user);
    const theirs = await post({ query: CATALOGUE }, other);
    expect(mine).toHaveStatus(200);
    expect(theirs).toHaveStatus(200);
    expect(theirs.body).not.toBe(mine.body);
    expect((await post({ query: CATALOGUE }, other)).body).toBe(theirs.body);
  });

  it('sends a cached answer compressed as the first one, the same text once decompressed', async () => {
    const body = { query: 'query Compressed { products { id code name isInOffer } }' };
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const [first, second] = [await post(body, user, accept), await post(body, user, accept)];
    for (const res of [first, second]) {
      expect(res).toHaveStatus(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe(first.headers['content-type']);
    }
    expect(brotliDecompressSync(second.rawPayload).toString('utf8')).toBe(
      brotliDecompressSync(first.rawPayload).toString('utf8'),
    );
    expect((await post(body, user)).body).toBe(brotliDecompressSync(first.rawPayload).toString('utf8'));
  });

  it('answers anew once the catalogue changed', async () => {
    const before = await post({ query: CATALOGUE }, user);
    const { code } = before.json<{ data: { products: Array<{ code: string }> } }>().data.products[0]!;
    await sqlOf(t)('update product set enabled = false where code = ?', [code]);
    await syncDataVersions(t.orm.em); // a change by hand reaches the app through NOTIFY
    const after = await post({ query: CATALOGUE }, user);
    expect(after).toHaveStatus(200);
    expect(
      after.json<{ data: { products: Array<{ code: string }> } }>().data.products.map((p) => p.code),
    ).not.toContain(code);
  });

  it('never serves an API key past its scope check, even a document a user had cached', async () => {
    const admin = await loginToken(t.app, 'admin@example.com');
    const { polska: regionId } = await demoRegions(sqlOf(t));
    const created = await t.app.inject({
      method: 'POST',
      url: '/secured/api/admin/api-keys',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'Pipeline', regionId },
    });
    const { secret } = created.json<{ secret: string }>();
    // Public, so it resolves for a key too: only the scope check refuses it.
    const body = { query: '{ candidateRegions { id } }' };
    for (let i = 0; i < 2; i++) expect(await post(body, user)).toHaveStatus(200);
    expect(await post(body, undefined, { authorization: `ApiKey ${secret}` })).toHaveStatus(403);
    // A catalogue query is in its scope: answered, from the cache or not.
    for (let i = 0; i < 2; i++)
      expect(await post({ query: CATALOGUE }, undefined, { authorization: `ApiKey ${secret}` })).toHaveStatus(200);
  });
});

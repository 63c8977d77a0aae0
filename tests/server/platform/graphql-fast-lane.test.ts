import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { demoRegions, sqlOf } from '../local-admin/fixtures.js';
import { fullProgram, insertCatalogue, saveRest, type Catalogue } from '../programs/fixtures.js';

/**
 * Issue 16: the fast lane (server/platform/graphql/fast-lane.ts). A query Apollo answered once
 * without an error is answered again from its compiled form: the same status, headers and bytes
 * as Apollo's; refusals, mutations, introspection and API keys always take Apollo's way.
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

const laneAnswers = async () => (await t.app.metrics.graphqlFastLane.get()).values.reduce((sum, v) => sum + v.value, 0);

/** What a caller can tell of an answer: status, body and headers (but the date and request id). */
function seen(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

const PROGRAM = 'query Program($id: ID!) { skinCareProgram(id: $id) { id number clientReference specialMixedProducts { baseProducts { productId volume } } } }';
const PAGE = `query Me { me { email } }
  query Page { skinCarePrograms(pageNo: 0, pageSize: 10) { totalElements mixtures { id number washProducts { productId volume comment } } } }`;

describe('a query Apollo answered once', () => {
  it.each<[string, Body, string | undefined, Record<string, string>]>([
    ['with variables', { query: PROGRAM, variables: { id: '' } }, 'user', {}],
    ['one operation of several, by name', { query: PAGE, operationName: 'Page' }, 'user', {}],
    ['asked for graphql-response+json, as Apollo Client asks', { query: PROGRAM, variables: { id: '' } }, 'user', { accept: 'application/graphql-response+json,application/json;q=0.9' }],
    ['without a token', { query: '{ __typename }', variables: null, operationName: null }, undefined, {}],
  ])('is answered again without Apollo, %s, as Apollo answered it', async (_name, body, who, headers) => {
    const request = { ...body, ...(body.variables && 'id' in body.variables ? { variables: { id: programId } } : {}) };
    const token = who === 'user' ? user : undefined;
    const first = await post(request, token, headers);
    expect(first).toHaveStatus(200);
    expect(first.json().errors).toBeUndefined();
    const before = await laneAnswers();
    const again = [await post(request, token, headers), await post(request, token, headers)];
    expect(await laneAnswers()).toBe(before + 2);
    for (const res of again) expect(seen(res)).toEqual(seen(first));
  });

  it('runs for each caller with the caller\'s rights: refusals are Apollo\'s, word for word', async () => {
    const body = { query: PROGRAM.replace('Program(', 'Rights('), variables: { id: programId } };
    const badVariables = { ...body, variables: { id: { nested: true } } };
    // Apollo's answers before the lane opens for this document…
    const strangerBefore = await post(body, other);
    const anonymousBefore = await post(body);
    const badBefore = await post(badVariables, user);
    expect([strangerBefore.statusCode, anonymousBefore.statusCode, badBefore.statusCode]).toEqual([404, 401, 400]);
    for (let i = 0; i < 2; i++) expect(await post(body, user)).toHaveStatus(200);
    // …and after: the same, and none of them from the lane.
    const before = await laneAnswers();
    expect(seen(await post(body, other))).toEqual(seen(strangerBefore));
    expect(seen(await post(body))).toEqual(seen(anonymousBefore));
    expect(seen(await post(badVariables, user))).toEqual(seen(badBefore));
    expect(await laneAnswers()).toBe(before);
  });

  it('keeps an answer with an error out of the lane, and every answer after it', async () => {
    const body = { query: PROGRAM, variables: { id: '00000000-0000-0000-0000-000000000000' } };
    const before = await laneAnswers();
    for (let i = 0; i < 3; i++) expect(await post(body, user)).toHaveStatus(404);
    expect(await laneAnswers()).toBe(before);
  });
});

describe('never in the lane', () => {
  it('a mutation: Apollo runs it every time', async () => {
    const body = { query: 'mutation Lane { __typename }' };
    const before = await laneAnswers();
    for (let i = 0; i < 3; i++) expect(await post(body, user)).toHaveStatus(200);
    expect(await laneAnswers()).toBe(before);
  });

  it('introspection: allowed per caller, so Apollo judges it every time', async () => {
    const body = { query: '{ __schema { queryType { name } } }' };
    const before = await laneAnswers();
    for (let i = 0; i < 3; i++) expect(await post(body, user)).toHaveStatus(200);
    expect(await laneAnswers()).toBe(before);
  });

  it('an API key: a document a user opened the lane with is still out of its scope', async () => {
    const admin = await loginToken(t.app, 'admin@example.com');
    const { polska: regionId } = await demoRegions(sqlOf(t));
    const created = await t.app.inject({ method: 'POST', url: '/secured/api/admin/api-keys', headers: { authorization: `Bearer ${admin}` }, payload: { name: 'Lane', regionId } });
    const { secret } = created.json<{ secret: string }>();
    // Public, so it resolves for a key too: only the scope check refuses it.
    const body = { query: '{ candidateRegions { id } }' };
    for (let i = 0; i < 2; i++) expect(await post(body, user)).toHaveStatus(200);
    const before = await laneAnswers();
    const byKey = await post(body, undefined, { authorization: `ApiKey ${secret}` });
    expect(byKey).toHaveStatus(403);
    expect(await laneAnswers()).toBe(before);
  });
});

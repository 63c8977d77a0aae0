import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GRAPHQL_LIMITS } from '../../../server/platform/graphql/limits.js';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';

/**
 * What the per-request savings of /graphql must not change. Apollo's cache-control
 * plugin is off (its per-field hook cost every operation), yet every answer Apollo executes still
 * says no-store; documents are counted for the token limit while parsed (Apollo keeps the parsed
 * ones), yet an over-long one is refused every time.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object, token?: string) => {
  const req = { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload };
  return t.app.inject(token ? withToken(token, req) : req);
};

describe('GraphQL answers without the per-request extras', () => {
  it('says no-store for callers without a token too, on success and on refusal', async () => {
    const ok = await post({ query: '{ __typename }' });
    expect(ok).toHaveStatus(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await post({ query: '{ me { email } }' });
    expect(refused).toHaveStatus(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('refuses a document over the token limit every time, and answers an accepted one every time', async () => {
    const tooLong = `{ ${Array.from({ length: GRAPHQL_LIMITS.tokens }, () => '__typename').join(' ')} }`;
    for (let i = 0; i < 3; i++) {
      const res = await post({ query: tooLong });
      expect(res).toHaveStatus(400);
      expect(res.json().errors[0].extensions).toEqual({
        code: 'BAD_REQUEST',
        errorDataList: [{ translationKey: 'ERROR_QUERY_TOO_MANY_TOKENS', param: String(GRAPHQL_LIMITS.tokens) }],
      });
    }
    const token = await loginToken(t.app, 'user@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await post({ query: '{ me { email } }' }, token);
      expect(res).toHaveStatus(200);
      expect(res.json().data.me.email).toBe('user@example.com');
    }
  });
});

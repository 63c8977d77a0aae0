import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, decodeJwtPayload, gql, DEMO_PASSWORD, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: payload as object,
    headers,
    remoteAddress: '10.0.0.1',
  });

describe('POST /public/api/authorization/login', () => {
  it('refuses malformed JSON with 400 in the error format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/api/authorization/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_MALFORMED_JSON' }] });
  });

  it('refuses wrong types, unknown fields and over-long strings with 400', async () => {
    for (const payload of [
      { username: 'user@example.com' },
      { username: 42, password: DEMO_PASSWORD },
      { username: 'user@example.com', password: DEMO_PASSWORD, admin: true },
      { username: `${'a'.repeat(250)}@example.com`, password: DEMO_PASSWORD },
      { username: 'user@example.com', password: 'x'.repeat(129) },
      { username: 'user@example.com', password: 'abc' },
    ]) {
      const res = await login(payload);
      expect(res).toHaveStatus(400);
      const body = res.json();
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.errorDataList.length).toBeGreaterThan(0);
      expect(typeof body.errorDataList[0].translationKey).toBe('string');
    }
  });

  it('refuses a body over the size limit with 400', async () => {
    const res = await login({ username: 'user@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res).toHaveStatus(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', errorDataList: [{ translationKey: 'ERROR_BODY_TOO_LARGE' }] });
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await login({ username: 'nobody@example.com', password: DEMO_PASSWORD });
    const wrong = await login({ username: 'editor@example.com', password: 'wrong-password-1' });
    expect(unknown).toHaveStatus(401);
    expect(wrong).toHaveStatus(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({
      code: 'UNAUTHENTICATED',
      errorDataList: [{ translationKey: 'ERROR_LOGIN_FAILED' }],
    });
  });

  it("issues a token with exactly the claims of the spec, and its login session's id", async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await login({ username: 'User@Example.com', password: DEMO_PASSWORD });
    expect(res).toHaveStatus(200);
    const payload = decodeJwtPayload(res.json().token);
    expect(Object.keys(payload).sort()).toEqual([
      'authorities',
      'exp',
      'fallbackLocale',
      'mustResetPassword',
      'preferredLanguage',
      'sid',
      'sub',
    ]);
    const sessions = await t.orm.em
      .fork()
      .execute<{ n: string }[]>('select count(*)::text as n from login_session where id = ? and revoked_at is null', [
        payload.sid,
      ]);
    expect(sessions[0]!.n).toBe('1');
    expect(payload).toMatchObject({
      sub: 'user@example.com',
      authorities: 'APP_USER',
      preferredLanguage: 'pl_PL',
      fallbackLocale: 'en_GB',
      mustResetPassword: false,
    });
    expect(payload.exp as number).toBeGreaterThanOrEqual(before + 1800);
    expect(payload.exp as number).toBeLessThanOrEqual(before + 1802);
    const header = JSON.parse(Buffer.from(res.json().token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('logs in every demo account through REST and GraphQL with its roles', async () => {
    const accounts: Array<[string, string]> = [
      ['admin@example.com', 'ADMIN'],
      ['editor@example.com', 'CONTENT_EDITOR'],
      ['local.admin@example.com', 'LOCAL_ADMIN'],
      ['user@example.com', 'APP_USER'],
      ['user.uk@example.com', 'APP_USER'],
    ];
    for (const [email, role] of accounts) {
      const rest = await login({ username: email, password: DEMO_PASSWORD });
      expect(rest).toHaveStatus(200);
      expect(decodeJwtPayload(rest.json().token).authorities).toBe(role);
      const graph = await gql<{ login: { token: string } }>(
        t.app,
        'mutation($input: LoginInput!) { login(input: $input) { token } }',
        { input: { username: email, password: DEMO_PASSWORD } },
      );
      expect(graph).toHaveStatus(200);
      const me = await gql<{ me: { email: string; roles: string[] } }>(
        t.app,
        '{ me { email roles } }',
        {},
        graph.data!.login.token,
      );
      expect(me.errors).toBeUndefined();
      expect(me.data!.me).toEqual({ email, roles: [role] });
    }
  });

  it('answers a GraphQL login failure in the error format with status 401', async () => {
    const res = await gql(t.app, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
      input: { username: 'admin@example.com', password: 'not-the-password' },
    });
    expect(res).toHaveStatus(401);
    expect(res.errors![0]!.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      errorDataList: [{ translationKey: 'ERROR_LOGIN_FAILED' }],
    });
    expect(JSON.stringify(res.errors)).not.toMatch(/stack|at \w+ \(/);
  });

  it('records LOGIN_ATTEMPT and LOGIN_SUCCESS audit events', async () => {
    await login({ username: 'user.uk@example.com', password: DEMO_PASSWORD });
    const rows = await t.orm.em
      .fork()
      .execute<{ event: string }[]>(`select event from audit_event where username = 'user.uk@example.com' order by id`);
    expect(rows.map((r) => r.event)).toEqual(expect.arrayContaining(['LOGIN_ATTEMPT', 'LOGIN_SUCCESS']));
  });
});

const TOO_MANY = { code: 'TOO_MANY_REQUESTS', errorDataList: [{ translationKey: 'ERROR_TOO_MANY_ATTEMPTS' }] };
const attempt = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username, password },
    remoteAddress,
  });
const lockSeconds = async (key: string) =>
  Number(
    (
      await t.orm.em
        .fork()
        .execute<{ s: string }[]>(
          'select extract(epoch from locked_until - now())::text as s from login_throttle where key = ?',
          [key],
        )
    )[0]?.s ?? 0,
  );

describe('login throttling', () => {
  it('locks an account for an address after five failures there: even the right password then answers 429 with Retry-After', async () => {
    const email = 'local.admin@example.com';
    for (let i = 0; i < 5; i++) expect(await attempt(email, 'wrong-password-9', '10.0.1.1')).toHaveStatus(401);
    for (const res of [
      await attempt(email, DEMO_PASSWORD, '10.0.1.1'),
      await attempt(email, 'wrong-password-9', '10.0.1.1'),
    ]) {
      expect(res).toHaveStatus(429);
      expect(res.json()).toEqual(TOO_MANY);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // GraphQL: the same status, header and extensions.
    const graph = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.0.1.1',
      payload: {
        query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { username: email, password: DEMO_PASSWORD } },
      },
    });
    expect(graph).toHaveStatus(429);
    expect(Number(graph.headers['retry-after'])).toBeGreaterThan(0);
    expect(graph.json().errors[0].extensions).toEqual(TOO_MANY);
  });

  it('locks an unknown account exactly as a known one (identical failures)', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 6; i++) {
      known.push(await attempt('forced.change@example.com', 'wrong-password-9', '10.0.2.1'));
      unknown.push(await attempt('nobody.here@example.com', 'wrong-password-9', '10.0.3.1'));
    }
    expect(known.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
  });

  it('locks progressively: one minute after five failures, doubling per further failure, at most 15 minutes', async () => {
    const email = 'user.uk@example.com';
    const key = `pair:${email} 10.0.4.1`;
    const expire = () =>
      t.orm.em
        .fork()
        .execute("update login_throttle set locked_until = now() - interval '1 second' where key = ?", [key]);
    for (let i = 0; i < 5; i++) await attempt(email, 'wrong-password-9', '10.0.4.1');
    expect(await lockSeconds(key)).toBeGreaterThan(50);
    expect(await lockSeconds(key)).toBeLessThanOrEqual(60);
    const seen = [];
    for (let i = 0; i < 6; i++) {
      await expire();
      expect(await attempt(email, 'wrong-password-9', '10.0.4.1')).toHaveStatus(401);
      seen.push(Math.round((await lockSeconds(key)) / 60));
    }
    expect(seen).toEqual([2, 4, 8, 15, 15, 15]);
    // Once the lock has passed, the right password logs in and forgets the failures.
    await expire();
    expect(await attempt(email, DEMO_PASSWORD, '10.0.4.1')).toHaveStatus(200);
    expect(await lockSeconds(key)).toBe(0);
  });

  it('locks an address after twenty failures across accounts, with 429 for that address only', async () => {
    for (let i = 0; i < 20; i++) {
      expect(await attempt(`ghost${i}@example.com`, 'wrong-password-9', '10.9.9.9')).toHaveStatus(401);
    }
    const res = await attempt('admin@example.com', DEMO_PASSWORD, '10.9.9.9');
    expect(res).toHaveStatus(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await attempt('user@example.com', DEMO_PASSWORD, '10.9.9.8')).toHaveStatus(200);
  });
});

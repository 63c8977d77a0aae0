import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { syncNotifications } from '../../../server/platform/notifier.js';
import { createTestApp, DEMO_PASSWORD, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { fullProgram, insertCatalogue, saveRest } from '../programs/fixtures.js';

/**
 * Two server processes on one database: each has its own pool, LISTEN connection, token and
 * account-state caches, as two `node dist/server/main.js` behind a load balancer would. What they
 * share goes through PostgreSQL only. No sleeping: a process has seen a change once a sync marker
 * sent after it has come back through its own notifier.
 */
let a: TestApp;
let b: TestApp;
// Every process gets the same signing key (README: several processes).
const env = { JWT_SECRET: 'two-processes-share-this-signing-key-0123456789' };
beforeAll(async () => {
  a = await createTestApp(env);
  b = await createTestApp(env, { databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const me = (t: TestApp, token: string) => gql<{ me: { email: string } }>(t.app, '{ me { email } }', {}, token);
const refresh = (t: TestApp, token: string) =>
  t.app.inject(withToken(token, { method: 'POST', url: '/secured/api/authorization/reresh' }));
const login = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username, password },
    remoteAddress,
  });

describe('revocation reaches the other process at once', () => {
  it('a logout on A refuses the token (and its refreshes) on B', async () => {
    const token = await loginToken(a.app, 'user@example.com');
    const refreshed = (await refresh(b, token)).json().token as string;
    // B has the account and the session cached now.
    expect((await me(b, token)).data).toEqual({ me: { email: 'user@example.com' } });
    expect((await me(b, refreshed)).data).toEqual({ me: { email: 'user@example.com' } });
    expect((await gql(a.app, 'mutation { logout }', {}, token)).data).toEqual({ logout: true });
    await syncNotifications(b.orm.em);
    expect(await me(b, token)).toHaveStatus(401);
    expect(await me(b, refreshed)).toHaveStatus(401);
    expect(await refresh(b, refreshed)).toHaveStatus(401);
  });

  it('a password change on A refuses older tokens on B, and B accepts the new one', async () => {
    const old = await loginToken(b.app, 'user.uk@example.com');
    expect((await me(b, old)).data).toEqual({ me: { email: 'user.uk@example.com' } });
    const changed = await a.app.inject(
      withToken(old, {
        method: 'POST',
        url: '/secured/api/authorization/change',
        payload: { currentPassword: DEMO_PASSWORD, password: 'changed-on-a-1', passwordRepeated: 'changed-on-a-1' },
      }),
    );
    expect(changed).toHaveStatus(200);
    await syncNotifications(b.orm.em);
    expect(await me(b, old)).toHaveStatus(401);
    expect((await me(b, changed.json().token as string)).data).toEqual({ me: { email: 'user.uk@example.com' } });
  });
});

describe('throttling is shared', () => {
  it('40 wrong logins from one address alternating between A and B: the address locks at the 20th on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await login(i % 2 ? b : a, `ghost${i}@example.com`, 'wrong-password-9', '10.7.7.7')).statusCode);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(20).fill(429)]);
    // The right password of a real account from that address too, on either process.
    expect(await login(a, 'admin@example.com', DEMO_PASSWORD, '10.7.7.7')).toHaveStatus(429);
    expect(await login(b, 'admin@example.com', DEMO_PASSWORD, '10.7.7.7')).toHaveStatus(429);
  });

  it('an account locks for one address after five failures alternating between A and B; the owner elsewhere signs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(i % 2 ? b : a, 'local.admin@example.com', 'wrong-password-9', '10.8.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const t of [a, b]) {
      const res = await login(t, 'local.admin@example.com', DEMO_PASSWORD, '10.8.0.1');
      expect(res).toHaveStatus(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Decision 055: the stranger's failures do not lock the owner out.
    expect(await login(b, 'local.admin@example.com', DEMO_PASSWORD, '10.8.1.1')).toHaveStatus(200);
  });
});

describe('optimistic locking is shared', () => {
  it('two saves of the same program version, one on each process: one 200, one 409', async () => {
    const catalogue = await insertCatalogue(a.orm);
    await syncNotifications(b.orm.em);
    const token = await loginToken(a.app, 'user@example.com');
    const saved = await saveRest(a.app, token, fullProgram(catalogue));
    expect(saved).toHaveStatus(200);
    const { id, version } = saved.json() as { id: string; version: number };
    const change = (comment: string) =>
      fullProgram(catalogue, {
        id,
        version,
        specialMixedProducts: {
          comment,
          baseProducts: [{ productId: catalogue.products.base, volume: 40 }],
          activeProducts: [],
        },
      });
    const answers = await Promise.all([
      saveRest(a.app, token, change('Saved on A.')),
      saveRest(b.app, token, change('Saved on B.')),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
      code: 'CONFLICT',
      errorDataList: [{ translationKey: 'ERROR_STALE_VERSION' }],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestApp, decodeJwtPayload, gql, DEMO_PASSWORD, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const restLogin = (username: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username, password: DEMO_PASSWORD },
    remoteAddress,
  });

const version = async (email: string) =>
  (await t.orm.em.fork().execute<{ version: number }[]>('select version from account where email = ?', [email]))[0]!
    .version;

/** Two devices, or a double click: logins of one account at the same moment never conflict. */
describe('concurrent logins of one account', () => {
  it('two at once both succeed, each with its own session', async () => {
    const results = await Promise.all([
      restLogin('user@example.com', '10.7.0.1'),
      restLogin('user@example.com', '10.7.0.2'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const sids = results.map((r) => decodeJwtPayload(r.json().token).sid);
    expect(new Set(sids).size).toBe(2);
  });

  it('ten at once (REST and GraphQL mixed) all succeed, and every token is accepted', async () => {
    const email = 'user.uk@example.com';
    const versionBefore = await version(email);
    const results = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        if (i % 2 === 0) {
          const res = await restLogin(email, `10.7.1.${i}`);
          return { status: res.statusCode, token: res.statusCode === 200 ? (res.json().token as string) : res.body };
        }
        const res = await gql<{ login: { token: string } }>(
          t.app,
          'mutation($input: LoginInput!) { login(input: $input) { token } }',
          {
            input: { username: email, password: DEMO_PASSWORD },
          },
        );
        return { status: res.status, token: res.data?.login?.token ?? JSON.stringify(res.errors) };
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const { token } of results) {
      const me = await gql<{ me: { email: string } }>(t.app, '{ me { email } }', {}, token);
      expect(me.data?.me.email).toBe(email);
    }
    // The bookkeeping is no edit of the account: an administrator's form opened before stays current.
    expect(await version(email)).toBe(versionBefore);
    const em = t.orm.em.fork();
    const [row] = await em.execute<{ sessions: string; recent: boolean }[]>(
      `select (select count(*) from login_session s where s.account_id = a.id)::text as sessions,
              a.last_login_at > now() - interval '1 minute' as recent
         from account a where a.email = ?`,
      [email],
    );
    expect(Number(row!.sessions)).toBeGreaterThanOrEqual(10);
    expect(row!.recent).toBe(true);
  });
});

/** A login's stamp is no change any process caches: it sends no `account_changed` (migration 20261127030000). */
describe('the account notification', () => {
  it('stays silent for a login and still speaks for a real change', async () => {
    const email = 'editor@example.com';
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    try {
      const heard: string[] = [];
      let marker: () => void = () => {};
      const markerHeard = new Promise<void>((resolve) => (marker = resolve));
      listener.on('notification', (n) => {
        heard.push(n.payload ?? '');
        if (n.payload === 'local.admin@example.com') marker();
      });
      await listener.query('listen account_changed');
      expect(await restLogin(email, '10.7.2.1')).toHaveStatus(200);
      // Notifications arrive in commit order: when the marker's (another account's real change)
      // arrives, the login's would have arrived before it.
      await t.orm.em.fork().execute(`update account set version = version + 1 where email = 'local.admin@example.com'`);
      await markerHeard;
      expect(heard).toEqual(['local.admin@example.com']);
    } finally {
      await listener.end();
    }
  });
});

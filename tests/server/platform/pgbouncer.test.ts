import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startPgBouncer, type PgBouncer } from '../../support/pgbouncer.js';
import { waitFor } from '../../support/wait-for.mjs';

/**
 * Two server processes (as in tests/server/security/two-processes.test.ts: each its own pool,
 * notifier and caches) whose pools go through Debian's PgBouncer in transaction mode, which drops
 * the notifications of a session between transactions. With DATABASE_DIRECT_URL on PostgreSQL the
 * processes still hear each other; with it on PgBouncer too the listener is muted, and the caches
 * are bypassed: slower, never stale.
 */
const SHARED = { JWT_SECRET: 'pgbouncer-processes-share-this-signing-key-012345' };
/** What the issue asks: the other process sees a logout or a changed text within 2 s. */
const WITHIN_MS = 2_000;

let bouncer: PgBouncer;
let origin: TestApp;
let direct: string;
let pooled: string;
beforeAll(async () => {
  origin = await createTestApp(SHARED);
  direct = origin.databaseUrl;
  bouncer = await startPgBouncer(process.env.TEST_PG_SERVER_URL!);
  pooled = `${bouncer.url}/${new URL(direct).pathname.slice(1)}`;
}, 60_000);
afterAll(async () => {
  await origin?.close();
  await bouncer?.stop();
});

const me = (t: TestApp, token: string) => gql<{ me: { email: string } }>(t.app, '{ me { email } }', {}, token);
const textOf = async (t: TestApp, key: string) =>
  (await t.app.inject({ method: 'GET', url: '/public/api/translations?locales=pl_PL' })).json()[key]?.pl_PL as
    string | undefined;

async function pair(directUrl: string): Promise<[TestApp, TestApp]> {
  const env = { ...SHARED, DATABASE_URL: pooled, DATABASE_DIRECT_URL: directUrl, DATABASE_POOL_MAX: '4' };
  const a = await createTestApp(env, { databaseUrl: direct });
  const b = await createTestApp(env, { databaseUrl: direct });
  return [a, b];
}

/** A logout on A is refused on B, and a text saved on A shows on B, both within WITHIN_MS. */
async function seesTheOther(a: TestApp, b: TestApp, key: string): Promise<void> {
  const token = await loginToken(a.app, 'user@example.com');
  // B has the account and session in hand (cached when its notifier hears).
  expect((await me(b, token)).data).toEqual({ me: { email: 'user@example.com' } });
  expect((await me(b, token)).data).toEqual({ me: { email: 'user@example.com' } });
  expect((await gql(a.app, 'mutation { logout }', {}, token)).data).toEqual({ logout: true });
  await waitFor(async () => (await me(b, token)).status === 401, {
    what: 'the logout on A to be refused on B',
    timeout: WITHIN_MS,
    interval: 20,
  });

  const admin = await loginToken(a.app, 'admin@example.com');
  expect(await textOf(b, key)).toBeUndefined();
  const saved = await a.app.inject(
    withToken(admin, {
      method: 'POST',
      url: '/secured/api/translations',
      payload: { key, textType: 'INTERFACE', comment: 'pgbouncer test', value: 'Nowy tekst', locale: 'pl_PL' },
    }),
  );
  expect(saved).toHaveStatus(200);
  await waitFor(async () => (await textOf(b, key)) === 'Nowy tekst', {
    what: 'the text saved on A to show on B',
    timeout: WITHIN_MS,
    interval: 20,
  });
}

describe('DATABASE_URL through PgBouncer (transaction mode), DATABASE_DIRECT_URL on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await pair(direct);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("both are ready, and each sees the other's logout and changed text", async () => {
    for (const t of [a, b]) expect(await t.app.inject({ method: 'GET', url: '/readyz' })).toHaveStatus(200);
    // The pools really go through PgBouncer: its log names the database's clients.
    expect(bouncer.log()).toContain(new URL(direct).pathname.slice(1));
    await seesTheOther(a, b, 'PGBOUNCER_TEXT_HEARD');
  });
});

describe('DATABASE_DIRECT_URL through PgBouncer too: the listener is muted', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    bouncer.log(); // (PgBouncer logs "got packet 'A' from server when not linked" for what it drops)
    [a, b] = await pair(pooled);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('is noticed: not ready, caches bypassed, answers never stale', async () => {
    for (const t of [a, b]) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready).toHaveStatus(503);
      expect(ready.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }],
        requestId: expect.any(String),
      });
      expect(await t.app.inject({ method: 'GET', url: '/livez' })).toHaveStatus(200);
    }
    expect(bouncer.log()).toContain("got packet 'A' from server when not linked");
    await seesTheOther(a, b, 'PGBOUNCER_TEXT_MUTED');
  });

  it('reads through at once: the first read after a change already sees it', async () => {
    const token = await loginToken(a.app, 'user.uk@example.com');
    expect((await me(b, token)).data).toEqual({ me: { email: 'user.uk@example.com' } });
    expect((await gql(a.app, 'mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect(await me(b, token)).toHaveStatus(401);
    const admin = await loginToken(b.app, 'admin@example.com');
    for (let i = 0; i < 3; i++) {
      const key = `PGBOUNCER_TEXT_FRESH_${i}`;
      expect(
        await b.app.inject(
          withToken(admin, {
            method: 'POST',
            url: '/secured/api/translations',
            payload: { key, textType: 'INTERFACE', comment: 'pgbouncer test', value: `v${i}`, locale: 'pl_PL' },
          }),
        ),
      ).toHaveStatus(200);
      expect(await textOf(a, key)).toBe(`v${i}`);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { startEmbeddedPostgres } from '../../support/embedded-pg.mjs';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, saveRest, type Catalogue } from '../programs/fixtures.js';

/**
 * The database goes away under a save load and comes back: every answer meanwhile is 200 or 503
 * with `Retry-After` in the error format (never 500), the app recovers without a restart, and no
 * save was acknowledged that was not committed, nor committed half. Bounded in count and time;
 * loopback only.
 */

/** Every 5xx names its request id (to find it in the log). */
const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }],
  requestId: expect.any(String),
};
/** Lines of `fullProgram`: two indicators; a base, two actives, a wash and a ready product. */
const INDICATOR_LINES = 2;
const PRODUCT_LINES = 5;
const WORKERS = 6;
const MAX_REQUESTS = 4_000;

/** Paces the load below (not a wait for anything). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { id?: string } & Record<string, unknown>;
}

/** A bounded loop of concurrent program saves, recording every answer. */
class SaveLoad {
  readonly answers: Answer[] = [];
  private running = true;
  private sent = 0;
  private readonly done: Promise<void[]>;

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
    private readonly c: Catalogue,
  ) {
    this.done = Promise.all(Array.from({ length: WORKERS }, () => this.worker()));
  }

  private async worker(): Promise<void> {
    while (this.running && this.sent < MAX_REQUESTS) {
      this.sent += 1;
      const res = await saveRest(
        this.t.app,
        this.token,
        fullProgram(this.c, {
          specialMixedProducts: { ...fullProgram(this.c).specialMixedProducts, comment: `load ${this.sent}` },
        }),
      );
      this.answers.push(answerOf(res));
      // An outage answers at once: pause rather than spin.
      if (res.statusCode !== 200) await sleep(20);
    }
  }

  count(status: number): number {
    return this.answers.filter((a) => a.status === status).length;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

function answerOf(res: LightMyRequestResponse): Answer {
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    body: res.json(),
  };
}

/** Every answer was a success or a 503 in the error format with Retry-After; never a 500. */
function expectOnlySuccessOr503(answers: Answer[]): void {
  const statuses = new Set(answers.map((a) => a.status));
  expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  for (const a of answers.filter((x) => x.status === 503)) {
    expect(a.body).toEqual(UNAVAILABLE);
    expect(Number(a.retryAfter)).toBeGreaterThan(0);
  }
}

/** Every acknowledged save is committed, and every program row has all its lines. */
async function expectWholeSaves(databaseUrl: string, email: string, acknowledged: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; indicators: number; products: number }>(
      `select p.id,
              (select count(*)::int from program_indicator i where i.program_id = p.id) as indicators,
              (select count(*)::int from program_product l where l.program_id = p.id) as products
         from skin_care_program p join account a on a.id = p.owner_id
        where lower(a.email) = lower($1)`,
      [email],
    );
    const ids = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(rows.filter((r) => r.indicators !== INDICATOR_LINES || r.products !== PRODUCT_LINES)).toEqual([]);
    // Saves committed whose answer was lost with the connection (the client saw 503) are possible.
    console.log(`chaos: ${acknowledged.length} saves acknowledged, ${rows.length} programs stored`);
  } finally {
    await client.end();
  }
}

function graphql(t: TestApp, query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return t.app.inject({ method: 'POST', url: '/graphql', headers, payload: JSON.stringify({ query, variables }) });
}

const acknowledgedIds = (answers: Answer[]) => answers.filter((a) => a.status === 200).map((a) => String(a.body.id));

/**
 * Waits until a save and a login both succeed: the app has recovered. Every answer on the way
 * must be 200 or 503 (checked once recovered: the wait retries whatever fails).
 */
async function recovery(
  t: TestApp,
  token: string,
  c: Catalogue,
  timeout: number,
  email = 'user.uk@example.com',
): Promise<void> {
  const statuses: number[] = [];
  await waitFor(
    async () => {
      const save = await saveRest(t.app, token, fullProgram(c));
      statuses.push(save.statusCode);
      if (save.statusCode !== 200) return false;
      const login = await t.app.inject({
        method: 'POST',
        url: '/public/api/authorization/login',
        payload: { username: email, password: 'demo-password-1' },
      });
      statuses.push(login.statusCode);
      return login.statusCode === 200;
    },
    { what: () => `recovery (answers so far: ${statuses.join(', ')})`, timeout, interval: 50 },
  );
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
}

describe('the embedded PostgreSQL stops under a save load and starts again', () => {
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let t: TestApp | undefined;

  beforeAll(async () => {
    // A server of this test's own: the run's shared one must stay up for the other files.
    server = await startEmbeddedPostgres({ prefix: 'skincare-chaos-pg-', password: 'chaos-password' });
    t = await createTestApp({}, { server: server.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    // stop() waits for the postmaster to exit: one that a failed run left dead must start first.
    const postmaster = (server?.pg as unknown as { process?: ChildProcess } | undefined)?.process;
    if (postmaster && postmaster.exitCode !== null) await server!.pg.start();
    await server?.stop();
  });

  it('answers 503 with Retry-After meanwhile, recovers without a restart, and never half-saves', async () => {
    const app = t!;
    const c = await insertCatalogue(app.orm);
    const token = await loginToken(app.app, 'user@example.com');
    const load = new SaveLoad(app, token, c);
    try {
      await waitFor(() => load.count(200) >= 20, { what: 'saves before the outage', timeout: 30_000, interval: 50 });

      // Fast shutdown, as an operator's stop or a failover does: sessions end with 57P01, then
      // connections are refused. The data directory stays.
      const postmaster = (server!.pg as unknown as { process: ChildProcess }).process;
      const exited = new Promise((resolve) => postmaster.once('exit', resolve));
      postmaster.kill('SIGINT');
      await exited;
      const before = load.answers.length;
      await waitFor(() => load.count(503) >= 20 && load.answers.length - before >= 20, {
        what: 'answers during the outage',
        timeout: 30_000,
        interval: 50,
      });

      const health = await app.app.inject({ method: 'GET', url: '/healthz' });
      expect(health).toHaveStatus(503);
      expect(health.json()).toEqual(UNAVAILABLE);
      expect(health.headers['retry-after']).toBeDefined();
      // GraphQL: a resolver's failure (login) and the token check before the operation (save).
      const graphqlLogin = await graphql(app, 'mutation($i: LoginInput!) { login(input: $i) { token } }', {
        i: { username: 'user@example.com', password: 'demo-password-1' },
      });
      expect(graphqlLogin).toHaveStatus(503);
      expect(graphqlLogin.headers['retry-after']).toBeDefined();
      expect(graphqlLogin.json().errors.map((e: { extensions: unknown }) => e.extensions)).toEqual([UNAVAILABLE]);
      const graphqlSave = await graphql(
        app,
        'mutation($p: SkinCareProgramInput!) { saveSkinCareProgram(program: $p) { id } }',
        { p: fullProgram(c) },
        token,
      );
      expect(graphqlSave).toHaveStatus(503);
      expect(graphqlSave.headers['retry-after']).toBeDefined();
      expect(graphqlSave.json()).toEqual(UNAVAILABLE);
      const login = await app.app.inject({
        method: 'POST',
        url: '/public/api/authorization/login',
        payload: { username: 'user@example.com', password: 'demo-password-1' },
      });
      expect(login).toHaveStatus(503);
      expect(login.json()).toEqual(UNAVAILABLE);

      await server!.pg.start();
      const back = Date.now();
      await recovery(app, token, c, 60_000);
      console.log(`chaos: recovered ${Date.now() - back} ms after PostgreSQL accepted connections again`);
      // Readiness also waits for the notifier's LISTEN connection, made anew with backoff (at most 5 s).
      await waitFor(async () => (await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200, {
        what: '/healthz ready again',
        timeout: 20_000,
        interval: 100,
      });
      const after = load.count(200);
      await waitFor(() => load.count(200) >= after + 20, {
        what: 'saves after recovery',
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await load.stop();
    }
    expectOnlySuccessOr503(load.answers);
    expect(load.count(503)).toBeGreaterThan(0);
    await expectWholeSaves(app.databaseUrl, 'user@example.com', acknowledgedIds(load.answers));
  }, 180_000);
});

describe('an external PostgreSQL terminates the app’s connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  const notifierSessions = async () =>
    (
      await admin.query(
        `select count(*)::int as n from pg_stat_activity where application_name = 'notifier' and datname = current_database()`,
      )
    ).rows[0].n as number;

  it('reconnects pool and notifier, answers 503 meanwhile, and trusts no cached account state', async () => {
    const c = await insertCatalogue(t.orm);
    const token = await loginToken(t.app, 'user@example.com');
    const revoked = await loginToken(t.app, 'user.uk@example.com');
    // Cached now: the next request with this token costs no query.
    expect(
      await t.app.inject({ method: 'GET', url: '/secured/api/user', headers: { authorization: `Bearer ${revoked}` } }),
    ).toHaveStatus(200);
    const load = new SaveLoad(t, token, c);
    try {
      await waitFor(() => load.count(200) >= 10, { what: 'saves before', timeout: 30_000, interval: 50 });
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      // A change the notifier may never announce: it was made while nobody listened.
      await admin.query(`update account set enabled = false where email = 'user.uk@example.com'`);
      const at = load.answers.length;
      await waitFor(() => load.answers.slice(at).filter((a) => a.status === 200).length >= 20, {
        what: 'saves after the cut',
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await load.stop();
    }
    await waitFor(async () => (await notifierSessions()) === 1, {
      what: 'notifier back',
      timeout: 30_000,
      interval: 50,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/secured/api/user',
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(refused).toHaveStatus(401);
    await recovery(t, token, c, 30_000, 'user@example.com');
    expectOnlySuccessOr503(load.answers);
    await expectWholeSaves(t.databaseUrl, 'user@example.com', acknowledgedIds(load.answers));
  }, 120_000);
});

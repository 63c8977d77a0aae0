import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { startEmbeddedPostgres } from '../../support/embedded-pg.mjs';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, type Catalogue } from './fixtures.js';

/**
 * PostgreSQL dies after a save committed and before its answer: the client sees 503, retries
 * with the same `Idempotency-Key` once the database is back, and gets the committed program's id;
 * one program is stored. The save runs its real path: the test holds it after the commit (a
 * trigger on the audit event written after the commit sleeps while the test's flag row exists),
 * then stops PostgreSQL (fast shutdown, as an operator's stop or a failover does).
 */

const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }],
  requestId: expect.any(String),
};

/**
 * Sleeps while the test's flag row exists: the hold is this test's, in its own database. A sleep,
 * not a lock another session holds: at a fast shutdown that session may end first and release
 * the save before its own backend is stopped.
 */
const HOLD_SQL = `
create table test_hold (held boolean primary key);
create function test_hold_after_commit() returns trigger language plpgsql as $$
begin
  if new.event = 'SAVE_SKIN_CARE_PROGRAM_SUCCESS' and exists (select 1 from test_hold) then perform pg_sleep(120); end if;
  return new;
end;
$$;
create trigger test_hold_after_commit before insert on audit_event for each row execute function test_hold_after_commit();`;

describe('a save whose answer is lost when PostgreSQL stops after its commit', () => {
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let t: TestApp | undefined;
  let c: Catalogue;

  beforeAll(async () => {
    // A server of this test's own: the run's shared one must stay up for the other files.
    server = await startEmbeddedPostgres({ prefix: 'skincare-idempotency-pg-', password: 'idempotency-password' });
    t = await createTestApp({}, { server: server.url });
    c = await insertCatalogue(t.orm);
    await t.orm.em.fork().execute(HOLD_SQL);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    // stop() waits for the postmaster to exit: one that a failed run left dead must start first.
    const postmaster = (server?.pg as unknown as { process?: ChildProcess } | undefined)?.process;
    if (postmaster && postmaster.exitCode !== null) await server!.pg.start();
    await server?.stop();
  });

  it('answers 503, and the retry with the same key answers the stored program: one program', async () => {
    const app = t!;
    const token = await loginToken(app.app, 'user@example.com');
    const key = `"${randomUUID()}"`;
    const save = () =>
      app.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/secured/api/skincareprogram',
          headers: { 'idempotency-key': key },
          payload: fullProgram(c),
        }),
      );
    const programs = async (client: pg.Client) =>
      (
        await client.query<{ id: string }>(
          `select p.id from skin_care_program p join account a on a.id = p.owner_id where a.email = 'user@example.com'`,
        )
      ).rows.map((r) => r.id);

    const holder = new pg.Client({ connectionString: app.databaseUrl });
    // The stop ends this connection too.
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('insert into test_hold values (true)');
    const before = await programs(holder);
    const answer: Promise<LightMyRequestResponse> = save();
    await waitFor(
      async () =>
        (
          await holder.query(
            `select 1 from pg_stat_activity where wait_event = 'PgSleep' and query like '%audit_event%'`,
          )
        ).rowCount! > 0,
      { what: 'the save held after its commit' },
    );
    const committed = (await programs(holder)).filter((id) => !before.includes(id));
    expect(committed).toHaveLength(1);

    const postmaster = (server!.pg as unknown as { process: ChildProcess }).process;
    const exited = new Promise((resolve) => postmaster.once('exit', resolve));
    postmaster.kill('SIGINT');
    await exited;
    const lost = await answer;
    expect(lost).toHaveStatus(503);
    expect(lost.json()).toEqual(UNAVAILABLE);
    await holder.end().catch(() => undefined);

    await server!.pg.start();
    const statuses: number[] = [];
    let retried: LightMyRequestResponse | undefined;
    await waitFor(
      async () => {
        retried = await save();
        statuses.push(retried.statusCode);
        return retried.statusCode === 200;
      },
      { what: () => `the retry answered (answers so far: ${statuses.join(', ')})`, timeout: 60_000, interval: 100 },
    );
    // While the database came back, only 503s.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(retried!.json<{ id: string }>().id).toBe(committed[0]);

    const check = new pg.Client({ connectionString: app.databaseUrl });
    await check.connect();
    try {
      expect((await programs(check)).filter((id) => !before.includes(id))).toEqual(committed);
    } finally {
      await check.end();
    }
    // Another save with the same key still stores nothing.
    expect((await save()).json<{ id: string }>().id).toBe(committed[0]);
  }, 180_000);
});

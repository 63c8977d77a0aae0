import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestApp, loginToken, withToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, type Catalogue } from '../programs/fixtures.js';

/**
 * Two server processes on one database get the same save with one `Idempotency-Key` at the same
 * time (a client that retried through the load balancer): each process's own "still running"
 * check cannot see the other's, so the database decides: the key's row is unique, the later
 * transaction rolls back, one program is stored and both answer its id.
 */
const env = { JWT_SECRET: 'idempotency-processes-share-this-key-0123456789' };
let a: TestApp;
let b: TestApp;
let c: Catalogue;

beforeAll(async () => {
  a = await createTestApp(env);
  b = await createTestApp(env, { databaseUrl: a.databaseUrl });
  c = await insertCatalogue(a.orm);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('one key sent to two processes at once', () => {
  it('stores one program; both answer it', async () => {
    const token = await loginToken(a.app, 'user@example.com');
    const key = `"${randomUUID()}"`;
    const save = (t: TestApp) =>
      t.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/secured/api/skincareprogram',
          headers: { 'idempotency-key': key },
          payload: fullProgram(c),
        }),
      );
    const warm = (t: TestApp) =>
      t.app.inject(withToken(token, { method: 'POST', url: '/secured/api/skincareprogram', payload: fullProgram(c) }));
    // Each process has its pool, caches and the catalogue at hand before the race.
    expect(await warm(a)).toHaveStatus(200);
    expect(await warm(b)).toHaveStatus(200);
    const holder = new pg.Client({ connectionString: a.databaseUrl });
    await holder.connect();
    try {
      const count = async () =>
        Number(
          (
            await holder.query<{ n: string }>(
              `select count(*)::text as n from skin_care_program p join account u on u.id = p.owner_id where u.email = 'user@example.com'`,
            )
          ).rows[0]!.n,
        );
      const before = await count();
      // Both saves store their program, then wait to keep the key (the table is locked against
      // inserts): each has looked for the key before the other kept it.
      await holder.query('begin');
      await holder.query('lock table idempotency_key in share row exclusive mode');
      const first = save(a);
      const second = save(b);
      // The later one may wait behind the earlier one's transaction rather than this lock.
      const blocked = async () =>
        Number(
          (
            await holder.query<{ n: string }>(
              `select count(*)::text as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0]!.n,
        );
      await waitFor(async () => (await blocked()) === 2, { what: 'both saves waiting for locks', timeout: 60_000 });
      await holder.query('commit');
      const [x, y] = await Promise.all([first, second]);
      expect(x).toHaveStatus(200);
      expect(y).toHaveStatus(200);
      expect(y.json<{ id: string }>().id).toBe(x.json<{ id: string }>().id);
      expect(await count()).toBe(before + 1);
    } finally {
      await holder.end();
    }
  }, 120_000);
});

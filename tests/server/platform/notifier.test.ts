import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Notifier, type NotificationSubscriber } from '../../../server/platform/notifier.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';

let t: TestApp;
let other: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

function recorder(): NotificationSubscriber & { payloads: string[]; resyncs: number } {
  return {
    payloads: [],
    resyncs: 0,
    onNotify(payload) {
      this.payloads.push(payload);
    },
    onResync() {
      this.resyncs += 1;
    },
  };
}

describe('notifier', () => {
  it('delivers every channel to its subscribers over one connection, and sync() waits for them', async () => {
    const notifier = new Notifier(t.databaseUrl);
    const a = recorder();
    const b = recorder();
    await notifier.subscribe('test_channel_a', a);
    await notifier.subscribe('test_channel_b', b);
    await notifier.start();
    try {
      const sessions = await other.query(
        `select count(*)::int as n from pg_stat_activity where application_name = 'notifier' and datname = current_database()`,
      );
      // The app's own notifier and this one: one session each, whatever the number of channels.
      expect(sessions.rows[0].n).toBe(2);
      for (let i = 0; i < 20; i++) await other.query(`select pg_notify('test_channel_a', $1)`, [`a${i}`]);
      await other.query(`notify test_channel_b`);
      await notifier.sync();
      expect(a.payloads).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
      expect(b.payloads).toEqual(['']);
    } finally {
      await notifier.close();
    }
  });

  it('tells subscribers to resynchronise when its connection is lost, and stops vouching for caches', async () => {
    const notifier = new Notifier(t.databaseUrl);
    const a = recorder();
    await notifier.subscribe('test_channel_a', a);
    await notifier.start();
    expect(notifier.connected).toBe(true);
    const resynced = new Promise<void>((resolve) => {
      a.onResync = () => resolve();
    });
    // The newest notifier session of this database is this test's (the app's started before).
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity
                        where application_name = 'notifier' and datname = current_database()
                        order by backend_start desc limit 1`);
    await resynced;
    expect(notifier.connected).toBe(false);
    await notifier.sync(); // nothing to wait for without a connection
    await notifier.close();
  });

  it('connects again with backoff, resynchronises its subscribers once listening, and delivers again', async () => {
    const notifier = new Notifier(t.databaseUrl);
    const a = recorder();
    await notifier.subscribe('test_channel_a', a);
    await notifier.start();
    try {
      const pid = (
        await other.query(`select pid from pg_stat_activity where application_name = 'notifier' and datname = current_database()
                                      order by backend_start desc limit 1`)
      ).rows[0].pid as number;
      await other.query('select pg_terminate_backend($1)', [pid]);
      // One resync when the connection is lost, one more once it listens again.
      await waitFor(() => notifier.connected && a.resyncs >= 2, {
        what: () =>
          `the notifier to listen again after two resyncs (connected: ${notifier.connected}, resyncs: ${a.resyncs})`,
        timeout: 20_000,
      });
      expect(a.resyncs).toBe(2);
      expect(notifier.connected).toBe(true);
      const sessions = await other.query(
        `select pid from pg_stat_activity where application_name = 'notifier' and datname = current_database()`,
      );
      expect(sessions.rows.map((r) => r.pid)).not.toContain(pid);
      await other.query(`select pg_notify('test_channel_a', 'after')`);
      await notifier.sync();
      expect(a.payloads).toEqual(['after']);
    } finally {
      await notifier.close();
    }
  });

  it('notices by its heartbeat when markers stop arriving: not connected, subscribers resynchronised, sync() bounded; trusted again once they arrive', async () => {
    // Markers sent to a channel nobody listens to are lost, as a pooler in transaction mode loses them.
    let lost = false;
    const notifier = new Notifier(t.databaseUrl, {
      publish: (channel, payload) =>
        other.query('select pg_notify($1, $2)', [lost ? 'test_nobody_listens' : channel, payload]),
      timings: { heartbeatMs: 50, arrivalTimeoutMs: 300, recycleAfterMs: 1_000 },
    });
    const a = recorder();
    await notifier.subscribe('test_channel_a', a);
    await notifier.start();
    try {
      expect(notifier.connected).toBe(true);
      const listening = async () =>
        (
          await other.query(
            `select pid from pg_stat_activity where application_name = 'notifier' and datname = current_database() order by backend_start desc limit 1`,
          )
        ).rows[0].pid as number;
      const first = await listening();
      lost = true;
      // A sync that started while trusted ends without its marker, and the listener counts as muted.
      await notifier.sync();
      expect(notifier.connected).toBe(false);
      expect(a.resyncs).toBeGreaterThanOrEqual(1);
      await notifier.sync(); // muted: nothing to wait for
      // Muted for long, the listening connection is made anew (a dead one may not know it is).
      await waitFor(async () => (await listening()) !== first, {
        what: 'the muted listener to be recycled',
        timeout: 10_000,
        interval: 50,
      });
      expect(notifier.connected).toBe(false);
      const before = a.resyncs;
      lost = false;
      await waitFor(() => notifier.connected, {
        what: 'the heartbeat to be heard again',
        timeout: 10_000,
        interval: 20,
      });
      expect(a.resyncs).toBeGreaterThan(before);
      await other.query(`select pg_notify('test_channel_a', 'heard')`);
      await notifier.sync();
      expect(a.payloads).toEqual(['heard']);
    } finally {
      await notifier.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startEmbeddedPostgres } from '../../support/embedded-pg.mjs';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';

/** Every 5xx names its request id (to find it in the log). */
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }], requestId: expect.any(String) };

let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
let t: TestApp | undefined;
beforeAll(async () => {
  // A server of this test's own: the run's shared one must stay up for the other files.
  server = await startEmbeddedPostgres({ prefix: 'skincare-health-pg-', password: 'health-password' });
  t = await createTestApp({}, { server: server.url });
}, 120_000);
afterAll(async () => {
  await t?.close();
  // stop() waits for the postmaster to exit: one that a failed run left dead must start first.
  const postmaster = (server?.pg as unknown as { process?: ChildProcess } | undefined)?.process;
  if (postmaster && postmaster.exitCode !== null) await server!.pg.start();
  await server?.stop();
});

const get = (url: string) => t!.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  it('answers 200 on all three while the database and the listener are up', async () => {
    for (const url of ['/livez', '/readyz', '/healthz']) {
      const res = await get(url);
      expect(res).toHaveStatus(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('while PostgreSQL is stopped: /livez stays 200, /readyz and /healthz answer 503; ready again once it is back', async () => {
    const postmaster = (server!.pg as unknown as { process: ChildProcess }).process;
    const exited = new Promise((resolve) => postmaster.once('exit', resolve));
    postmaster.kill('SIGINT');
    await exited;
    for (let i = 0; i < 3; i++) {
      expect(await get('/livez')).toHaveStatus(200);
      for (const url of ['/readyz', '/healthz']) {
        const res = await get(url);
        expect(res).toHaveStatus(503);
        expect(res.json()).toEqual(UNAVAILABLE);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    await server!.pg.start();
    // The pool heals and the notifier listens (and hears) again: no restart needed.
    await waitFor(async () => (await get('/readyz')).statusCode === 200, { what: '/readyz to answer 200 again', timeout: 60_000, interval: 100 });
    expect(await get('/livez')).toHaveStatus(200);
  }, 120_000);

  it('while draining: /readyz 503 (a load balancer moves on), /livez 200, requests still served', async () => {
    const token = await loginToken(t!.app, 'user@example.com');
    t!.app.startDraining();
    const ready = await get('/readyz');
    expect(ready).toHaveStatus(503);
    expect(ready.json()).toEqual(UNAVAILABLE);
    expect(await get('/healthz')).toHaveStatus(503);
    expect(await get('/livez')).toHaveStatus(200);
    expect(await t!.app.inject({ method: 'GET', url: '/secured/api/version', headers: { authorization: `Bearer ${token}` } })).toHaveStatus(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/db/embedded.js';
import { startEmbeddedPostgres } from '../../support/embedded-pg.mjs';
import { createTestApp, loginToken, type TestApp } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';

/** Every 5xx names its request id (to find it in the log). */
const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }],
  requestId: expect.any(String),
};

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
    await waitFor(async () => (await get('/readyz')).statusCode === 200, {
      what: '/readyz to answer 200 again',
      timeout: 60_000,
      interval: 100,
    });
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
    expect(
      await t!.app.inject({
        method: 'GET',
        url: '/secured/api/version',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).toHaveStatus(200);
  });
});

describe('the built server on SIGTERM with SHUTDOWN_DRAIN_MS', () => {
  it('answers /readyz 503 and still serves requests while draining, then stops', async () => {
    expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
    const prepared = await createTestApp({}, { server: server!.url });
    const databaseUrl = prepared.databaseUrl;
    await prepared.close();
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-drain-'));
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'true',
        SHUTDOWN_DRAIN_MS: '60000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, {
        what: () => `the server to be ready (${stderr})`,
        timeout: 90_000,
        interval: 200,
      });
      child.kill('SIGTERM');
      await waitFor(async () => (await fetch(`${base}/readyz`)).status === 503, {
        what: '/readyz to answer 503 after SIGTERM',
        timeout: 10_000,
        interval: 50,
      });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual(UNAVAILABLE);
      expect((await fetch(`${base}/livez`)).status).toBe(200);
      const login = await fetch(`${base}/public/api/authorization/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user@example.com', password: 'demo-password-1' }),
      });
      expect(login.status).toBe(200);
      // Ended here rather than after the minute of draining.
      child.kill('SIGKILL');
      await exited;
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

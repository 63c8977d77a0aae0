import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/db/embedded.js';
import { createTestApp, DEMO_PASSWORD, loginToken, withToken, type TestApp } from '../../support/app.js';
import { fullProgram, insertCatalogue, pdfOptions, saveRest } from '../programs/fixtures.js';
import { waitFor } from '../../support/wait-for.mjs';
import { programPdfWorkerFile } from '../../../server/modules/programs/program-pdf.pool.js';

let t: TestApp;
let tmp: string;

beforeAll(async () => {
  programPdfWorkerFile();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'skincare-backup-'));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const run = (script: string, args: string[], env: Record<string, string>) => {
  const res = spawnSync(process.execPath, [`dist/server/scripts/${script}.js`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (res.status !== 0) throw new Error(`${script} failed (${res.status}): ${res.stderr}`);
  return res.stdout;
};

/** Until the restored server answers /healthz (refused connections meanwhile: not listening yet). */
async function waitForHealth(port: number): Promise<void> {
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, {
    what: 'the restored server to become healthy',
    timeout: 90_000,
    interval: 250,
  });
}

describe('npm run backup / npm run restore', () => {
  it('backs up programs, PDFs and accounts, restores them into an empty data directory, and the app serves them', async () => {
    const c = await insertCatalogue(t.orm);
    const user = await loginToken(t.app, 'user.uk@example.com');
    const program = (await saveRest(t.app, user, fullProgram(c))).json<{ id: string; number: string }>();
    const pdf = (
      await t.app.inject(
        withToken(user, {
          method: 'POST',
          url: '/secured/api/skincareprogram/pdf/generate',
          payload: pdfOptions(program.id),
        }),
      )
    ).json<{ pdfId: string }>();
    const original = await t.app.inject(
      withToken(user, { method: 'GET', url: `/secured/api/skincareprogram/${program.id}` }),
    );

    const file = path.join(tmp, 'app.skincare.gz');
    expect(run('backup', [file], { DATABASE_URL: t.databaseUrl, DATA_DIR: path.join(tmp, 'unused') })).toMatch(
      /backup written/,
    );
    expect(existsSync(file)).toBe(true);

    // A machine with nothing: an empty DATA_DIR, the embedded PostgreSQL made anew (initdb).
    const dataDir = path.join(tmp, 'restored');
    expect(run('restore', [file], { DATABASE_URL: '', DATA_DIR: dataDir })).toMatch(/restored/);
    // A second restore into the now full directory is refused.
    expect(() => run('restore', [file], { DATABASE_URL: '', DATA_DIR: dataDir })).toThrow(/holds a database already/);

    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitForHealth(port);
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/public/api/authorization/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user.uk@example.com', password: DEMO_PASSWORD }),
      });
      await expect(login).toHaveStatus(200);
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const restored = await fetch(`${base}/secured/api/skincareprogram/${program.id}`, { headers: auth });
      await expect(restored).toHaveStatus(200);
      expect(await restored.json()).toEqual(original.json());
      const file = await fetch(
        `${base}/secured/api/skincareprogram/pdf/download?mixtureId=${program.id}&pdfId=${pdf.pdfId}`,
        { headers: auth },
      );
      await expect(file).toHaveStatus(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // Sequences continue after the restored rows: a new program gets a new number.
      const again = await fetch(`${base}/secured/api/skincareprogram`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(fullProgram(c)),
      });
      await expect(again).toHaveStatus(200);
      expect(Number(((await again.json()) as { number: string }).number)).toBeGreaterThan(Number(program.number));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 300_000);
});

import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../server/db/embedded.js';
import { createTestApp, DEMO_PASSWORD } from '../../support/app.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue } from '../programs/fixtures.js';

/** Command lines of every process on the machine that mention `needle`. */
function processesMentioning(needle: string): string[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        return '';
      }
    })
    .filter((cmd) => cmd.includes(needle));
}

/** Until the server answers /healthz (refused connections meanwhile: not listening yet). */
async function waitForHealth(port: number, deadline: number): Promise<void> {
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, {
    what: 'the server to become healthy',
    timeout: Math.max(0, deadline - Date.now()),
    interval: 250,
  });
}

describe('the built server (npm start)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'starts with the embedded database and stops on %s leaving no process behind',
    async (signal) => {
      expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-start-'));
      const port = await freePort();
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        await waitForHealth(port, Date.now() + 90_000);
        expect(processesMentioning(dataDir).some((cmd) => cmd.includes('postgres'))).toBe(true);
        child.kill(signal);
        expect(await exited).toBe(0);
        expect(processesMentioning(dataDir)).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
      expect(stderr).not.toMatch(/Error/);
    },
    120_000,
  );
});

interface Answer {
  status: number | 'network-error';
  id?: string;
  body?: { code?: string; errorDataList?: unknown[]; requestId?: string };
}

describe('SIGTERM under a save load', () => {
  it('answers and commits every save under way, refuses or never takes new ones, and half-saves nothing', async () => {
    expect(existsSync('dist/server/main.js')).toBe(true);
    // A database of the run's server with a catalogue; the built server runs on it.
    const prepared = await createTestApp();
    const catalogue = await insertCatalogue(prepared.orm);
    const databaseUrl = prepared.databaseUrl;
    const before = await prepared.orm.em.fork().execute<{ id: string }[]>('select id from skin_care_program');
    await prepared.close();
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'skincare-stop-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const db = new pg.Client({ connectionString: databaseUrl });
    try {
      await waitForHealth(port, Date.now() + 90_000);
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/public/api/authorization/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user.uk@example.com', password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const save = async (): Promise<Answer> => {
        try {
          const res = await fetch(`${base}/secured/api/skincareprogram`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(fullProgram(catalogue)),
          });
          const body = (await res.json()) as Answer['body'] & { id?: string };
          return { status: res.status, id: body?.id, body };
        } catch {
          return { status: 'network-error' };
        }
      };
      const first = await save();
      expect(first).toHaveStatus(200);

      // Eight clients save in a loop; SIGTERM once twenty saves are answered; each client stops at its first refusal.
      const answers: Answer[] = [first];
      let signalled = false;
      const client = async () => {
        let answer: Answer;
        do {
          answer = await save();
          answers.push(answer);
          if (!signalled && answers.filter((a) => a.status === 200).length >= 20) {
            signalled = true;
            child.kill('SIGTERM');
          }
        } while (answer.status === 200);
      };
      await Promise.all(Array.from({ length: 8 }, client));
      expect(await exited).toBe(0);

      // Every answer was a saved program, a 503 in the error format, or no answer at all (connection refused).
      for (const a of answers.filter((x) => x.status !== 200 && x.status !== 'network-error')) {
        expect(a).toHaveStatus(503);
        expect(a.body).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          errorDataList: [{ translationKey: 'ERROR_SERVICE_UNAVAILABLE' }],
          requestId: expect.any(String),
        });
      }
      const saved = answers.filter((a) => a.status === 200).map((a) => a.id!);
      expect(saved.length).toBeGreaterThanOrEqual(20);

      await db.connect();
      const { rows } = await db.query<{ id: string; indicators: string; products: string }>(
        `select p.id,
                (select count(*) from program_indicator i where i.program_id = p.id)::text as indicators,
                (select count(*) from program_product l where l.program_id = p.id)::text as products
           from skin_care_program p join account a on a.id = p.owner_id
          where a.email = 'user.uk@example.com' and not (p.id = any($1::uuid[]))`,
        [before.map((r) => r.id)],
      );
      // Exactly the answered saves are stored: none lost, none committed without its answer.
      expect(rows.map((r) => r.id).sort()).toEqual([...saved].sort());
      // And each one whole, like the first.
      const whole = rows.find((r) => r.id === first.id)!;
      expect(Number(whole.products)).toBeGreaterThan(0);
      for (const row of rows) expect([row.indicators, row.products]).toEqual([whole.indicators, whole.products]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.end().catch(() => {});
    }
    expect(stderr).not.toMatch(/Error/);
  }, 180_000);
});

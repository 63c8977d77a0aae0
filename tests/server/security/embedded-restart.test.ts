import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/db/embedded.js';
import { waitFor } from '../../support/wait-for.mjs';

/** The postmaster's pid, from the first line of its lock file; undefined while there is none. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'db', 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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

/** Polls /healthz until it answers 200; every answer on the way must be 200 or 503, never 500. */
async function waitForHealth(port: number, limitMs: number, statuses: number[]): Promise<void> {
  await waitFor(
    async () => {
      // A refused connection (not listening yet) throws: the wait goes on.
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      statuses.push(res.status);
      return res.ok;
    },
    { what: '/healthz to answer 200', timeout: limitMs, interval: 200 },
  );
}

describe('the built server owning its embedded PostgreSQL', () => {
  it('restarts the postmaster when it is killed, and is healthy again without a restart of its own', async () => {
    expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-restart-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitForHealth(port, 90_000, []);
      const first = postmasterPid(dataDir)!;
      expect(isRunning(first)).toBe(true);

      // An unclean death, as the OOM killer deals it.
      process.kill(first, 'SIGKILL');
      const killedAt = Date.now();
      const statuses: number[] = [];
      const deadline = Date.now() + 90_000;
      const second = await waitFor(
        () => {
          const pid = postmasterPid(dataDir);
          return pid !== undefined && pid !== first && isRunning(pid) && pid;
        },
        { what: 'a new postmaster', timeout: 90_000, interval: 200 },
      );
      expect(second).not.toBe(first);
      await waitForHealth(port, Math.max(1, deadline - Date.now()), statuses);
      console.log(`embedded PostgreSQL back and /healthz 200 ${Date.now() - killedAt} ms after the kill`);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(output).toMatch(/embedded PostgreSQL exited/);
      expect(output).toMatch(/embedded PostgreSQL restarted/);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 240_000);
});

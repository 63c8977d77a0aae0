import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/db/embedded.js';

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

async function waitForHealth(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

describe('the built server (npm start)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('starts with the embedded database and stops on %s leaving no process behind', async (signal) => {
    expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_DATA: 'false' },
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
    }
    expect(stderr).not.toMatch(/Error/);
  }, 120_000);
});

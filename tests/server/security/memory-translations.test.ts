import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, textLocalesFor } from '../../../common/locales.js';
import { freePort } from '../../../server/db/embedded.js';
import { createTestApp } from '../../support/app.js';
import { collectGarbage } from '../../support/collect-garbage.js';
import { waitFor } from '../../support/wait-for.mjs';

/**
 * Issue 34, row 1, the memory case: a real server process (the built one, as `npm start` runs
 * it) on loopback, warmed up with what clients ask for, then 2,000 distinct anonymous locale lists
 * (sets, orders and repeats). Its resident memory must grow by less than 50 MB: before the fix
 * every distinct list kept a whole text set (742 of them took it from 202 to 710 MB).
 */

const REQUESTS = 2_000;
const MAX_GROWTH_BYTES = 50 * 1024 * 1024;
const CONCURRENCY = 4;

/** The process's resident set (VmRSS of /proc/<pid>/status), in bytes. */
function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

const permutations = (items: readonly string[]): string[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));

/**
 * `count` distinct locale lists, interleaved: every set the route answers (up to two locales
 * besides en_GB) in every order, with and without en_GB, each again with its first locale
 * repeated one to five times.
 */
function distinctLists(count: number): string[] {
  const others = LOCALES.filter((l) => l !== 'en_GB');
  const sets: string[][] = [];
  for (const a of others) for (const b of [null, ...others]) if (b === null || a < b) sets.push(b ? [a, b] : [a]);
  const spellings = sets.flatMap((set) => [...permutations(set), ...permutations([...set, 'en_GB'])]);
  const lists = [0, 1, 2, 3, 4, 5].flatMap((repeats) =>
    spellings.map((sp) => [...sp, ...Array<string>(repeats).fill(sp[0]!)].join(',')),
  );
  // A fixed stride coprime with the number of lists visits each once, sets far apart in turn.
  const stride = 7919;
  return Array.from({ length: lists.length }, (_, i) => lists[(i * stride) % lists.length]!).slice(0, count);
}

/** Sends every list, CONCURRENCY at a time, as a browser would (compressed answers); the statuses. */
async function sendAll(base: string, lists: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < lists.length) {
      const list = lists[next++]!;
      const res = await fetch(`${base}/public/api/translations?locales=${encodeURIComponent(list)}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return statuses;
}

describe('row 1: 2,000 distinct anonymous locale lists', () => {
  it('leave a real server process within 50 MB of its resident memory after warm-up', async () => {
    expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
    const prepared = await createTestApp();
    const databaseUrl = prepared.databaseUrl;
    await prepared.close();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-memory-'));
    const port = await freePort();
    const inspectPort = await freePort();
    const child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, 'dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok, {
        what: 'the server to become healthy',
        timeout: 90_000,
        interval: 250,
      });
      // Warm-up: what clients ask for (each locale's lookup chain, with and without a fallback), several times.
      const chains = LOCALES.flatMap((l) =>
        [textLocalesFor(l), textLocalesFor(l, 'de_DE')].map((c) => [...c].sort().join(',')),
      );
      for (let round = 0; round < 5; round++) expect(new Set(await sendAll(base, chains))).toEqual(new Set([200]));
      await collectGarbage(inspectPort);
      const before = rssOf(child.pid!);

      const lists = distinctLists(REQUESTS);
      expect(new Set(lists).size).toBe(REQUESTS);
      const statuses = await sendAll(base, lists);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      await collectGarbage(inspectPort);
      const after = rssOf(child.pid!);
      // Printed for the record: the measure is the growth.
      console.info(
        `RSS ${(before / 2 ** 20).toFixed(0)} MB → ${(after / 2 ** 20).toFixed(0)} MB after ${REQUESTS} distinct locale lists`,
      );
      expect(after - before).toBeLessThan(MAX_GROWTH_BYTES);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(stderr).not.toMatch(/"level":(50|60)/);
  }, 900_000);
});

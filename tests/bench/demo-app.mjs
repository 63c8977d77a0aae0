// What the benchmarks share: a throw-away embedded PostgreSQL with the demo data, and the built
// app (dist/) on it, in this process. Run after `npm run build:server`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../support/embedded-pg.mjs';

export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/server');

/** A migrated database with the demo data; `url` names it, `stop()` removes the server. */
export async function startDemoDatabase() {
  const server = await startEmbeddedPostgres({ prefix: 'bench-pg-', password: 'bench-password' });
  try {
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
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: db.url, DEMO_DATA: 'true', CLIENT_DIR: '/nonexistent' });
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

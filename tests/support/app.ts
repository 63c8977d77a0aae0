import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { initOrm } from '../../server/db/orm.js';
import { seed } from '../../server/db/seed/index.js';

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Migrates and seeds `template_app` once per run; the first test file to get here does it while
 * holding an advisory lock, the others wait and find it done.
 */
async function ensureTemplate(server: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(4711)');
    const done = await admin.query(`select 1 from pg_database where datname = 'template_app'`);
    if (done.rowCount === 0) {
      await admin.query('create database template_build');
      const orm = await initOrm(`${server}/template_build`);
      await seed(orm, { demoData: true, e2eFixtures: true });
      await orm.close();
      await admin.query('alter database template_build rename to template_app');
    }
  } finally {
    await admin.query('select pg_advisory_unlock(4711)');
    await admin.end();
  }
}

export interface TestAppOptions {
  /** A schema of the test's own making (e.g. with a field that fails on purpose). */
  schema?: GraphQLSchema;
  /** Hooks for the app's own routes: called before they are registered. */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** Extra routes, registered before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** A PostgreSQL server of the test's own (`postgres://…:port`), instead of the run's shared one. */
  server?: string;
  /**
   * The database of another test app (its `databaseUrl`): a second server process on the same
   * database, with its own pool, notifier and caches. Its `close()` leaves the database alone.
   */
  databaseUrl?: string;
  /** Where the app's log lines go (a test that reads the log); set LOG_LEVEL in `env` too. */
  logStream?: { write(line: string): void };
}

/** A fresh database copied from the migrated, seeded template, and an app on it. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const server = options.server ?? process.env.TEST_PG_SERVER_URL;
  if (!server) throw new Error('TEST_PG_SERVER_URL is not set: run the tests through jest (global setup)');
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    await ensureTemplate(server);
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`create database "${name}" template template_app`);
    await admin.end();
    databaseUrl = `${server}/${name}`;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    CLIENT_DIR: '/nonexistent',
    ...env,
  });
  // `env` may send the pool elsewhere (DATABASE_URL through a pooler) and name DATABASE_DIRECT_URL.
  const orm = await initOrm(config.databaseUrl ?? databaseUrl, {
    directUrl: config.databaseDirectUrl,
    poolMax: config.databasePoolMax,
  });
  const app = await buildApp({
    config,
    orm,
    schema: options.schema,
    beforeRoutes: options.beforeRoutes,
    logStream: options.logStream,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    orm,
    config,
    databaseUrl,
    async close() {
      await app.close();
      await orm.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_PASSWORD = 'demo-password-1';

/** Logs in through the REST route and returns the token. */
export async function loginToken(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/public/api/authorization/login',
    payload: { username: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export function withToken(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } };
}

/** Posts a GraphQL operation; returns status and parsed body. */
export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{
  status: number;
  data: T | null;
  errors?: Array<{
    message: string;
    extensions: { code: string; errorDataList: Array<{ translationKey: string; param?: string }> };
  }>;
}> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  const body = res.json();
  return { status: res.statusCode, data: body.data ?? null, errors: body.errors };
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

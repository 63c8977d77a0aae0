import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { freePort } from '../../../server/db/embedded.js';
import { ormOptions } from '../../../server/db/orm.js';
import { MIGRATIONS } from '../../../migrations/index.js';
import { waitFor } from '../../support/wait-for.mjs';

/**
 * Replicas of a new release started at the same moment, as an orchestrator does: each is a real
 * `node dist/server/main.js`. Migrations and seed run under one lock, so every one comes up,
 * whether the database is empty or has migrations pending.
 */
const SERVER = process.env.TEST_PG_SERVER_URL!;
const REPLICAS = 3;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(): Promise<string> {
  const name = `replicas_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: `${SERVER}/postgres` });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  });
  return `${SERVER}/${name}`;
}

interface Replica {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>, port: number): Replica {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skincare-replica-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: 'test',
      JWT_SECRET: 'replicas-share-this-signing-key-0123456789abcdef',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { port, child, output: () => output, exited };
}

/**
 * Starts REPLICAS processes at once on `databaseUrl`; resolves once each answers /readyz 200 (or
 * has exited). `barrier` (optional) runs once they are started and returns when they may go on.
 */
async function startTogether(
  databaseUrl: string,
  env: Record<string, string> = {},
  barrier?: (replicas: Replica[]) => Promise<void>,
): Promise<Replica[]> {
  const ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
  const replicas = ports.map((port) => start({ DATABASE_URL: databaseUrl, ...env }, port));
  await barrier?.(replicas);
  await Promise.all(
    replicas.map((r) =>
      waitFor(
        async () => {
          if (r.child.exitCode !== null) return 'exited';
          return (await fetch(`http://127.0.0.1:${r.port}/readyz`)).status === 200 && 'ready';
        },
        {
          what: () => `replica on port ${r.port} to answer /readyz 200 (output: ${r.output()})`,
          timeout: 100_000,
          interval: 200,
        },
      ),
    ),
  );
  return replicas;
}

async function expectAllReadyAndStop(replicas: Replica[]): Promise<void> {
  // None exited: each answered /readyz 200 (a loser of a migration race exits 1).
  expect(replicas.map((r) => ({ exitCode: r.child.exitCode, output: r.output() }))).toEqual(
    replicas.map(() => ({ exitCode: null, output: '' })),
  );
  for (const r of replicas) expect((await fetch(`http://127.0.0.1:${r.port}/readyz`)).status).toBe(200);
  for (const r of replicas) r.child.kill('SIGTERM');
  expect(await Promise.all(replicas.map((r) => r.exited))).toEqual(replicas.map(() => 0));
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map(
      (r) => r.name,
    );
  } finally {
    await db.end();
  }
}

describe(`${REPLICAS} replicas started at the same moment`, () => {
  it('on an empty database: all come up, migrated and seeded once', async () => {
    expect(existsSync('dist/server/main.js')).toBe(true); // npm test builds the server first
    const databaseUrl = await emptyDatabase();
    const replicas = await startTogether(databaseUrl, { DEMO_DATA: 'true' });
    await expectAllReadyAndStop(replicas);
    expect(await appliedMigrations(databaseUrl)).toEqual(MIGRATIONS.map((m) => m.name));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const admins = await db.query(`select count(*)::int as n from account where email = 'admin@example.com'`);
    await db.end();
    expect(admins.rows[0].n).toBe(1);
  }, 150_000);

  it('on a database with migrations pending (one adds a column): all come up, each migration applied once', async () => {
    // Pending from the one adding skin_care_program.client_reference (run twice: "column already exists") to the last.
    const firstPending = MIGRATIONS.findIndex((m) => m.name === 'Migration20261127010000ProgramClientReference');
    expect(MIGRATIONS.length - firstPending).toBeGreaterThanOrEqual(2);
    const databaseUrl = await emptyDatabase();
    const orm = await MikroORM.init(ormOptions(databaseUrl));
    await orm.migrator.up({ to: MIGRATIONS[firstPending - 1]!.name });
    await orm.close();
    expect(await appliedMigrations(databaseUrl)).toEqual(MIGRATIONS.slice(0, firstPending).map((m) => m.name));
    // Processes start within a second or so of each other, and three small migrations take milliseconds:
    // to have them meet, a transaction of the test's holds the table the first pending one alters
    // until all three wait for a lock (without the start lock: that table's; with it: one waits for
    // the table, the others for the start lock).
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table skin_care_program in access share mode');
    // Asked on a connection of its own: inside the holder's transaction pg_stat_activity is a snapshot.
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    const waiting = async () =>
      (
        await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n;
    const replicas = await startTogether(databaseUrl, { DEMO_DATA: 'false' }, async (started) => {
      try {
        await waitFor(async () => started.some((r) => r.child.exitCode !== null) || (await waiting()) === REPLICAS, {
          what: () =>
            `the ${REPLICAS} replicas to wait for a lock (outputs: ${started.map((r) => r.output()).join(' | ')})`,
          timeout: 100_000,
          interval: 100,
        });
      } finally {
        await holder.query('commit');
        await holder.end();
        await watcher.end();
      }
    });
    await expectAllReadyAndStop(replicas);
    expect(await appliedMigrations(databaseUrl)).toEqual(MIGRATIONS.map((m) => m.name));
  }, 150_000);
});

describe('a wrong DATABASE_DIRECT_URL', () => {
  it.each([
    [
      'malformed',
      () => Promise.resolve('db.internal:5432/skincare'),
      /^Configuration error: DATABASE_DIRECT_URL must be a PostgreSQL URL/,
    ],
    [
      'unreachable',
      async () => `postgres://app:secret-password@127.0.0.1:${await freePort()}/skincare`,
      /^cannot connect to the database for migrations and notifications \(DATABASE_DIRECT_URL.*ECONNREFUSED/,
    ],
  ])(
    '%s: the start stops with one line saying so',
    async (_name, directUrl, message) => {
      const databaseUrl = await emptyDatabase();
      const replica = start(
        { DATABASE_URL: databaseUrl, DATABASE_DIRECT_URL: await directUrl(), DEMO_DATA: 'false' },
        await freePort(),
      );
      expect(await replica.exited).toBe(1);
      const lines = replica.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(lines[0]).not.toContain('secret-password');
      // Nothing was migrated.
      expect(await appliedMigrations(databaseUrl).catch((error: Error) => error.message)).toMatch(
        /relation "mikro_orm_migrations" does not exist/,
      );
    },
    60_000,
  );
});

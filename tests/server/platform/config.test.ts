import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, DEMO_OPERATOR, loadConfig, missingOperatorVariables } from '../../../server/config.js';
import { DirectConnectionError, initOrm } from '../../../server/db/orm.js';
import { freePort } from '../../../server/db/embedded.js';
import { seed } from '../../../server/db/seed/index.js';
import { DEMO_ACCOUNTS, E2E_ACCOUNTS } from '../../../server/db/seed/demo.js';

const dataDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skincare-config-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/skincare', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('reads the switches that used to be read elsewhere', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TRUST_PROXY: 'true',
      SQL_DEBUG: 'true',
      EMBEDDED_PG_PORT: '5499',
      E2E_FIXTURES: 'true',
    });
    expect(config).toMatchObject({
      trustProxy: 1,
      sqlDebug: true,
      embeddedPgPort: 5499,
      demoData: true,
      e2eFixtures: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      trustProxy: false,
      sqlDebug: false,
      embeddedPgPort: undefined,
      e2eFixtures: false,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as every hop', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect([trust('true'), trust('2'), trust('false'), trust('0')]).toEqual([1, 2, false, false]);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    for (const bad of ['11', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', ','])
      expect(() => trust(bad)).toThrow(ConfigError);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), EMBEDDED_PG_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
  });

  it('says in one line which variable is refused and what it must be, without repeating a secret', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(refusal({ PORT: 'abc' })).toBe('PORT must be an integer 0..65535, got "abc"');
    expect(refusal({ SQL_DEBUG: 'maybe' })).toBe('SQL_DEBUG must be true or false, got "maybe"');
    expect(refusal({ JWT_SECRET: 'short-secret' })).toBe('JWT_SECRET must be at least 32 bytes');
    expect(refusal({ METRICS_TOKEN: 'short-token' })).toBe('METRICS_TOKEN must be at least 16 characters');
    expect(refusal({ OPERATOR_NAME: '-' })).toBe('OPERATOR_NAME cannot be "-": the legal pages need it');
    expect(refusal({ OPERATOR_ADDRESS: ' , ' })).toBe('OPERATOR_ADDRESS must name at least one line');
    expect(refusal({ INCI_LOCALES: 'de_DE,xx_XX' })).toBe(
      'INCI_LOCALES must be a comma-separated list of known locales (de_DE,en_GB), got "de_DE,xx_XX"',
    );
    // Blank is unset.
    expect(refusal({ PORT: '', OPERATOR_NAME: '  ' })).toBeNull();
  });

  it('reads DATABASE_DIRECT_URL (default DATABASE_URL) and DATABASE_POOL_MAX (default 10)', () => {
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load({ DATABASE_URL: 'postgres://app@pooler:6432/skincare' })).toMatchObject({
      databaseDirectUrl: 'postgres://app@pooler:6432/skincare',
      databasePoolMax: 10,
    });
    expect(
      load({
        DATABASE_URL: 'postgres://app@pooler:6432/skincare',
        DATABASE_DIRECT_URL: 'postgresql://app:pw@db:5432/skincare',
        DATABASE_POOL_MAX: '3',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://app@pooler:6432/skincare',
      databaseDirectUrl: 'postgresql://app:pw@db:5432/skincare',
      databasePoolMax: 3,
    });
    // Without DATABASE_URL: the embedded database, whose URL main.ts learns at start.
    expect(load({})).toMatchObject({ databaseUrl: undefined, databaseDirectUrl: undefined });
    for (const bad of ['db:5432/skincare', 'http://db/skincare', 'postgres://', 'not a url']) {
      expect(() => load({ DATABASE_URL: 'postgres://app@db/skincare', DATABASE_DIRECT_URL: bad })).toThrow(
        /^DATABASE_DIRECT_URL must be a PostgreSQL URL/,
      );
    }
    expect(() => load({ DATABASE_DIRECT_URL: 'postgres://app@db/skincare' })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
    for (const bad of ['0', '-1', '2.5', 'ten', '1001'])
      expect(() => load({ DATABASE_POOL_MAX: bad })).toThrow(ConfigError);
  });

  it('reads SHUTDOWN_DRAIN_MS (default 0: stop listening at once)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    for (const bad of ['-1', '1.5', 'soon', '60001'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: bad })).toThrow(ConfigError);
  });

  it('stops the start with one line naming DATABASE_DIRECT_URL when it cannot connect, leaving the database alone', async () => {
    const server = process.env.TEST_PG_SERVER_URL!;
    const name = `config_direct_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const nowhere = `postgres://app:secret-password@127.0.0.1:${await freePort()}/${name}`;
      const failure = await initOrm(`${server}/${name}`, { directUrl: nowhere }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(DirectConnectionError);
      const message = (failure as Error).message;
      expect(message).toContain('DATABASE_DIRECT_URL');
      expect(message).toContain('ECONNREFUSED');
      expect(message).not.toContain('secret-password');
      expect(message).not.toContain('\n');
      // Nothing was migrated: the lock comes first.
      const db = new pg.Client({ connectionString: `${server}/${name}` });
      await db.connect();
      const tables = await db.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      await db.end();
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  });

  it('allows cheap password hashes only in a test run', () => {
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dataDir() }).passwordHashCost).toBe('standard');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe(
      'test',
    );
    expect(() => loadConfig({ ...PRODUCTION, DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'test' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PASSWORD_HASH_COST: 'test' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' })).toThrow(
      ConfigError,
    );
  });

  it("reads the legal pages' operator, the demo one only outside production", () => {
    const operator = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).operator;
    expect(operator({})).toEqual(DEMO_OPERATOR);
    expect(
      operator({
        OPERATOR_NAME: ' Hautwerk GmbH ',
        OPERATOR_COUNTRY: 'pl',
        OPERATOR_VAT_ID: '-',
        OPERATOR_EMAIL: 'a@hautwerk.test',
      }),
    ).toEqual({
      ...DEMO_OPERATOR,
      name: 'Hautwerk GmbH',
      country: 'PL',
      vatId: '',
      email: 'a@hautwerk.test',
      privacyEmail: 'a@hautwerk.test',
    });
    const production = loadConfig({
      ...PRODUCTION,
      DATA_DIR: dataDir(),
      OPERATOR_NAME: 'Hautwerk GmbH',
      OPERATOR_PHONE: '-',
    }).operator;
    expect(production).toMatchObject({ name: 'Hautwerk GmbH', phone: '', email: null, vatId: null });
    expect(missingOperatorVariables(production)).toEqual([
      'OPERATOR_ADDRESS',
      'OPERATOR_COUNTRY',
      'OPERATOR_EMAIL',
      'OPERATOR_PRIVACY_EMAIL',
      'OPERATOR_REPRESENTATIVE',
      'OPERATOR_REGISTER',
      'OPERATOR_VAT_ID',
      'OPERATOR_JURISDICTION',
    ]);
  });

  it('refuses a malformed operator detail, in production too', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ ...PRODUCTION, DATA_DIR: dataDir(), ...env });
    const bads: Record<string, string>[] = [
      { OPERATOR_COUNTRY: 'Germany' },
      { OPERATOR_COUNTRY: 'XX' },
      { OPERATOR_EMAIL: 'info at example.com' },
      { OPERATOR_PRIVACY_EMAIL: 'privacy@' },
      { OPERATOR_VAT_ID: '12 34' },
      { OPERATOR_PHONE: 'call us' },
      { OPERATOR_NAME: '-' },
      { OPERATOR_NAME: 'Line one\nline two' },
      { OPERATOR_ADDRESS: ' , ' },
      { OPERATOR_REGISTER: 'x'.repeat(201) },
    ];
    for (const bad of bads) {
      expect(load(bad)).toThrow(ConfigError);
    }
  });

  it('never turns on the e2e fixtures without demo data', () => {
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dataDir(), E2E_FIXTURES: 'true' }).e2eFixtures).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'false', E2E_FIXTURES: 'true' }).e2eFixtures).toBe(false);
  });
});

describe('seeding', () => {
  async function seededEmails(options: Parameters<typeof seed>[1]): Promise<string[]> {
    const server = process.env.TEST_PG_SERVER_URL!;
    const name = `seed_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const orm = await initOrm(`${server}/${name}`);
    try {
      await seed(orm, options);
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<{ email: string }[]>('select email from account order by email');
      return rows.map((r) => r.email);
    } finally {
      await orm.close();
    }
  }

  it('seeds the e2e accounts only when demo data and e2e fixtures are both on', async () => {
    const e2e = E2E_ACCOUNTS.map((a) => a.email);
    const demo = DEMO_ACCOUNTS.map((a) => a.email);
    // A production install: nothing but languages and texts, whatever the e2e switch says.
    expect(await seededEmails({ demoData: false, e2eFixtures: true })).toEqual([]);
    const demoOnly = await seededEmails({ demoData: true, e2eFixtures: false });
    expect(demoOnly).toEqual(expect.arrayContaining(demo));
    expect(demoOnly.filter((e) => e2e.includes(e))).toEqual([]);
    expect(await seededEmails({ demoData: true, e2eFixtures: true })).toEqual(
      expect.arrayContaining([...demo, ...e2e]),
    );
  });
});

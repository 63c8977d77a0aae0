import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '../../../server/db/orm.js';

/** The person columns of account and candidate, mapped through the PersonDetails embeddable. */
const PERSON_COLUMNS = ['name', 'surname', 'company_name', 'phone_no', 'preferred_locale', 'fallback_locale'];

/**
 * The entities map what the migrations build: MikroORM's schema generator, diffing the entities
 * against a freshly migrated database, proposes nothing for the person columns (an embeddable
 * with a prefix, or a changed length or nullability, would need a migration). The diff is not
 * empty as a whole: search columns, some indexes and tables exist in migrations only (raw SQL).
 */
describe('entities against migrations', () => {
  const server = process.env.TEST_PG_SERVER_URL!;
  const name = `t_schema_${randomBytes(6).toString('hex')}`;
  let orm: MikroORM;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    orm = await initOrm(`${server}/${name}`);
  });

  afterAll(async () => {
    await orm.close();
    await admin(`drop database if exists "${name}"`);
  });

  it('the schema generator changes none of the person columns of account and candidate', async () => {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    const statements = sql
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    const touching = statements.filter(
      (s) => /"(account|candidate)"/.test(s) && PERSON_COLUMNS.some((column) => s.includes(`"${column}"`)),
    );
    expect(touching).toEqual([]);
    // The tables themselves are kept (a lost mapping would drop them).
    expect(statements.filter((s) => /drop table if exists "(account|candidate)"/.test(s))).toEqual([]);
  });
});

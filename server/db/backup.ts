import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm.js';

/**
 * Backup and restore without pg_dump: the embedded server is PostgreSQL 18 and no pg_dump of that
 * major version is at hand (Debian 12 ships 15, which refuses newer servers). The schema is the
 * migrations' own, so a backup is the list of migrations applied plus every row, read in one
 * REPEATABLE READ transaction (a consistent snapshot while the app keeps running). Restore
 * migrates an empty database to the same migration, loads the rows and then applies newer
 * migrations. Format: gzip'd JSON lines (header, then per table a header line and one line per row).
 */
const FORMAT = 'skincare-backup/1';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const BATCH = 500;

interface Header {
  format: string;
  createdAt: string;
  migrations: string[];
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tablesOf(client: pg.Client): Promise<Array<{ table: string; columns: string[] }>> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER' and c.table_name <> $1
      group by c.table_name order by c.table_name`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((r) => ({ table: r.table_name, columns: r.columns }));
}

/** Writes a consistent backup of the database at `url` to `file`; answers the rows written per table. */
export async function backupDatabase(url: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = (
      await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
    ).rows.map((r) => r.name);
    const sequences = (
      await client.query<{ name: string }>(
        `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
      )
    ).rows;
    const header: Header = { format: FORMAT, createdAt: new Date().toISOString(), migrations, sequences: [] };
    for (const { name } of sequences) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${ident(name)}`,
      );
      header.sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    await write(header);
    for (const { table, columns } of await tablesOf(client)) {
      await write({ table, columns });
      const list = columns.map(ident).join(', ');
      // Keyset-free paging inside one snapshot: a cursor keeps memory flat for large tables.
      await client.query(
        `declare backup_cursor no scroll cursor for select json_build_array(${list})::text as row from ${ident(table)}`,
      );
      let n = 0;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${BATCH} from backup_cursor`);
        for (const r of rows) if (!gzip.write(`${r.row}\n`)) await once(gzip, 'drain');
        n += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('close backup_cursor');
      await write({ end: table, rows: n });
      counts[table] = n;
    }
    await client.query('commit');
  } finally {
    gzip.end();
    await once(out, 'close');
    await client.end();
  }
  return counts;
}

/** The SQL turning element `i` of a backed-up row `r` (json_build_array) back into a `type` value. */
function castFrom(i: number, type: string): string {
  if (type.endsWith('[]'))
    return `case when jsonb_typeof(r->${i}) = 'array' then array(select jsonb_array_elements_text(r->${i}))::${type} end`;
  if (type === 'jsonb' || type === 'json')
    return `case when jsonb_typeof(r->${i}) <> 'null' then (r->${i})::${type} end`;
  return `(r->>${i})::${type}`;
}

/**
 * Loads a backup into the empty database at `url`: migrations up to the backup's, its rows (with
 * triggers off, as the rows are already consistent), its sequences, then the newer migrations.
 */
export async function restoreDatabase(url: string, file: string): Promise<Record<string, number>> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const next = async () => {
    const { value, done } = await lines.next();
    return done ? undefined : (JSON.parse(value as string) as unknown);
  };
  const header = (await next()) as Header | undefined;
  if (header?.format !== FORMAT) throw new Error(`${file} is not a backup of this app (${FORMAT})`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    const existing = await client.query(
      `select 1 from information_schema.tables where table_schema = 'public' limit 1`,
    );
    if (existing.rowCount) throw new Error('the database is not empty: restore only into an empty one');
    const orm = await MikroORM.init(ormOptions(url));
    try {
      const last = header.migrations.at(-1);
      if (last) await orm.migrator.up({ to: last });
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      const tables = await tablesOf(client);
      // Rows the migrations themselves insert are replaced by the backup's.
      if (tables.length) await client.query(`truncate ${tables.map((t) => ident(t.table)).join(', ')}`);
      for (let item = await next(); item !== undefined; item = await next()) {
        const { table, columns } = item as { table: string; columns: string[] };
        const target = `${ident(table)} (${columns.map(ident).join(', ')})`;
        const types = (
          await client.query<{ column_name: string; type: string }>(
            `select a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
            where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
            [ident(table)],
          )
        ).rows;
        const typeOf = new Map(types.map((t) => [t.column_name, t.type]));
        const casts = columns.map((c, i) => castFrom(i, typeOf.get(c)!)).join(', ');
        const insert = `insert into ${target} overriding system value select ${casts} from jsonb_array_elements($1::jsonb) as r`;
        let batch: string[] = [];
        let n = 0;
        const flush = async () => {
          if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
          n += batch.length;
          batch = [];
        };
        for (;;) {
          const { value, done } = await lines.next();
          if (done) throw new Error(`${file} ends inside table ${table}`);
          if ((value as string).startsWith('{"end":')) break;
          batch.push(value as string);
          if (batch.length >= BATCH) await flush();
        }
        await flush();
        counts[table] = n;
      }
      for (const s of header.sequences)
        await client.query(`select setval($1::regclass, $2::bigint, $3)`, [ident(s.name), s.lastValue, s.isCalled]);
      await client.query('commit');
      await orm.migrator.up();
    } finally {
      await orm.close();
    }
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return counts;
}

import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Deps } from './context.js';

/**
 * The read path's one way to the database, and with server/db/ the only place where SQL is
 * written by hand: read-only answers are built by PostgreSQL in one statement and sent as they
 * come. No EntityManager fork, no identity map, no hydration: for answers that are read and
 * sent, never changed. Writes keep the unit of work.
 *
 * The statement runs on MikroORM 7's own pool (node-postgres, `Connection#getNativeClient()`)
 * with its values bound, as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of once per request. `Connection#execute` would inline the values into the
 * text, so every request was a new statement to parse and plan (decision 058: the uncached
 * my-mixtures page fell from 0.76x to 0.40x the one-statement anchor that way). Behind a pooler
 * in transaction mode (DATABASE_DIRECT_URL other than DATABASE_URL) a connection's prepared
 * statements are not the next transaction's, so there the values are bound without a name.
 * Every statement is logged through MikroORM's logger like the ORM's own (SQL debug, the
 * statement-count tests), and failures are MikroORM's exceptions (outage.ts tells 503).
 */

/**
 * Each statement text as sent (placeholders numbered) and its name. Texts are built from a
 * request's shape, never its values, so they are few; past MAX_KNOWN a text is numbered anew
 * each time and runs unnamed, so that no caller can grow this map or the connections' statements.
 */
const MAX_KNOWN = 500;
const known = new Map<string, { text: string; count: number; name: string }>();
/** invalid_sql_statement_name, duplicate_prepared_statement: a statement's server connection is not the one that prepared it. */
const PREPARED_LOST = new Set(['26000', '42P05']);
/** The ORMs (pools) found behind a pooler that loses prepared statements. */
const unnamedPools = new WeakSet<object>();

/** `text` with its `?` placeholders numbered ($1, $2, …), those in quotes and comments left alone; and how many there were. */
export function numberedPlaceholders(text: string): { text: string; count: number } {
  let count = 0;
  const out = text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|\?/g, (token) =>
    token === '?' ? `$${++count}` : token,
  );
  return { text: out, count };
}

/**
 * Runs `text` with `values` for its `?` placeholders, in order (a list is bound as one array:
 * `?::uuid[]`). The statement starts with the comment `/* read <name> *\/`, so that logs,
 * pg_stat_activity and the statement-count tests tell which read it is.
 */
export async function readRows<R>(
  deps: Pick<Deps, 'orm' | 'config'>,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<R[]> {
  const sql = `${readLabel(name)} ${text}`;
  const { orm, config } = deps;
  let numbered = known.get(sql);
  if (!numbered) {
    // Named by its text's hash: one name is one text in every process, also on a shared server connection.
    numbered = {
      ...numberedPlaceholders(sql),
      name: `read_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`,
    };
    if (known.size < MAX_KNOWN) known.set(sql, numbered);
    else numbered.name = '';
  }
  if (numbered.count !== values.length)
    throw new Error(`read ${name}: ${numbered.count} placeholders, ${values.length} values`);
  // Behind a pooler in transaction mode the next transaction may land on another connection.
  const named = config.databaseDirectUrl === config.databaseUrl && numbered.name !== '' && !unnamedPools.has(orm);
  const logger = orm.config.getLogger();
  const started = Date.now();
  try {
    const pool = await orm.em.getConnection().getNativeClient();
    const run = (statement: string | undefined) =>
      pool.query<R & object>({ name: statement, text: numbered.text, values: [...values] });
    const { rows } = await run(named ? numbered.name : undefined).catch((error: unknown) => {
      // A pooler the configuration does not tell (DATABASE_DIRECT_URL through it too): its server
      // connections do not know this client's statements. From now on this pool's reads go unnamed.
      if (!named || !PREPARED_LOST.has((error as { code?: string }).code ?? '')) throw error;
      unnamedPools.add(orm);
      return run(undefined);
    });
    logger.logQuery({ query: sql, params: values, took: Date.now() - started, results: rows.length, level: 'info' });
    return rows;
  } catch (error) {
    logger.logQuery({ query: sql, params: values, took: Date.now() - started, level: 'error' });
    throw orm.em.getDriver().convertException(error as Error);
  }
}

/** The comment that opens the read statement `name`. */
const readLabel = (name: string): string => `/* read ${name} */`;

/**
 * A timestamptz column as JavaScript's `Date#toISOString()` writes it (UTC, milliseconds
 * truncated as a JS Date holds them), so that an answer built in SQL equals the ORM's.
 */
export const isoSql = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The ORM's node-postgres pool (MikroORM 7's public `Connection#getNativeClient()`). */
export type DatabasePool = Awaited<ReturnType<ReturnType<MikroORM['em']['getConnection']>['getNativeClient']>>;

/**
 * The pool as it is now: MikroORM makes a new one when it reconnects. For the pool's counters
 * (observability/install-metrics.ts), never for statements: those go through the ORM or readRows.
 */
export function databasePool(orm: MikroORM): Promise<DatabasePool> {
  return orm.em.getConnection().getNativeClient();
}

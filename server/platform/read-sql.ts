import type { Deps } from './context.js';

/**
 * The read path's one way to the database: a statement with `?` placeholders run by MikroORM's
 * public `Connection#execute` (the same call in MikroORM 7), rows as PostgreSQL built them. No
 * EntityManager fork, no identity map, no hydration: for answers that are read and sent, never
 * changed. Writes keep the unit of work. Connection failures surface as pg/knex errors, which
 * outage.ts recognises (503).
 * A list is sent as one PostgreSQL array literal, so a statement says `?::uuid[]` for a list of
 * ids, as it would with a bound parameter (execute quotes the values into the statement).
 */

/**
 * Runs `text` with `values` for its `?` placeholders, in order. The statement starts with the
 * comment `/* read <name> *\/`, so that logs, pg_stat_activity and the statement-count tests
 * tell which read it is.
 */
export async function readRows<R>(deps: Pick<Deps, 'orm'>, name: string, text: string, values: readonly unknown[]): Promise<R[]> {
  return deps.orm.em.getConnection().execute<R[]>(`${readLabel(name)} ${text}`, values.map(parameter), 'all');
}

/** The comment that opens the read statement `name`. */
const readLabel = (name: string): string => `/* read ${name} */`;

/** A value as the statement receives it: a list as an array literal, elements quoted. */
const parameter = (value: unknown): unknown => (Array.isArray(value) ? arrayLiteral(value) : value);

const arrayLiteral = (values: readonly unknown[]): string =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

/**
 * A timestamptz column as JavaScript's `Date#toISOString()` writes it (UTC, milliseconds
 * truncated as a JS Date holds them), so that an answer built in SQL equals the ORM's.
 */
export const isoSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

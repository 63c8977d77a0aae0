import type { Deps } from './context.js';

/**
 * The read path's one way to the database (issue 16): a named prepared statement on a
 * pooled connection of MikroORM's own pool, rows as PostgreSQL built them. No EntityManager, no
 * identity map, no hydration: for answers that are read and sent, never changed. Writes keep the
 * unit of work. Connection failures surface as pg/knex errors, which outage.ts recognises (503).
 */

interface PgClient {
  query<R>(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: R[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<unknown>;
}

/** Called with the statement's name before it runs: tests count statements with it. */
export const readStatementObservers = new Set<(name: string) => void>();

export async function readRows<R>(deps: Pick<Deps, 'orm'>, name: string, text: string, values: readonly unknown[]): Promise<R[]> {
  const client = (deps.orm.em.getConnection().getKnex().client as unknown as KnexClient);
  for (const observe of readStatementObservers) observe(name);
  const connection = await client.acquireConnection();
  try {
    return (await connection.query<R>({ name, text, values })).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * A timestamptz column as JavaScript's `Date#toISOString()` writes it (UTC, milliseconds
 * truncated as a JS Date holds them), so that an answer built in SQL equals the ORM's.
 */
export const isoSql = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

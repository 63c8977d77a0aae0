import type { MikroORM } from '@mikro-orm/postgresql';

/** The ORM's node-postgres pool (MikroORM 7's public `Connection#getNativeClient()`). */
export type DatabasePool = Awaited<ReturnType<ReturnType<MikroORM['em']['getConnection']>['getNativeClient']>>;

/**
 * The pool as it is now: MikroORM makes a new one when it reconnects. For the pool's counters
 * (observability/install-metrics.ts), never for statements: those go through the ORM or readRows.
 */
export function databasePool(orm: MikroORM): Promise<DatabasePool> {
  return orm.em.getConnection().getNativeClient();
}

import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The INCI reload's two statements on PostgreSQL's advisory locks: a function call and the
 * system view pg_locks, which no entity or builder method of MikroORM expresses.
 */

/** Takes the transaction-scoped advisory lock `key` if free (true), without waiting. */
export async function tryAdvisoryXactLock(tx: EntityManager, key: number): Promise<boolean> {
  const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [key]);
  return lock?.locked === true;
}

/**
 * Marks RUNNING jobs failed (`errorKey`, finished now) when nobody holds the advisory lock `key`
 * of this database: the process that ran them died, and PostgreSQL released its lock.
 */
export async function failJobsWithoutLock(em: EntityManager, key: number, errorKey: string): Promise<void> {
  await em.execute(
    `update inci_reload_job set status = 'ERROR', error_key = ?, finished_at = now()
      where status = 'RUNNING' and not exists (
        select 1 from pg_locks where locktype = 'advisory' and granted and classid = 0 and objid = ? and objsubid = 1
           and database = (select oid from pg_database where datname = current_database()))`,
    [errorKey, key],
  );
}

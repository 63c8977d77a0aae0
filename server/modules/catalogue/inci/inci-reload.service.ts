import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../../platform/context.js';
import { requireCatalogueEditor } from '../admin/catalogue-admin.policy.js';
import { CATALOGUE_MATRICES_ERRORS as E, catalogueMatricesErrors } from './catalogue-matrices.errors.js';
import { importInciSource } from './inci-import.js';
import { InciSourceError, readInciSource } from './inci-source.js';

/** Held (transaction-scoped) by the one process running a reload; its release marks the end. */
const LOCK_KEY = 424243;

export type InciReloadState = 'RUNNING' | 'SUCCESS' | 'ERROR';
export interface InciReloadStatus {
  id: number;
  status: InciReloadState;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  total: number;
  processed: number;
  inserted: number;
  updated: number;
  relinked: number;
  errorKey: string | null;
}

const SELECT = `select id, status, started_by as "startedBy", to_json(started_at)#>>'{}' as "startedAt",
  to_json(finished_at)#>>'{}' as "finishedAt", total, processed, inserted, updated, relinked, error_key as "errorKey"
  from inci_reload_job`;

/**
 * A RUNNING job whose lock nobody holds was left by a process that died (PostgreSQL rolled its
 * transaction back and released the lock): it is marked failed, and a new reload may start.
 */
async function failAbandoned(em: EntityManager): Promise<void> {
  await em.execute(
    `update inci_reload_job set status = 'ERROR', error_key = ?, finished_at = now()
      where status = 'RUNNING' and not exists (
        select 1 from pg_locks where locktype = 'advisory' and granted and classid = 0 and objid = ? and objsubid = 1
           and database = (select oid from pg_database where datname = current_database()))`,
    [E.INCI_RELOAD_INTERRUPTED, LOCK_KEY],
  );
}

async function jobById(em: EntityManager, id: number): Promise<InciReloadStatus> {
  const [row] = await em.execute<InciReloadStatus[]>(`${SELECT} where id = ?`, [id]);
  return row!;
}

/** The latest reload (null: none ever ran), for the page to poll. */
export async function inciReloadStatus(ctx: Ctx): Promise<InciReloadStatus | null> {
  requireCatalogueEditor(ctx);
  await failAbandoned(ctx.em);
  const [row] = await ctx.em.execute<InciReloadStatus[]>(`${SELECT} order by id desc limit 1`);
  return row ?? null;
}

/**
 * Starts "reload all" as a background job and answers once it is registered (RUNNING). One at
 * a time across processes: the advisory lock is taken before the job row exists, and the
 * unique partial index allows one RUNNING row. The import runs in one transaction that holds
 * the lock and writes SUCCESS in the same commit; progress is written beside it, so pollers see
 * it. A failure rolls everything back and records ERROR with its key.
 */
export function startInciReload(ctx: Ctx): Promise<InciReloadStatus> {
  const user = requireCatalogueEditor(ctx);
  const { orm, config, log } = ctx.deps;
  const outside = orm.em.fork();
  return new Promise((resolve, reject) => {
    let jobId: number | undefined;
    let answered = false;
    orm.em
      .fork()
      .transactional(async (tx) => {
        const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
          LOCK_KEY,
        ]);
        if (!lock?.locked) throw catalogueMatricesErrors.reloadRunning();
        // With the lock held, a RUNNING row can only be a dead process's.
        await failAbandoned(outside);
        const [job] = await outside.execute<{ id: number }[]>(
          `insert into inci_reload_job (status, started_by) values ('RUNNING', ?) returning id`,
          [user.email],
        );
        jobId = job!.id;
        resolve(await jobById(outside, jobId));
        answered = true;
        const source = await readInciSource(config.inciSource);
        await importInciSource(tx, source, (counts) =>
          outside
            .execute(
              'update inci_reload_job set total = ?, processed = ?, inserted = ?, updated = ?, relinked = ? where id = ?',
              [counts.total, counts.processed, counts.inserted, counts.updated, counts.relinked, jobId],
            )
            .then(() => undefined),
        );
        await tx.execute(
          `update inci_reload_job set status = 'SUCCESS', finished_at = now(), processed = total where id = ?`,
          [jobId],
        );
      })
      .catch(async (error: unknown) => {
        if (jobId === undefined) return reject(error);
        if (!answered) reject(error);
        const key = error instanceof InciSourceError ? E.INCI_SOURCE_INVALID : E.INCI_RELOAD_FAILED;
        log.error({ err: error, jobId }, 'INCI reload failed');
        await outside
          .execute(`update inci_reload_job set status = 'ERROR', error_key = ?, finished_at = now() where id = ?`, [
            key,
            jobId,
          ])
          .catch((e: unknown) => log.error({ err: e, jobId }, 'INCI reload: could not record the failure'));
      });
  });
}

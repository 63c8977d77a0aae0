import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { failJobsWithoutLock, tryAdvisoryXactLock } from '../../../db/statements/inci-reload.js';
import type { Ctx, Deps } from '../../../platform/context.js';
import { readRows } from '../../../platform/read-sql.js';
import { requireCatalogueEditor } from '../catalogue.policy.js';
import { CATALOGUE_MATRICES_ERRORS as E, catalogueMatricesErrors } from './catalogue-matrices.errors.js';
import { importInciSource, type RelinkHook } from './inci-import.js';
import { InciReloadJob } from './inci-reload-job.entity.js';
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
function failAbandoned(em: EntityManager): Promise<void> {
  return failJobsWithoutLock(em, LOCK_KEY, E.INCI_RELOAD_INTERRUPTED);
}

async function jobById(deps: Pick<Deps, 'orm' | 'config'>, id: number): Promise<InciReloadStatus> {
  const [row] = await readRows<InciReloadStatus>(deps, 'inci-reload.job', `${SELECT} where id = ?`, [id]);
  return row!;
}

/** The latest reload (null: none ever ran), for the page to poll. */
export async function inciReloadStatus(ctx: Ctx): Promise<InciReloadStatus | null> {
  requireCatalogueEditor(ctx);
  await failAbandoned(ctx.em);
  const [row] = await readRows<InciReloadStatus>(
    ctx.deps,
    'inci-reload.latest',
    `${SELECT} order by id desc limit 1`,
    [],
  );
  return row ?? null;
}

/**
 * Starts "reload all" as a background job and answers once it is registered (RUNNING). One at
 * a time across processes: the advisory lock is taken before the job row exists, and the
 * unique partial index allows one RUNNING row. The import runs in one transaction that holds
 * the lock and writes SUCCESS in the same commit; progress is written beside it, so pollers see
 * it. A failure rolls everything back and records ERROR with its key. `relinkHook(author)` is how a
 * product's relinked label is written (the catalogue's history records it as a version).
 */
export function startInciReload(ctx: Ctx, relinkHook?: (author: string) => RelinkHook): Promise<InciReloadStatus> {
  const user = requireCatalogueEditor(ctx);
  const { deps } = ctx;
  const { orm, config, log } = deps;
  const outside = orm.em.fork();
  return new Promise((resolve, reject) => {
    let jobId: number | undefined;
    let answered = false;
    orm.em
      .fork()
      .transactional(async (tx) => {
        if (!(await tryAdvisoryXactLock(tx, LOCK_KEY))) throw catalogueMatricesErrors.reloadRunning();
        // With the lock held, a RUNNING row can only be a dead process's.
        await failAbandoned(outside);
        jobId = await outside.insert(InciReloadJob, { status: 'RUNNING', startedBy: user.email });
        resolve(await jobById(deps, jobId));
        answered = true;
        const source = await readInciSource(config.inciSource);
        await importInciSource(
          tx,
          source,
          (counts) => outside.nativeUpdate(InciReloadJob, { id: jobId }, { ...counts }).then(() => undefined),
          relinkHook?.(user.email),
        );
        // The database's clock, as for started_at.
        await tx.nativeUpdate(
          InciReloadJob,
          { id: jobId },
          { status: 'SUCCESS', finishedAt: raw('now()'), processed: raw('total') },
        );
      })
      .catch(async (error: unknown) => {
        if (jobId === undefined) return reject(error);
        if (!answered) reject(error);
        const key = error instanceof InciSourceError ? E.INCI_SOURCE_INVALID : E.INCI_RELOAD_FAILED;
        log.error({ err: error, jobId }, 'INCI reload failed');
        await outside
          .nativeUpdate(InciReloadJob, { id: jobId }, { status: 'ERROR', errorKey: key, finishedAt: raw('now()') })
          .catch((e: unknown) => log.error({ err: e, jobId }, 'INCI reload: could not record the failure'));
      });
  });
}

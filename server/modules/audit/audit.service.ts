import { AUDIT_DEFAULT_PAGE_SIZE, auditQuerySchema } from '../../../common/validation/index.js';
import type { Ctx } from '../../platform/context.js';
import { LIST_COUNT_CAP, pageCount, type PageCount } from '../../platform/substring-search.js';
import { validate } from '../../platform/validation.js';
import { requireAdmin } from '../../platform/auth/guard.js';
import { prefixPattern, readAuditPage, type AuditEventRow, type AuditFilter } from './audit-query.js';

export interface AuditPage extends PageCount {
  page: number;
  events: AuditEventRow[];
}

/** The query validated, as the filter and the page. */
async function auditQuery(ctx: Ctx, input: unknown) {
  requireAdmin(ctx);
  const query = await validate(auditQuerySchema, input);
  const who = (query.who ?? '').trim();
  const filter: AuditFilter = {
    from: query.from ? new Date(query.from).toISOString() : null,
    to: query.to ? new Date(query.to).toISOString() : null,
    types: [...new Set(query.type ?? [])],
    whoPrefix: who === '' ? null : prefixPattern(who),
    hideSuccessfulLogins: query.hideSuccessfulLogins === true,
  };
  return { filter, pageNo: query.pageNo ?? 0, pageSize: query.pageSize ?? AUDIT_DEFAULT_PAGE_SIZE };
}

/**
 * The audit log, newest first (read only: nothing changes or deletes an entry). Filters: a date
 * range, event types, the user as a case-insensitive prefix of the user name, and leaving out
 * successful logins, each served
 * by an index of audit_event (audit-query.ts; p95 ≤ 50 ms with 10,000,000 events, tests/bench/audit.bench.mjs).
 * The count stops at 10,000 like the other lists (`totalCapped`), so the last page is page 199.
 * The read path: the count and the entries in one statement (readAuditPage), no entities.
 */
export async function auditPage(ctx: Ctx, input: unknown): Promise<AuditPage> {
  const { filter, pageNo, pageSize } = await auditQuery(ctx, input);
  const { counted, events } = await readAuditPage(ctx.deps, filter, pageSize, pageNo * pageSize, LIST_COUNT_CAP);
  return { page: pageNo, events, ...pageCount(counted, pageSize, LIST_COUNT_CAP) };
}

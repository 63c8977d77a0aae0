import type { QueryBuilder } from '@mikro-orm/postgresql';
import { AUDIT_DEFAULT_PAGE_SIZE, auditQuerySchema } from '../../../common/validation/index.js';
import { AuditEvent } from '../../platform/audit-event.entity.js';
import type { Ctx } from '../../platform/context.js';
import { countMatches, LIST_COUNT_CAP, pageCount, type PageCount } from '../../platform/substring-search.js';
import { validate } from '../../platform/validation.js';
import { requireAdmin } from '../admin-accounts/admin-account.policy.js';

export interface AuditPage extends PageCount {
  page: number;
  events: AuditEvent[];
}

/** `who%` for LIKE on lower(username), wildcards escaped. */
const prefixPattern = (who: string) => `${who.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit log, newest first (read only: nothing changes or deletes an entry). Filters: a date
 * range, event types, and the user as a case-insensitive prefix of the user name, each served
 * by an index of audit_event ((created_date), (event, created_date), (lower(username), created_date)).
 * The count stops at 10,000 like the other lists (`totalCapped`).
 */
export async function auditPage(ctx: Ctx, input: unknown): Promise<AuditPage> {
  requireAdmin(ctx);
  const query = await validate(auditQuerySchema, input);
  const pageNo = query.pageNo ?? 0;
  const pageSize = query.pageSize ?? AUDIT_DEFAULT_PAGE_SIZE;
  const who = (query.who ?? '').trim();
  const matching = () => {
    const qb = ctx.em.createQueryBuilder(AuditEvent, 'e');
    if (query.from) qb.andWhere({ createdDate: { $gte: new Date(query.from) } });
    if (query.to) qb.andWhere({ createdDate: { $lte: new Date(query.to) } });
    if (query.type && query.type.length > 0) qb.andWhere({ event: { $in: [...query.type] } });
    if (who !== '') qb.andWhere('lower(e.username) like ?', [prefixPattern(who)]);
    return qb;
  };
  const counted = await countMatches(ctx.em, matching() as unknown as QueryBuilder<object>, LIST_COUNT_CAP);
  const events = await matching().orderBy({ createdDate: 'desc', id: 'desc' }).limit(pageSize).offset(pageNo * pageSize).getResultList();
  return { page: pageNo, events, ...pageCount(counted, pageSize, LIST_COUNT_CAP) };
}

/** An entry as the spec shows it (REST and GraphQL alike). */
export const presentAuditEvent = (e: AuditEvent) => ({
  createdDate: e.createdDate.toISOString(),
  username: e.username,
  event: e.event,
  message: e.message,
});

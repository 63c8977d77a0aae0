import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEventType } from '../../common/enums.js';
import { AuditEvent } from './audit-event.entity.js';

/**
 * Records an audit event. Written with its own statement (not the unit of work) so that a
 * refused attempt is recorded even when the caller's change is rolled back.
 */
export async function recordAudit(
  em: EntityManager,
  username: string,
  event: AuditEventType,
  message?: string,
): Promise<void> {
  await em.insert(AuditEvent, {
    createdDate: new Date(),
    username: username.slice(0, 254),
    event,
    message: message ?? null,
  });
}

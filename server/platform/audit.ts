import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEventType } from '../../common/enums.js';
import { AuditEvent } from './audit-event.entity.js';

/** A field's value before and after a change (null: it had none, or has none now). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/**
 * What a catalogue change keeps beside its message (migration 20261201030000): the entry it
 * changed and, where cheap, each changed field's before and after, so a field-by-field history
 * of one entry can be read back from the log (`data->'subject'`) without parsing messages.
 */
export interface AuditData {
  subject: {
    kind: 'product' | 'skin_indicator' | 'region' | 'evaluation' | 'combination_rule';
    id: number;
    code?: string;
  };
  changes?: Record<string, AuditChange>;
  /** The other entries involved (a clone's source, a cell's product and indicator). */
  related?: Record<string, number>;
}

/**
 * Records an audit event. Written with its own statement (not the unit of work) so that a
 * refused attempt is recorded even when the caller's change is rolled back; a change that must
 * leave a trace only when it commits passes its transaction's manager.
 */
export async function recordAudit(
  em: EntityManager,
  username: string,
  event: AuditEventType,
  message?: string,
  data?: AuditData,
  /** A catalogue entry's change: the version it made (the history's row, decision 069). */
  entryVersionId?: number,
): Promise<void> {
  await em.insert(AuditEvent, {
    createdDate: new Date(),
    username: username.slice(0, 254),
    event,
    message: message ?? null,
    // Named only when there is some: the release before (no such column) runs the same inserts.
    ...(data ? { data } : {}),
    ...(entryVersionId === undefined ? {} : { entryVersionId }),
  });
}

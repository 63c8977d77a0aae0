import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AuditEventType } from '../../common/enums.js';
import type { AuditData } from './audit.js';

/** Indexes: migration 20261125030000 (the user filter's is an expression index with text_pattern_ops). */
@Entity({ tableName: 'audit_event' })
@Index({ name: 'audit_event_created_date_id_index', properties: ['createdDate', 'id'] })
@Index({ name: 'audit_event_event_created_date_id_index', properties: ['event', 'createdDate', 'id'] })
export class AuditEvent {
  [OptionalProps]?: 'createdDate' | 'message' | 'data' | 'entryVersionId';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  @Property({ type: 'string', length: 254 })
  username!: string;

  @Property({ type: 'string', length: 64 })
  event!: AuditEventType;

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** Catalogue changes: the entry and its changed fields' before and after (AuditData); else null. */
  @Property({ type: 'json', nullable: true })
  data: AuditData | null = null;

  /**
   * A change of a product or an indicator: the version it made (catalogue_entry_version, migration
   * 20261202020000), which keeps the whole entry and every changed field (decision 069).
   */
  @Property({ type: 'integer', nullable: true })
  entryVersionId: number | null = null;
}

import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import type { AuditEventType } from '../../common/enums.js';

@Entity({ tableName: 'audit_event' })
@Index({ properties: ['createdDate'] })
@Index({ properties: ['username', 'createdDate'] })
@Index({ properties: ['event', 'createdDate'] })
export class AuditEvent {
  [OptionalProps]?: 'createdDate' | 'message';

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
}

import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type InciReloadJobStatus = 'RUNNING' | 'SUCCESS' | 'ERROR';

/** One run of "reload all" (admin/inci-management), kept as history (migration InciReloadJob). */
@Entity({ tableName: 'inci_reload_job' })
export class InciReloadJob {
  [OptionalProps]?:
    'startedAt' | 'finishedAt' | 'total' | 'processed' | 'inserted' | 'updated' | 'relinked' | 'errorKey';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  status!: InciReloadJobStatus;

  @Property({ type: 'string', length: 254 })
  startedBy!: string;

  /** Set by the database (default now()). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  total: number = 0;

  @Property({ type: 'integer', default: 0 })
  processed: number = 0;

  @Property({ type: 'integer', default: 0 })
  inserted: number = 0;

  @Property({ type: 'integer', default: 0 })
  updated: number = 0;

  @Property({ type: 'integer', default: 0 })
  relinked: number = 0;

  @Property({ type: 'string', length: 100, nullable: true })
  errorKey: string | null = null;
}

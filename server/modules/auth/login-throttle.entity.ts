import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Failed login counters per account and per address, kept in PostgreSQL so several server
 * processes share them.
 */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  /** `account:<lower-cased e-mail>` or `address:<ip>`. */
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'integer' })
  failures: number = 0;

  @Property({ type: 'datetime' })
  windowStartedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lockedUntil: Date | null = null;
}

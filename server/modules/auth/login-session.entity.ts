import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Account } from '../accounts/account.entity.js';

/**
 * One row per login (migration 20261124040000): tokens name their session (`sid`), logout revokes
 * it, and the refresh window counts from `loggedInAt`. A trigger announces revocations
 * (`NOTIFY session_revoked`). Written with single statements (auth.service.ts), never loaded.
 */
@Entity({ tableName: 'login_session' })
export class LoginSession {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Index({ name: 'login_session_account_id_index' })
  @ManyToOne({ entity: () => Account, deleteRule: 'cascade', updateRule: 'no action' })
  account!: Account;

  @Property({ type: 'datetime' })
  loggedInAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}

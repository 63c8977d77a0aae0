import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const ONE_TIME_TOKEN_KINDS = ['PASSWORD_RESET', 'EMAIL_CONFIRMATION', 'INVITATION'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** Password reset, e-mail confirmation and invitation tokens: stored hashed, expiring, single use. */
@Entity({ tableName: 'one_time_token' })
export class OneTimeToken {
  [OptionalProps]?: 'createdDate' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 32 })
  kind!: OneTimeTokenKind;

  /** SHA-256 of the token, hex: the token itself is only ever in the e-mail. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The account or candidate the token belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  subjectId!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();
}

import { randomUUID } from 'node:crypto';
import { type Rel, OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { SkinCareProgram } from './program.entity.js';

/**
 * A program's share link (migration 20261202010000, decision 067): one per program, found by the
 * SHA-256 of its token, the token kept only sealed. Revoking deletes the row.
 */
@Entity({ tableName: 'program_share_link' })
export class ProgramShareLink {
  [OptionalProps]?: 'createdDate' | 'views';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne({ entity: () => SkinCareProgram, owner: true, deleteRule: 'cascade', unique: true })
  program!: Rel<SkinCareProgram>;

  /** Hex SHA-256 of the token: what a visitor's link is looked up by. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The token sealed under a key derived from JWT_SECRET (share-link.token.ts). */
  @Property({ type: 'text' })
  tokenSealed!: string;

  /** The page's and its PDF's language. */
  @Property({ type: 'string', length: 5 })
  locale!: string;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Openings of the page (a count on the link, nobody's visits). */
  @Property({ type: 'integer', default: 0 })
  views: number = 0;
}

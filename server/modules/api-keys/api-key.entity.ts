import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An integrator's API key (migration 20261126010000): the secret itself is never stored. */
@Entity({ tableName: 'api_key' })
export class ApiKey {
  [OptionalProps]?: 'createdDate' | 'revokedAt' | 'lastUsedAt' | 'requestCount';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  /** Shown in lists and carried in the secret, so the key is found without scanning hashes. */
  @Property({ type: 'string', length: 16, unique: true })
  prefix!: string;

  /** SHA-256 of the whole secret, hex. */
  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  /** The region whose offer the key sees (`isInOffer`). */
  @Property({ type: 'integer' })
  regionId!: number;

  @Property({ type: 'string', length: 254 })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** Written in batches by each process (api-key.usage.ts), so it may lag by a flush. */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'bigint' })
  requestCount: string = '0';
}

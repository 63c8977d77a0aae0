import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The stored answer of a create sent with an `Idempotency-Key` (idempotency.ts writes and reads
 * it with its own statements, in the create's transaction). Neither the key nor the answer is
 * readable from the row: `id` is an HMAC of caller, operation and key; `answer` is encrypted.
 */
@Entity({ tableName: 'idempotency_key' })
export class IdempotencyKey {
  /** HMAC-SHA256 (hex) of the caller's scope, the operation and the key. */
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  /** e.g. `programs.save`: which create the key was used for (for an operator's eyes). */
  @Property({ type: 'string', length: 64 })
  operation!: string;

  /** SHA-256 (hex) of the canonical request (method, route or operation, body or variables). */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  /** The first answer's JSON, AES-256-GCM encrypted (base64 of iv, tag and ciphertext). */
  @Property({ type: 'text' })
  answer!: string;

  @Index({ name: 'idempotency_key_created_date_index' })
  @Property({ type: 'datetime' })
  createdDate!: Date;
}

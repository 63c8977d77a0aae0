// Migration kind: EXPAND (adds a table: old code neither reads nor writes it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * The answers of creates sent with an `Idempotency-Key` (server/platform/idempotency): one row per
 * caller, operation and key, written in the transaction of what the create stores, so a retry
 * whose first answer was lost finds it. The row names its key by an HMAC only and keeps the
 * answer encrypted under a key derived from the client's key (an API key's secret is in one).
 * Rows older than 48 hours are pruned by `created_date`.
 */
export class Migration20261201010000IdempotencyKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_key" ("id" varchar(64) not null, "operation" varchar(64) not null, "fingerprint" varchar(64) not null, "answer" text not null, "created_date" timestamptz not null, constraint "idempotency_key_pkey" primary key ("id"));`);
    this.addSql('create index "idempotency_key_created_date_index" on "idempotency_key" ("created_date");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "idempotency_key";');
  }
}

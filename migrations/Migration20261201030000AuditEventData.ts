// Migration kind: EXPAND (adds a nullable column; the running release neither reads nor writes it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue changes (issue 35) keep what they changed beside the readable message: the entry
 * (`subject`: kind, id, code) and each changed field's before and after (`changes`), so a later
 * history of one product or indicator can be read from the log without parsing messages.
 * Null for every other event and for the rows written before.
 */
export class Migration20261201030000AuditEventData extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "audit_event" add column "data" jsonb null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "audit_event" drop column "data";');
  }
}

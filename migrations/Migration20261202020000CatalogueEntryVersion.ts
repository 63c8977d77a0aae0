// Migration kind: EXPAND (adds a table and a nullable column: the running release neither reads nor writes them). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's history (issue 37, decision 069): one row per version of a product or an
 * indicator, numbered per entry, with its author, time, the whole entry as it then was
 * (`snapshot`, what a restore writes back) and what changed from the state before (`changes`).
 * The audit events of a change point at its version (`audit_event.entry_version_id`): one
 * record of the change, read by the log and by the history. No foreign key to the entry: its
 * versions outlive a deleted product, as its audit events do.
 */
export class Migration20261202020000CatalogueEntryVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_entry_version" ("id" serial primary key, "kind" varchar(20) not null, "entry_id" int not null, "number" int not null, "author" varchar(254) null, "created_date" timestamptz not null, "snapshot" jsonb not null, "changes" jsonb not null, "restored_from" int null, constraint "catalogue_entry_version_kind_check" check ("kind" in ('product', 'skin_indicator')));`);
    this.addSql('alter table "catalogue_entry_version" add constraint "catalogue_entry_version_kind_entry_id_number_unique" unique ("kind", "entry_id", "number");');
    this.addSql('alter table "audit_event" add column "entry_version_id" int null;');
    this.addSql('alter table "audit_event" add constraint "audit_event_entry_version_id_foreign" foreign key ("entry_version_id") references "catalogue_entry_version" ("id") on update cascade on delete set null;');
    this.addSql('create index "audit_event_entry_version_id_index" on "audit_event" ("entry_version_id") where "entry_version_id" is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "audit_event" drop column "entry_version_id";');
    this.addSql('drop table if exists "catalogue_entry_version";');
  }
}

// Migration kind: EXPAND (adds a nullable column and an index: old code neither reads nor writes it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * A program's client reference (issue 14, item 4): the client's name or code, free text, personal
 * data. My mixtures searches it as a case-insensitive substring within the owner's programs
 * (`owner_id = $1 and lower(client_reference) like '%term%'`): a leading wildcard needs a pg_trgm
 * GIN index (the extension exists since migration 20261124020000), here with the owner as its
 * first column. Programs without a reference are not indexed. A term of digits is also the
 * number's start: PostgreSQL ORs this index's bitmap with the (owner_id, number) index's.
 */
export class Migration20261127010000ProgramClientReference extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "skin_care_program" add column "client_reference" varchar(200) null;');
    // btree_gin lets the GIN index hold the owner beside the trigrams: a search reads the
    // owner's matching entries only, also for a term under three characters (no trigram).
    this.addSql('create extension if not exists btree_gin;');
    this.addSql(`create index "skin_care_program_owner_client_reference_trgm_index" on "skin_care_program" using gin ("owner_id", lower("client_reference") gin_trgm_ops) where "client_reference" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index "skin_care_program_owner_client_reference_trgm_index";');
    this.addSql('alter table "skin_care_program" drop column "client_reference";');
  }
}

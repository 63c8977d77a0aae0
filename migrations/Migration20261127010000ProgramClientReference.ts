// Migration kind: EXPAND (adds a nullable column and an index: old code neither reads nor writes it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * A program's client reference: the client's name or code, free text, personal
 * data. My mixtures searches it as a case-insensitive substring within the owner's programs. The
 * index holds, per owner, the programs that have a reference with it and their number, so that
 * the search reads the owner's referenced entries alone (an index-only scan, any term length:
 * a trigram index cannot serve terms under three characters, and an owner has thousands of
 * programs, not millions) and hands their numbers to the (owner_id, number) index of migration
 * 20261123000100, which also serves the number's start (one bitmap OR).
 */
export class Migration20261127010000ProgramClientReference extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "skin_care_program" add column "client_reference" varchar(200) null;');
    this.addSql(`create index "skin_care_program_owner_client_reference_index" on "skin_care_program" ("owner_id") include ("client_reference", "number") where "client_reference" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index "skin_care_program_owner_client_reference_index";');
    this.addSql('alter table "skin_care_program" drop column "client_reference";');
  }
}

// Migration kind: EXPAND (adds an index). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * My mixtures searches an owner's programs by the start of their number
 * (`number::text like '123%'`): this index turns that into a range scan of the owner's matching
 * programs instead of a visit to every program they own.
 */
export class Migration20261123000100ProgramNumberSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "skin_care_program_owner_id_number_text_index" on "skin_care_program" ("owner_id", ("number"::text) text_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index "skin_care_program_owner_id_number_text_index";');
  }
}

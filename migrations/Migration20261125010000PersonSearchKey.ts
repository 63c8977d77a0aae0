// Migration kind: EXPAND (adds a generated column, replaces indexes only: old queries stay correct, search_text stays). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/** Must stay equal to managedUserWhere() in server/modules/managed-users/managed-user.policy.ts. */
const MANAGED = `"roles" @> '{APP_USER}' and not ("roles" && '{ADMIN,LOCAL_ADMIN,CONTENT_EDITOR}')`;
/** The searched text of migration 20261124020000 (search_text), without anything but letters and digits. */
const KEY = `regexp_replace(lower(coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("company_name", '') || ' ' || "email"), '[^[:alnum:]]+', '', 'g')`;

/**
 * pg_trgm splits text into words at every character that is not a letter or digit, so the
 * trigrams of "lea.w" or "studio r" are those of "lea" and "studio" and of any word starting with
 * "w" or "r": the index found thousands of rows for a few hundred matches. `search_key` is the
 * searched text with those characters removed; a term with them removed is a substring of it
 * whenever the term is a substring of `search_text`, so `search_key like` (trigram index, one
 * long word) narrows and `search_text like` decides (server/platform/substring-search.ts). The
 * trigram index on search_text is no longer used.
 *
 * The lists' order indexes (surname, name, id) now include region_id and search_text: a term too
 * short for a trigram, or a frequent one, walks the order testing each row, and reads the index
 * alone (index-only) instead of a table row per step.
 */
export class Migration20261125010000PersonSearchKey extends Migration {
  override async up(): Promise<void> {
    for (const table of ['account', 'candidate']) {
      this.addSql(`alter table "${table}" add column "search_key" text generated always as (${KEY}) stored;`);
      this.addSql(`create index "${table}_search_key_trgm_index" on "${table}" using gin ("search_key" gin_trgm_ops);`);
      this.addSql(`drop index "${table}_search_text_trgm_index";`);
    }
    this.addSql(`create index "account_managed_order_search_index" on "account" ("surname", "name", "id") include ("region_id", "search_text") where ${MANAGED};`);
    this.addSql('drop index "account_managed_surname_name_id_index";');
    this.addSql('create index "candidate_order_search_index" on "candidate" ("surname", "name", "id") include ("region_id", "search_text");');
    this.addSql('drop index "candidate_surname_name_id_index";');
  }

  override async down(): Promise<void> {
    this.addSql('create index "candidate_surname_name_id_index" on "candidate" ("surname", "name", "id");');
    this.addSql('drop index "candidate_order_search_index";');
    this.addSql(`create index "account_managed_surname_name_id_index" on "account" ("surname", "name", "id") where ${MANAGED};`);
    this.addSql('drop index "account_managed_order_search_index";');
    for (const table of ['account', 'candidate']) {
      this.addSql(`create index "${table}_search_text_trgm_index" on "${table}" using gin ("search_text" gin_trgm_ops);`);
      this.addSql(`drop index "${table}_search_key_trgm_index";`);
      this.addSql(`alter table "${table}" drop column "search_key";`);
    }
  }
}

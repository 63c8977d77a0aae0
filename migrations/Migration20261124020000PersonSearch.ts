// Migration kind: EXPAND (adds a generated column and indexes; old code never writes them). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/** Must stay equal to managedUserWhere() in server/modules/managed-users/managed-user.policy.ts. */
const MANAGED = `"roles" @> '{APP_USER}' and not ("roles" && '{ADMIN,LOCAL_ADMIN,CONTENT_EDITOR}')`;
/** The searched text (personSearchExpression() in server/platform/substring-search.ts reads it). */
const SEARCH = `lower(coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("company_name", '') || ' ' || "email")`;

/**
 * The local admin's users and candidates lists search a substring of name, surname, company and
 * e-mail as the admin types (`search_text like '%term%'`). The text is a stored generated column
 * (lower() over four columns per row was most of the cost of a scan). A B-tree cannot serve a
 * leading wildcard; a pg_trgm GIN index on the column can (the embedded PostgreSQL ships pg_trgm). The
 * B-tree indexes serve the lists' order (surname, name, id) when nothing or little is typed, and
 * the count of a region's users without a search (index-only, partial on the managed users).
 */
export class Migration20261124020000PersonSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    for (const table of ['account', 'candidate']) {
      this.addSql(`alter table "${table}" add column "search_text" text generated always as (${SEARCH}) stored;`);
      this.addSql(`create index "${table}_search_text_trgm_index" on "${table}" using gin ("search_text" gin_trgm_ops);`);
    }
    this.addSql(`create index "account_managed_surname_name_id_index" on "account" ("surname", "name", "id") where ${MANAGED};`);
    this.addSql(`create index "account_managed_region_id_index" on "account" ("region_id") where ${MANAGED};`);
    this.addSql('create index "candidate_surname_name_id_index" on "candidate" ("surname", "name", "id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "candidate_surname_name_id_index";');
    this.addSql('drop index "account_managed_region_id_index";');
    this.addSql('drop index "account_managed_surname_name_id_index";');
    for (const table of ['account', 'candidate']) {
      this.addSql(`drop index "${table}_search_text_trgm_index";`);
      this.addSql(`alter table "${table}" drop column "search_text";`);
    }
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Must stay equal to personSearchExpression() in server/platform/substring-search.ts. */
const SEARCH = `lower(coalesce("name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("company_name", '') || ' ' || "email")`;

/**
 * The local admin's users and candidates lists search a substring of name, surname, company and
 * e-mail as the admin types (`… like '%term%'`). A B-tree cannot serve a leading wildcard; a
 * pg_trgm GIN index on the same expression can (the embedded PostgreSQL ships pg_trgm). The
 * B-tree indexes serve the lists' order (surname, name, id) when nothing or little is typed.
 */
export class Migration20261124020000PersonSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(`create index "account_person_search_trgm_index" on "account" using gin ((${SEARCH}) gin_trgm_ops);`);
    this.addSql(`create index "candidate_person_search_trgm_index" on "candidate" using gin ((${SEARCH}) gin_trgm_ops);`);
    this.addSql('create index "account_surname_name_id_index" on "account" ("surname", "name", "id");');
    this.addSql('create index "candidate_surname_name_id_index" on "candidate" ("surname", "name", "id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "candidate_surname_name_id_index";');
    this.addSql('drop index "account_surname_name_id_index";');
    this.addSql('drop index "candidate_person_search_trgm_index";');
    this.addSql('drop index "account_person_search_trgm_index";');
  }
}

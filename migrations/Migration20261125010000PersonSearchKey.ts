import { Migration } from '@mikro-orm/migrations';

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
 */
export class Migration20261125010000PersonSearchKey extends Migration {
  override async up(): Promise<void> {
    for (const table of ['account', 'candidate']) {
      this.addSql(`alter table "${table}" add column "search_key" text generated always as (${KEY}) stored;`);
      this.addSql(`create index "${table}_search_key_trgm_index" on "${table}" using gin ("search_key" gin_trgm_ops);`);
      this.addSql(`drop index "${table}_search_text_trgm_index";`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['account', 'candidate']) {
      this.addSql(`create index "${table}_search_text_trgm_index" on "${table}" using gin ("search_text" gin_trgm_ops);`);
      this.addSql(`drop index "${table}_search_key_trgm_index";`);
      this.addSql(`alter table "${table}" drop column "search_key";`);
    }
  }
}

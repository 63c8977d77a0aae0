import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log's filters at 10,000,000 events (p95 ≤ 50 ms, tests/bench/audit.bench.mjs):
 * - (created_date, id): the page order itself (newest first, id breaking ties), read backwards;
 *   dates only and no filter are an index-only range, and so is counting them.
 * - (event, created_date, id): one ordered range per event type, merged by audit-query.ts.
 * - (lower(username) text_pattern_ops, created_date, id) include (event): the user filter is a
 *   prefix (LIKE 'who%'), which a btree serves under a non-C collation only with
 *   text_pattern_ops; event is included so that user + types is answered from the index alone.
 * They replace the first indexes, which lacked the id (every page sorted its ties) or could not
 * serve the prefix at all (the user filter read the whole table).
 */
export class Migration20261125030000AuditFilterIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop index if exists "audit_event_created_date_index";
drop index if exists "audit_event_event_created_date_index";
drop index if exists "audit_event_username_created_date_index";
drop index if exists "audit_event_lower_username_created_date_index";
create index "audit_event_created_date_id_index" on "audit_event" ("created_date", "id");
create index "audit_event_event_created_date_id_index" on "audit_event" ("event", "created_date", "id");
create index "audit_event_who_created_date_id_index" on "audit_event" (lower("username") text_pattern_ops, "created_date", "id") include ("event");
`);
  }

  override async down(): Promise<void> {
    this.addSql(`
drop index if exists "audit_event_created_date_id_index";
drop index if exists "audit_event_event_created_date_id_index";
drop index if exists "audit_event_who_created_date_id_index";
create index "audit_event_created_date_index" on "audit_event" ("created_date");
create index "audit_event_event_created_date_index" on "audit_event" ("event", "created_date");
create index "audit_event_username_created_date_index" on "audit_event" ("username", "created_date");
create index "audit_event_lower_username_created_date_index" on "audit_event" (lower("username"), "created_date");
`);
  }
}

// Migration kind: EXPAND (adds a table and its trigger; old tokens without a session stay valid). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * One row per login. Tokens name their session (`sid` claim): logout revokes it, and the 12-hour
 * refresh window counts from its `logged_in_at`. A revocation is announced with
 * `NOTIFY session_revoked, <id>`, so every process refuses the session's tokens at once.
 */
export class Migration20261124040000LoginSession extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table "login_session" ("id" uuid not null, "account_id" uuid not null, "logged_in_at" timestamptz not null, "revoked_at" timestamptz null, constraint "login_session_pkey" primary key ("id"));
alter table "login_session" add constraint "login_session_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;
create index "login_session_account_id_index" on "login_session" ("account_id");

create function "notify_session_revoked"() returns trigger language plpgsql as $$
begin
  perform pg_notify('session_revoked', coalesce(new.id, old.id)::text);
  return null;
end;
$$;
create trigger "login_session_revoked" after update or delete on "login_session"
  for each row execute function "notify_session_revoked"();
`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "login_session" cascade;');
    this.addSql('drop function if exists "notify_session_revoked"();');
  }
}

// Migration kind: EXPAND (adds the api_key table and its NOTIFY trigger). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * API keys of integrators. Only the secret's SHA-256 is stored, found by its visible
 * prefix. Revoking or deleting a key sends `NOTIFY api_key_changed, <prefix>` so every process
 * drops its cached copy at once; usage updates (last use, count) do not notify.
 */
export class Migration20261126010000ApiKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table "api_key" (
  "id" uuid not null primary key,
  "name" varchar(255) not null,
  "prefix" varchar(16) not null,
  "secret_hash" varchar(64) not null,
  "region_id" int not null references "region" ("id") on delete cascade,
  "created_by" varchar(254) not null,
  "created_date" timestamptz not null default now(),
  "revoked_at" timestamptz null,
  "last_used_at" timestamptz null,
  "request_count" bigint not null default 0
);
create unique index "api_key_prefix_unique" on "api_key" ("prefix");
create index "api_key_created_date_index" on "api_key" ("created_date");

create function "notify_api_key_changed"() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or old.revoked_at is distinct from new.revoked_at or old.region_id <> new.region_id
     or old.secret_hash <> new.secret_hash then
    perform pg_notify('api_key_changed', coalesce(new.prefix, old.prefix));
  end if;
  return null;
end;
$$;
create trigger "api_key_changed" after update or delete on "api_key"
  for each row execute function "notify_api_key_changed"();
`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "api_key" cascade;');
    this.addSql('drop function if exists "notify_api_key_changed"();');
  }
}

// Migration kind: EXPAND (triggers also send NOTIFY; old processes ignore it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * Every bump of a data version is also announced with `NOTIFY data_version_changed`, so server
 * processes keep their caches' versions current without asking the database on every request.
 */
export class Migration20261123000000DataVersionNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create or replace function "bump_data_version"() returns trigger language plpgsql as $$
begin
  update "data_version" set "version" = "version" + 1 where "name" = TG_ARGV[0];
  perform pg_notify('data_version_changed', TG_ARGV[0]);
  return null;
end;
$$;
`);
  }

  override async down(): Promise<void> {
    this.addSql(`
create or replace function "bump_data_version"() returns trigger language plpgsql as $$
begin
  update "data_version" set "version" = "version" + 1 where "name" = TG_ARGV[0];
  return null;
end;
$$;
`);
  }
}

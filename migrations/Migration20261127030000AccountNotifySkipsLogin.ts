// Migration kind: EXPAND (replaces a trigger function; the running release reads nothing it changes). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * A login stamps `account.last_login_at`, which no process caches (AccountStateCache holds roles,
 * status, regions, the token cut-off). Notifying `account_changed` for it made every process drop
 * the account's cached state at each login; an update that changes nothing but that column now
 * stays silent. Every other change notifies as before.
 */
export class Migration20261127030000AccountNotifySkipsLogin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create or replace function "notify_account_changed"() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'account' then
    if TG_OP = 'UPDATE' and (to_jsonb(old) - 'last_login_at') = (to_jsonb(new) - 'last_login_at') then
      return null;
    end if;
    perform pg_notify('account_changed', lower(coalesce(old.email, new.email)));
    if TG_OP = 'UPDATE' and lower(old.email) <> lower(new.email) then
      perform pg_notify('account_changed', lower(new.email));
    end if;
  else
    perform pg_notify('account_changed', (select lower(email) from account where id = coalesce(new.account_id, old.account_id)));
  end if;
  return null;
end;
$$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
create or replace function "notify_account_changed"() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'account' then
    perform pg_notify('account_changed', lower(coalesce(old.email, new.email)));
    if TG_OP = 'UPDATE' and lower(old.email) <> lower(new.email) then
      perform pg_notify('account_changed', lower(new.email));
    end if;
  else
    perform pg_notify('account_changed', (select lower(email) from account where id = coalesce(new.account_id, old.account_id)));
  end if;
  return null;
end;
$$;`);
  }
}

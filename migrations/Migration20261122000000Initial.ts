// Migration kind: EXPAND (the first schema; nothing older to stay compatible with). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/** The whole data model of DESIGN.md. */
export class Migration20261122000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table "audit_event" ("id" bigserial primary key, "created_date" timestamptz not null, "username" varchar(254) not null, "event" varchar(64) not null, "message" text null);
create index "audit_event_event_created_date_index" on "audit_event" ("event", "created_date");
create index "audit_event_username_created_date_index" on "audit_event" ("username", "created_date");
create index "audit_event_created_date_index" on "audit_event" ("created_date");

create table "data_version" ("name" varchar(32) not null, "version" bigint not null, constraint "data_version_pkey" primary key ("name"));

create table "inci" ("id" serial primary key, "code" varchar(100) not null, "name" varchar(255) not null, "alternative_name" varchar(255) null, "chemical_name_placeholder" varchar(150) not null, "description_placeholder" varchar(150) not null, "version" int not null default 1);
alter table "inci" add constraint "inci_code_unique" unique ("code");

create table "language" ("id" varchar(5) not null, "language" varchar(3) not null, "country" varchar(2) not null, "name" varchar(100) not null, "is_system" boolean not null default false, constraint "language_pkey" primary key ("id"));

create table "login_throttle" ("key" varchar(300) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "locked_until" timestamptz null, constraint "login_throttle_pkey" primary key ("key"));

create table "one_time_token" ("id" uuid not null, "kind" varchar(32) not null, "token_hash" varchar(64) not null, "subject_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_date" timestamptz not null, constraint "one_time_token_pkey" primary key ("id"));
alter table "one_time_token" add constraint "one_time_token_token_hash_unique" unique ("token_hash");
create index "one_time_token_subject_id_index" on "one_time_token" ("subject_id");

create table "pdf_user_info" ("id" uuid not null, "company_name" varchar(255) null, "email" varchar(254) null, "company_phone_no" varchar(255) null, "company_address_line1" varchar(255) null, "company_address_line2" varchar(255) null, "company_address_line3" varchar(255) null, "version" int not null default 1, constraint "pdf_user_info_pkey" primary key ("id"));

create table "product" ("id" serial primary key, "code" varchar(100) not null, "category" text check ("category" in ('CLEANING', 'MODULAR', 'CARE', 'COLOR')) not null default 'MODULAR', "usage" text check ("usage" in ('BASE', 'ACTIVE', 'READY_PRODUCT')) not null default 'ACTIVE', "enabled" boolean not null default false, "name_placeholder" varchar(150) not null, "description_placeholder" varchar(150) not null, "search_links" jsonb not null, "base_product_suggestions" jsonb not null, "version" int not null default 1);
alter table "product" add constraint "product_code_unique" unique ("code");

create table "product_inci" ("product_id" int not null, "inci_id" int not null, "position" smallint not null, constraint "product_inci_pkey" primary key ("product_id", "inci_id"));

create table "region" ("id" serial primary key, "name" varchar(255) not null, "enabled" boolean not null default true, "default_locale" varchar(5) not null default 'en_GB', "version" int not null default 1);
alter table "region" add constraint "region_name_unique" unique ("name");

create table "candidate" ("id" uuid not null, "email" varchar(254) not null, "customer_id" varchar(255) null, "company_name" varchar(255) null, "name" varchar(255) null, "surname" varchar(255) null, "phone_no" varchar(255) null, "preferred_locale" varchar(5) not null default 'en_GB', "fallback_locale" varchar(5) not null default 'en_GB', "region_id" int not null, "terms_confirmed" boolean not null default false, "privacy_policy_confirmed" boolean not null default false, "email_confirmed" boolean not null default false, "created_date" timestamptz not null, "version" int not null default 1, constraint "candidate_pkey" primary key ("id"));

create table "account" ("id" uuid not null, "email" varchar(254) not null, "password_hash" text not null, "customer_id" varchar(255) null, "name" varchar(255) null, "surname" varchar(255) null, "company_name" varchar(255) null, "phone_no" varchar(255) null, "preferred_locale" varchar(5) not null default 'en_GB', "fallback_locale" varchar(5) not null default 'en_GB', "enabled" boolean not null default true, "credentials_non_expired" boolean not null default true, "roles" text[] not null, "tokens_valid_after" timestamptz not null, "last_login_at" timestamptz null, "region_id" int null, "translation_locales" text[] not null, "pdf_user_info_id" uuid null, "created_date" timestamptz not null, "version" int not null default 1, constraint "account_pkey" primary key ("id"));
alter table "account" add constraint "account_pdf_user_info_id_unique" unique ("pdf_user_info_id");
create unique index "account_email_unique" on "account" (lower("email"));

create table "account_admin_region" ("account_id" uuid not null, "region_id" int not null, constraint "account_admin_region_pkey" primary key ("account_id", "region_id"));

create table "region_product_available" ("region_id" int not null, "product_id" int not null, constraint "region_product_available_pkey" primary key ("region_id", "product_id"));

create table "region_product_disallowed" ("region_id" int not null, "product_id" int not null, constraint "region_product_disallowed_pkey" primary key ("region_id", "product_id"));

create sequence "skin_care_program_number_seq" start with 100001;

create table "skin_care_program" ("id" uuid not null, "owner_id" uuid not null, "number" bigint not null default nextval('skin_care_program_number_seq'), "comment" text null, "created_date" timestamptz not null, "modified_date" timestamptz not null, "version" int not null default 1, constraint "skin_care_program_pkey" primary key ("id"));
alter table "skin_care_program" add constraint "skin_care_program_number_unique" unique ("number");
create index "skin_care_program_owner_id_modified_date_index" on "skin_care_program" ("owner_id", "modified_date");

create table "program_product" ("program_id" uuid not null, "position" smallint not null, "kind" text check ("kind" in ('BASE', 'ACTIVE', 'WASH', 'READY')) not null, "product_id" int not null, "volume" numeric(7,2) null, "comment" text null, constraint "program_product_pkey" primary key ("program_id", "position"));

create table "pdf_document" ("id" uuid not null, "program_id" uuid not null, "options" jsonb not null, "bytes" bytea not null, "created_date" timestamptz not null, constraint "pdf_document_pkey" primary key ("id"));
create index "pdf_document_program_id_index" on "pdf_document" ("program_id");

create table "skin_indicator" ("id" serial primary key, "code" varchar(100) not null, "category" text check ("category" in ('CONDITION', 'DISEASE', 'DAMAGE')) not null default 'CONDITION', "enabled" boolean not null default false, "name_placeholder" varchar(150) not null, "description_placeholder" varchar(150) not null, "search_links" jsonb not null, "version" int not null default 1);
alter table "skin_indicator" add constraint "skin_indicator_code_unique" unique ("code");

create table "program_indicator" ("program_id" uuid not null, "position" smallint not null, "skin_indicator_id" int not null, "priority" text check ("priority" in ('LOW', 'MEDIUM', 'HIGH')) not null default 'MEDIUM', constraint "program_indicator_pkey" primary key ("program_id", "position"));

create table "evaluation" ("product_id" int not null, "skin_indicator_id" int not null, "value" smallint not null check ("value" between -10 and 10), constraint "evaluation_pkey" primary key ("product_id", "skin_indicator_id"));

create table "text_source" ("id" serial primary key, "key" varchar(150) not null, "locale" varchar(5) not null, "text_type" text check ("text_type" in ('INTERFACE', 'EMAIL', 'SKIN_INDICATOR_NAME', 'SKIN_INDICATOR_DESCRIPTION', 'PRODUCT_NAME', 'PRODUCT_DESCRIPTION', 'MISSING', 'PDF', 'INCI_CHEMICAL_NAME', 'INCI_DESCRIPTION')) not null default 'INTERFACE', "value" text not null default '', "comment" text null, "version" int not null default 1);
alter table "text_source" add constraint "text_source_key_locale_unique" unique ("key", "locale");

alter table "product_inci" add constraint "product_inci_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;
alter table "product_inci" add constraint "product_inci_inci_id_foreign" foreign key ("inci_id") references "inci" ("id") on update cascade on delete restrict;

alter table "candidate" add constraint "candidate_region_id_foreign" foreign key ("region_id") references "region" ("id") on update cascade on delete cascade;

alter table "account" add constraint "account_region_id_foreign" foreign key ("region_id") references "region" ("id") on update cascade on delete set null;
alter table "account" add constraint "account_pdf_user_info_id_foreign" foreign key ("pdf_user_info_id") references "pdf_user_info" ("id") on update cascade on delete set null;

alter table "account_admin_region" add constraint "account_admin_region_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;
alter table "account_admin_region" add constraint "account_admin_region_region_id_foreign" foreign key ("region_id") references "region" ("id") on update cascade on delete cascade;

alter table "region_product_available" add constraint "region_product_available_region_id_foreign" foreign key ("region_id") references "region" ("id") on update cascade on delete cascade;
alter table "region_product_available" add constraint "region_product_available_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;

alter table "region_product_disallowed" add constraint "region_product_disallowed_region_id_foreign" foreign key ("region_id") references "region" ("id") on update cascade on delete cascade;
alter table "region_product_disallowed" add constraint "region_product_disallowed_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;

alter table "skin_care_program" add constraint "skin_care_program_owner_id_foreign" foreign key ("owner_id") references "account" ("id") on update cascade on delete cascade;

alter table "program_product" add constraint "program_product_program_id_foreign" foreign key ("program_id") references "skin_care_program" ("id") on update cascade on delete cascade;
alter table "program_product" add constraint "program_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete restrict;

alter table "pdf_document" add constraint "pdf_document_program_id_foreign" foreign key ("program_id") references "skin_care_program" ("id") on update cascade on delete cascade;

alter table "program_indicator" add constraint "program_indicator_program_id_foreign" foreign key ("program_id") references "skin_care_program" ("id") on update cascade on delete cascade;
alter table "program_indicator" add constraint "program_indicator_skin_indicator_id_foreign" foreign key ("skin_indicator_id") references "skin_indicator" ("id") on update cascade on delete restrict;

alter table "evaluation" add constraint "evaluation_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;
alter table "evaluation" add constraint "evaluation_skin_indicator_id_foreign" foreign key ("skin_indicator_id") references "skin_indicator" ("id") on update cascade on delete cascade;

create index "product_inci_inci_id_index" on "product_inci" ("inci_id");
create index "evaluation_skin_indicator_id_index" on "evaluation" ("skin_indicator_id");
create index "account_region_id_index" on "account" ("region_id");
create index "candidate_region_id_index" on "candidate" ("region_id");
create index "program_product_product_id_index" on "program_product" ("product_id");
create index "program_indicator_skin_indicator_id_index" on "program_indicator" ("skin_indicator_id");
create index "audit_event_lower_username_created_date_index" on "audit_event" (lower("username"), "created_date");

insert into "data_version" ("name", "version") values ('translations', 1), ('catalogue', 1);

-- Caches in every server process compare these versions, so any change, by any process or by
-- hand, invalidates them.
create function "bump_data_version"() returns trigger language plpgsql as $$
begin
  update "data_version" set "version" = "version" + 1 where "name" = TG_ARGV[0];
  return null;
end;
$$;
create trigger "text_source_version" after insert or update or delete or truncate on "text_source"
  for each statement execute function "bump_data_version"('translations');
create trigger "product_catalogue_version" after insert or update or delete or truncate on "product"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "skin_indicator_catalogue_version" after insert or update or delete or truncate on "skin_indicator"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "evaluation_catalogue_version" after insert or update or delete or truncate on "evaluation"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "inci_catalogue_version" after insert or update or delete or truncate on "inci"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "product_inci_catalogue_version" after insert or update or delete or truncate on "product_inci"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "region_catalogue_version" after insert or update or delete or truncate on "region"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "region_product_available_catalogue_version" after insert or update or delete or truncate on "region_product_available"
  for each statement execute function "bump_data_version"('catalogue');
create trigger "region_product_disallowed_catalogue_version" after insert or update or delete or truncate on "region_product_disallowed"
  for each statement execute function "bump_data_version"('catalogue');

-- Every process caches account state for token checks; this tells them at once what changed.
create function "notify_account_changed"() returns trigger language plpgsql as $$
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
$$;
create trigger "account_changed" after update or delete on "account"
  for each row execute function "notify_account_changed"();
create trigger "account_admin_region_changed" after insert or update or delete on "account_admin_region"
  for each row execute function "notify_account_changed"();
`);
  }

  override async down(): Promise<void> {
    this.addSql('drop schema public cascade; create schema public;');
  }
}

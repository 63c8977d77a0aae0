// Migration kind: EXPAND (adds a table). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * INCI reload jobs (admin/inci-management). A row per run, kept as history; the unique partial
 * index allows one 'running' job across all processes. A job whose process died stays 'running'
 * until a caller finds its advisory lock free and marks it failed (inci-reload.service.ts).
 */
export class Migration20261125050000InciReloadJob extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table "inci_reload_job" (
  "id" serial primary key,
  "status" text not null check ("status" in ('RUNNING', 'SUCCESS', 'ERROR')),
  "started_by" varchar(254) not null,
  "started_at" timestamptz not null default now(),
  "finished_at" timestamptz null,
  "total" int not null default 0,
  "processed" int not null default 0,
  "inserted" int not null default 0,
  "updated" int not null default 0,
  "relinked" int not null default 0,
  "error_key" varchar(100) null
);
create unique index "inci_reload_job_one_running" on "inci_reload_job" (("status")) where "status" = 'RUNNING';
`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "inci_reload_job" cascade;');
  }
}

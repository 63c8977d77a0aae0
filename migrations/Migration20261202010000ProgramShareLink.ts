// Migration kind: EXPAND (adds a table: old code neither reads nor writes it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * A program's share link (the client's own page, decision 067): at most one per program, found by
 * the SHA-256 of its token; the token itself only sealed (AES-GCM under a key derived from
 * JWT_SECRET) so that the owner's screens and PDFs can show the link again. Revoking deletes the
 * row; `views` counts the page's openings, not who opened it.
 */
export class Migration20261202010000ProgramShareLink extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "program_share_link" ("id" uuid not null, "program_id" uuid not null, "token_hash" varchar(64) not null, "token_sealed" text not null, "locale" varchar(5) not null, "created_date" timestamptz not null, "expires_at" timestamptz not null, "views" int not null default 0, constraint "program_share_link_pkey" primary key ("id"));`);
    this.addSql('alter table "program_share_link" add constraint "program_share_link_program_id_unique" unique ("program_id");');
    this.addSql('alter table "program_share_link" add constraint "program_share_link_token_hash_unique" unique ("token_hash");');
    this.addSql('alter table "program_share_link" add constraint "program_share_link_program_id_foreign" foreign key ("program_id") references "skin_care_program" ("id") on update cascade on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "program_share_link";');
  }
}

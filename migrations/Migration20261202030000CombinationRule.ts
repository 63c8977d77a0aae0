// Migration kind: EXPAND (adds a table: old code neither reads nor writes it). See README, Upgrades.
import { Migration } from '@mikro-orm/migrations';

/**
 * Combination rules (issue 37, decision 070): a product and another product (smaller id first,
 * so a pair has one spelling) or a product category, one rule per pair. A change bumps the
 * catalogue version, so every cache of catalogue answers (the server's, the builder's) renews.
 */
export class Migration20261202030000CombinationRule extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "combination_rule" ("id" serial primary key, "code" varchar(100) not null, "product_id" int not null, "other_product_id" int null, "other_category" text check ("other_category" in ('CLEANING', 'MODULAR', 'CARE', 'COLOR')) null, "kind" text check ("kind" in ('NOT_TOGETHER', 'NOT_SAME_ROUTINE_TIME')) not null, "severity" text check ("severity" in ('LOW', 'MEDIUM', 'HIGH')) not null, "message_placeholder" varchar(150) not null, "comment" text null, "version" int not null default 1);`);
    this.addSql('alter table "combination_rule" add constraint "combination_rule_code_unique" unique ("code");');
    this.addSql('alter table "combination_rule" add constraint "combination_rule_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "combination_rule" add constraint "combination_rule_other_product_id_foreign" foreign key ("other_product_id") references "product" ("id") on update cascade on delete cascade;');
    this.addSql('alter table "combination_rule" add constraint "combination_rule_one_partner" check (("other_product_id" is null) <> ("other_category" is null));');
    this.addSql('alter table "combination_rule" add constraint "combination_rule_pair_order" check ("other_product_id" is null or "product_id" < "other_product_id");');
    this.addSql('create unique index "combination_rule_product_pair" on "combination_rule" ("product_id", "other_product_id") where "other_product_id" is not null;');
    this.addSql('create unique index "combination_rule_category_pair" on "combination_rule" ("product_id", "other_category") where "other_category" is not null;');
    this.addSql('create index "combination_rule_other_product_id_index" on "combination_rule" ("other_product_id");');
    this.addSql(`create trigger "combination_rule_catalogue_version" after insert or update or delete or truncate on "combination_rule"
  for each statement execute function "bump_data_version"('catalogue');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "combination_rule";');
  }
}

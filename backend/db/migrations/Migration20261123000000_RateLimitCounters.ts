import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000_RateLimitCounters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limit_counters" ("key" varchar(300) not null, "hits" int not null, "window_ends_at" timestamptz not null, "last_hit_at" timestamptz not null, constraint "rate_limit_counters_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_counters_window_ends_at_index" on "rate_limit_counters" ("window_ends_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
  }
}

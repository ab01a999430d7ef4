import { Migration } from '@mikro-orm/migrations';

export class Migration20261126200000_TemplateCatalogGeneration extends Migration {
  // Every server process keeps the published template versions in memory; this row tells it, in one
  // single-row read, whether template_versions has changed since it read them
  // (docs/decisions/0152-template-versions-across-server-processes.md). The trigger bumps it in the
  // same transaction as the change, so the new value is seen exactly when the change is. A sequence no
  // column owns gives values never repeated, even after the tables are emptied (TRUNCATE … RESTART
  // IDENTITY leaves it alone).
  override async up(): Promise<void> {
    this.addSql(`create sequence "template_catalog_generation";`);
    this.addSql(
      `create table "template_catalog_state" ("id" smallint not null, "generation" bigint not null, constraint "template_catalog_state_pkey" primary key ("id"), constraint template_catalog_state_one_row check (id = 1));`,
    );
    this.addSql(`insert into "template_catalog_state" ("id", "generation") values (1, nextval('template_catalog_generation'));`);
    // Statement-level, and for TRUNCATE too; an upsert, so the row comes back if the table was emptied.
    this.addSql(`create function "template_catalog_changed"() returns trigger language plpgsql as $$ begin
      insert into "template_catalog_state" ("id", "generation") values (1, nextval('template_catalog_generation'))
        on conflict ("id") do update set "generation" = nextval('template_catalog_generation');
      return null;
    end $$;`);
    this.addSql(
      `create trigger "template_versions_changed" after insert or update or delete on "template_versions" for each statement execute function "template_catalog_changed"();`,
    );
    this.addSql(
      `create trigger "template_versions_truncated" after truncate on "template_versions" for each statement execute function "template_catalog_changed"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "template_versions_truncated" on "template_versions";`);
    this.addSql(`drop trigger if exists "template_versions_changed" on "template_versions";`);
    this.addSql(`drop function if exists "template_catalog_changed"();`);
    this.addSql(`drop table if exists "template_catalog_state" cascade;`);
    this.addSql(`drop sequence if exists "template_catalog_generation";`);
  }
}

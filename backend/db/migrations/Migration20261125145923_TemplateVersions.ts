import { Migration } from '@mikro-orm/migrations';

export class Migration20261125145923_TemplateVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "template_audit" ("id" uuid not null, "action" text not null, "kind" text not null, "key" text not null, "from_version" int null, "to_version" int not null, "consultation_id" uuid null, "note" text null, "details" jsonb null, "by" text not null, "at" timestamptz not null, constraint "template_audit_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "template_audit_kind_key_at_index" on "template_audit" ("kind", "key", "at");`);

    this.addSql(
      `create table "template_drafts" ("id" uuid not null, "kind" text not null, "key" text not null, "content" jsonb not null, "base_version" int not null, "revision" int not null, "updated_by" text not null, "updated_at" timestamptz not null, constraint "template_drafts_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "template_drafts" add constraint "template_drafts_kind_key_unique" unique ("kind", "key");`);

    this.addSql(
      `create table "template_versions" ("id" uuid not null, "kind" text not null, "key" text not null, "version" int not null, "content" jsonb not null, "fingerprint" varchar(64) not null, "note" text not null, "rolled_back_from" int null, "published_by" text not null, "published_at" timestamptz not null, constraint "template_versions_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "template_versions" add constraint "template_versions_kind_key_version_unique" unique ("kind", "key", "version");`,
    );
    // A published version is immutable: saved cases name it. The database refuses any update of it.
    this.addSql(
      `create function "template_versions_immutable"() returns trigger language plpgsql as $$ begin raise exception 'template_versions rows are immutable'; end $$;`,
    );
    this.addSql(
      `create trigger "template_versions_no_update" before update on "template_versions" for each row execute function "template_versions_immutable"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "template_audit" cascade;`);

    this.addSql(`drop table if exists "template_drafts" cascade;`);

    this.addSql(`drop table if exists "template_versions" cascade;`);
    this.addSql(`drop function if exists "template_versions_immutable"();`);
  }
}

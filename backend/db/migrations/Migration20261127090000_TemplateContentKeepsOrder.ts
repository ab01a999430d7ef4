import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090000_TemplateContentKeepsOrder extends Migration {
  // jsonb stores an object's keys sorted by length, then bytes: a schema read back from it lists its
  // fields in that order, not the editor's. json keeps the text as written, so the order survives.
  // Content stored as jsonb before this has already lost its order; what is published from now keeps it.
  override async up(): Promise<void> {
    this.addSql(`alter table "template_versions" alter column "content" type json using "content"::json;`);
    this.addSql(`alter table "template_drafts" alter column "content" type json using "content"::json;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "template_drafts" alter column "content" type jsonb using "content"::jsonb;`);
    this.addSql(`alter table "template_versions" alter column "content" type jsonb using "content"::jsonb;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261125221329_RetiredValues extends Migration {
  // Values a case upgrade sets apart stay with the case; a case's version history finds its upgrades.
  override async up(): Promise<void> {
    this.addSql(`alter table "consultation_details" add column "retired_values" jsonb not null default '[]';`);

    this.addSql(`create index "template_audit_consultation_id_at_index" on "template_audit" ("consultation_id", "at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "consultation_details" drop column "retired_values";`);

    this.addSql(`drop index "template_audit_consultation_id_at_index";`);
  }
}

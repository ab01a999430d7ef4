import { Migration } from '@mikro-orm/migrations';

export class Migration20261125230016_InterviewNoteTimes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "interviews" add column "consultant_notes_at" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "interviews" drop column "consultant_notes_at";`);
  }
}

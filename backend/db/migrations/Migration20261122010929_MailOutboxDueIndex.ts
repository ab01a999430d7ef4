import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010929_MailOutboxDueIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "mail_outbox_due_index" on "mail_outbox" ("next_attempt_at", "id") where "status" in ('pending', 'sending');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "mail_outbox_due_index";`);
  }
}

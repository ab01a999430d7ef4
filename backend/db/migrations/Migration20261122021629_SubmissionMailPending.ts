import { Migration } from '@mikro-orm/migrations';

export class Migration20261122021629_SubmissionMailPending extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "consultations" add column "mail_pending" boolean not null default false;`);
    this.addSql(`create index "consultations_mail_pending_index" on "consultations" ("created_at") where "mail_pending";`);

    this.addSql(`alter table "contacts" add column "mail_pending" boolean not null default false;`);
    this.addSql(`create index "contacts_mail_pending_index" on "contacts" ("created_at") where "mail_pending";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "consultations_mail_pending_index";`);
    this.addSql(`alter table "consultations" drop column "mail_pending";`);

    this.addSql(`drop index "contacts_mail_pending_index";`);
    this.addSql(`alter table "contacts" drop column "mail_pending";`);
  }
}

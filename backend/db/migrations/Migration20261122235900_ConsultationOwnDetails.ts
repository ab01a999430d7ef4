import { Migration } from '@mikro-orm/migrations';

/**
 * Each consultation keeps the name, e-mail, phone and address it was requested with (docs/security.md,
 * "Client records"). Existing rows take their client's current record, the best that is known of them.
 */
export class Migration20261122235900_ConsultationOwnDetails extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "consultations" add column "name" text null, add column "email" text null, add column "phone" text null, add column "address" text null;`,
    );
    this.addSql(
      `update "consultations" as c set "name" = cl."name", "email" = cl."email", "phone" = cl."phone", "address" = cl."address" from "clients" as cl where cl."id" = c."client_id";`,
    );
    this.addSql(
      `alter table "consultations" alter column "name" set not null, alter column "email" set not null, alter column "phone" set not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "consultations" drop column "name", drop column "email", drop column "phone", drop column "address";`);
  }
}

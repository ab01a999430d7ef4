import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000131_AdminListIndexes extends Migration {
  override async up(): Promise<void> {
    // Admin lists filter by country or read state and show the newest first: read pages from an index, never sort a table.
    this.addSql(
      `create index "consultations_destination_country_created_at_index" on "consultations" ("destination_country", "created_at");`,
    );

    this.addSql(`create index "contacts_is_read_created_at_index" on "contacts" ("is_read", "created_at");`);

    this.addSql(`create index "results_completed_at_index" on "results" ("completed_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "consultations_destination_country_created_at_index";`);

    this.addSql(`drop index "contacts_is_read_created_at_index";`);

    this.addSql(`drop index "results_completed_at_index";`);
  }
}

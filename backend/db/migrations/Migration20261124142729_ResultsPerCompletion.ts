import { Migration } from '@mikro-orm/migrations';

/**
 * A consultation rescheduled after completing and completed again files another result, so results no
 * longer hold one row per consultation (docs/decisions/0095-completing-again.md). Going down fails
 * while any consultation has two results: they would have to be merged by hand first.
 */
export class Migration20261124142729_ResultsPerCompletion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "results" drop constraint "results_original_consultation_id_unique";`);

    this.addSql(`create index "results_original_consultation_id_index" on "results" ("original_consultation_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "results_original_consultation_id_index";`);

    this.addSql(`alter table "results" add constraint "results_original_consultation_id_unique" unique ("original_consultation_id");`);
  }
}

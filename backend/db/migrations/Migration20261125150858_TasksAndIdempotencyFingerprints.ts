import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150858_TasksAndIdempotencyFingerprints extends Migration {
  // Tasks of the demonstration form; an Idempotency-Key is claimed (no answer yet) with its body's fingerprint.
  override async up(): Promise<void> {
    this.addSql(
      `create table "tasks" ("id" uuid not null, "title" text not null, "description" text not null, "category" text not null, "priority" text not null, "assigned_to" text null, "due_date" date null, "tags" jsonb not null, "notes" text null, "created_at" timestamptz not null, "created_by" uuid not null, constraint "tasks_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "tasks_created_at_index" on "tasks" ("created_at");`);

    this.addSql(`alter table "idempotency_keys" add column "fingerprint" varchar(64) null;`);
    this.addSql(`alter table "idempotency_keys" alter column "status" drop not null;`);
    this.addSql(`alter table "idempotency_keys" alter column "body" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tasks" cascade;`);

    // Claims still being processed have no answer to keep.
    this.addSql(`delete from "idempotency_keys" where "status" is null;`);
    this.addSql(`alter table "idempotency_keys" drop column "fingerprint";`);

    this.addSql(`alter table "idempotency_keys" alter column "status" set not null;`);
    this.addSql(`alter table "idempotency_keys" alter column "body" set not null;`);
  }
}

import { Migration } from '@mikro-orm/migrations';

export class Migration20261124144000_InterviewResults extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "interview_results" ("id" uuid not null, "interview_id" uuid not null, "region" text not null, "as_of" varchar(10) not null, "template_version" int not null, "rules_version" int not null, "rules_fingerprint" varchar(64) not null, "score" int not null, "max_score" int not null, "computed_rating" text not null, "rating" text not null, "override_reason" text null, "overridden_by" text null, "overridden_at" timestamptz null, "executive_summary" jsonb not null, "strengths" jsonb not null, "risks" jsonb not null, "ledger" jsonb not null, "to_next_rating" jsonb null, "answers" jsonb not null, "created_at" timestamptz not null, constraint "interview_results_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "interview_results_interview_id_created_at_index" on "interview_results" ("interview_id", "created_at");`);

    this.addSql(
      `alter table "interview_results" add constraint "interview_results_interview_id_foreign" foreign key ("interview_id") references "interviews" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "interviews" add column "template_version" int not null default 1;`);

    this.addSql(
      `alter table "evaluations" add column "interview_id" uuid null, add column "max_score" int null, add column "rules_version" int null, add column "rules_fingerprint" varchar(64) null, add column "recommended_visa" text null, add column "eligibility_level" text null;`,
    );
    this.addSql(
      `alter table "evaluations" add constraint "evaluations_interview_id_foreign" foreign key ("interview_id") references "interviews" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "evaluations_interview_id_index" on "evaluations" ("interview_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "interview_results" cascade;`);

    this.addSql(`alter table "evaluations" drop constraint "evaluations_interview_id_foreign";`);

    this.addSql(`drop index "evaluations_interview_id_index";`);
    this.addSql(
      `alter table "evaluations" drop column "interview_id", drop column "max_score", drop column "rules_version", drop column "rules_fingerprint", drop column "recommended_visa", drop column "eligibility_level";`,
    );

    this.addSql(`alter table "interviews" drop column "template_version";`);
  }
}

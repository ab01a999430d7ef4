import { Migration } from '@mikro-orm/migrations';

export class Migration20261126120000_InterviewAndFormTemplates extends Migration {
  // The interview's scoring rules become their own kind ('rules'): 'interview' now names the interview's
  // steps. Published versions are immutable, so their trigger is set aside for this one rename.
  override async up(): Promise<void> {
    this.addSql(`alter table "template_versions" disable trigger "template_versions_no_update";`);
    this.addSql(`update "template_versions" set "kind" = 'rules' where "kind" = 'interview';`);
    this.addSql(`alter table "template_versions" enable trigger "template_versions_no_update";`);
    this.addSql(`update "template_drafts" set "kind" = 'rules' where "kind" = 'interview';`);
    this.addSql(`update "template_audit" set "kind" = 'rules' where "kind" = 'interview';`);

    // An interview keeps the rules it is scored with. A finished one takes those of its latest result;
    // one in progress from before stays without (scored with the latest rules, as it was).
    this.addSql(`alter table "interviews" add column "rules_version" int null, add column "rules_fingerprint" varchar(64) null;`);
    this.addSql(`update "interviews" i set "rules_version" = r."rules_version", "rules_fingerprint" = r."rules_fingerprint"
      from (select distinct on ("interview_id") "interview_id", "rules_version", "rules_fingerprint" from "interview_results" order by "interview_id", "created_at" desc) r
      where r."interview_id" = i."id" and i."status" = 'completed';`);

    this.addSql(`alter table "tasks" add column "template_version" int not null default 1, add column "extra" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tasks" drop column "template_version", drop column "extra";`);
    this.addSql(`alter table "interviews" drop column "rules_version", drop column "rules_fingerprint";`);
    // Versions of the interview's steps have no place in the earlier schema.
    this.addSql(`delete from "template_drafts" where "kind" in ('interview', 'form');`);
    this.addSql(`update "template_drafts" set "kind" = 'interview' where "kind" = 'rules';`);
    this.addSql(`update "template_audit" set "kind" = 'interview' where "kind" = 'rules';`);
    this.addSql(`alter table "template_versions" disable trigger "template_versions_no_update";`);
    this.addSql(`delete from "template_versions" where "kind" in ('interview', 'form');`);
    this.addSql(`update "template_versions" set "kind" = 'interview' where "kind" = 'rules';`);
    this.addSql(`alter table "template_versions" enable trigger "template_versions_no_update";`);
  }
}

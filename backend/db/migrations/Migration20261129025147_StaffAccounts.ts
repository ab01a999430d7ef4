import { Migration } from '@mikro-orm/migrations';

export class Migration20261129025147_StaffAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "activity_log" ("id" bigserial primary key, "at" timestamptz not null, "actor_id" uuid null, "actor_name" varchar(64) null, "address" varchar(100) null, "action" varchar(50) not null, "record_kind" varchar(30) null, "record_id" varchar(100) null, "consultation_id" uuid null, "description" text not null);`,
    );
    this.addSql(`create index "activity_log_at_index" on "activity_log" ("at");`);
    this.addSql(`create index "activity_log_actor_id_at_index" on "activity_log" ("actor_id", "at");`);
    this.addSql(`create index "activity_log_action_at_index" on "activity_log" ("action", "at");`);
    this.addSql(`create index "activity_log_consultation_id_at_index" on "activity_log" ("consultation_id", "at");`);

    this.addSql(
      `create table "staff_settings" ("id" smallint not null, "require_mfa" boolean not null default false, "updated_at" timestamptz not null, constraint "staff_settings_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "sign_in_challenges" ("token_hash" varchar(64) not null, "user_id" uuid not null, "address" varchar(100) not null, "user_agent" varchar(300) null, "failures" int not null default 0, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "sign_in_challenges_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "sign_in_challenges_user_id_index" on "sign_in_challenges" ("user_id");`);
    this.addSql(`create index "sign_in_challenges_expires_at_index" on "sign_in_challenges" ("expires_at");`);

    this.addSql(
      `create table "recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "recovery_codes_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(`alter table "recovery_codes" add constraint "recovery_codes_code_hash_unique" unique ("code_hash");`);

    this.addSql(
      `alter table "sign_in_challenges" add constraint "sign_in_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // Accounts made before roles existed could do everything: they become administradores, so nothing
    // stops working after the upgrade. New accounts always name their role.
    this.addSql(
      `alter table "users" add column "name" varchar(100) not null default '', add column "role" varchar(20) not null default 'administrador', add column "must_change_password" boolean not null default false, add column "password_changed_at" timestamptz null, add column "disabled_at" timestamptz null, add column "last_sign_in_at" timestamptz null, add column "totp_secret" text null, add column "totp_pending_secret" text null, add column "totp_enabled_at" timestamptz null, add column "totp_last_step" int null;`,
    );
    this.addSql(`update "users" set "name" = "username" where "name" = '';`);
    this.addSql(`alter table "users" alter column "name" drop default, alter column "role" drop default;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('administrador', 'consultor', 'editor'));`);

    this.addSql(
      `alter table "sessions" add column "id" uuid not null default gen_random_uuid(), add column "user_agent" varchar(300) null, add column "address" varchar(100) null, add column "stage" varchar(20) null;`,
    );
    this.addSql(`alter table "sessions" alter column "id" drop default;`);
    this.addSql(`alter table "sessions" add constraint "sessions_id_unique" unique ("id");`);

    this.addSql(`insert into "staff_settings" ("id", "require_mfa", "updated_at") values (1, false, now());`);

    // The activity record is append-only: no statement may change a row, and none may delete one younger
    // than a year, whatever the application asks (its retention purge deletes only older rows).
    // TRUNCATE, a table owner's operation, fires no row trigger (docs/security.md, "Who did what").
    this.addSql(`create function "activity_log_append_only"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and old."at" < now() - interval '365 days' then
          return old;
        end if;
        raise exception 'activity_log rows cannot be changed or deleted' using errcode = 'P0001';
      end $$;`);
    this.addSql(
      `create trigger "activity_log_no_update" before update on "activity_log" for each row execute function "activity_log_append_only"();`,
    );
    this.addSql(
      `create trigger "activity_log_no_delete" before delete on "activity_log" for each row execute function "activity_log_append_only"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "activity_log" cascade;`);
    this.addSql(`drop function if exists "activity_log_append_only"();`);

    this.addSql(`drop table if exists "staff_settings" cascade;`);

    this.addSql(`drop table if exists "sign_in_challenges" cascade;`);

    this.addSql(`drop table if exists "recovery_codes" cascade;`);

    this.addSql(`alter table "sessions" drop constraint "sessions_id_unique";`);
    this.addSql(`alter table "sessions" drop column "id", drop column "user_agent", drop column "address", drop column "stage";`);

    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(
      `alter table "users" drop column "name", drop column "role", drop column "must_change_password", drop column "password_changed_at", drop column "disabled_at", drop column "last_sign_in_at", drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_step";`,
    );
  }
}

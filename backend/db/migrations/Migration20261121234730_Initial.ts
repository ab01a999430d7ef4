import { Migration } from '@mikro-orm/migrations';

export class Migration20261121234730_Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "carousel_images" ("id" uuid not null, "country" varchar(32) not null, "background_image_url" text not null, "woman_image_url" text not null, "display_order" int not null default 0, "updated_at" timestamptz not null, constraint "carousel_images_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "carousel_images" add constraint "carousel_images_country_unique" unique ("country");`);

    this.addSql(
      `create table "clients" ("id" uuid not null, "name" text not null, "email" text not null, "phone" text not null, "address" text null, "passport_number" text null, "date_of_birth" date null, "nationality" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "clients_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "clients" add constraint "clients_email_unique" unique ("email");`);

    this.addSql(
      `create table "consultations" ("id" uuid not null, "client_id" uuid not null, "destination_country" text not null, "appointment_date" date null, "status" text not null default 'pending', "original_message" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "consultations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "consultations_client_id_index" on "consultations" ("client_id");`);
    this.addSql(`create index "consultations_created_at_index" on "consultations" ("created_at");`);
    this.addSql(`create index "consultations_status_created_at_index" on "consultations" ("status", "created_at");`);

    this.addSql(
      `create table "consultation_details" ("id" uuid not null, "consultation_id" uuid not null, "current_stage" text not null default 'pre-chequeo', "form_template" text not null default 'usa', "template_version" int not null default 1, "documents_review_status" text not null default 'pending', "destination_country" text null, "marital_status" text null, "data" jsonb not null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" text null, constraint "consultation_details_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "consultation_details" add constraint "consultation_details_consultation_id_unique" unique ("consultation_id");`,
    );

    this.addSql(
      `create table "consultation_images" ("id" uuid not null, "consultation_id" uuid not null, "file_name" text not null, "original_name" text not null, "file_size" int not null, "mime_type" text not null, "object_path" text not null, "uploaded_at" timestamptz not null, constraint "consultation_images_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "consultation_images_consultation_id_index" on "consultation_images" ("consultation_id");`);

    this.addSql(
      `create table "contacts" ("id" uuid not null, "name" text not null, "email" text not null, "phone" text not null, "country" text not null, "address" text null, "preferred_date" date null, "message" text not null, "created_at" timestamptz not null, "is_read" boolean not null default false, constraint "contacts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "contacts_created_at_index" on "contacts" ("created_at");`);

    this.addSql(
      `create table "evaluations" ("id" uuid not null, "consultation_id" uuid not null, "template" text not null default 'standard', "status" text not null default 'pending', "current_step" int not null default 1, "step1data" jsonb null, "step2data" jsonb null, "step3data" jsonb null, "step4data" jsonb null, "step5data" jsonb null, "step6data" jsonb null, "step7data" jsonb null, "score" int null, "rating" text null, "executive_summary" text null, "consultant_notes" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "evaluations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "evaluations_consultation_id_index" on "evaluations" ("consultation_id");`);

    this.addSql(
      `create table "idempotency_keys" ("key" varchar(300) not null, "status" int not null, "body" jsonb not null, "created_at" timestamptz not null, constraint "idempotency_keys_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "interviews" ("id" uuid not null, "client_name" text not null, "consultation_id" uuid null, "country" text not null default 'usa', "status" text not null default 'in_progress', "current_step" int not null default 1, "step1data" jsonb null, "step2data" jsonb null, "step3data" jsonb null, "step4data" jsonb null, "step5data" jsonb null, "step6data" jsonb null, "step7data" jsonb null, "executive_summary" jsonb null, "consultant_notes" jsonb null, "rating" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "completed_at" timestamptz null, constraint "interviews_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "interviews_consultation_id_index" on "interviews" ("consultation_id");`);
    this.addSql(`create index "interviews_status_created_at_index" on "interviews" ("status", "created_at");`);

    this.addSql(
      `create table "mail_outbox" ("id" uuid not null, "kind" text not null, "recipient" text not null, "subject" text not null, "body_text" text not null, "body_html" text null, "attachments" jsonb null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "message_id" text null, "related_id" uuid null, "created_at" timestamptz not null, "sent_at" timestamptz null, constraint "mail_outbox_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "mail_outbox_related_id_index" on "mail_outbox" ("related_id");`);
    this.addSql(`create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`);

    this.addSql(
      `create table "results" ("id" uuid not null, "original_consultation_id" uuid not null, "name" text not null, "address" text not null, "email" text not null, "phone" text not null, "country" text not null, "preferred_date" date null, "result_type" text not null, "original_created_at" timestamptz not null, "message" text null, "completed_at" timestamptz not null, constraint "results_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "results" add constraint "results_original_consultation_id_unique" unique ("original_consultation_id");`);
    this.addSql(`create index "results_result_type_completed_at_index" on "results" ("result_type", "completed_at");`);

    this.addSql(
      `create table "stage_changes" ("id" uuid not null, "consultation_id" uuid not null, "from_stage" text null, "to_stage" text not null, "changed_by" text not null, "changed_at" timestamptz not null, constraint "stage_changes_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "stage_changes_consultation_id_index" on "stage_changes" ("consultation_id");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "username" varchar(64) not null, "password_hash" text not null, "created_at" timestamptz not null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "sessions" ("token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("token_hash"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "visa_forms" ("id" uuid not null, "consultation_id" uuid not null, "template" text not null, "template_version" int not null default 1, "form_data" jsonb not null, "sync_metadata" jsonb null, "last_sync_at" timestamptz null, "source" text not null default 'manual_form', "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" text null, constraint "visa_forms_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "visa_forms_consultation_id_created_at_index" on "visa_forms" ("consultation_id", "created_at");`);

    this.addSql(
      `alter table "consultations" add constraint "consultations_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "consultation_details" add constraint "consultation_details_consultation_id_foreign" foreign key ("consultation_id") references "consultations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "consultation_images" add constraint "consultation_images_consultation_id_foreign" foreign key ("consultation_id") references "consultations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "evaluations" add constraint "evaluations_consultation_id_foreign" foreign key ("consultation_id") references "consultations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "interviews" add constraint "interviews_consultation_id_foreign" foreign key ("consultation_id") references "consultations" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "stage_changes" add constraint "stage_changes_consultation_id_foreign" foreign key ("consultation_id") references "consultations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "visa_forms" add constraint "visa_forms_consultation_id_foreign" foreign key ("consultation_id") references "consultations" ("id") on update cascade on delete cascade;`,
    );
    // The six destinations of the hero carousel, in slide order, with the artwork the product ships.
    const slides = ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao'];
    slides.forEach((country, order) => {
      this.addSql(
        `insert into "carousel_images" ("id", "country", "background_image_url", "woman_image_url", "display_order", "updated_at") ` +
          `values (gen_random_uuid(), '${country}', '/img/carrusel/${country}.svg', '/img/carrusel/consultora.svg', ${order}, now());`,
      );
    });
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "consultations" drop constraint "consultations_client_id_foreign";`);

    this.addSql(`alter table "consultation_details" drop constraint "consultation_details_consultation_id_foreign";`);

    this.addSql(`alter table "consultation_images" drop constraint "consultation_images_consultation_id_foreign";`);

    this.addSql(`alter table "evaluations" drop constraint "evaluations_consultation_id_foreign";`);

    this.addSql(`alter table "interviews" drop constraint "interviews_consultation_id_foreign";`);

    this.addSql(`alter table "stage_changes" drop constraint "stage_changes_consultation_id_foreign";`);

    this.addSql(`alter table "visa_forms" drop constraint "visa_forms_consultation_id_foreign";`);

    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "carousel_images" cascade;`);

    this.addSql(`drop table if exists "clients" cascade;`);

    this.addSql(`drop table if exists "consultations" cascade;`);

    this.addSql(`drop table if exists "consultation_details" cascade;`);

    this.addSql(`drop table if exists "consultation_images" cascade;`);

    this.addSql(`drop table if exists "contacts" cascade;`);

    this.addSql(`drop table if exists "evaluations" cascade;`);

    this.addSql(`drop table if exists "idempotency_keys" cascade;`);

    this.addSql(`drop table if exists "interviews" cascade;`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);

    this.addSql(`drop table if exists "results" cascade;`);

    this.addSql(`drop table if exists "stage_changes" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "visa_forms" cascade;`);
  }
}

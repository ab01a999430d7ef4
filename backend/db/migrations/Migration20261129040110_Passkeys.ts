import { Migration } from '@mikro-orm/migrations';

export class Migration20261129040110_Passkeys extends Migration {
  override async up(): Promise<void> {
    // Passkeys as a second factor, and the WebAuthn challenges waiting for their answer (used once).
    this.addSql(
      `create table "passkeys" ("id" varchar(512) not null, "user_id" uuid not null, "public_key" bytea not null, "counter" bigint not null default 0, "transports" jsonb null, "name" varchar(100) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, constraint "passkeys_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);

    this.addSql(
      `create table "webauthn_challenges" ("purpose" varchar(120) not null, "challenge" varchar(200) not null, "expires_at" timestamptz not null, constraint "webauthn_challenges_pkey" primary key ("purpose"));`,
    );
    this.addSql(`create index "webauthn_challenges_expires_at_index" on "webauthn_challenges" ("expires_at");`);

    this.addSql(
      `alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "passkeys" cascade;`);

    this.addSql(`drop table if exists "webauthn_challenges" cascade;`);
  }
}

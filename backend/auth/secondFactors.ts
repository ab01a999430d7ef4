import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/sql.ts';

/**
 * Whether the account `users` row `alias` signs in with a second factor: an authenticator app (TOTP) or
 * at least one passkey. One SQL expression, so every place that asks gives the same answer.
 */
export const hasSecondFactor = (alias: string) =>
  `(${alias}.totp_enabled_at is not null or exists (select 1 from passkeys pk where pk.user_id = ${alias}.id))`;

export type SecondFactor = 'totp' | 'passkey';

/** The second factors of an account (`totp`, `passkey`), as a text array. */
export const SECOND_FACTORS_SQL = (alias: string) =>
  `array_remove(array[case when ${alias}.totp_enabled_at is not null then 'totp' end,
     case when exists (select 1 from passkeys pk where pk.user_id = ${alias}.id) then 'passkey' end], null)`;

/**
 * Every second factor of an account removed (an administrador's reset, `npm run user:reset --mfa`): the
 * app's secret, the passkeys and the recovery codes. Inside the caller's transaction.
 */
export async function removeSecondFactors(em: EntityManager, userId: string): Promise<void> {
  await runSql(
    em,
    'update users set totp_secret = null, totp_pending_secret = null, totp_enabled_at = null, totp_last_step = null where id = ?',
    [userId],
  );
  await runSql(em, 'delete from passkeys where user_id = ?', [userId]);
  await runSql(em, 'delete from recovery_codes where user_id = ?', [userId]);
}

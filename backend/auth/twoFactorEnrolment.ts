import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import type { SecretBox } from './secretBox.ts';
import { rotateSession, type CurrentSession } from './sessions.ts';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpEnrolment, totpStep } from './totp.ts';
import { AUTH_TEXTS } from './texts.ts';

interface TotpRow {
  enabled: boolean;
  secret: string | null;
  pending: string | null;
  lastStep: number | null;
}

const readTotp = async (em: EntityManager, userId: string) =>
  (
    await queryRows<TotpRow>(
      em,
      'select totp_enabled_at is not null as enabled, totp_secret as secret, totp_pending_secret as pending, totp_last_step as "lastStep" from users where id = ?',
      [userId],
    )
  )[0];

/**
 * 'Activar' two-factor sign-in: a new secret, kept (encrypted) as pending until a code from it is
 * typed back; asking again replaces it. Refused once two-factor sign-in is on (an administrador resets it).
 */
export async function setUpTwoFactor(em: EntityManager, session: CurrentSession, box: SecretBox) {
  const row = await readTotp(em, session.user.id);
  if (row.enabled) throw new AppError('conflict', AUTH_TEXTS.mfaAlreadyOn);
  const secret = newTotpSecret();
  await runSql(em, 'update users set totp_pending_secret = ? where id = ?', [box.seal(secret), session.user.id]);
  return totpEnrolment(secret, session.user.username);
}

/**
 * The code typed back from the app: two-factor sign-in is on, its step counts as used, and ten
 * recovery codes are made and returned, this once (only their hashes are kept). A session that was
 * waiting for this goes on as a full session under a new token.
 */
export async function confirmTwoFactor(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  code: string,
  box: SecretBox,
  now: Date,
): Promise<{ recoveryCodes: string[]; token: string | null }> {
  const userId = session.user.id;
  return em.transactional(async (tx) => {
    const [row] = await queryRows<TotpRow>(
      tx,
      'select totp_enabled_at is not null as enabled, totp_pending_secret as pending from users where id = ? for update',
      [userId],
    );
    if (row.enabled) throw new AppError('conflict', AUTH_TEXTS.mfaAlreadyOn);
    if (!row.pending) throw new AppError('conflict', AUTH_TEXTS.mfaNotStarted);
    const secret = box.open(row.pending);
    if (!secret) throw new AppError('conflict', AUTH_TEXTS.mfaNotStarted);
    const step = totpStep(secret, code, now);
    if (step === null) throw new AppError('invalid', AUTH_TEXTS.wrongSetupCode, [{ path: 'code', message: AUTH_TEXTS.wrongSetupCode }]);
    await runSql(
      tx,
      'update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_enabled_at = ?, totp_last_step = ? where id = ?',
      [now, step, userId],
    );
    const recoveryCodes = await replaceRecoveryCodes(tx, userId, now);
    const token = session.stage === 'mfa-enrol' ? await rotateSession(tx, session.id, null, now) : null;
    await recordActivity(
      tx,
      actor,
      { action: 'mfa_enabled', record: { kind: 'staff', id: userId }, description: AUTH_TEXTS.activity.mfaEnabled },
      now,
    );
    return { recoveryCodes, token };
  });
}

/**
 * Ten new recovery codes for someone who has used theirs up or lost them, against a current code from
 * the app (a stolen session alone cannot make new ones). The earlier codes stop working.
 */
export async function renewRecoveryCodes(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  code: string,
  box: SecretBox,
  now: Date,
): Promise<string[]> {
  const userId = session.user.id;
  return em.transactional(async (tx) => {
    const row = await readTotp(tx, userId);
    if (!row.enabled || !row.secret) throw new AppError('conflict', AUTH_TEXTS.mfaOff);
    const secret = box.open(row.secret);
    if (!secret) throw new AppError('conflict', AUTH_TEXTS.mfaSecretUnreadable);
    const step = totpStep(secret, code, now);
    const { rowCount } =
      step === null
        ? { rowCount: 0 }
        : await runSql(tx, 'update users set totp_last_step = ? where id = ? and coalesce(totp_last_step, -1) < ?', [step, userId, step]);
    if (rowCount !== 1) throw new AppError('invalid', AUTH_TEXTS.wrongSetupCode, [{ path: 'code', message: AUTH_TEXTS.wrongSetupCode }]);
    const codes = await replaceRecoveryCodes(tx, userId, now);
    await recordActivity(
      tx,
      actor,
      { action: 'recovery_codes_renewed', record: { kind: 'staff', id: userId }, description: AUTH_TEXTS.activity.recoveryCodesRenewed },
      now,
    );
    return codes;
  });
}

/** Ten new recovery codes for the account, the earlier ones deleted; returned this once (only hashes are kept). */
export async function replaceRecoveryCodes(em: EntityManager, userId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await runSql(em, 'delete from recovery_codes where user_id = ?', [userId]);
  for (const code of codes) {
    await runSql(em, 'insert into recovery_codes (id, user_id, code_hash, used_at, created_at) values (gen_random_uuid(), ?, ?, null, ?)', [
      userId,
      recoveryCodeHash(code),
      now,
    ]);
  }
  return codes;
}

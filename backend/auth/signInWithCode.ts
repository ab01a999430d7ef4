import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/recordActivity.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { TooManyRequests } from '../http/rateLimit.ts';
import type { Role } from '../../engine/staff/roles.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { beginLoginAttempt } from './loginThrottle.ts';
import { verifyPasskeySignIn, type RelyingParty } from './passkeys.ts';
import type { SecretBox } from './secretBox.ts';
import { completeSignIn, type SignInContext, type SignInInput, type SignInOutcome } from './signIn.ts';
import { challengeFailed, endChallenge, findChallenge } from './signInChallenges.ts';
import { SECOND_FACTORS_SQL, type SecondFactor } from './secondFactors.ts';
import { recoveryCodeHash, totpStep } from './totp.ts';
import { AUTH_TEXTS } from './texts.ts';

export interface CodeInput extends Pick<SignInInput, 'address' | 'userAgent' | 'previousToken' | 'device'> {
  /** The token of the wait the password step started (its cookie). */
  challenge: string | null;
  /** A code from the authenticator app, or one of the recovery codes. */
  code?: string;
  recoveryCode?: string;
  /** The browser's answer to the passkey challenge of this wait. */
  passkey?: AuthenticationResponseJSON;
}

/** What the second step checks with: the key that opens stored TOTP secrets, and where passkeys belong. */
export interface SecondFactorKeys {
  box: SecretBox;
  rp: RelyingParty;
}

/**
 * The second step of a two-factor sign-in: a current code from the app, accepted once (a code of a
 * step already used is refused, so a code seen over a shoulder cannot be replayed), an unused recovery
 * code, then used up, or one of the account's passkeys signing this wait's challenge. Wrong answers
 * count in the same limits as wrong passwords, and a wait ends after five of them: the password is
 * asked again.
 */
export async function signInWithCode(
  em: EntityManager,
  input: CodeInput,
  keys: SecondFactorKeys,
  context: SignInContext,
): Promise<SignInOutcome> {
  const { now, logger } = context;
  const { address } = input;
  const account = input.challenge ? await findChallenge(em, input.challenge, now) : null;
  if (!account || !input.challenge) throw new AppError('unauthenticated', AUTH_TEXTS.challengeExpired, [], { restart: true });
  const verdict = await beginLoginAttempt(em, { account: account.username, address, device: input.device ?? null }, now);
  if (!verdict.allowed) {
    logger.info({ msg: 'login code throttled', username: account.username, address, limit: verdict.reason });
    throw new TooManyRequests(AUTH_TEXTS.tooMany, verdict.retryAfter);
  }
  const actor = { id: account.userId, username: account.username, address };
  if (account.disabled) {
    await endChallenge(em, input.challenge);
    await recordActivity(em, actor, { action: 'sign_in_failed', description: AUTH_TEXTS.activity.disabled }, now);
    throw new AppError('forbidden', AUTH_TEXTS.accountDisabled);
  }
  const accepted =
    input.passkey !== undefined
      ? await verifyPasskeySignIn(em, account.userId, input.challenge, input.passkey, keys.rp, now)
      : input.recoveryCode !== undefined
        ? await useRecoveryCode(em, account.userId, input.recoveryCode, now)
        : await useAppCode(em, account, input.code ?? '', keys.box, now);
  if (accepted === null) {
    const open = await challengeFailed(em, input.challenge);
    logger.info({ msg: 'login code wrong', username: account.username, address });
    const description =
      input.passkey !== undefined
        ? AUTH_TEXTS.activity.wrongPasskey
        : input.recoveryCode !== undefined
          ? AUTH_TEXTS.activity.wrongRecoveryCode
          : AUTH_TEXTS.activity.wrongCode;
    await recordActivity(em, actor, { action: 'sign_in_failed', description }, now);
    const message = !open ? AUTH_TEXTS.challengeExpired : input.passkey !== undefined ? AUTH_TEXTS.wrongPasskey : AUTH_TEXTS.wrongCode;
    throw new AppError('unauthenticated', message, [], open ? {} : { restart: true });
  }
  await endChallenge(em, input.challenge);
  const [row] = await queryRows<{ name: string; role: Role; mustChangePassword: boolean; factors: SecondFactor[] }>(
    em,
    `select name, role, must_change_password as "mustChangePassword", ${SECOND_FACTORS_SQL('u')} as factors from users u where id = ?`,
    [account.userId],
  );
  const signedInAccount = { id: account.userId, username: account.username, ...row, mfaEnabled: true };
  return completeSignIn(em, signedInAccount, input, context, accepted);
}

/** The app's code, if current and of a step later than the last accepted one; the description of how, or null. */
async function useAppCode(
  em: EntityManager,
  account: { userId: string; totpSecret: string | null },
  code: string,
  box: SecretBox,
  now: Date,
): Promise<string | null> {
  const secret = account.totpSecret ? box.open(account.totpSecret) : null;
  const step = secret ? totpStep(secret, code, now) : null;
  if (step === null) return null;
  // One statement: two requests with the same code at once, one of them is accepted.
  const { rowCount } = await runSql(em, 'update users set totp_last_step = ? where id = ? and coalesce(totp_last_step, -1) < ?', [
    step,
    account.userId,
    step,
  ]);
  return rowCount === 1 ? AUTH_TEXTS.activity.withCode : null;
}

async function useRecoveryCode(em: EntityManager, userId: string, code: string, now: Date): Promise<string | null> {
  const { rowCount } = await runSql(em, 'update recovery_codes set used_at = ? where user_id = ? and code_hash = ? and used_at is null', [
    now,
    userId,
    recoveryCodeHash(code),
  ]);
  if (rowCount !== 1) return null;
  const [{ left }] = await queryRows<{ left: number }>(
    em,
    'select count(*)::int as left from recovery_codes where user_id = ? and used_at is null',
    [userId],
  );
  return AUTH_TEXTS.activity.withRecoveryCode(left);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionLimits } from '../config.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import type { Logger } from '../http/logger.ts';
import { TooManyRequests } from '../http/rateLimit.ts';
import type { Role } from '../../engine/staff/roles.ts';
import type { DeviceCookie } from './deviceCookie.ts';
import { beginLoginAttempt, loginSucceeded, passwordAccepted } from './loginThrottle.ts';
import { decoy, verifyPassword } from './passwords.ts';
import { endSession, startSession, type SessionStage, type StaffMember } from './sessions.ts';
import { hasSecondFactor, SECOND_FACTORS_SQL, type SecondFactor } from './secondFactors.ts';
import { startChallenge } from './signInChallenges.ts';
import { readStaffSettings } from './staffSettings.ts';
import { AUTH_TEXTS } from './texts.ts';

export interface SignInInput {
  username: string;
  password: string;
  /** The client address the limits count (backend/http/clientAddress.ts). */
  address: string;
  userAgent: string | null;
  /** The session token the browser already holds, if any: a sign-in ends it. */
  previousToken: string | null;
  /** The device cookie the browser holds, if it is one this server signed (backend/auth/deviceCookie.ts). */
  device?: DeviceCookie | null;
}

export interface SignInContext {
  now: Date;
  logger: Logger;
  limits: SessionLimits;
}

export type SignInOutcome =
  /** Signed in; `token` is the new session's, for the cookie (only its hash is stored). */
  | { kind: 'signedIn'; user: StaffMember; token: string; stage: SessionStage }
  /** The password was right and the account asks for a second factor: `challenge` is kept in a short-lived cookie. */
  | { kind: 'codeRequired'; challenge: string; factors: SecondFactor[] };

/** Account names are compared trimmed and in lower case. */
export const accountName = (username: string) => username.trim().toLowerCase();

interface AccountRow {
  id: string;
  username: string;
  name: string;
  role: Role;
  passwordHash: string;
  disabled: boolean;
  mfaEnabled: boolean;
  /** The second factors the account can sign in with (`totp`, `passkey`). */
  factors: SecondFactor[];
  mustChangePassword: boolean;
  passwordChangedAt: Date | null;
}

/** A password an administrador typed for someone (a new account, a reset) works this long, for the first sign-in only. */
export const TEMPORARY_PASSWORD_DAYS = 7;

/**
 * The password step of a staff sign-in. The attempt is judged and counted by the limits before any
 * password is checked (backend/auth/loginThrottle.ts; over them, TooManyRequests); an unknown account
 * costs the same time as a wrong password and gets the same answer. The right password of a disabled
 * account is told so; of an account with two-factor sign-in it starts a wait for the code (no session;
 * the attempt gives its place back, but earlier failures stay counted until a code is right); otherwise
 * it signs in.
 * Every outcome is logged and recorded with the account and the address, never the password.
 */
export async function signIn(em: EntityManager, input: SignInInput, context: SignInContext): Promise<SignInOutcome> {
  const { now, logger } = context;
  const username = accountName(input.username);
  const { address } = input;
  const attempt = { account: username, address, device: input.device ?? null };
  const verdict = await beginLoginAttempt(em, attempt, now);
  if (!verdict.allowed) {
    logger.info({ msg: 'login throttled', username, address, limit: verdict.reason });
    throw new TooManyRequests(AUTH_TEXTS.tooMany, verdict.retryAfter);
  }
  // The name a visitor typed goes to the database as a bound value (backend/db/sql.ts).
  const [account] = await queryRows<AccountRow>(
    em,
    `select id, username, name, role, password_hash as "passwordHash", disabled_at is not null as disabled,
       ${hasSecondFactor('u')} as "mfaEnabled", ${SECOND_FACTORS_SQL('u')} as factors,
       must_change_password as "mustChangePassword", password_changed_at as "passwordChangedAt"
     from users u where username = ?`,
    [username],
  );
  const ok = account
    ? await verifyPassword(account.passwordHash, input.password)
    : (await verifyPassword(await decoy(), input.password), false);
  if (!account || !ok) {
    logger.info({ msg: 'login failed', username, address });
    const description = account ? AUTH_TEXTS.activity.wrongPassword : AUTH_TEXTS.activity.unknownAccount;
    await recordActivity(em, { id: account?.id ?? null, username, address }, { action: 'sign_in_failed', description }, now);
    throw new AppError('unauthenticated', AUTH_TEXTS.wrongCredentials);
  }
  if (account.disabled) {
    logger.info({ msg: 'login refused: account disabled', username, address });
    await recordActivity(
      em,
      { id: account.id, username, address },
      { action: 'sign_in_failed', description: AUTH_TEXTS.activity.disabled },
      now,
    );
    throw new AppError('forbidden', AUTH_TEXTS.accountDisabled);
  }
  const temporarySince = account.mustChangePassword && account.passwordChangedAt ? new Date(account.passwordChangedAt).getTime() : null;
  if (temporarySince !== null && now.getTime() - temporarySince > TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000) {
    logger.info({ msg: 'login refused: temporary password expired', username, address });
    await recordActivity(
      em,
      { id: account.id, username, address },
      { action: 'sign_in_failed', description: AUTH_TEXTS.activity.temporaryExpired },
      now,
    );
    throw new AppError('forbidden', AUTH_TEXTS.temporaryExpired);
  }
  if (account.mfaEnabled) {
    logger.info({ msg: 'login password accepted, code required', username, address });
    await passwordAccepted(em, attempt);
    return {
      kind: 'codeRequired',
      challenge: await startChallenge(em, account.id, address, input.userAgent, now),
      factors: account.factors,
    };
  }
  return completeSignIn(em, account, input, context, AUTH_TEXTS.activity.withPassword);
}

/**
 * The last step of every sign-in: gives back the attempt's place in the limits, ends the session the
 * browser held, and starts a new one (with a new token) at the stage the account is at: a password to
 * choose first, two-factor sign-in to set up first (when required and missing), or none.
 */
export async function completeSignIn(
  em: EntityManager,
  account: Pick<AccountRow, 'id' | 'username' | 'name' | 'role' | 'mfaEnabled' | 'factors' | 'mustChangePassword'>,
  input: Pick<SignInInput, 'address' | 'userAgent' | 'previousToken' | 'device'>,
  { now, logger, limits }: SignInContext,
  how: string,
): Promise<SignInOutcome> {
  const { address } = input;
  await loginSucceeded(em, { account: account.username, address, device: input.device ?? null });
  const stage: SessionStage = account.mustChangePassword
    ? 'password'
    : !account.mfaEnabled && (await readStaffSettings(em)).requireMfa
      ? 'mfa-enrol'
      : null;
  const token = await em.transactional(async (tx) => {
    if (input.previousToken) await endSession(tx, input.previousToken);
    const started = await startSession(tx, { userId: account.id, stage, userAgent: input.userAgent, address }, limits, now);
    await runSql(tx, 'update users set last_sign_in_at = ? where id = ?', [now, account.id]);
    await recordActivity(tx, { id: account.id, username: account.username, address }, { action: 'sign_in', description: how }, now);
    return started.token;
  });
  logger.info({ msg: 'login succeeded', username: account.username, address });
  const user: StaffMember = {
    id: account.id,
    username: account.username,
    name: account.name,
    role: account.role,
    mfaEnabled: account.mfaEnabled,
    secondFactors: account.factors,
  };
  return { kind: 'signedIn', user, token, stage };
}

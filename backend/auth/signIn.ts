import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../db/entities/index.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import type { Logger } from '../http/logger.ts';
import { TooManyRequests } from '../http/rateLimit.ts';
import type { DeviceCookie } from './deviceCookie.ts';
import { beginLoginAttempt, loginSucceeded } from './loginThrottle.ts';
import { decoy, verifyPassword } from './passwords.ts';
import { endSession, startSession } from './sessions.ts';
import { AUTH_TEXTS } from './texts.ts';

export interface SignInInput {
  username: string;
  password: string;
  /** The client address the limits count (backend/http/clientAddress.ts). */
  address: string;
  /** The session token the browser already holds, if any: a sign-in ends it. */
  previousToken: string | null;
  /** The device cookie the browser holds, if it is one this server signed (backend/auth/deviceCookie.ts). */
  device?: DeviceCookie | null;
}

export interface SignedIn {
  user: { id: string; username: string };
  /** The new session's token, for the cookie; only its hash is stored. */
  token: string;
}

/** Account names are compared trimmed and in lower case. */
export const accountName = (username: string) => username.trim().toLowerCase();

/**
 * A staff sign-in. The attempt is judged and counted by the limits before any password is checked
 * (backend/auth/loginThrottle.ts; over them, TooManyRequests); an unknown account costs the same time
 * as a wrong password and gets the same answer; the right password gives back the place the attempt
 * took, ends the session the browser held and starts a new one with a new token. Every outcome is
 * logged with the account and the address, never the password or the token.
 */
export async function signIn(em: EntityManager, input: SignInInput, now: Date, logger: Logger): Promise<SignedIn> {
  const username = accountName(input.username);
  const { address } = input;
  const attempt = { account: username, address, device: input.device ?? null };
  const verdict = await beginLoginAttempt(em, attempt, now);
  if (!verdict.allowed) {
    logger.info({ msg: 'login throttled', username, address, limit: verdict.reason });
    throw new TooManyRequests(AUTH_TEXTS.tooMany, verdict.retryAfter);
  }
  // The name a visitor typed goes to the database as a bound value (backend/db/sql.ts).
  const [account] = await queryRows<{ id: string; username: string; password_hash: string }>(
    em,
    'select id, username, password_hash from users where username = ?',
    [username],
  );
  const ok = account ? await verifyPassword(account.password_hash, input.password) : (await verifyPassword(await decoy(), input.password), false);
  if (!account || !ok) {
    logger.info({ msg: 'login failed', username, address });
    throw new AppError('unauthenticated', AUTH_TEXTS.wrongCredentials);
  }
  await loginSucceeded(em, attempt);
  if (input.previousToken) await endSession(em, input.previousToken);
  const token = await startSession(em, em.getReference(User, account.id), now);
  logger.info({ msg: 'login succeeded', username: account.username, address });
  return { user: { id: account.id, username: account.username }, token };
}

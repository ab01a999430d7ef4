import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, runSql } from '../db/sql.ts';
import { hashToken } from './sessions.ts';

/** How long a password accepted for a two-factor account waits for its code, and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_FAILURES = 5;

/** Starts the wait for a code; returns the token the browser keeps in a short-lived cookie. */
export async function startChallenge(
  em: EntityManager,
  userId: string,
  address: string,
  userAgent: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // One challenge per account at a time: a new password step replaces the earlier wait.
  await runSql(em, 'delete from sign_in_challenges where user_id = ? or expires_at <= ?', [userId, now]);
  await runSql(
    em,
    'insert into sign_in_challenges (token_hash, user_id, address, user_agent, failures, expires_at, created_at) values (?, ?, ?, ?, 0, ?, ?)',
    [hashToken(token), userId, address, userAgent?.slice(0, 300) ?? null, new Date(now.getTime() + CHALLENGE_TTL_MS), now],
  );
  return token;
}

export interface ChallengedAccount {
  userId: string;
  username: string;
  totpSecret: string | null;
  disabled: boolean;
}

/** The account a challenge token waits for, or null when it is unknown or has expired. */
export async function findChallenge(em: EntityManager, token: string, now: Date): Promise<ChallengedAccount | null> {
  if (!token || token.length > 100) return null;
  const [row] = await queryRows<ChallengedAccount>(
    em,
    `select u.id as "userId", u.username, u.totp_secret as "totpSecret", u.disabled_at is not null as disabled
     from sign_in_challenges c join users u on u.id = c.user_id where c.token_hash = ? and c.expires_at > ?`,
    [hashToken(token), now],
  );
  return row ?? null;
}

/** Counts a wrong code; the challenge ends at the last one allowed. Returns whether it is still open. */
export async function challengeFailed(em: EntityManager, token: string): Promise<boolean> {
  const [row] = await queryRows<{ failures: number }>(
    em,
    'update sign_in_challenges set failures = failures + 1 where token_hash = ? returning failures',
    [hashToken(token)],
  );
  if (row && row.failures < CHALLENGE_MAX_FAILURES) return true;
  await endChallenge(em, token);
  return false;
}

export async function endChallenge(em: EntityManager, token: string): Promise<void> {
  await runSql(em, 'delete from sign_in_challenges where token_hash = ?', [hashToken(token)]);
}

export async function purgeExpiredChallenges(em: EntityManager, now: Date): Promise<number> {
  return (await runSql(em, 'delete from sign_in_challenges where expires_at <= ?', [now])).rowCount;
}

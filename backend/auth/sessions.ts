import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionLimits } from '../config.ts';
import { queryRows, runSql } from '../db/sql.ts';
import type { Role } from '../../engine/staff/roles.ts';
import { hasSecondFactor, SECOND_FACTORS_SQL, type SecondFactor } from './secondFactors.ts';

/** lastSeenAt is written at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export const idleMs = (limits: SessionLimits) => limits.idleMinutes * 60 * 1000;
export const maxMs = (limits: SessionLimits) => limits.maxHours * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * What a session allows. null: everything the role allows. `password`: only choosing a new password
 * (an administrador typed the old one); `mfa-enrol`: only setting up two-factor sign-in (required for
 * every account and not set up yet). Both only reach the routes of one's own account.
 */
export type SessionStage = 'password' | 'mfa-enrol' | null;

/** The person behind a valid session, as every request sees them. */
export interface StaffMember {
  id: string;
  username: string;
  name: string;
  role: Role;
  /** Signs in with a second factor (any of `secondFactors`). */
  mfaEnabled: boolean;
  secondFactors: SecondFactor[];
}

export interface CurrentSession {
  id: string;
  stage: SessionStage;
  user: StaffMember;
}

export interface NewSession {
  userId: string;
  stage: SessionStage;
  userAgent: string | null;
  address: string;
}

/** Starts a session and returns its token (256 random bits); only the token's hash is stored. */
export async function startSession(
  em: EntityManager,
  session: NewSession,
  limits: SessionLimits,
  now: Date,
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await runSql(
    em,
    `insert into sessions (token_hash, id, user_id, created_at, last_seen_at, expires_at, user_agent, address, stage)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      hashToken(token),
      id,
      session.userId,
      now,
      now,
      new Date(now.getTime() + maxMs(limits)),
      session.userAgent?.slice(0, 300) ?? null,
      session.address,
      session.stage,
    ],
  );
  return { token, id };
}

interface SessionRow {
  id: string;
  stage: SessionStage;
  lastSeenAt: Date;
  expiresAt: Date;
  userId: string;
  username: string;
  name: string;
  role: Role;
  disabled: boolean;
  mfaEnabled: boolean;
  secondFactors: SecondFactor[];
}

/**
 * The session behind a cookie token, or null when it is unknown, idle too long, past its absolute
 * limit or its account is disabled (such a session is deleted).
 */
export async function resumeSession(em: EntityManager, token: string, limits: SessionLimits, now: Date): Promise<CurrentSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await queryRows<SessionRow>(
    em,
    `select s.id, s.stage, s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt", u.id as "userId", u.username, u.name, u.role,
       u.disabled_at is not null as disabled, ${hasSecondFactor('u')} as "mfaEnabled", ${SECOND_FACTORS_SQL('u')} as "secondFactors"
     from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
    [tokenHash],
  );
  if (!row) return null;
  const idleFor = now.getTime() - new Date(row.lastSeenAt).getTime();
  if (new Date(row.expiresAt) <= now || idleFor > idleMs(limits) || row.disabled) {
    await runSql(em, 'delete from sessions where token_hash = ?', [tokenHash]);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) await runSql(em, 'update sessions set last_seen_at = ? where token_hash = ?', [now, tokenHash]);
  return {
    id: row.id,
    stage: row.stage,
    user: {
      id: row.userId,
      username: row.username,
      name: row.name,
      role: row.role,
      mfaEnabled: row.mfaEnabled,
      secondFactors: row.secondFactors,
    },
  };
}

/**
 * Gives a session a new token (after a password change, or when it moves to another stage), keeping
 * what it is to its owner: the same id, browser, address, start and absolute limit. Returns the token.
 */
export async function rotateSession(em: EntityManager, sessionId: string, stage: SessionStage, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await runSql(em, 'update sessions set token_hash = ?, stage = ?, last_seen_at = ? where id = ?', [
    hashToken(token),
    stage,
    now,
    sessionId,
  ]);
  return token;
}

export async function endSession(em: EntityManager, token: string): Promise<void> {
  if (token) await runSql(em, 'delete from sessions where token_hash = ?', [hashToken(token)]);
}

/** Ends every session of `userId` but `keepSessionId` (null: all of them). Returns how many ended. */
export async function endSessionsOf(em: EntityManager, userId: string, keepSessionId: string | null): Promise<number> {
  const { rowCount } = keepSessionId
    ? await runSql(em, 'delete from sessions where user_id = ? and id <> ?', [userId, keepSessionId])
    : await runSql(em, 'delete from sessions where user_id = ?', [userId]);
  return rowCount;
}

/** Removes every session past its limits (run periodically). */
export async function purgeExpiredSessions(em: EntityManager, limits: SessionLimits, now: Date): Promise<number> {
  const { rowCount } = await runSql(em, 'delete from sessions where expires_at <= ? or last_seen_at < ?', [
    now,
    new Date(now.getTime() - idleMs(limits)),
  ]);
  return rowCount;
}

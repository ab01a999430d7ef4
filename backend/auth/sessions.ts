import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session, User } from '../db/entities/index.ts';

/** A session ends after 2 hours without use, and 12 hours after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(em: EntityManager, user: User, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(Session, {
    tokenHash: hashToken(token),
    user,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
  });
  await em.flush();
  return token;
}

/** The user behind a cookie token, or null when the session is unknown, idle too long or expired. */
export async function resumeSession(em: EntityManager, token: string, now = new Date()): Promise<User | null> {
  if (!token || token.length > 100) return null;
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
  if (!session) return null;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || idleFor > IDLE_TIMEOUT_MS) {
    await em.nativeDelete(Session, { tokenHash: session.tokenHash });
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await em.nativeUpdate(Session, { tokenHash: session.tokenHash }, { lastSeenAt: now });
  }
  return session.user;
}

export async function endSession(em: EntityManager, token: string): Promise<void> {
  if (token) await em.nativeDelete(Session, { tokenHash: hashToken(token) });
}

/** Removes every session past its timeouts (run periodically). */
export async function purgeExpiredSessions(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(Session, {
    $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lt: new Date(now.getTime() - IDLE_TIMEOUT_MS) } }],
  });
}

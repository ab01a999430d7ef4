import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionLimits } from '../config.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import type { StaffSessionList } from '../../schemas/generated/staffSessionList.ts';
import { describeUserAgent } from './describeUserAgent.ts';
import { endSessionsOf, idleMs, type CurrentSession } from './sessions.ts';
import { AUTH_TEXTS } from './texts.ts';

interface SessionRow {
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** 'Mis sesiones': every live session of the signed-in person, the most recently used first, this one marked. */
export async function listMySessions(
  em: EntityManager,
  session: CurrentSession,
  limits: SessionLimits,
  now: Date,
): Promise<StaffSessionList> {
  const rows = await queryRows<SessionRow>(
    em,
    `select id, user_agent as "userAgent", address, created_at as "createdAt", last_seen_at as "lastSeenAt"
     from sessions where user_id = ? and expires_at > ? and last_seen_at >= ? order by last_seen_at desc, created_at desc`,
    [session.user.id, now, new Date(now.getTime() - idleMs(limits))],
  );
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.address,
    startedAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    current: row.id === session.id,
  }));
}

/** Ends one of one's own sessions (another person's is 'not found'). Returns whether it was this one. */
export async function endMySession(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  sessionId: string,
  now: Date,
): Promise<{ current: boolean }> {
  return em.transactional(async (tx) => {
    const [row] = await queryRows<{ userAgent: string | null }>(
      tx,
      'delete from sessions where id = ? and user_id = ? returning user_agent as "userAgent"',
      [sessionId, session.user.id],
    );
    if (!row) throw new AppError('not_found', AUTH_TEXTS.sessionNotFound);
    const { browser, system } = describeUserAgent(row.userAgent);
    await recordActivity(
      tx,
      actor,
      {
        action: 'session_ended',
        record: { kind: 'session', id: sessionId },
        description: AUTH_TEXTS.activity.sessionEnded(`${browser} en ${system}`),
      },
      now,
    );
    return { current: sessionId === session.id };
  });
}

/** 'Cerrar las demás sesiones': every session of mine but this one. */
export async function endMyOtherSessions(em: EntityManager, session: CurrentSession, actor: Actor, now: Date): Promise<{ ended: number }> {
  return em.transactional(async (tx) => {
    const ended = await endSessionsOf(tx, session.user.id, session.id);
    await recordActivity(tx, actor, { action: 'session_ended', description: AUTH_TEXTS.activity.otherSessionsEnded(ended) }, now);
    return { ended };
  });
}

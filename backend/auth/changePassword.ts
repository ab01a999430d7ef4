import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { queryRows } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { passwordProblem, verifyPassword } from './passwords.ts';
import { endSessionsOf, rotateSession, type CurrentSession, type SessionStage } from './sessions.ts';
import { readStaffSettings } from './staffSettings.ts';
import { AUTH_TEXTS } from './texts.ts';
import { storePassword } from './users.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * 'Cambiar contraseña' for oneself: the current password is asked (a session left open on a shared
 * computer cannot change it), the new one must pass the rules (length, not common, not the username, not
 * the current one), and every other session of the person ends. This session goes on under a new token;
 * one that was waiting for a new password moves on (to set up two-factor sign-in if it is required).
 */
export async function changePassword(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  change: PasswordChange,
  now: Date,
): Promise<{ token: string; stage: SessionStage }> {
  const { user } = session;
  const [row] = await queryRows<{ passwordHash: string }>(em, 'select password_hash as "passwordHash" from users where id = ?', [user.id]);
  if (!row || !(await verifyPassword(row.passwordHash, change.currentPassword))) {
    throw new AppError('invalid', AUTH_TEXTS.wrongCurrentPassword, [{ path: 'currentPassword', message: AUTH_TEXTS.wrongCurrentPassword }]);
  }
  const problem =
    change.newPassword === change.currentPassword ? AUTH_TEXTS.samePassword : passwordProblem(change.newPassword, user.username);
  if (problem) throw new AppError('invalid', problem, [{ path: 'newPassword', message: problem }]);
  const stage: SessionStage = !user.mfaEnabled && (await readStaffSettings(em)).requireMfa ? 'mfa-enrol' : null;
  return em.transactional(async (tx) => {
    await storePassword(tx, user.id, change.newPassword, false, now);
    const ended = await endSessionsOf(tx, user.id, session.id);
    const token = await rotateSession(tx, session.id, stage, now);
    await recordActivity(
      tx,
      actor,
      { action: 'password_changed', record: { kind: 'staff', id: user.id }, description: AUTH_TEXTS.activity.passwordChanged(ended) },
      now,
    );
    return { token, stage };
  });
}

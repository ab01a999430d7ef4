import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../engine/staff/roles.ts';
import type { StaffCreate } from '../../schemas/generated/staffCreate.ts';
import type { StaffMember } from '../../schemas/generated/staffMember.ts';
import type { StaffUpdate } from '../../schemas/generated/staffUpdate.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { passwordProblem } from '../auth/passwords.ts';
import { hasSecondFactor, removeSecondFactors } from '../auth/secondFactors.ts';
import { endSessionsOf, type CurrentSession } from '../auth/sessions.ts';
import { readStaffSettings, writeStaffSettings } from '../auth/staffSettings.ts';
import { createAccount, storePassword } from '../auth/users.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { findStaffMember } from './listStaff.ts';
import { STAFF_TEXTS } from './texts.ts';

const record = (id: string) => ({ kind: 'staff', id });

/**
 * The account `id`, locked for the rest of the transaction, with every active administrador locked
 * too: two administradores demoting or disabling each other at once are served one after the other,
 * so the last one always stays.
 */
async function lockAccount(tx: EntityManager, id: string): Promise<{ target: StaffMember; activeAdmins: string[] }> {
  const admins = await queryRows<{ id: string }>(
    tx,
    "select id from users where role = 'administrador' and disabled_at is null order by id for update",
  );
  await runSql(tx, 'select id from users where id = ? for update', [id]);
  const target = await findStaffMember(tx, id);
  if (!target) throw new AppError('not_found', STAFF_TEXTS.notFound);
  return { target, activeAdmins: admins.map((row) => row.id) };
}

/** A new account with a temporary password the administrador typed: the person chooses their own at the first sign-in. */
export async function createStaffMember(em: EntityManager, actor: Actor, body: StaffCreate, now: Date): Promise<StaffMember> {
  return em.transactional(async (tx) => {
    const { id, username } = await createAccount(tx, { ...body, mustChangePassword: true }, now);
    await recordActivity(
      tx,
      actor,
      { action: 'staff_created', record: record(id), description: STAFF_TEXTS.activity.created(username, body.role) },
      now,
    );
    return (await findStaffMember(tx, id))!;
  });
}

/**
 * Changes a role, a name, or disables / enables an account. The last active administrador can be
 * neither demoted nor disabled, and nobody disables themselves. Disabling ends every session of the
 * person at once (and any wait for a code); a role change ends their sessions (but the one making the
 * change, when it is their own), so the new role applies from a fresh sign-in.
 */
export async function updateStaffMember(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  id: string,
  body: StaffUpdate,
  now: Date,
): Promise<StaffMember> {
  return em.transactional(async (tx) => {
    const { target, activeAdmins } = await lockAccount(tx, id);
    const self = target.id === session.user.id;
    const losesAdmin =
      target.role === 'administrador' &&
      !target.disabled &&
      ((body.role !== undefined && body.role !== 'administrador') || body.disabled === true);
    if (losesAdmin && activeAdmins.length <= 1) throw new AppError('conflict', STAFF_TEXTS.lastAdministrador);
    if (self && body.disabled === true) throw new AppError('conflict', STAFF_TEXTS.notYourself);
    const entry = (description: string) => recordActivity(tx, actor, { action: 'staff_updated', record: record(id), description }, now);

    if (body.name !== undefined && body.name.trim() !== target.name) {
      await runSql(tx, 'update users set name = ? where id = ?', [body.name.trim(), id]);
      await entry(STAFF_TEXTS.activity.renamed(target.username, body.name.trim()));
    }
    if (body.role !== undefined && body.role !== target.role) {
      await runSql(tx, 'update users set role = ? where id = ?', [body.role, id]);
      await endSessionsOf(tx, id, self ? session.id : null);
      await entry(STAFF_TEXTS.activity.roleChanged(target.username, target.role as Role, body.role));
    }
    if (body.disabled === true && !target.disabled) {
      await runSql(tx, 'update users set disabled_at = ? where id = ?', [now, id]);
      const ended = await endSessionsOf(tx, id, null);
      await runSql(tx, 'delete from sign_in_challenges where user_id = ?', [id]);
      await entry(STAFF_TEXTS.activity.disabled(target.username, ended));
    }
    if (body.disabled === false && target.disabled) {
      await runSql(tx, 'update users set disabled_at = null where id = ?', [id]);
      await entry(STAFF_TEXTS.activity.enabled(target.username));
    }
    return (await findStaffMember(tx, id))!;
  });
}

/** A temporary password for someone who forgot theirs: their sessions end, and they choose their own at the next sign-in. */
export async function resetStaffPassword(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  id: string,
  password: string,
  now: Date,
): Promise<StaffMember> {
  if (id === session.user.id) throw new AppError('conflict', STAFF_TEXTS.ownPassword);
  return em.transactional(async (tx) => {
    const { target } = await lockAccount(tx, id);
    const problem = passwordProblem(password, target.username);
    if (problem) throw new AppError('invalid', problem, [{ path: 'password', message: problem }]);
    await storePassword(tx, id, password, true, now);
    await endSessionsOf(tx, id, null);
    await runSql(tx, 'delete from sign_in_challenges where user_id = ?', [id]);
    await recordActivity(
      tx,
      actor,
      { action: 'staff_password_reset', record: record(id), description: STAFF_TEXTS.activity.passwordReset(target.username) },
      now,
    );
    return (await findStaffMember(tx, id))!;
  });
}

/**
 * For someone who lost their phone and their recovery codes: two-factor sign-in is turned off and its
 * codes deleted; their sessions end (but this one, when it is one's own). If two-factor sign-in is
 * required, they set it up again right after their next password.
 */
export async function resetStaffMfa(em: EntityManager, session: CurrentSession, actor: Actor, id: string, now: Date): Promise<StaffMember> {
  return em.transactional(async (tx) => {
    const { target } = await lockAccount(tx, id);
    await removeSecondFactors(tx, id);
    await runSql(tx, 'delete from sign_in_challenges where user_id = ?', [id]);
    await endSessionsOf(tx, id, id === session.user.id ? session.id : null);
    await recordActivity(
      tx,
      actor,
      { action: 'staff_mfa_reset', record: record(id), description: STAFF_TEXTS.activity.mfaReset(target.username) },
      now,
    );
    return (await findStaffMember(tx, id))!;
  });
}

/** 'Cerrar sus sesiones': every session of someone ends at once (a lost phone, a shared computer); one's own current one stays. */
export async function endStaffSessions(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  id: string,
  now: Date,
): Promise<{ ended: number }> {
  return em.transactional(async (tx) => {
    const { target } = await lockAccount(tx, id);
    const ended = await endSessionsOf(tx, id, id === session.user.id ? session.id : null);
    await runSql(tx, 'delete from sign_in_challenges where user_id = ?', [id]);
    await recordActivity(
      tx,
      actor,
      { action: 'staff_sessions_ended', record: record(id), description: STAFF_TEXTS.activity.sessionsEnded(target.username, ended) },
      now,
    );
    return { ended };
  });
}

/**
 * The team's sign-in rules. Requiring two-factor sign-in applies at once: the sessions of people
 * without it can only set it up from their next request (an administrador turning it on must have it).
 */
export async function changeStaffSettings(
  em: EntityManager,
  session: CurrentSession,
  actor: Actor,
  requireMfa: boolean,
  now: Date,
): Promise<{ requireMfa: boolean }> {
  if (requireMfa && !session.user.mfaEnabled) throw new AppError('conflict', STAFF_TEXTS.enrolYourselfFirst);
  return em.transactional(async (tx) => {
    const before = await readStaffSettings(tx);
    await writeStaffSettings(tx, { requireMfa }, now);
    if (requireMfa) {
      await runSql(
        tx,
        `update sessions set stage = 'mfa-enrol' where stage is null and user_id in (select id from users u where not ${hasSecondFactor('u')})`,
      );
    }
    const description = STAFF_TEXTS.activity.settings(requireMfa, before.requireMfa !== requireMfa);
    await recordActivity(tx, actor, { action: 'staff_settings_changed', record: { kind: 'settings', id: 'staff' }, description }, now);
    return { requireMfa };
  });
}

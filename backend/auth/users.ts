import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isRole, ROLES, type Role } from '../../engine/staff/roles.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { isValidUsername, USERNAME_RULE } from './usernameRule.ts';

export interface NewAccount {
  username: string;
  /** The person's name; the username when not given. */
  name?: string;
  role: Role;
  password: string;
  /** The password was chosen for them (by an administrador): they choose their own at the first sign-in. */
  mustChangePassword?: boolean;
}

export const ACCOUNT_TEXTS = {
  badUsername: `El usuario ${USERNAME_RULE}`,
  badRole: `El rol debe ser ${ROLES.join(', ')}`,
  taken: (username: string) => `El usuario "${username}" ya existe`,
} as const;

/** Creates a staff account; its username is kept in lower case. Returns its id. */
export async function createAccount(em: EntityManager, account: NewAccount, now: Date): Promise<{ id: string; username: string }> {
  if (!isValidUsername(account.username))
    throw new AppError('invalid', ACCOUNT_TEXTS.badUsername, [{ path: 'username', message: ACCOUNT_TEXTS.badUsername }]);
  if (!isRole(account.role)) throw new AppError('invalid', ACCOUNT_TEXTS.badRole, [{ path: 'role', message: ACCOUNT_TEXTS.badRole }]);
  const username = account.username.toLowerCase();
  const problem = passwordProblem(account.password, username);
  if (problem) throw new AppError('invalid', problem, [{ path: 'password', message: problem }]);
  const passwordHash = await hashPassword(account.password);
  // One statement: two requests creating the same name at once get one account and one 409.
  const [created] = await queryRows<{ id: string }>(
    em,
    `insert into users (id, username, name, role, password_hash, must_change_password, password_changed_at, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?) on conflict (username) do nothing returning id`,
    [username, account.name?.trim() || username, account.role, passwordHash, account.mustChangePassword ?? false, now, now],
  );
  if (!created)
    throw new AppError('conflict', ACCOUNT_TEXTS.taken(username), [{ path: 'username', message: ACCOUNT_TEXTS.taken(username) }]);
  return { id: created.id, username };
}

/**
 * On a first start with no staff account: create an administrador from ADMIN_USERNAME/ADMIN_PASSWORD,
 * or `admin` with a random password that is printed once. Returns the printed password, if any.
 */
export async function ensureFirstUser(
  em: EntityManager,
  preset: { username: string | null; password: string | null },
  now = new Date(),
): Promise<{ username: string; generatedPassword: string | null } | null> {
  const [{ count }] = await queryRows<{ count: number }>(em, 'select count(*)::int as count from users');
  if (count > 0) return null;
  if (preset.username && preset.password) {
    await createAccount(em, { username: preset.username, role: 'administrador', password: preset.password }, now);
    return { username: preset.username.toLowerCase(), generatedPassword: null };
  }
  // Printed on the console: a temporary password, replaced by the person's own at the first sign-in.
  const password = randomBytes(12).toString('base64url');
  await createAccount(em, { username: 'admin', name: 'Administrador', role: 'administrador', password, mustChangePassword: true }, now);
  return { username: 'admin', generatedPassword: password };
}

/** Sets a password (already checked) and ends the need to change it. */
export async function storePassword(em: EntityManager, userId: string, password: string, mustChange: boolean, now: Date): Promise<void> {
  await runSql(em, 'update users set password_hash = ?, must_change_password = ?, password_changed_at = ? where id = ?', [
    await hashPassword(password),
    mustChange,
    now,
    userId,
  ]);
}

import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { isValidUsername, USERNAME_RULE } from './usernameRule.ts';

export async function createUser(em: EntityManager, username: string, password: string): Promise<User> {
  if (!isValidUsername(username)) {
    throw new AppError('invalid', `El usuario ${USERNAME_RULE}`);
  }
  const problem = passwordProblem(password);
  if (problem) throw new AppError('invalid', problem);
  const existing = await em.findOne(User, { username: username.toLowerCase() });
  if (existing) throw new AppError('conflict', `El usuario "${username}" ya existe`);
  const user = em.create(User, { username: username.toLowerCase(), passwordHash: await hashPassword(password) });
  await em.flush();
  return user;
}

/**
 * On a first start with no staff account: create one from ADMIN_USERNAME/ADMIN_PASSWORD, or `admin`
 * with a random password that is printed once. Returns the printed password, if any.
 */
export async function ensureFirstUser(
  em: EntityManager,
  preset: { username: string | null; password: string | null },
): Promise<{ username: string; generatedPassword: string | null } | null> {
  if ((await em.count(User, {})) > 0) return null;
  if (preset.username && preset.password) {
    await createUser(em, preset.username, preset.password);
    return { username: preset.username.toLowerCase(), generatedPassword: null };
  }
  const password = randomBytes(12).toString('base64url');
  await createUser(em, 'admin', password);
  return { username: 'admin', generatedPassword: password };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../db/entities/index.ts';
import type { Logger } from '../http/logger.ts';
import { endSession } from './sessions.ts';

export interface SignOutInput {
  /** The session token the browser holds, if any. */
  token: string | null;
  /** Who that session belonged to, when it was still valid. */
  user: User | null;
  address: string;
}

/** Ends the session on the server (whatever the browser then does with its cookie) and logs who left. */
export async function signOut(em: EntityManager, input: SignOutInput, logger: Logger): Promise<void> {
  if (input.token) await endSession(em, input.token);
  if (input.user) logger.info({ msg: 'logout', username: input.user.username, address: input.address });
}

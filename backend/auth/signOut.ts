import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import type { Logger } from '../http/logger.ts';
import { endSession } from './sessions.ts';
import { AUTH_TEXTS } from './texts.ts';

export interface SignOutInput {
  /** The session token the browser holds, if any. */
  token: string | null;
  /** Who that session belonged to, when it was still valid. */
  actor: Actor;
  signedIn: boolean;
}

/** Ends the session on the server (whatever the browser then does with its cookie), logs and records who left. */
export async function signOut(em: EntityManager, input: SignOutInput, now: Date, logger: Logger): Promise<void> {
  if (!input.token) return;
  await em.transactional(async (tx) => {
    await endSession(tx, input.token!);
    if (input.signedIn) await recordActivity(tx, input.actor, { action: 'sign_out', description: AUTH_TEXTS.activity.signedOut }, now);
  });
  if (input.signedIn) logger.info({ msg: 'logout', username: input.actor.username, address: input.actor.address });
}

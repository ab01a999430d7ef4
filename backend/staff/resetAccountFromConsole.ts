import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/recordActivity.ts';
import { passwordProblem } from '../auth/passwords.ts';
import { removeSecondFactors } from '../auth/secondFactors.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import { storePassword } from '../auth/users.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { AppError } from '../http/AppError.ts';
import { STAFF_TEXTS } from './texts.ts';

export interface ConsoleReset {
  username: string;
  /** A temporary password (chosen anew at the next sign-in), or null to leave the password. */
  password: string | null;
  /** Turn two-factor sign-in off. */
  mfa: boolean;
  /** Enable a disabled account. */
  enable: boolean;
}

/** Who the activity record names for what is done on the server's console. */
const CONSOLE = { id: null, username: 'consola', address: null };

/**
 * `npm run user:reset`: the way back in for an account no administrador can reset from the panel. One
 * transaction: the changes asked for, the account's sessions ended, one activity line per change.
 * Returns what was done, one Spanish line each, for the console.
 */
export async function resetAccountFromConsole(em: EntityManager, reset: ConsoleReset, now: Date): Promise<string[]> {
  return em.transactional(async (tx) => {
    const [account] = await queryRows<{ id: string; username: string }>(
      tx,
      'select id, username from users where username = ? for update',
      [reset.username.trim().toLowerCase()],
    );
    if (!account) throw new AppError('not_found', STAFF_TEXTS.noSuchUsername(reset.username));
    const done: string[] = [];
    const record = { kind: 'staff', id: account.id };
    if (reset.password !== null) {
      const problem = passwordProblem(reset.password, account.username);
      if (problem) throw new AppError('invalid', problem);
      await storePassword(tx, account.id, reset.password, true, now);
      await recordActivity(
        tx,
        CONSOLE,
        { action: 'staff_password_reset', record, description: STAFF_TEXTS.activity.passwordReset(account.username) },
        now,
      );
      done.push(STAFF_TEXTS.console.password(account.username));
    }
    if (reset.mfa) {
      await removeSecondFactors(tx, account.id);
      await recordActivity(
        tx,
        CONSOLE,
        { action: 'staff_mfa_reset', record, description: STAFF_TEXTS.activity.mfaReset(account.username) },
        now,
      );
      done.push(STAFF_TEXTS.console.mfa(account.username));
    }
    if (reset.enable) {
      await runSql(tx, 'update users set disabled_at = null where id = ?', [account.id]);
      await recordActivity(
        tx,
        CONSOLE,
        { action: 'staff_updated', record, description: STAFF_TEXTS.activity.enabled(account.username) },
        now,
      );
      done.push(STAFF_TEXTS.console.enabled(account.username));
    }
    await runSql(tx, 'delete from sign_in_challenges where user_id = ?', [account.id]);
    const ended = await endSessionsOf(tx, account.id, null);
    done.push(STAFF_TEXTS.console.sessions(ended));
    return done;
  });
}

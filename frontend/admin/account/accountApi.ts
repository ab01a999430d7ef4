import { ApiError } from '../../api/apiRequest.ts';
import type { PasswordChange } from '../../../schemas/generated/passwordChange.ts';
import type { RecoveryCodes } from '../../../schemas/generated/recoveryCodes.ts';
import type { SessionAnswer } from '../../../schemas/generated/sessionAnswer.ts';
import type { StaffSessionList } from '../../../schemas/generated/staffSessionList.ts';
import type { TotpSetup } from '../../../schemas/generated/totpSetup.ts';
import { adminRequest } from '../session/adminRequest.ts';
import type { StaffUser } from '../session/sessionStore.ts';

/** Under ['admin'], so signing out forgets it with the rest of the back-office's data. */
export const MY_SESSIONS_KEY = ['admin', 'account', 'sessions'] as const;

/** POST /api/auth/password: the session goes on under a new cookie; the person's other sessions end. */
export async function changePassword(change: PasswordChange): Promise<StaffUser> {
  const { user } = await adminRequest<SessionAnswer>('POST', '/api/auth/password', change);
  if (!user) throw new Error('the password change answered without the signed-in person');
  return user;
}

/** A new secret to add to the authenticator app (it replaces one asked for earlier and not confirmed). */
export const setUpTwoFactor = () => adminRequest<TotpSetup>('POST', '/api/auth/totp/setup', {});

/** The app's first code: two-factor sign-in is on; the ten recovery codes come back this once. */
export const confirmTwoFactor = (code: string) => adminRequest<RecoveryCodes>('POST', '/api/auth/totp/confirm', { code });

/** Ten new recovery codes against a current code of the app; the earlier ones stop working. */
export const renewRecoveryCodes = (code: string) => adminRequest<RecoveryCodes>('POST', '/api/auth/totp/recovery-codes', { code });

export const listMySessions = (signal?: AbortSignal) => adminRequest<StaffSessionList>('GET', '/api/auth/sessions', undefined, { signal });

export const endMySession = (id: string) =>
  adminRequest<{ success: boolean; current: boolean }>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);

export const endMyOtherSessions = () => adminRequest<{ ended: number }>('POST', '/api/auth/sessions/end-others', {});

/** The server's message for one field of a refused request (`details[].path`), if it named that field. */
export function fieldMessage(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.payload?.details?.find((detail) => detail.path === path)?.message : undefined;
}

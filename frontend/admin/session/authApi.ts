import { ApiError, apiRequest } from '../../api/apiRequest.ts';
import { TEXTS } from '../texts.ts';
import type { SessionAnswer } from '../../../schemas/generated/sessionAnswer.ts';
import type { StaffUser } from './sessionStore.ts';

export type SignInResult = { ok: true; user: StaffUser } | { ok: false; message: string };

/** POST /api/auth/login; every failure becomes one Spanish sentence for the form. */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  if (!username.trim() || !password) return { ok: false, message: TEXTS.signIn.missing };
  try {
    const { user } = await apiRequest<{ user: StaffUser }>('POST', '/api/auth/login', { username: username.trim(), password });
    return { ok: true, user };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: TEXTS.signIn.network };
    if (error.status === 429) return { ok: false, message: error.payload?.error ?? TEXTS.signIn.tooManyAttempts };
    if (error.status === 401) return { ok: false, message: error.payload?.error ?? TEXTS.signIn.wrongCredentials };
    const detail = error.payload?.details?.[0]?.message;
    return { ok: false, message: detail ?? error.payload?.error ?? error.message };
  }
}

/** GET /api/auth/me: the signed-in user, or null (a 200 answer either way, so nothing is logged as an error). */
export async function currentUser(): Promise<StaffUser | null> {
  const answer = await apiRequest<SessionAnswer>('GET', '/api/auth/me');
  return answer.user;
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

import { ApiError, apiRequest } from '../../api/apiRequest.ts';
import { TEXTS } from '../texts.ts';
import type { LoginAnswer } from '../../../schemas/generated/loginAnswer.ts';
import type { LoginCodeRequest } from '../../../schemas/generated/loginCode.ts';
import type { SessionAnswer } from '../../../schemas/generated/sessionAnswer.ts';
import { inBrowser, PasskeyCancelled, webauthnBrowser } from '../account/passkeyApi.ts';
import type { StaffUser } from './sessionStore.ts';

export type SignInResult =
  | { kind: 'signedIn'; user: StaffUser }
  /** The password was right and the account has two-factor sign-in: a second factor is asked next (no session yet). */
  | { kind: 'codeRequired'; methods: ('totp' | 'passkey')[] }
  | { kind: 'failed'; message: string };

export type CodeResult =
  | { kind: 'signedIn'; user: StaffUser }
  /** `restart`: the wait for the code ended (expired, or too many wrong codes): the password is asked again. */
  | { kind: 'failed'; message: string; restart: boolean };

/** One Spanish sentence for a failed sign-in step; `wrong` is said for a 401 without a message of its own. */
function failureMessage(error: unknown, wrong: string): string {
  if (!(error instanceof ApiError)) return TEXTS.signIn.network;
  if (error.status === 429) return error.payload?.error ?? TEXTS.signIn.tooManyAttempts;
  if (error.status === 401) return error.payload?.error ?? wrong;
  const detail = error.payload?.details?.[0]?.message;
  return detail ?? error.payload?.error ?? error.message;
}

/** POST /api/auth/login; every failure becomes one Spanish sentence for the form. */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  if (!username.trim() || !password) return { kind: 'failed', message: TEXTS.signIn.missing };
  try {
    const answer = await apiRequest<LoginAnswer>('POST', '/api/auth/login', { username: username.trim(), password });
    return 'user' in answer ? { kind: 'signedIn', user: answer.user } : { kind: 'codeRequired', methods: answer.methods };
  } catch (error) {
    return { kind: 'failed', message: failureMessage(error, TEXTS.signIn.wrongCredentials) };
  }
}

/** POST /api/auth/login/totp: the second step, with the app's code or a recovery code (the browser holds the wait's cookie). */
export async function signInWithCode(body: LoginCodeRequest): Promise<CodeResult> {
  try {
    const answer = await apiRequest<LoginAnswer>('POST', '/api/auth/login/totp', body);
    if ('user' in answer) return { kind: 'signedIn', user: answer.user };
    return { kind: 'failed', message: TEXTS.signIn.code.expired, restart: true };
  } catch (error) {
    return { kind: 'failed', message: failureMessage(error, TEXTS.signIn.code.wrong), restart: waitEnded(error) };
  }
}

/** Whether a refused code means the wait for it is over (expired, unknown, or past the wrong codes allowed): the server says `restart`. */
function waitEnded(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return (error.payload as { restart?: unknown } | null)?.restart === true;
}

/**
 * The second step with a passkey: the server's challenge for this wait, signed by one of the account's
 * passkeys in the browser (the person touches the key or unlocks the phone), then checked by the server.
 */
export async function signInWithPasskey(): Promise<CodeResult> {
  try {
    const options = await apiRequest<Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON']>(
      'POST',
      '/api/auth/login/passkey/options',
      {},
    );
    const { startAuthentication } = await webauthnBrowser();
    const response = await inBrowser(() => startAuthentication({ optionsJSON: options }));
    const answer = await apiRequest<LoginAnswer>('POST', '/api/auth/login/passkey', { response });
    if ('user' in answer) return { kind: 'signedIn', user: answer.user };
    return { kind: 'failed', message: TEXTS.signIn.code.expired, restart: true };
  } catch (error) {
    if (error instanceof PasskeyCancelled) return { kind: 'failed', message: TEXTS.signIn.passkey.cancelled, restart: false };
    return { kind: 'failed', message: failureMessage(error, TEXTS.signIn.passkey.wrong), restart: waitEnded(error) };
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

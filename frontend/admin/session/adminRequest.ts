import { ApiError, apiRequest } from '../../api/apiRequest.ts';
import { session, type RequiredStep, type SessionStore } from './sessionStore.ts';

/**
 * Every back-office call. A 401 means the session ended (idle timeout, sign-out elsewhere): the
 * sign-in overlay comes up and the call waits; once the consultant signs in again it is sent again,
 * so the action they were doing completes. A 403 naming a `stage` means the session must first choose
 * a password or set up two-factor sign-in (the office may have begun to require it meanwhile): that
 * prompt comes up over the page and the call waits for it the same way. The server answers both before
 * running any handler, so repeating the call cannot do anything twice.
 */
export async function adminRequest<T = unknown>(
  method: string,
  url: string,
  payload?: unknown,
  options: { signal?: AbortSignal; store?: SessionStore; keepalive?: boolean } = {},
): Promise<T> {
  const store = options.store ?? session;
  for (;;) {
    try {
      return await apiRequest<T>(method, url, payload, { signal: options.signal, keepalive: options.keepalive });
    } catch (error) {
      const step = requiredStep(error);
      if (!(error instanceof ApiError) || (error.status !== 401 && !step)) throw error;
      const goOn = step ? await store.stepRequired(step) : await store.reauthenticate();
      if (!goOn || options.signal?.aborted) throw error;
    }
  }
}

/** The step a 403 answer says the session must take first (backend/auth/permissions.ts), or null. */
function requiredStep(error: unknown): RequiredStep | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const stage = (error.payload as { stage?: unknown } | null)?.stage;
  return stage === 'password' || stage === 'mfa-enrol' ? stage : null;
}

/** The Spanish message of the API's `{error}` body, or a fallback for network and unexpected failures. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.payload?.error ?? error.message;
  return fallback;
}

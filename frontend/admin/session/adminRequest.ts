import { ApiError, apiRequest } from '../../api/apiRequest.ts';
import { session, type SessionStore } from './sessionStore.ts';

/**
 * Every back-office call. A 401 means the session ended (idle timeout, sign-out elsewhere): the
 * sign-in overlay comes up and the call waits; once the consultant signs in again it is sent again,
 * so the action they were doing completes. The server answers 401 before running any handler, so
 * repeating the call cannot do anything twice.
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
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      const signedInAgain = await store.reauthenticate();
      if (!signedInAgain || options.signal?.aborted) throw error;
    }
  }
}

/** The Spanish message of the API's `{error}` body, or a fallback for network and unexpected failures. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.payload?.error ?? error.message;
  return fallback;
}

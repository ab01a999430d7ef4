import { useSyncExternalStore } from 'react';
import type { SignedInStaff } from '../../../schemas/generated/signedInStaff.ts';

/** The signed-in person: name, role (engine/staff/roles.ts), two-factor sign-in and what the session allows. */
export type StaffUser = SignedInStaff;

export type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut' }
  /** `expired`: a call answered 401 while signed in; the sign-in overlay is up and calls are waiting on it. */
  | { status: 'signedIn'; user: StaffUser; expired: boolean };

/**
 * Who is signed in to the back-office, outside React so that any API call can report an expired
 * session and wait for the consultant to sign in again.
 */
export function createSessionStore() {
  let state: SessionState = { status: 'checking' };
  const listeners = new Set<() => void>();
  let waiting: { promise: Promise<boolean>; resolve: (signedIn: boolean) => void } | null = null;

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const settleWaiting = (signedIn: boolean) => {
    waiting?.resolve(signedIn);
    waiting = null;
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn(user: StaffUser) {
      set({ status: 'signedIn', user, expired: false });
      settleWaiting(true);
    },
    signedOut() {
      set({ status: 'signedOut' });
      settleWaiting(false);
    },
    /**
     * A call was refused with 401. Resolves true once the consultant has signed in again (the call may
     * be repeated: the server refused it before doing anything), false if they gave up. Calls failing
     * together share one prompt.
     */
    reauthenticate(): Promise<boolean> {
      if (state.status !== 'signedIn') return Promise.resolve(false);
      if (!waiting) {
        let resolve!: (signedIn: boolean) => void;
        const promise = new Promise<boolean>((r) => (resolve = r));
        waiting = { promise, resolve };
        set({ ...state, expired: true });
      }
      return waiting.promise;
    },
    /** The consultant closed the overlay without signing in: waiting calls fail, the work stays on screen. */
    abandonReauthentication() {
      if (state.status === 'signedIn') set({ ...state, expired: false });
      settleWaiting(false);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The back-office's one session. */
export const session = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}

import { useSyncExternalStore } from 'react';
import type { SignedInStaff } from '../../../schemas/generated/signedInStaff.ts';

/** The signed-in person: name, role (engine/staff/roles.ts), two-factor sign-in and what the session allows. */
export type StaffUser = SignedInStaff;

/** What a session must do before the panel: choose a new password, or set up two-factor sign-in. */
export type RequiredStep = NonNullable<StaffUser['stage']>;

export type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut' }
  /**
   * `expired`: a call answered 401 while signed in; the sign-in overlay is up and calls are waiting on it.
   * `stepPostponed`: the person closed the prompt for the session's required step (`user.stage`) to look
   * at the page under it; the next call refused for that step brings it back.
   */
  | { status: 'signedIn'; user: StaffUser; expired: boolean; stepPostponed: boolean };

/**
 * Who is signed in to the back-office, outside React so that any API call can report an expired
 * session and wait for the consultant to sign in again.
 */
export function createSessionStore() {
  let state: SessionState = { status: 'checking' };
  const listeners = new Set<() => void>();
  let waiting: Waiting | null = null;
  let waitingForStep: Waiting | null = null;

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const settleWaiting = (signedIn: boolean) => {
    waiting?.resolve(signedIn);
    waiting = null;
  };
  const settleWaitingForStep = (done: boolean) => {
    waitingForStep?.resolve(done);
    waitingForStep = null;
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Signed in, or the session moved on (a new password chosen, two-factor sign-in set up). */
    signedIn(user: StaffUser) {
      set({ status: 'signedIn', user, expired: false, stepPostponed: false });
      settleWaiting(true);
      if (user.stage === null) settleWaitingForStep(true);
    },
    signedOut() {
      set({ status: 'signedOut' });
      settleWaiting(false);
      settleWaitingForStep(false);
    },
    /**
     * A call was refused with 401. Resolves true once the consultant has signed in again (the call may
     * be repeated: the server refused it before doing anything), false if they gave up. Calls failing
     * together share one prompt.
     */
    reauthenticate(): Promise<boolean> {
      if (state.status !== 'signedIn') return Promise.resolve(false);
      if (!waiting) {
        waiting = deferred();
        set({ ...state, expired: true });
      }
      return waiting.promise;
    },
    /** The consultant closed the overlay without signing in: waiting calls fail, the work stays on screen. */
    abandonReauthentication() {
      if (state.status === 'signedIn') set({ ...state, expired: false });
      settleWaiting(false);
    },
    /**
     * A call was refused with 403 because the session must first do `step` (the office began to require
     * two-factor sign-in meanwhile, say). Resolves true once the step is done and the session is a full
     * one (the call may be repeated: the server refused it before doing anything), false if the person
     * postponed it or signed out. Calls refused together share one prompt.
     */
    stepRequired(step: RequiredStep): Promise<boolean> {
      if (state.status !== 'signedIn') return Promise.resolve(false);
      if (state.user.stage !== step || state.stepPostponed) set({ ...state, user: { ...state.user, stage: step }, stepPostponed: false });
      if (!waitingForStep) waitingForStep = deferred();
      return waitingForStep.promise;
    },
    /** The person closed the required step's prompt: waiting calls fail, the page under it stays. */
    postponeStep() {
      if (state.status === 'signedIn' && state.user.stage !== null) set({ ...state, stepPostponed: true });
      settleWaitingForStep(false);
    },
  };
}

interface Waiting {
  promise: Promise<boolean>;
  resolve: (done: boolean) => void;
}

function deferred(): Waiting {
  let resolve!: (done: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The back-office's one session. */
export const session = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}

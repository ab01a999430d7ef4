import { useEffect, type ReactNode } from 'react';
import { TEXTS } from '../texts.ts';
import { currentUser } from './authApi.ts';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import { SignInScreen } from './SignInScreen.tsx';
import { session, useSession, type StaffUser } from './sessionStore.ts';

/** Asks the server who is signed in, once per page load. */
function useSessionCheck() {
  const state = useSession();
  useEffect(() => {
    if (session.get().status !== 'checking') return;
    currentUser()
      .then((user) => (user ? session.signedIn(user) : session.signedOut()))
      .catch(() => session.signedOut());
  }, []);
  return state;
}

/**
 * A staff-only page (/admin, /form-demo): a notice while the server is asked who is signed in, the
 * back-office's sign-in screen without a session (the page stays where it is once signed in), then the page.
 */
export function StaffOnly({ children }: { children: (user: StaffUser) => ReactNode }) {
  const state = useSessionCheck();
  if (state.status === 'checking') {
    return (
      <p className="page-loading" role="status">
        {TEXTS.signIn.checking}
      </p>
    );
  }
  if (state.status === 'signedOut') return <SignInScreen />;
  return (
    <>
      {children(state.user)}
      <SessionExpiredDialog />
    </>
  );
}

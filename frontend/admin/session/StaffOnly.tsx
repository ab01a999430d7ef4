import { useEffect, useState, type ReactNode } from 'react';
import { RequiredStepDialog } from '../account/RequiredStepDialog.tsx';
import { RequiredStepScreen } from '../account/RequiredStepScreen.tsx';
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
 * A session that must first choose a password or set up two-factor sign-in gets only that screen until
 * it has; once the page has been shown, such a step is asked over it instead, so nothing on it is lost.
 */
export function StaffOnly({ children }: { children: (user: StaffUser) => ReactNode }) {
  const state = useSessionCheck();
  const [pageShown, setPageShown] = useState(false);
  const fullSession = state.status === 'signedIn' && state.user.stage === null;
  // Updated while rendering (React's way to keep what an earlier render saw): no frame shows the wrong screen.
  if (fullSession && !pageShown) setPageShown(true);
  if (state.status === 'signedOut' && pageShown) setPageShown(false);

  if (state.status === 'checking') {
    return (
      <p className="page-loading" role="status">
        {TEXTS.signIn.checking}
      </p>
    );
  }
  if (state.status === 'signedOut') return <SignInScreen />;
  if (!pageShown && !fullSession) {
    return (
      <>
        <RequiredStepScreen user={state.user} />
        <SessionExpiredDialog />
      </>
    );
  }
  return (
    <>
      {children(state.user)}
      <RequiredStepDialog />
      <SessionExpiredDialog />
    </>
  );
}

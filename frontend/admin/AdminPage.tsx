import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { AdminPanel } from './panel/AdminPanel.tsx';
import { SessionExpiredDialog } from './session/SessionExpiredDialog.tsx';
import { SignInScreen } from './session/SignInScreen.tsx';
import { session, useSession } from './session/sessionStore.ts';
import { currentUser } from './session/authApi.ts';
import { TEXTS } from './texts.ts';
import './admin.scss';

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

/** /admin: the sign-in screen until a staff session exists, then the panel. */
export default function AdminPage() {
  const state = useSessionCheck();
  useEffect(() => {
    document.title = TEXTS.documentTitle;
  }, []);
  return (
    <QueryRoot>
      <div className="admin-page">
        {state.status === 'checking' && (
          <p className="page-loading" role="status">
            {TEXTS.signIn.checking}
          </p>
        )}
        {state.status === 'signedOut' && <SignInScreen />}
        {state.status === 'signedIn' && (
          <>
            <AdminPanel user={state.user} />
            <SessionExpiredDialog />
          </>
        )}
      </div>
    </QueryRoot>
  );
}

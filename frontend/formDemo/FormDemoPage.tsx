import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { SessionExpiredDialog } from '../admin/session/SessionExpiredDialog.tsx';
import { SignInScreen } from '../admin/session/SignInScreen.tsx';
import { currentUser } from '../admin/session/authApi.ts';
import { session, useSession } from '../admin/session/sessionStore.ts';
import { TEXTS as ADMIN_TEXTS } from '../admin/texts.ts';
import { TaskDemo } from './TaskDemo.tsx';
import { FORM_DEMO_TEXTS as T } from './texts.ts';
import '../admin/admin.scss';
import './formDemo.scss';

/**
 * /form-demo: staff only. Without a session it shows the back-office's own sign-in, and once signed in
 * it stays here: the task form with local drafts and the offline submission queue.
 */
export default function FormDemoPage() {
  const state = useSession();
  useEffect(() => {
    document.title = `${T.title} · ${BUSINESS_NAME}`;
    if (session.get().status !== 'checking') return;
    currentUser()
      .then((user) => (user ? session.signedIn(user) : session.signedOut()))
      .catch(() => session.signedOut());
  }, []);
  return (
    <QueryRoot>
      {state.status === 'checking' && (
        <p className="page-loading" role="status">
          {ADMIN_TEXTS.signIn.checking}
        </p>
      )}
      {state.status === 'signedOut' && <SignInScreen />}
      {state.status === 'signedIn' && (
        <main className="section form-demo">
          <div className="container">
            <h1 className="title">{T.title}</h1>
            <p className="subtitle is-6">{T.intro}</p>
            <TaskDemo />
          </div>
          <SessionExpiredDialog />
        </main>
      )}
    </QueryRoot>
  );
}

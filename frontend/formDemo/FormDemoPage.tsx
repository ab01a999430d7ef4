import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { roleCan } from '../../engine/staff/roles.ts';
import { StaffHeader } from '../admin/panel/StaffHeader.tsx';
import { StaffOnly } from '../admin/session/StaffOnly.tsx';
import { TaskDemo } from './TaskDemo.tsx';
import { FORM_DEMO_TEXTS as T } from './texts.ts';
import '../admin/admin.scss';
import './formDemo.scss';

/**
 * /form-demo: staff only. Without a session it shows the back-office's own sign-in, and once signed in
 * it stays here: under the back-office's header, with the way back to the panel, the task form with
 * local drafts and the offline submission queue.
 */
export default function FormDemoPage() {
  useEffect(() => {
    document.title = `${T.title} · ${BUSINESS_NAME}`;
  }, []);
  return (
    <QueryRoot>
      <StaffOnly>
        {(user) => (
          <>
            <StaffHeader>
              <a className="button is-small admin-back" href="/admin">
                <span aria-hidden="true">←</span> {T.backToPanel}
              </a>
            </StaffHeader>
            <main className="section form-demo">
              <div className="container">
                <h1 className="title">{T.title}</h1>
                {roleCan(user.role, 'tasks') ? (
                  <>
                    <p className="subtitle is-6">{T.intro}</p>
                    <TaskDemo />
                  </>
                ) : (
                  // An editor's account may not send tasks: said here, rather than as refusals from the server.
                  <p className="notification is-warning is-light" role="status">
                    {T.notForRole} <a href="/admin">{T.backToPanel}</a>
                  </p>
                )}
              </div>
            </main>
          </>
        )}
      </StaffOnly>
    </QueryRoot>
  );
}

import { useEffect } from 'react';
import { QueryRoot } from '../api/QueryRoot.tsx';
import { AdminPanel } from './panel/AdminPanel.tsx';
import { StaffOnly } from './session/StaffOnly.tsx';
import { TEXTS } from './texts.ts';
import './admin.scss';

/** /admin: the sign-in screen until a staff session exists, then the panel. */
export default function AdminPage() {
  useEffect(() => {
    document.title = TEXTS.documentTitle;
  }, []);
  return (
    <QueryRoot>
      <div className="admin-page">
        <StaffOnly>{(user) => <AdminPanel user={user} />}</StaffOnly>
      </div>
    </QueryRoot>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BUSINESS_NAME } from '../../../engine/business/businessIdentity.ts';
import { useToast } from '../../toast/toastContext.ts';
import { AccountButton } from '../account/AccountButton.tsx';
import { session, type StaffUser } from '../session/sessionStore.ts';
import { useQueueSender } from './useQueueSender.ts';
import { signOut } from '../session/authApi.ts';
import { TEXTS } from '../texts.ts';
import { ADMIN_TABS } from './adminTabs.tsx';
import { TabList, panelId, tabId } from './TabList.tsx';
import { useActiveTab } from './useActiveTab.ts';
import { useSummary } from './useSummary.ts';

/** 'Panel de Administración': header, tabs with counts, and the open tab (tabs already visited stay mounted, keeping their search and page). */
export function AdminPanel({ user }: { user: StaffUser }) {
  const [active, select] = useActiveTab(ADMIN_TABS.map((tab) => tab.id));
  const [visited, setVisited] = useState(() => new Set([active]));
  const summary = useSummary();
  const queryClient = useQueryClient();
  useQueueSender();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const open = (id: string) => {
    select(id);
    setVisited((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
  };

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The session is ended in this browser either way; the server forgets it at its timeout.
    }
    queryClient.removeQueries({ queryKey: ['admin'] });
    toast({ title: TEXTS.header.signedOut });
    session.signedOut();
  };

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <div className="admin-container admin-header-inner">
          <a className="admin-brand" href="/" aria-label={`${BUSINESS_NAME}: ${TEXTS.header.viewSite}`}>
            <img src="/img/logo.svg" alt="" width="36" height="36" />
            <span>{BUSINESS_NAME}</span>
          </a>
          <div className="admin-user">
            <span className="admin-user-name" title={TEXTS.header.signedInAs(user.username)}>
              <span className="is-sr-only">{TEXTS.header.signedInAs(user.username)}</span>
              <span aria-hidden="true">{user.username}</span>
            </span>
            <AccountButton user={user} />
            <button type="button" className="button is-small admin-sign-out" aria-disabled={signingOut || undefined} onClick={() => !signingOut && onSignOut()}>
              {signingOut ? TEXTS.header.signingOut : TEXTS.header.signOut}
            </button>
          </div>
        </div>
      </header>
      <main className="admin-main">
        <div className="admin-container">
          <h1 className="admin-title">{TEXTS.panelTitle}</h1>
          <TabList tabs={ADMIN_TABS} active={active} onSelect={open} summary={summary.data} />
          {ADMIN_TABS.filter((tab) => visited.has(tab.id)).map(({ id, Panel }) => (
            <div key={id} id={panelId(id)} role="tabpanel" aria-labelledby={tabId(id)} hidden={id !== active} className="admin-tabpanel">
              <Panel />
            </div>
          ))}
        </div>
      </main>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { AccountButton } from '../account/AccountButton.tsx';
import type { StaffUser } from '../session/sessionStore.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { useQueueSender } from './useQueueSender.ts';
import { TEXTS } from '../texts.ts';
import { tabsFor } from './adminTabs.tsx';
import { TabList, panelId, tabId } from './TabList.tsx';
import { useActiveTab } from './useActiveTab.ts';
import { useSummary } from './useSummary.ts';
import { StaffHeader } from './StaffHeader.tsx';

/**
 * 'Panel de Administración': header, the tabs the person's role may open, with counts, and the open tab
 * (tabs already visited stay mounted, keeping their search and page).
 */
export function AdminPanel({ user }: { user: StaffUser }) {
  const tabs = useMemo(() => tabsFor(user.role), [user.role]);
  const [active, select] = useActiveTab(useMemo(() => tabs.map((tab) => tab.id), [tabs]));
  const [visited, setVisited] = useState(() => new Set([active]));
  // The open tab may change without a press (a role change leaves its tab behind): it counts as visited.
  if (!visited.has(active)) setVisited(new Set(visited).add(active));
  const summary = useSummary();
  useQueueSender();
  const { signingOut, signOut } = useSignOut();

  const open = (id: string) => {
    select(id);
    setVisited((seen) => (seen.has(id) ? seen : new Set(seen).add(id)));
  };

  return (
    <div className="admin-shell">
      <StaffHeader>
        <div className="admin-user">
          <span className="admin-user-name" title={TEXTS.header.signedInAs(user.username)}>
            <span className="is-sr-only">{TEXTS.header.signedInAs(user.username)}</span>
            <span aria-hidden="true">{user.username}</span>
          </span>
          <AccountButton user={user} />
          <button
            type="button"
            className="button is-small admin-sign-out"
            aria-disabled={signingOut || undefined}
            onClick={() => void signOut()}
          >
            {signingOut ? TEXTS.header.signingOut : TEXTS.header.signOut}
          </button>
        </div>
      </StaffHeader>
      <main className="admin-main">
        <div className="admin-container">
          <h1 className="admin-title">{TEXTS.panelTitle}</h1>
          {tabs.length === 0 && <p className="list-state">{TEXTS.tabs.none}</p>}
          <TabList tabs={tabs} active={active} onSelect={open} summary={summary.data} />
          {tabs
            .filter((tab) => visited.has(tab.id))
            .map(({ id, Panel }) => (
              <div key={id} id={panelId(id)} role="tabpanel" aria-labelledby={tabId(id)} hidden={id !== active} className="admin-tabpanel">
                <Panel shown={id === active} />
              </div>
            ))}
        </div>
      </main>
    </div>
  );
}

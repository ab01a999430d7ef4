import { useState } from 'react';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import type { TabPanelProps } from '../panel/adminTabs.tsx';
import { useReadAgainWhenShown } from '../panel/useReadAgainWhenShown.ts';
import { currentUser } from '../session/authApi.ts';
import { session, useSession } from '../session/sessionStore.ts';
import { TEXTS } from '../texts.ts';
import { AccountConfirmDialog } from './AccountConfirmDialog.tsx';
import { NewAccountDialog } from './NewAccountDialog.tsx';
import { PasswordResetDialog } from './PasswordResetDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';
import { StaffCard, type StaffAction } from './StaffCard.tsx';
import { STAFF_KEY, useStaffList, type StaffMember } from './staffApi.ts';
import { TeamSettings } from './TeamSettings.tsx';
import { STAFF_TEXTS as T } from './texts.ts';
import './staff.scss';

const READ_AGAIN = [STAFF_KEY];

/** The panel reads the signed-in person again after a change to their own account (their role, their two-factor sign-in). */
const refreshOwnSession = () =>
  currentUser().then(
    (user) => (user ? session.signedIn(user) : session.signedOut()),
    () => undefined,
  );

/**
 * 'Equipo' (administradores): every account with its role, two-factor sign-in, last sign-in and state;
 * 'Nueva cuenta'; per account a role change, a temporary password, a two-factor reset, disabling and
 * enabling; and the team's sign-in rules. Read again each time the tab is opened (sign-ins change it).
 */
export default function StaffTab({ shown }: TabPanelProps) {
  const list = useStaffList();
  useReadAgainWhenShown(shown, READ_AGAIN);
  const state = useSession();
  const me = state.status === 'signedIn' ? state.user.id : null;
  const [creating, setCreating] = useState(false);
  // The account stays the dialogs' target after they close, so they close in place and give the focus
  // back; each opening (`round`) starts its dialog afresh.
  const [target, setTarget] = useState<{ member: StaffMember; action: StaffAction | null; round: number } | null>(null);
  const open = (member: StaffMember, action: StaffAction) => setTarget((t) => ({ member, action, round: (t?.round ?? 0) + 1 }));
  const close = () => setTarget((t) => (t ? { ...t, action: null } : t));
  const changed = async (member: StaffMember) => {
    if (member.id === me) await refreshOwnSession();
  };

  return (
    <section className="admin-tab-section" aria-labelledby="staff-heading">
      <div className="staff-head">
        <h2 id="staff-heading" className="admin-section-title">
          {T.heading}
        </h2>
        <button type="button" className="button is-primary" onClick={() => setCreating(true)}>
          {T.newAccount}
        </button>
      </div>
      {list.data && <TeamSettings requireMfa={list.data.requireMfa} />}
      {list.isPending ? (
        <p className="list-state" role="status">
          {TEXTS.list.loading}
        </p>
      ) : list.isError && !list.data ? (
        <ListLoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <ul className="record-list staff-list" aria-label={T.heading}>
          {list.data.items.map((member) => (
            <li key={member.id}>
              <StaffCard member={member} own={member.id === me} onAction={(action) => open(member, action)} />
            </li>
          ))}
        </ul>
      )}
      <NewAccountDialog open={creating} onClose={() => setCreating(false)} />
      {target && (
        <div key={target.round}>
          <RoleDialog
            member={target.member}
            own={target.member.id === me}
            open={target.action === 'role'}
            onClose={close}
            onChanged={changed}
          />
          <PasswordResetDialog member={target.member} open={target.action === 'password'} onClose={close} />
          {(['disable', 'enable', 'resetMfa', 'endSessions'] as const).map((action) => (
            <AccountConfirmDialog
              key={action}
              member={target.member}
              action={action}
              open={target.action === action}
              onClose={close}
              onChanged={changed}
            />
          ))}
        </div>
      )}
    </section>
  );
}

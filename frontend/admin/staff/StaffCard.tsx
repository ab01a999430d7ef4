import { ROLE_LABELS } from '../../../engine/staff/roles.ts';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import { DetailList } from '../components/DetailList.tsx';
import type { StaffMember } from './staffApi.ts';
import { STAFF_TEXTS as T } from './texts.ts';

export type StaffAction = 'role' | 'password' | 'resetMfa' | 'endSessions' | 'disable' | 'enable';

/**
 * One account: name, username, role, two-factor sign-in, last sign-in and its state, with what an
 * administrador may do to it. One's own account cannot be disabled nor its password reset here (the
 * server refuses both: 'Mi cuenta' changes one's own password).
 */
export function StaffCard({ member: m, own, onAction }: { member: StaffMember; own: boolean; onAction: (action: StaffAction) => void }) {
  return (
    <article className={`record-card staff-card${m.disabled ? ' is-disabled' : ''}`} data-testid="staff-card" aria-label={m.name}>
      <header className="record-card-head">
        <h3 className="record-card-title">{m.name}</h3>
        {own && <span className="badge is-own">{T.badges.you}</span>}
        {m.disabled && <span className="badge is-account-disabled">{T.badges.disabled}</span>}
        {m.mustChangePassword && <span className="badge is-pending">{T.badges.mustChangePassword}</span>}
      </header>
      <DetailList
        details={[
          { label: T.fields.username, value: m.username },
          { label: T.fields.role, value: ROLE_LABELS[m.role] },
          { label: T.fields.mfa, value: m.mfaEnabled ? T.mfaOn : T.mfaOff, muted: !m.mfaEnabled },
          {
            label: T.fields.lastSignIn,
            value: m.lastSignInAt ? <time dateTime={m.lastSignInAt}>{formatDateTime(m.lastSignInAt)}</time> : T.neverSignedIn,
            muted: !m.lastSignInAt,
          },
        ]}
      />
      <footer className="record-card-actions">
        <button type="button" className="button is-small is-light" onClick={() => onAction('role')}>
          {T.actions.changeRole}
        </button>
        {!own && (
          <button type="button" className="button is-small is-light" onClick={() => onAction('password')}>
            {T.actions.resetPassword}
          </button>
        )}
        {m.mfaEnabled && (
          <button type="button" className="button is-small is-light" onClick={() => onAction('resetMfa')}>
            {T.actions.resetMfa}
          </button>
        )}
        {!own && !m.disabled && (
          <button type="button" className="button is-small is-light" onClick={() => onAction('endSessions')}>
            {T.actions.endSessions}
          </button>
        )}
        {!own &&
          (m.disabled ? (
            <button type="button" className="button is-small is-primary" onClick={() => onAction('enable')}>
              {T.actions.enable}
            </button>
          ) : (
            <button type="button" className="button is-small is-danger is-outlined" onClick={() => onAction('disable')}>
              {T.actions.disable}
            </button>
          ))}
      </footer>
    </article>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../toast/toastContext.ts';
import { session, type StaffUser } from '../session/sessionStore.ts';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';
import { RenewCodesForm } from './RenewCodesForm.tsx';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.twoFactor;

type Mode = { kind: 'status' } | { kind: 'enrolling' } | { kind: 'renewing' } | { kind: 'codes'; codes: string[] };

export interface TwoFactorSectionProps {
  user: StaffUser;
  /** Whether recovery codes are on screen and not yet marked as saved (the dialog does not close then). */
  onCodesPending: (pending: boolean) => void;
  /** Raised when the dialog was asked to close while codes are pending. */
  remind: number;
}

/**
 * 'Verificación en dos pasos' in 'Mi cuenta': off, 'Activar' leads through the set-up; on, 'Generar
 * códigos nuevos' replaces the recovery codes. New codes are shown once, until marked as saved. The
 * focus follows each change to what replaced the pressed button.
 */
export function TwoFactorSection({ user, onCodesPending, remind }: TwoFactorSectionProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'status' });
  const { toast } = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const go = (next: Mode) => {
    moved.current = true;
    setMode(next);
    onCodesPending(next.kind === 'codes');
  };

  // Back to the status after a change of the person's doing: the heading takes the focus (the button pressed is gone).
  useEffect(() => {
    if (moved.current && mode.kind === 'status') heading.current?.focus();
    moved.current = false;
  }, [mode]);

  let body;
  if (mode.kind === 'enrolling') {
    body = (
      <TwoFactorEnrolment
        onCancel={() => go({ kind: 'status' })}
        onConfirmed={(result) => {
          if (result.user) session.signedIn(result.user);
          toast({ title: T.enabled });
          go({ kind: 'codes', codes: result.recoveryCodes });
        }}
      />
    );
  } else if (mode.kind === 'renewing') {
    body = (
      <RenewCodesForm
        onCancel={() => go({ kind: 'status' })}
        onRenewed={(codes) => {
          toast({ title: T.renewed, description: T.renewedDescription });
          go({ kind: 'codes', codes });
        }}
      />
    );
  } else if (mode.kind === 'codes') {
    body = (
      <RecoveryCodesView
        codes={mode.codes}
        username={user.username}
        headingLevel={4}
        remind={remind}
        onSavedChange={(saved) => onCodesPending(!saved)}
        onDone={() => go({ kind: 'status' })}
      />
    );
  } else if (user.secondFactors.includes('totp')) {
    body = (
      <>
        <p className="account-status is-on">{T.on}</p>
        <div className="account-actions">
          <button type="button" className="button is-white" onClick={() => go({ kind: 'renewing' })}>
            {T.renew}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={`account-status${user.mfaEnabled ? ' is-on' : ''}`}>{user.mfaEnabled ? T.appOffWithKeys : T.off}</p>
        <p className="account-text">{T.offExplained}</p>
        <div className="account-actions">
          <button type="button" className={`button ${user.mfaEnabled ? 'is-white' : 'is-gold'}`} onClick={() => go({ kind: 'enrolling' })}>
            {user.mfaEnabled ? T.enableApp : T.enable}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="account-heading">
        {T.heading}
      </h3>
      {body}
    </section>
  );
}

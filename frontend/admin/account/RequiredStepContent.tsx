import { useState } from 'react';
import type { RecoveryCodes } from '../../../schemas/generated/recoveryCodes.ts';
import { useToast } from '../../toast/toastContext.ts';
import { session, type StaffUser } from '../session/sessionStore.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';
import { PasskeyAddForm } from './PasskeysSection.tsx';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.required;

/** The title and the reason of the step the session must take (the screen's or the dialog's heading). */
export const requiredStepTexts = (user: StaffUser) => (user.stage === 'password' ? T.password : T.twoFactor);

/**
 * What a session must do before the panel, and nothing else: choose a new password, or set up two-factor
 * sign-in (then keep the recovery codes, which hold the panel back until they are marked as saved: the
 * session is already a full one on the server by then). 'Cerrar sesión' is always offered.
 */
export interface RequiredStepContentProps {
  user: StaffUser;
  headingLevel: 2 | 3;
  /** Whether recovery codes are on screen and not yet marked as saved (a dialog does not close then). */
  onCodesPending?: (pending: boolean) => void;
  /** Raised when a dialog was asked to close while codes are pending. */
  remind?: number;
}

export function RequiredStepContent({ user, headingLevel, onCodesPending, remind }: RequiredStepContentProps) {
  const { toast } = useToast();
  const { signingOut, signOut } = useSignOut();
  const [enrolled, setEnrolled] = useState<RecoveryCodes | null>(null);

  let step;
  if (enrolled) {
    step = (
      <RecoveryCodesView
        codes={enrolled.recoveryCodes}
        username={user.username}
        headingLevel={headingLevel}
        doneLabel={T.continue}
        remind={remind}
        onSavedChange={(saved) => onCodesPending?.(!saved)}
        onDone={() => {
          onCodesPending?.(false);
          session.signedIn(enrolled.user ?? { ...user, mfaEnabled: true, stage: null });
        }}
      />
    );
  } else if (user.stage === 'password') {
    step = (
      <PasswordChangeForm
        user={user}
        required
        onChanged={(next) => {
          toast({ title: T.passwordSaved });
          session.signedIn(next);
        }}
      />
    );
  } else {
    const enrolled = (result: { recoveryCodes: string[] | null; user?: StaffUser }) => {
      toast({ title: T.twoFactorOn });
      if (!result.recoveryCodes) {
        session.signedIn(result.user ?? { ...user, mfaEnabled: true, stage: null });
        return;
      }
      setEnrolled({ recoveryCodes: result.recoveryCodes, user: result.user });
      onCodesPending?.(true);
    };
    step = (
      <>
        <TwoFactorEnrolment onConfirmed={enrolled} />
        <div className="required-step-alternative">
          <p className="account-text">{ACCOUNT_TEXTS.passkeys.orAddKey}</p>
          <PasskeyAddForm onAdded={enrolled} />
        </div>
      </>
    );
  }

  return (
    <div className="required-step">
      {step}
      <div className="required-step-exit">
        <button type="button" className="button is-text" aria-disabled={signingOut || undefined} onClick={() => void signOut()}>
          {signingOut ? T.signingOut : T.signOut}
        </button>
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/Modal.tsx';
import { useToast } from '../../toast/toastContext.ts';
import { session, type StaffUser } from '../session/sessionStore.ts';
import { MY_SESSIONS_KEY } from './accountApi.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';
import './account.scss';

const T = ACCOUNT_TEXTS;

/**
 * 'Mi cuenta': one's own password, two-factor sign-in and sessions, over the panel
 * (docs/decisions/0190-mi-cuenta-is-a-dialog.md). Its content is drawn afresh at each opening, so no password
 * typed earlier lingers. While new recovery codes are on screen and not marked as saved, closing is refused
 * with a reminder: they are never shown again.
 */
export function AccountDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: StaffUser }) {
  const [codesPending, setCodesPending] = useState(false);
  const [remind, setRemind] = useState(0);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const passwordHeadingId = useId();

  const close = () => {
    if (codesPending) {
      setRemind((count) => count + 1);
      return;
    }
    onClose();
  };

  const onPasswordChanged = (next: StaffUser) => {
    session.signedIn(next);
    toast({ title: T.password.changed, description: T.password.otherSessionsEnded });
    void queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={T.dialog.title}
      description={T.dialog.description(user.name, user.username)}
      size="large"
      className="account-dialog"
    >
      {open && (
        <div className="account-sections">
          <section className="account-section" aria-labelledby={passwordHeadingId}>
            <h3 id={passwordHeadingId} className="account-heading">
              {T.password.heading}
            </h3>
            <PasswordChangeForm user={user} onChanged={onPasswordChanged} />
          </section>
          <TwoFactorSection
            user={user}
            remind={remind}
            onCodesPending={(pending) => {
              setCodesPending(pending);
              setRemind(0);
            }}
          />
          <PasskeysSection
            user={user}
            remind={remind}
            onCodesPending={(pending) => {
              setCodesPending(pending);
              setRemind(0);
            }}
          />
          <SessionsSection />
        </div>
      )}
    </Modal>
  );
}

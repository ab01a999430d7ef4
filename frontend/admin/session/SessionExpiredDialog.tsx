import { Modal } from '../../components/Modal.tsx';
import { TEXTS } from '../texts.ts';
import { SignInForm } from './SignInForm.tsx';
import { session, useSession } from './sessionStore.ts';

/**
 * The sign-in again, over whatever the consultant was doing. It is a modal <dialog> opened after any
 * dialog already open, so it sits above it in the top layer; the panel and that dialog stay mounted
 * underneath with everything typed in them.
 */
export function SessionExpiredDialog() {
  const state = useSession();
  const open = state.status === 'signedIn' && state.expired;
  const username = state.status === 'signedIn' ? state.user.username : '';
  return (
    <Modal
      open={open}
      onClose={() => session.abandonReauthentication()}
      title={TEXTS.sessionExpired.title}
      description={TEXTS.sessionExpired.description}
      closeOnBackdrop={false}
      className="session-expired-dialog"
    >
      {/* A new form each time it opens: no password from an earlier prompt lingers. */}
      {open && <SignInForm initialUsername={username} onSignedIn={(user) => session.signedIn(user)} />}
    </Modal>
  );
}

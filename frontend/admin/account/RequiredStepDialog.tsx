import { useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { session, useSession } from '../session/sessionStore.ts';
import { RequiredStepContent, requiredStepTexts } from './RequiredStepContent.tsx';
import './account.scss';

/**
 * The step a session must take, asked over the page when a call was refused for it (the office began
 * to require two-factor sign-in while the panel was open): the page and any dialog stay underneath
 * with what was typed in them, and the refused calls are sent again once the step is done. Closing
 * it postpones the step: those calls fail, and the next refused call asks again (not while new recovery
 * codes are on screen unsaved: they are never shown again).
 */
export function RequiredStepDialog() {
  const state = useSession();
  const [codesPending, setCodesPending] = useState(false);
  const [remind, setRemind] = useState(0);
  const user = state.status === 'signedIn' ? state.user : null;
  const open = state.status === 'signedIn' && state.user.stage !== null && !state.stepPostponed;
  const texts = user?.stage ? requiredStepTexts(user) : null;
  return (
    <Modal
      open={open}
      onClose={() => (codesPending ? setRemind((count) => count + 1) : session.postponeStep())}
      title={texts?.title ?? ''}
      description={texts?.intro}
      closeOnBackdrop={false}
      size="large"
      className="required-step-dialog"
    >
      {open && user && (
        <RequiredStepContent
          user={user}
          headingLevel={3}
          remind={remind}
          onCodesPending={(pending) => {
            setCodesPending(pending);
            setRemind(0);
          }}
        />
      )}
    </Modal>
  );
}

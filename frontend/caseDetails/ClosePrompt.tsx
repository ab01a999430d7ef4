import { Modal } from '../components/Modal.tsx';
import { CASE_TEXTS } from './texts.ts';

const T = CASE_TEXTS.closePrompt;

export interface ClosePromptProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asked before the case dialog closes over unsaved changes; keeping on editing is the default. */
export function ClosePrompt({ open, onKeepEditing, onDiscard }: ClosePromptProps) {
  return (
    <Modal
      open={open}
      onClose={onKeepEditing}
      title={T.title}
      footer={
        <>
          <button type="button" className="button is-primary" data-autofocus onClick={onKeepEditing}>
            {T.keepEditing}
          </button>
          <button type="button" className="button is-danger is-outlined" onClick={onDiscard}>
            {T.discard}
          </button>
        </>
      }
    >
      <p>{T.question}</p>
    </Modal>
  );
}

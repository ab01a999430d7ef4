import { Modal } from '../../components/Modal.tsx';
import { TEXTS } from '../texts.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a destructive action; the safe choice has the focus. */
export function ConfirmDialog({ open, title, question, confirmLabel = TEXTS.dialogs.delete, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose} data-autofocus>
            {TEXTS.dialogs.cancel}
          </button>
          <button type="button" className="button is-danger" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
            {busy ? TEXTS.dialogs.working : confirmLabel}
          </button>
        </>
      }
    >
      <p>{question}</p>
    </Modal>
  );
}

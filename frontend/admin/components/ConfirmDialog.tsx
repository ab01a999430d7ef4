import { Modal } from '../../components/Modal.tsx';
import { TEXTS } from '../texts.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel?: string;
  /** A destructive action (red button, the default) or an ordinary one. */
  tone?: 'danger' | 'primary';
  busy: boolean;
  /** Why the server refused the action, in its words: shown in the dialog, which stays open. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a destructive action; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel = TEXTS.dialogs.delete,
  tone = 'danger',
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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
          <button
            type="button"
            className={`button ${tone === 'danger' ? 'is-danger' : 'is-primary'}`}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onConfirm()}
          >
            {busy ? TEXTS.dialogs.working : confirmLabel}
          </button>
        </>
      }
    >
      <p>{question}</p>
      {error && (
        <p className="dialog-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

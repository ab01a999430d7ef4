import { Modal } from '../../components/Modal.tsx';
import { TEXTS } from '../texts.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.discard;

export interface DiscardDraftDialogProps {
  open: boolean;
  label: string;
  /** Who saved the draft last, when the server holds one. */
  savedBy: string | null;
  publishedVersion: number;
  busy: boolean;
  /** Why the server refused, in Spanish. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Descartar borrador', asked first: what is lost (every unpublished change) and what the editor shows after. */
export function DiscardDraftDialog({ open, label, savedBy, publishedVersion, busy, error, onConfirm, onClose }: DiscardDraftDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.title}
      className="template-discard-dialog"
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {TEXTS.dialogs.cancel}
          </button>
          <button type="button" className="button is-danger" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
            {busy ? TEXTS.dialogs.working : T.confirm}
          </button>
        </>
      }
    >
      <p>{T.question(label, savedBy)}</p>
      <p>{T.after(publishedVersion)}</p>
      {error && (
        <p className="template-alert" role="alert" data-testid="discard-error">
          {error}
        </p>
      )}
    </Modal>
  );
}

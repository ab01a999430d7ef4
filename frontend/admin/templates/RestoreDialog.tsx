import { useEffect, useId, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { TEXTS } from '../texts.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const V = TEMPLATE_TEXTS.versions;

export interface RestoreDialogProps {
  /** The version to publish again; null while closed. */
  version: number | null;
  /** The number the restored content will be published as. */
  next: number;
  /** A draft is being edited: restoring leaves it as it is. */
  hasDraft: boolean;
  busy: boolean;
  /** Why the server refused, in Spanish. */
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** 'Restaurar esta versión', asked first: what will happen, and the note the new version is published with. */
export function RestoreDialog({ version, next, hasDraft, busy, error, onConfirm, onClose }: RestoreDialogProps) {
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const noteId = useId();
  const helpId = useId();
  const open = version !== null;
  useEffect(() => {
    if (!open) return;
    setNote('');
    setNoteMissing(false);
  }, [open, version]);

  const confirm = () => {
    if (busy) return;
    if (!note.trim()) return setNoteMissing(true);
    onConfirm(note.trim());
  };
  const problem = noteMissing ? V.restoreNoteRequired : error;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={version === null ? '' : V.restoreTitle(version)}
      className="template-restore-dialog"
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {TEXTS.dialogs.cancel}
          </button>
          <button type="button" className="button is-link" aria-disabled={busy || undefined} onClick={confirm}>
            {busy ? TEXTS.dialogs.working : V.restoreConfirm}
          </button>
        </>
      }
    >
      {version !== null && <p>{V.restoreQuestion(version, next)}</p>}
      {hasDraft && <p className="help">{V.restoreDraftKept}</p>}
      <div className="field template-restore-note">
        <label className="label" htmlFor={noteId}>
          {V.restoreNote}
        </label>
        <input
          id={noteId}
          className={`input ${noteMissing ? 'is-danger' : ''}`}
          value={note}
          maxLength={2000}
          aria-describedby={helpId}
          aria-invalid={noteMissing || undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteMissing(false);
          }}
          onKeyDown={(event) => event.key === 'Enter' && confirm()}
        />
        <p id={helpId} className="help">
          {V.restoreNoteHelp}
        </p>
      </div>
      {problem && (
        <p className="template-alert" role="alert" data-testid="restore-error">
          {problem}
        </p>
      )}
    </Modal>
  );
}

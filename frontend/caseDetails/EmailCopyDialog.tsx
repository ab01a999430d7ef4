import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../components/Modal.tsx';
import { CASE_TEXTS } from './texts.ts';
import { isEmailAddress } from '../../engine/validation/emailAddress.ts';

const T = CASE_TEXTS.emailCopy;

// The same rule the server applies to the address (engine/validation/emailAddress.ts).

export interface EmailCopyDialogProps {
  open: boolean;
  /** The client's address, offered first; the consultant may change it. */
  defaultTo: string;
  sending: boolean;
  /** A message from the server about the address, shown under the field. */
  serverError?: string | null;
  onSend: (to: string) => void;
  onClose: () => void;
}

/** Asks where to send the copy; what was typed survives a failed send and closing the dialog. */
export function EmailCopyDialog({ open, defaultTo, sending, serverError, onSend, onClose }: EmailCopyDialogProps) {
  const [to, setTo] = useState(defaultTo);
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();

  // A different case (or client address) starts from its own address.
  useEffect(() => {
    setTo(defaultTo);
    setTouched(false);
  }, [defaultTo]);

  const invalid = !isEmailAddress(to.trim());
  const message = touched && invalid ? T.invalid : (serverError ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || sending) return;
    onSend(to.trim());
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={T.title}
      description={T.description}
      footer={
        <>
          <button type="button" className="button is-light" onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" form={`${inputId}-form`} className="button is-primary" aria-disabled={sending || undefined}>
            {sending ? T.sending : T.send}
          </button>
        </>
      }
    >
      <form id={`${inputId}-form`} noValidate onSubmit={submit}>
        <div className="field">
          <label className="label" htmlFor={inputId}>
            {T.to}
          </label>
          <div className="control">
            <input
              id={inputId}
              className={`input ${message ? 'is-danger' : ''}`}
              type="email"
              autoComplete="email"
              value={to}
              data-autofocus
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              onChange={(event) => setTo(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </div>
          {message && (
            <p id={errorId} className="help is-danger" role="alert">
              {message}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}

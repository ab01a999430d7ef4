import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { focusFirstError } from './focusFirstError.ts';
import { formFailure, NO_FAILURE, withoutField, type FormFailure } from './formFailure.ts';
import { HandOver } from './HandOver.tsx';
import { PasswordField } from './PasswordField.tsx';
import { staffApi, useStaffChange, type StaffMember } from './staffApi.ts';
import { STAFF_TEXTS as T } from './texts.ts';

/**
 * 'Restablecer contraseña': a temporary password for someone who forgot theirs (typed or generated);
 * once stored, the dialog shows it to pass on. Their sessions end; they choose their own at the next sign-in.
 */
export function PasswordResetDialog({ member, open, onClose }: { member: StaffMember; open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure<'password'>>(NO_FAILURE);
  const [stored, setStored] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const id = useId();
  const reset = useStaffChange(
    (next: string) => staffApi.resetPassword(member.id, next),
    (_member, next) => setStored(next),
  );

  useEffect(() => {
    if (stored) done.current?.focus();
  }, [stored]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setFailure(NO_FAILURE);
    reset.mutate(password, {
      onError: (error) => {
        const found = formFailure(error, ['password'], T.network);
        setFailure(found);
        focusFirstError(form.current, ['password'], found.fields);
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={stored ? T.resetPassword.done(member.name) : T.resetPassword.title(member.name)}
      description={stored ? undefined : T.resetPassword.description(member.name)}
      className="staff-dialog"
      footer={
        stored ? (
          <button type="button" ref={done} className="button is-primary" onClick={onClose}>
            {T.handOver.close}
          </button>
        ) : (
          <>
            <button type="button" className="button is-light" onClick={onClose}>
              {T.cancel}
            </button>
            <button type="submit" form={`${id}-form`} className="button is-primary" aria-disabled={reset.isPending || undefined}>
              {reset.isPending ? T.resetPassword.submitting : T.resetPassword.submit}
            </button>
          </>
        )
      }
    >
      {stored ? (
        <HandOver username={member.username} password={stored} />
      ) : (
        <form id={`${id}-form`} ref={form} onSubmit={submit} noValidate>
          <PasswordField
            value={password}
            onChange={(next) => {
              setPassword(next);
              setFailure((current) => withoutField(current, 'password'));
            }}
            username={member.username}
            error={failure.fields.password}
          />
          {failure.message && (
            <p className="dialog-error" role="alert">
              {failure.message}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}

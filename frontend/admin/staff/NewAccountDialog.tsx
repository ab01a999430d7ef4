import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Role } from '../../../engine/staff/roles.ts';
import type { StaffCreate } from '../../../schemas/generated/staffCreate.ts';
import { Modal } from '../../components/Modal.tsx';
import { focusFirstError } from './focusFirstError.ts';
import { formFailure, NO_FAILURE, withoutField, type FormFailure } from './formFailure.ts';
import { HandOver } from './HandOver.tsx';
import { PasswordField } from './PasswordField.tsx';
import { RoleChoice } from './RoleChoice.tsx';
import { staffApi, useStaffChange } from './staffApi.ts';
import { STAFF_TEXTS as T } from './texts.ts';

const FIELDS = ['name', 'username', 'role', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * 'Nueva cuenta': name, username, role and a temporary password. Once created, the dialog shows the
 * username and password to pass on; what the server refuses is said at its field.
 */
export function NewAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure<Field>>(NO_FAILURE);
  const [created, setCreated] = useState<{ name: string; username: string; password: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const id = useId();
  const create = useStaffChange(staffApi.create, (member, body) =>
    setCreated({ name: member.name, username: member.username, password: body.password }),
  );

  useEffect(() => {
    if (created) done.current?.focus();
  }, [created]);

  const close = () => {
    if (created) {
      // The next account starts from an empty form.
      setName('');
      setUsername('');
      setRole('');
      setPassword('');
      setCreated(null);
    }
    setFailure(NO_FAILURE);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(NO_FAILURE);
    // Without a role chosen the body has none, and the server says 'Elija el rol' at the choice.
    const body = { name, username: username.trim(), password, ...(role ? { role } : {}) } as StaffCreate;
    create.mutate(body, {
      onError: (error) => {
        const found = formFailure(error, FIELDS, T.network);
        setFailure(found);
        focusFirstError(form.current, FIELDS, found.fields);
      },
    });
  };

  const errorOf = (field: Field) => failure.fields[field];
  const edited = (field: Field) => setFailure((current) => withoutField(current, field));
  const described = (field: Field, help?: string) =>
    [errorOf(field) ? `${id}-${field}-error` : '', help ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <Modal
      open={open}
      onClose={close}
      title={created ? T.create.done(created.name) : T.create.title}
      description={created ? undefined : T.create.description}
      className="staff-dialog"
      footer={
        created ? (
          <button type="button" ref={done} className="button is-primary" onClick={close}>
            {T.handOver.close}
          </button>
        ) : (
          <>
            <button type="button" className="button is-light" onClick={close}>
              {T.cancel}
            </button>
            <button type="submit" form={`${id}-form`} className="button is-primary" aria-disabled={create.isPending || undefined}>
              {create.isPending ? T.create.submitting : T.create.submit}
            </button>
          </>
        )
      }
    >
      {created ? (
        <HandOver username={created.username} password={created.password} />
      ) : (
        <form id={`${id}-form`} ref={form} onSubmit={submit} noValidate>
          <div className="field" data-field="name">
            <label className="label" htmlFor={`${id}-name`}>
              {T.fields.name}
            </label>
            <input
              id={`${id}-name`}
              className={`input${errorOf('name') ? ' is-danger' : ''}`}
              value={name}
              maxLength={100}
              autoComplete="off"
              aria-invalid={errorOf('name') ? true : undefined}
              aria-describedby={described('name')}
              onChange={(event) => {
                setName(event.target.value);
                edited('name');
              }}
            />
            {errorOf('name') && (
              <p className="help is-danger" id={`${id}-name-error`}>
                {errorOf('name')}
              </p>
            )}
          </div>
          <div className="field" data-field="username">
            <label className="label" htmlFor={`${id}-username`}>
              {T.fields.username}
            </label>
            <input
              id={`${id}-username`}
              className={`input${errorOf('username') ? ' is-danger' : ''}`}
              value={username}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={errorOf('username') ? true : undefined}
              aria-describedby={described('username', `${id}-username-help`)}
              onChange={(event) => {
                setUsername(event.target.value);
                edited('username');
              }}
            />
            {errorOf('username') && (
              <p className="help is-danger" id={`${id}-username-error`}>
                {errorOf('username')}
              </p>
            )}
            <p className="help" id={`${id}-username-help`}>
              {T.create.usernameHelp}
            </p>
          </div>
          <RoleChoice
            value={role}
            onChange={(next) => {
              setRole(next);
              edited('role');
            }}
            error={errorOf('role')}
          />
          <PasswordField
            value={password}
            onChange={(next) => {
              setPassword(next);
              edited('password');
            }}
            username={username.trim()}
            error={errorOf('password')}
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

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/apiRequest.ts';
import { errorMessage } from '../session/adminRequest.ts';
import type { StaffUser } from '../session/sessionStore.ts';
import { TEXTS } from '../texts.ts';
import { changePassword } from './accountApi.ts';
import { passwordChangeProblems, type PasswordChangeInput, type PasswordField } from './passwordChangeProblems.ts';
import { TextField } from './TextField.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.password;
const FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'repeat'];
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', repeat: '' };

export interface PasswordChangeFormProps {
  user: StaffUser;
  /** The session must choose a password before the panel (the current one may be a temporary one). */
  required?: boolean;
  onChanged: (user: StaffUser) => void;
}

/**
 * The current password, the new one twice, with the rules beside them and a switch to show what was
 * typed. Problems the browser can see are shown without asking the server; the server's (wrong current
 * password, a common password) are shown at their field. The focus goes to the first field at fault.
 */
export function PasswordChangeForm({ user, required = false, onChanged }: PasswordChangeFormProps) {
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const focusFirstError = useRef(false);
  const rulesId = useId();
  const formErrorId = useId();

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const field = FIELDS.find((name) => errors[name]);
    if (field) inputs.current[field]?.focus();
  });

  const showErrors = (found: Partial<Record<PasswordField, string>>) => {
    setErrors(found);
    focusFirstError.current = true;
  };

  const mutation = useMutation({
    mutationFn: () => changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: (next) => {
      setValues(EMPTY);
      setErrors({});
      onChanged(next);
    },
    onError: (error) => {
      const details = error instanceof ApiError ? (error.payload?.details ?? []) : [];
      const found: Partial<Record<PasswordField, string>> = {};
      for (const { path, message } of details) if (path === 'currentPassword' || path === 'newPassword') found[path] ??= message;
      if (Object.keys(found).length > 0) {
        // A wrong current password is typed again; a refused new one is chosen again, both boxes.
        setValues((typed) => ({
          currentPassword: found.currentPassword ? '' : typed.currentPassword,
          newPassword: found.newPassword ? '' : typed.newPassword,
          repeat: found.newPassword ? '' : typed.repeat,
        }));
        showErrors(found);
      } else {
        setFormError(errorMessage(error, TEXTS.errors.network));
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const problems = passwordChangeProblems(values, user.username);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    setErrors({});
    mutation.mutate();
  };

  const field = (name: PasswordField) => ({
    value: values[name],
    error: errors[name],
    type: shown ? 'text' : 'password',
    spellCheck: false,
    autoCapitalize: 'none',
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((typed) => ({ ...typed, [name]: value }));
    },
  });

  return (
    <form className="account-form password-form" onSubmit={onSubmit} noValidate aria-describedby={formError ? formErrorId : undefined}>
      <TextField
        label={required ? T.currentOrTemporary : T.current}
        name="current-password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField label={T.next} name="new-password" autoComplete="new-password" describedBy={rulesId} {...field('newPassword')} />
      <div id={rulesId} className="password-rules">
        <p>{T.rulesTitle}</p>
        <ul>
          {T.rules(user.username).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <TextField label={T.repeat} name="repeat-password" autoComplete="new-password" {...field('repeat')} />
      <label className="account-check">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        <span>{T.show}</span>
      </label>
      <div id={formErrorId} role="alert" className={formError ? 'account-form-error' : undefined}>
        {formError}
      </div>
      <button type="submit" className={`button is-gold${required ? ' is-fullwidth' : ''}`} aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? T.submitting : required ? T.submitRequired : T.submit}
      </button>
    </form>
  );
}

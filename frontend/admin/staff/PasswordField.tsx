import { useId, useState } from 'react';
import { generatePassword } from './generatePassword.ts';
import { STAFF_TEXTS as T } from './texts.ts';

export interface PasswordFieldProps {
  value: string;
  onChange: (password: string) => void;
  /** The account's username: a generated password never contains it (the server refuses that). */
  username: string;
  error?: string;
}

/**
 * The temporary password an administrador gives a person: typed, or made by 'Generar'. It is shown in
 * clear (it is meant to be read out or copied and passed on, and is changed at the first sign-in).
 */
export function PasswordField({ value, onChange, username, error }: PasswordFieldProps) {
  const id = useId();
  const [generated, setGenerated] = useState(false);
  return (
    <div className="field staff-password" data-field="password">
      <label className="label" htmlFor={id}>
        {T.password.label}
      </label>
      <div className="field has-addons">
        <div className="control is-expanded">
          <input
            id={id}
            className={`input staff-secret${error ? ' is-danger' : ''}`}
            type="text"
            value={value}
            maxLength={128}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${error ? `${id}-error ` : ''}${id}-help`}
            onChange={(event) => {
              setGenerated(false);
              onChange(event.target.value);
            }}
          />
        </div>
        <div className="control">
          <button
            type="button"
            className="button is-link is-light"
            title={T.password.generateLabel}
            onClick={() => {
              onChange(generatePassword(username));
              setGenerated(true);
            }}
          >
            {T.password.generate}
          </button>
        </div>
      </div>
      {error && (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      )}
      <p className="help" id={`${id}-help`}>
        {T.password.help}
      </p>
      <p className="is-sr-only" role="status">
        {generated ? T.password.generated : ''}
      </p>
    </div>
  );
}

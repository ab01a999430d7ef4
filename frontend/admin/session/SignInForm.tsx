import { useId, useRef, useState, type FormEvent } from 'react';
import { TEXTS } from '../texts.ts';
import { signIn } from './authApi.ts';
import type { StaffUser } from './sessionStore.ts';

export interface SignInFormProps {
  onSignedIn: (user: StaffUser) => void;
  /** Pre-filled (the overlay knows who was signed in). */
  initialUsername?: string;
}

/** Username and password; the error is announced and the password field is cleared after a failure. */
export function SignInForm({ onSignedIn, initialUsername = '' }: SignInFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const userId = useId();
  const passwordId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    const result = await signIn(username, password);
    setSubmitting(false);
    if (result.ok) {
      setPassword('');
      onSignedIn(result.user);
    } else {
      setError(result.message);
      setPassword('');
      passwordInput.current?.focus();
    }
  };

  return (
    <form className="sign-in-form" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      <div className="field">
        <label className="label" htmlFor={userId}>
          {TEXTS.signIn.username}
        </label>
        <input
          id={userId}
          className="input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          data-autofocus={initialUsername ? undefined : true}
          aria-invalid={Boolean(error) || undefined}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor={passwordId}>
          {TEXTS.signIn.password}
        </label>
        <input
          ref={passwordInput}
          id={passwordId}
          className="input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-autofocus={initialUsername ? true : undefined}
          aria-invalid={Boolean(error) || undefined}
        />
      </div>
      <div id={errorId} role="alert" className={error ? 'sign-in-error' : undefined}>
        {error}
      </div>
      <button type="submit" className="button is-gold is-fullwidth" aria-disabled={submitting || undefined}>
        {submitting ? TEXTS.signIn.submitting : TEXTS.signIn.submit}
      </button>
    </form>
  );
}

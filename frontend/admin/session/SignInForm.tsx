import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TEXTS } from '../texts.ts';
import { signIn, signInWithCode, signInWithPasskey } from './authApi.ts';
import { sixDigitCode } from './sixDigitCode.ts';
import type { StaffUser } from './sessionStore.ts';

export interface SignInFormProps {
  onSignedIn: (user: StaffUser) => void;
  /** Pre-filled (the overlay knows who was signed in). */
  initialUsername?: string;
}

type CodeKind = 'code' | 'recovery';
type Step = 'password' | CodeKind | 'passkey';
type Method = 'totp' | 'passkey';

const T = TEXTS.signIn;

/** Why a typed code is not sent, or null. */
function codeProblem(kind: CodeKind, value: string): string | null {
  if (!value.trim()) return kind === 'recovery' ? T.code.recoveryMissing : T.code.missing;
  return kind === 'code' && !sixDigitCode(value) ? T.code.malformed : null;
}

/**
 * Username and password, then, for an account with two-factor sign-in, its passkey, the app's code or a
 * recovery code (a passkey first when the account has one). The error is announced and the focus goes to
 * the field to type again; a wait for the code that ended brings back the password step with the reason.
 */
export function SignInForm({ onSignedIn, initialUsername = '' }: SignInFormProps) {
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [methods, setMethods] = useState<Method[]>([]);
  // `atFault`: the fields shown are what was wrong (not so for a wait that ended: nothing typed was wrong).
  const [error, setError] = useState<{ message: string; atFault: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the step drawn next is on screen.
  const focusNext = useRef<'password' | 'code' | 'passkey' | null>(null);
  const errorId = useId();
  const userId = useId();
  const passwordId = useId();
  const codeId = useId();

  useEffect(() => {
    const target =
      focusNext.current === 'password'
        ? passwordInput.current
        : focusNext.current === 'code'
          ? codeInput.current
          : focusNext.current === 'passkey'
            ? passkeyButton.current
            : null;
    focusNext.current = null;
    target?.focus();
  });

  const goTo = (next: Step, message: string | null = null) => {
    setStep(next);
    setError(message ? { message, atFault: false } : null);
    setCode('');
    focusNext.current = next === 'password' ? 'password' : next === 'passkey' ? 'passkey' : 'code';
  };

  const submitPassword = async () => {
    const result = await signIn(username, password);
    setPassword('');
    if (result.kind === 'signedIn') onSignedIn(result.user);
    else if (result.kind === 'codeRequired') {
      setMethods(result.methods);
      goTo(result.methods.includes('passkey') ? 'passkey' : 'code');
    } else {
      setError({ message: result.message, atFault: true });
      passwordInput.current?.focus();
    }
  };

  const submitCode = async (kind: CodeKind) => {
    const problem = codeProblem(kind, code);
    if (problem) {
      setError({ message: problem, atFault: true });
      codeInput.current?.focus();
      return;
    }
    const result = await signInWithCode(kind === 'code' ? { code: sixDigitCode(code)! } : { recoveryCode: code.trim() });
    if (result.kind === 'signedIn') {
      setCode('');
      onSignedIn(result.user);
    } else if (result.restart) {
      goTo('password', result.message);
    } else {
      setError({ message: result.message, atFault: true });
      setCode('');
      codeInput.current?.focus();
    }
  };

  const submitPasskey = async () => {
    const result = await signInWithPasskey();
    if (result.kind === 'signedIn') onSignedIn(result.user);
    else if (result.restart) goTo('password', result.message);
    else {
      setError({ message: result.message, atFault: false });
      passkeyButton.current?.focus();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await (step === 'password' ? submitPassword() : step === 'passkey' ? submitPasskey() : submitCode(step));
    } finally {
      setSubmitting(false);
    }
  };

  const invalid = error?.atFault || undefined;
  const describedBy = error ? errorId : undefined;
  const recovery = step === 'recovery';

  return (
    <form className="sign-in-form" onSubmit={onSubmit} noValidate>
      {step === 'password' ? (
        <>
          <div className="field">
            <label className="label" htmlFor={userId}>
              {T.username}
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
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
          <div className="field">
            <label className="label" htmlFor={passwordId}>
              {T.password}
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
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
        </>
      ) : step === 'passkey' ? (
        <p className="sign-in-step-intro">{T.passkey.intro}</p>
      ) : (
        <>
          <p className="sign-in-step-intro">{recovery ? T.code.recoveryIntro : T.code.intro}</p>
          <div className="field">
            <label className="label" htmlFor={codeId}>
              {recovery ? T.code.recoveryLabel : T.code.label}
            </label>
            {/* A new input for each kind: the phone's keyboard and the browser's autofill follow its attributes. */}
            <input
              key={step}
              ref={codeInput}
              id={codeId}
              className={`input sign-in-code${recovery ? ' is-recovery' : ''}`}
              name={recovery ? 'recoveryCode' : 'code'}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              autoCapitalize={recovery ? 'characters' : 'none'}
              spellCheck={false}
              maxLength={recovery ? 40 : 12}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
        </>
      )}
      {/* One live region for every step, in the same place in the tree, so it stays mounted and a message given while the step changes is announced. */}
      <div id={errorId} role="alert" className={error ? 'sign-in-error' : undefined}>
        {error?.message}
      </div>
      <button ref={passkeyButton} type="submit" className="button is-gold is-fullwidth" aria-disabled={submitting || undefined}>
        {step === 'password'
          ? submitting
            ? T.submitting
            : T.submit
          : step === 'passkey'
            ? submitting
              ? T.passkey.using
              : T.passkey.use
            : submitting
              ? T.code.submitting
              : T.code.submit}
      </button>
      {step !== 'password' && (
        <div className="sign-in-alternatives">
          {step !== 'passkey' && methods.includes('passkey') && (
            <button type="button" className="button is-text" onClick={() => goTo('passkey')}>
              {T.passkey.use}
            </button>
          )}
          {step !== 'code' && methods.includes('totp') && (
            <button type="button" className="button is-text" onClick={() => goTo('code')}>
              {T.code.useApp}
            </button>
          )}
          {step !== 'recovery' && (
            <button type="button" className="button is-text" onClick={() => goTo('recovery')}>
              {T.code.useRecovery}
            </button>
          )}
          <button type="button" className="button is-text" onClick={() => goTo('password')}>
            {T.code.back}
          </button>
        </div>
      )}
    </form>
  );
}

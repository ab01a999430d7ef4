import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes } from '../../../schemas/generated/recoveryCodes.ts';
import type { TotpSetup } from '../../../schemas/generated/totpSetup.ts';
import { errorMessage } from '../session/adminRequest.ts';
import { sixDigitCode } from '../session/sixDigitCode.ts';
import { TEXTS } from '../texts.ts';
import { confirmTwoFactor, fieldMessage, setUpTwoFactor } from './accountApi.ts';
import { qrImageSource } from './qrImageSource.ts';
import { secretGroups } from './secretGroups.ts';
import { TextField } from './TextField.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.twoFactor;

export interface TwoFactorEnrolmentProps {
  onConfirmed: (result: RecoveryCodes) => void;
  /** Offers 'Cancelar' (not where the set-up is required). */
  onCancel?: () => void;
}

/**
 * Setting up two-factor sign-in: asks the server for a new secret as it opens, shows it as a QR code
 * and as a key to type, explains the steps, and confirms with the first code of the app. It holds the
 * focus from the start (the button that opened it is gone), while the QR code loads and after.
 */
export function TwoFactorEnrolment({ onConfirmed, onCancel }: TwoFactorEnrolmentProps) {
  const setup = useMutation({ mutationFn: setUpTwoFactor });
  const { mutate: startSetup } = setup;
  const started = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  // Once per opening (a development build runs effects twice): each call replaces the secret the server waits for.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  useEffect(() => root.current?.focus(), []);

  const cancel = onCancel && (
    <button type="button" className="button is-light" onClick={onCancel}>
      {T.cancel}
    </button>
  );

  let content;
  if (setup.isSuccess) {
    content = <EnrolmentSteps setup={setup.data} onConfirmed={onConfirmed} cancel={cancel} />;
  } else if (setup.isError) {
    content = (
      <div className="account-state is-error" role="alert">
        <p>
          {T.setupFailed} {errorMessage(setup.error, TEXTS.errors.network)}
        </p>
        <div className="account-actions">
          <button type="button" className="button is-white" onClick={() => startSetup()}>
            {T.retry}
          </button>
          {cancel}
        </div>
      </div>
    );
  } else {
    content = (
      <p className="account-state" role="status">
        {T.preparing}
      </p>
    );
  }
  return (
    <div ref={root} tabIndex={-1} className="totp-enrolment">
      {content}
    </div>
  );
}

/** The steps in plain words, the QR code and the key, and the code to confirm. */
function EnrolmentSteps({
  setup,
  onConfirmed,
  cancel,
}: {
  setup: TotpSetup;
  onConfirmed: (result: RecoveryCodes) => void;
  cancel: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const stepsId = useId();
  const secretId = useId();

  const confirm = useMutation({
    mutationFn: (digits: string) => confirmTwoFactor(digits),
    onSuccess: onConfirmed,
    onError: (error) => {
      setCodeError(fieldMessage(error, 'code') ?? errorMessage(error, TEXTS.errors.network));
      setCode('');
      codeInput.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const digits = sixDigitCode(code);
    if (!digits) {
      setCodeError(code.trim() ? T.malformedCode : T.missingCode);
      codeInput.current?.focus();
      return;
    }
    setCodeError(null);
    confirm.mutate(digits);
  };

  return (
    <>
      <ol id={stepsId} className="totp-steps" aria-label={T.stepsLabel}>
        {T.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="totp-code-box">
        <img className="totp-qr" src={qrImageSource(setup.qrSvg)} alt={T.qrAlt} width={184} height={184} />
        <div className="totp-secret">
          <p id={secretId}>{T.cannotScan}</p>
          <p className="totp-secret-key" aria-labelledby={secretId} data-testid="totp-secret">
            {secretGroups(setup.secret).map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </p>
          <a className="totp-open-app" href={setup.otpauthUrl}>
            {T.openInApp}
          </a>
        </div>
      </div>
      <form className="account-form totp-confirm" onSubmit={onSubmit} noValidate>
        <TextField
          label={T.code}
          name="code"
          className="totp-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
          inputRef={codeInput}
        />
        <div className="account-actions">
          <button type="submit" className="button is-gold" aria-disabled={confirm.isPending || undefined}>
            {confirm.isPending ? T.confirming : T.confirm}
          </button>
          {cancel}
        </div>
      </form>
    </>
  );
}

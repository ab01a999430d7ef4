import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../session/adminRequest.ts';
import { sixDigitCode } from '../session/sixDigitCode.ts';
import { TEXTS } from '../texts.ts';
import { fieldMessage, renewRecoveryCodes } from './accountApi.ts';
import { TextField } from './TextField.tsx';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.twoFactor;

/** 'Generar códigos nuevos': a current code of the app proves the phone is at hand (a session alone is not enough). */
export function RenewCodesForm({ onRenewed, onCancel }: { onRenewed: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const introId = useId();

  useEffect(() => input.current?.focus(), []);

  const renew = useMutation({
    mutationFn: (digits: string) => renewRecoveryCodes(digits),
    onSuccess: (result) => onRenewed(result.recoveryCodes),
    onError: (error) => {
      setCodeError(fieldMessage(error, 'code') ?? errorMessage(error, TEXTS.errors.network));
      setCode('');
      input.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (renew.isPending) return;
    const digits = sixDigitCode(code);
    if (!digits) {
      setCodeError(code.trim() ? T.malformedCode : T.missingCode);
      input.current?.focus();
      return;
    }
    setCodeError(null);
    renew.mutate(digits);
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <p id={introId} className="account-text">
        {T.renewIntro}
      </p>
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
        inputRef={input}
        describedBy={introId}
      />
      <div className="account-actions">
        <button type="submit" className="button is-gold" aria-disabled={renew.isPending || undefined}>
          {renew.isPending ? T.renewing : T.renewSubmit}
        </button>
        <button type="button" className="button is-light" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

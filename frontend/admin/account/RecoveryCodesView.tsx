import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import { recoveryCodesFile } from './recoveryCodesFile.ts';
import { ACCOUNT_TEXTS } from './texts.ts';

const T = ACCOUNT_TEXTS.recoveryCodes;

export interface RecoveryCodesViewProps {
  codes: readonly string[];
  username: string;
  /** Called by the done button once 'Los he guardado' is ticked. */
  onDone: () => void;
  doneLabel?: string;
  /** Tells whoever may close the view whether 'Los he guardado' is ticked. */
  onSavedChange?: (saved: boolean) => void;
  /** Raised by whoever was asked to close the view before the box was ticked: the reminder shows and the box takes the focus. */
  remind?: number;
  /** The heading's level where the view is placed. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The ten recovery codes, shown this once: download them as a .txt file, copy them, and tick 'Los he
 * guardado' before going on (pressing on without it says why and points at the box).
 */
export function RecoveryCodesView({
  codes,
  username,
  onDone,
  doneLabel = T.done,
  onSavedChange,
  remind = 0,
  headingLevel = 3,
}: RecoveryCodesViewProps) {
  const Heading = `h${headingLevel}` as const;
  const [saved, setSaved] = useState(false);
  const [reminded, setReminded] = useState(false);
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const reminderId = useId();

  const showReminder = () => {
    setReminded(true);
    checkbox.current?.focus();
  };

  // The codes replace what the person was doing (the form they confirmed): reading starts at their heading.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (remind > 0) showReminder();
  }, [remind]);

  const download = () => {
    const text = recoveryCodesFile(codes, username, formatDateTime(new Date().toISOString()));
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = T.fileName(username);
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the address; it is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const onSaved = (value: boolean) => {
    setSaved(value);
    if (value) setReminded(false);
    onSavedChange?.(value);
  };

  return (
    <section className="recovery-codes" aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="account-subheading">
        {T.heading}
      </Heading>
      <p className="account-text">{T.intro}</p>
      <ol className="recovery-code-list" aria-label={T.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-actions">
        <button type="button" className="button is-white" onClick={download}>
          {T.download}
        </button>
        <button type="button" className="button is-white" onClick={copy}>
          {T.copy}
        </button>
      </div>
      <p role="status" className={`account-note${copyState === 'failed' ? ' is-error' : ''}`}>
        {copyState === 'copied' ? T.copied : copyState === 'failed' ? T.copyFailed : ''}
      </p>
      <label className="account-check is-emphasised">
        <input
          ref={checkbox}
          type="checkbox"
          checked={saved}
          onChange={(event) => onSaved(event.target.checked)}
          aria-describedby={reminded ? reminderId : undefined}
        />
        <span>{T.saved}</span>
      </label>
      <p id={reminderId} role="alert" className={reminded ? 'account-form-error' : undefined}>
        {reminded ? T.savedFirst : ''}
      </p>
      <div className="account-actions">
        <button type="button" className="button is-gold" onClick={() => (saved ? onDone() : showReminder())}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}

import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The field's error; the input is marked invalid and described by it. */
  error?: string | null;
  /** Ids of other elements that describe the field (the rules of a password). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled Bulma input with its error under it, tied together for screen readers and announced when it appears. */
export function TextField({ label, error, describedBy, inputRef, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={`input ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {/* Kept mounted, empty while there is no error: a live region, so an error is read out even when the focus is already in the field. */}
      <p id={errorId} role="alert" className={error ? 'help is-danger' : 'help'}>
        {error}
      </p>
    </div>
  );
}

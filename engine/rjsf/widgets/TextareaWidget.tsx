import { useCallback } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useBufferedText } from '../useBufferedText.ts';

/** Free text over several lines (details, notes); typed text reaches the form after a pause or on leaving. */
export function TextareaWidget({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  options,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  placeholder,
  schema,
}: WidgetProps) {
  const commit = useCallback((text: string) => onChange(text === '' ? options.emptyValue : text), [onChange, options.emptyValue]);
  const buffer = useBufferedText<HTMLTextAreaElement>(value, commit);
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className={`textarea ${rawErrors?.length ? 'is-danger' : ''}`}
      ref={buffer.ref}
      defaultValue={buffer.defaultValue}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      onChange={({ target }) => buffer.change(target.value)}
      onBlur={({ target }) => {
        buffer.flush();
        onBlur(id, target.value);
      }}
      onKeyDown={(event) => event.key === 'Escape' && buffer.flush()}
      onFocus={({ target }) => onFocus(id, target.value)}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

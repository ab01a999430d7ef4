import { useCallback, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useBufferedText } from '../useBufferedText.ts';

/**
 * Text, e-mail, date and number inputs. Numbers are typed as text (with a numeric keyboard) so that
 * 'NA' can be written in them too; RJSF's number field turns digits into a number and keeps 'NA' as
 * text. Typed text reaches the form after a pause or when the field is left (useBufferedText); a date
 * picker changes the value at once.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    type,
    rawErrors,
    placeholder,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const immediate = inputProps.type === 'date' || Boolean(onChangeOverride);
  const commit = useCallback((text: string) => onChange(text === '' ? options.emptyValue : text), [onChange, options.emptyValue]);
  const buffer = useBufferedText<HTMLInputElement>(value, commit);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => (immediate ? commit(target.value) : buffer.change(target.value));
  const handleBlur = ({ target }: FocusEvent<HTMLInputElement>) => {
    buffer.flush();
    onBlur(id, target.value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Escape') buffer.flush();
  };
  return (
    <input
      id={id}
      name={htmlName || id}
      className={`input ${rawErrors?.length ? 'is-danger' : ''}`}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      {...inputProps}
      type={numeric ? 'text' : inputProps.type}
      inputMode={numeric ? 'decimal' : undefined}
      step={undefined}
      {...(immediate
        ? { value: value === undefined || value === null ? '' : String(value) }
        : { ref: buffer.ref, defaultValue: buffer.defaultValue })}
      onChange={onChangeOverride || handleChange}
      onBlur={handleBlur}
      onFocus={({ target }) => onFocus(id, target.value)}
      onKeyDown={handleKeyDown}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

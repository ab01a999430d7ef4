import { type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isNotApplicable, NOT_APPLICABLE } from '../../na/isNotApplicable.ts';

const NONE = '';

/** A drop-down of the field's options (Spanish titles, stored values), plus 'No aplica (NA)'. */
export function SelectWidget({ id, htmlName, value, disabled, readonly, autofocus, options, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((option) => option.value === value);
  const selected = isNotApplicable(value) ? NOT_APPLICABLE : index >= 0 ? String(index) : NONE;
  const valueOf = (raw: string) => (raw === NONE ? options.emptyValue : raw === NOT_APPLICABLE ? NOT_APPLICABLE : choices[Number(raw)]?.value);
  return (
    <div className={`select is-fullwidth ${rawErrors?.length ? 'is-danger' : ''}`}>
      <select
        id={id}
        name={htmlName || id}
        value={selected}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(valueOf(event.target.value))}
        onBlur={(event) => onBlur(id, valueOf(event.target.value))}
        onFocus={(event) => onFocus(id, valueOf(event.target.value))}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
      >
        <option value={NONE}>Seleccione…</option>
        {choices.map((option, i) => (
          <option key={i} value={String(i)}>
            {option.label}
          </option>
        ))}
        <option value={NOT_APPLICABLE}>No aplica (NA)</option>
      </select>
    </div>
  );
}

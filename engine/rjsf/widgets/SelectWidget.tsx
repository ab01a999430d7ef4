import { type ChangeEvent } from 'react';
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { isNotApplicable, NOT_APPLICABLE } from '../../notApplicable/isNotApplicable.ts';
import { offersNotApplicable } from '../caseFormContext.ts';

const NONE = '';

/**
 * A drop-down of the field's options (Spanish titles, stored values), plus 'No aplica (NA)'; for a list
 * of choices (`multiple`) a multiple select, whose 'No aplica' is the field's switch. Options are told
 * apart by position and values compared by content, so an option that is an object shows as chosen.
 */
export function SelectWidget({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  autofocus,
  multiple,
  options,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  registry,
}: WidgetProps) {
  // The form's schema lists NA among a choice's options (notApplicableChoices.ts); it is drawn last, apart.
  const choices = (options.enumOptions ?? []).filter((option) => option.value !== NOT_APPLICABLE);
  if (multiple) {
    const selected = (enumOptionsIndexForValue(value, choices, true) as string[]) ?? [];
    const valuesOf = (select: HTMLSelectElement) =>
      enumOptionsValueForIndex(
        Array.from(select.selectedOptions, (option) => option.value),
        choices,
        [],
      );
    return (
      <div className={`select is-multiple is-fullwidth ${rawErrors?.length ? 'is-danger' : ''}`}>
        <select
          id={id}
          name={htmlName || id}
          multiple
          size={Math.min(Math.max(choices.length, 2), 8)}
          value={selected}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(valuesOf(event.target))}
          onBlur={(event) => onBlur(id, valuesOf(event.target))}
          onFocus={(event) => onFocus(id, valuesOf(event.target))}
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {choices.map((option, i) => (
            <option key={i} value={String(i)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const index = enumOptionsIndexForValue(value, choices) as string | undefined;
  const selected = isNotApplicable(value) ? NOT_APPLICABLE : (index ?? NONE);
  const valueOf = (raw: string) =>
    raw === NONE ? options.emptyValue : raw === NOT_APPLICABLE ? NOT_APPLICABLE : enumOptionsValueForIndex(raw, choices);
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
        {offersNotApplicable(registry.formContext) && <option value={NOT_APPLICABLE}>No aplica (NA)</option>}
      </select>
    </div>
  );
}

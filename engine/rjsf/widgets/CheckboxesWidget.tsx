import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';

/**
 * Several options that can all apply (languages, documents): one tick box each. Values are compared by
 * content (an option may be an object) and kept in the options' own order, whatever order they were ticked in.
 */
export function CheckboxesWidget({ id, value, disabled, readonly, options, onChange, onBlur, onFocus, label }: WidgetProps) {
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  return (
    <div className="case-checkboxes" role="group" aria-label={label} id={id} aria-describedby={ariaDescribedByIds(id)}>
      {choices.map((option, index) => (
        <label key={index} className="checkbox">
          <input
            type="checkbox"
            id={optionId(id, index)}
            checked={enumOptionsIsSelected(option.value, selected)}
            disabled={disabled || readonly}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? enumOptionsSelectValue(index, selected, choices)
                  : enumOptionsDeselectValue(index, selected, choices),
              )
            }
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </div>
  );
}

import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';

/** Several options that can all apply (languages, documents): one tick box each. */
export function CheckboxesWidget({ id, value, disabled, readonly, options, onChange, onBlur, onFocus, label }: WidgetProps) {
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  const toggle = (choice: unknown, on: boolean) => {
    const next = on ? [...selected, choice] : selected.filter((item) => item !== choice);
    // Keep the options' own order, whatever order they were ticked in.
    onChange(choices.map((option) => option.value).filter((option) => next.includes(option)));
  };
  return (
    <div className="case-checkboxes" role="group" aria-label={label} id={id} aria-describedby={ariaDescribedByIds(id)}>
      {choices.map((option, index) => (
        <label key={index} className="checkbox">
          <input
            type="checkbox"
            id={optionId(id, index)}
            checked={selected.includes(option.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </div>
  );
}

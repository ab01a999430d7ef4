import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A single tick box (a check the consultant confirms). */
export function CheckboxWidget({ id, htmlName, value, disabled, readonly, autofocus, label, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <label className="checkbox case-checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      />{' '}
      {label}
    </label>
  );
}

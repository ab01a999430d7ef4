import { ariaDescribedByIds, enumOptionsIsSelected, optionId, type WidgetProps } from '@rjsf/utils';
import { isNotApplicable, NOT_APPLICABLE } from '../../notApplicable/isNotApplicable.ts';
import { offersNotApplicable } from '../caseFormContext.ts';

/** Yes/no questions (and other short choices) as radio buttons in a row, plus 'No aplica'. */
export function RadioWidget({ id, htmlName, value, disabled, readonly, options, onChange, onBlur, onFocus, label, registry }: WidgetProps) {
  // The form's schema may list NA among the options (notApplicableChoices.ts); it is drawn last, as 'No aplica'.
  const offered = (options.enumOptions ?? []).filter((option) => option.value !== NOT_APPLICABLE);
  const choices = offersNotApplicable(registry.formContext) ? [...offered, { label: 'No aplica', value: NOT_APPLICABLE }] : offered;
  const name = htmlName || id;
  return (
    <div className="radios case-radios" role="radiogroup" aria-label={label} id={id} aria-describedby={ariaDescribedByIds(id)}>
      {choices.map((option, index) => {
        const checked = option.value === NOT_APPLICABLE ? isNotApplicable(value) : enumOptionsIsSelected(option.value, value);
        return (
          <label key={index} className="radio">
            <input
              type="radio"
              id={optionId(id, index)}
              name={name}
              checked={checked}
              disabled={disabled || readonly}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />{' '}
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

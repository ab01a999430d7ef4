import { useCallback, type FocusEvent } from 'react';
import { ADDITIONAL_PROPERTY_FLAG, errorId, getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { NOT_APPLICABLE_CLASS } from '../../notApplicable/greyNotApplicable.ts';
import { isNotApplicable, NOT_APPLICABLE } from '../../notApplicable/isNotApplicable.ts';
import { offersNotApplicable, type CaseFormContext } from '../caseFormContext.ts';

/** Widgets that cannot hold the text 'NA' get a 'No aplica' switch instead (a date picker, a list, a tick box). */
function needsNotApplicableSwitch(props: FieldTemplateProps): boolean {
  const widget = getUiOptions(props.uiSchema).widget;
  return props.schema.type === 'array' || props.schema.format === 'date' || widget === 'checkbox';
}

/**
 * One field: label, widget, its error (shown only once the field was left or the case saved) and, for a
 * field holding NA, the greyed look. Sections and the objects inside lists pass straight through.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const field = useFieldContent(props);
  // Only a value under a key the person chose is wrapped (its key and remove button): no extra layer for the rest.
  if (!(ADDITIONAL_PROPERTY_FLAG in props.schema)) return field;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', props.registry, getUiOptions(props.uiSchema));
  return <WrapIfAdditionalTemplate {...props}>{field}</WrapIfAdditionalTemplate>;
}

/** The field's markup; a hook (it holds the blur handler) called by FieldTemplate so no component layer is added per field. */
function useFieldContent(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors = [],
    rawHelp,
    hidden,
    required,
    displayLabel,
    schema,
    formData,
    classNames = '',
    fieldPathId,
    registry,
    disabled,
    readonly,
  } = props;
  const context = registry.formContext as CaseFormContext | undefined;
  const path = fieldPathId.path;
  const onBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      // Moving between the parts of one field (a radio group, a row's inputs) is not leaving it.
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      context?.onFieldBlur?.(path);
    },
    [context, path],
  );
  if (hidden) return <div hidden>{children}</div>;
  const isContainer = schema.type === 'object';
  if (isContainer) return <div className={classNames}>{children}</div>;

  const notApplicable = isNotApplicable(formData);
  const offered = offersNotApplicable(context);
  const withSwitch = offered && needsNotApplicableSwitch(props);
  const isCheckbox = getUiOptions(props.uiSchema).widget === 'checkbox';
  const errors = rawErrors.filter(Boolean);
  const toggle = () => props.onChange(notApplicable ? undefined : NOT_APPLICABLE, path);
  const wide = schema.type === 'array' || (typeof schema.maxLength === 'number' && schema.maxLength >= 1000);
  const naSwitch = (
    <button
      type="button"
      className={`button is-small case-na-switch ${notApplicable ? 'is-active' : ''}`}
      aria-pressed={notApplicable}
      aria-label={`${label}: no aplica`}
      disabled={disabled || readonly}
      onClick={toggle}
    >
      No aplica
    </button>
  );
  const naValue = (
    <input id={id} className="input" value={NOT_APPLICABLE} readOnly aria-describedby={errors.length ? errorId(fieldPathId) : undefined} />
  );
  return (
    <div
      className={`field case-field ${wide ? 'is-wide' : ''} ${notApplicable ? NOT_APPLICABLE_CLASS : ''} ${errors.length ? 'has-error' : ''}`}
      data-path={path.join('.')}
      onBlur={onBlur}
    >
      {!isCheckbox && (displayLabel || schema.type === 'array') && (
        <div className="case-field-head">
          <label className="label" htmlFor={id}>
            {label}
            {required && (
              <span className="required-mark" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          {withSwitch && naSwitch}
        </div>
      )}
      {isCheckbox ? (
        // A tick box's 'No aplica' sits on its row, beside it; the same element in both states keeps the focus on it.
        <div className="case-checkbox-row">
          <div className="case-checkbox-body">
            {notApplicable ? (
              <>
                <label className="label" htmlFor={id}>
                  {label}
                  {required && (
                    <span className="required-mark" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  )}
                </label>
                {naValue}
              </>
            ) : (
              children
            )}
          </div>
          {offered && naSwitch}
        </div>
      ) : notApplicable && withSwitch ? (
        naValue
      ) : (
        children
      )}
      {/* The template's help for the field (`ui:help`), under it. */}
      {rawHelp && <p className="help case-field-help">{rawHelp}</p>}
      {errors.length > 0 && (
        <p id={errorId(fieldPathId)} className="help is-danger">
          {errors.join(' · ')}
        </p>
      )}
    </div>
  );
}

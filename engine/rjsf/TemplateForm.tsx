import { memo, useCallback, useMemo, useRef } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema } from '@rjsf/utils';
import { notApplicableConditions } from '../notApplicable/notApplicableConditions.ts';
import type { FieldError } from '../validation/describeErrors.ts';
import { bulmaTemplates, bulmaWidgets } from './bulmaTheme.ts';
import type { CaseFormContext } from './caseFormContext.ts';
import { toErrorSchema } from './errorSchema.ts';
import { caseFormValidator } from './formValidator.ts';
import { notApplicableChoices } from './notApplicableChoices.ts';
import { translateString } from './translateString.ts';

export interface TemplateFormProps<T = unknown> {
  /** The template's schema (or the part of it this form shows: a case section). */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData: T;
  onChange: (data: T) => void;
  /**
   * Errors to show beside their fields: RJSF's error tree, or a list of `{path, message}` with paths
   * relative to `schema` (`birthDate`, `children.0.name`). The form validates nothing by itself.
   */
  errors?: ErrorSchema | FieldError[];
  /** A field lost focus: `path` is its place in `formData` (`['children', 0, 'name']`). */
  onFieldBlur?: (path: (string | number)[]) => void;
  disabled?: boolean;
  readonly?: boolean;
  /** Prefix of every input's id (`<idPrefix>_children_0_name`); two forms on one page need different ones. */
  idPrefix?: string;
  /**
   * Offer 'No aplica (NA)' on every choice (default true: case and interview forms, whose validation
   * accepts NA). A form whose validation does not (the task form) passes false.
   */
  notApplicable?: boolean;
}

/**
 * What RJSF fills in before anything is typed. As in stock RJSF, a list with `minItems` starts with that
 * many rows (an added inner list too); unlike it, a list without `minItems` is not stored as `[]`, no
 * empty object is stored, and no select is pre-filled with its first option or its `const`: what is
 * stored is what was typed, and opening a saved case changes nothing in it.
 */
const DEFAULTS: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: {
    populate: 'all',
    computeSkipPopulate: (_validator, schema) => !(typeof schema.minItems === 'number' && schema.minItems > 0),
  },
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'never',
};

const NO_ERRORS: FieldError[] = [];

const shownSchemas = new WeakMap<RJSFSchema, RJSFSchema>();

/**
 * The schema a form offering 'No aplica' shows: NA is one of every choice's options, and a question
 * answered NA shows none of its follow-ups, as validation asks for none (engine/cases/validation). Worked out once per
 * schema object: a form drawn again from the same schema (a case opened again under the same template
 * version) gets the same one back, with what matchesSchema keeps per root schema.
 */
function withNotApplicable(schema: RJSFSchema): RJSFSchema {
  let shown = shownSchemas.get(schema);
  if (!shown) shownSchemas.set(schema, (shown = notApplicableChoices(notApplicableConditions(schema as never)) as RJSFSchema));
  return shown;
}

/**
 * Any template (a case section, the interview, a task form) as a form in the product's Bulma theme:
 * RJSF with Spanish words, the 'No aplica' controls, text handed to the form after a typing pause
 * (useBufferedText), and RJSF's schema questions answered without `eval` (formValidator.ts).
 * Keep `schema`, `uiSchema`, `onChange` and `onFieldBlur` stable between renders: then a form whose
 * props did not change is skipped by React, and a keystroke re-renders one form only.
 */
function TemplateFormImpl<T>({
  schema,
  uiSchema,
  formData,
  onChange,
  errors = NO_ERRORS,
  onFieldBlur,
  disabled,
  readonly,
  idPrefix = 'root',
  notApplicable = true,
}: TemplateFormProps<T>) {
  const formContext = useMemo<CaseFormContext>(() => ({ onFieldBlur, notApplicable }), [onFieldBlur, notApplicable]);
  const shownSchema = notApplicable ? withNotApplicable(schema) : schema;
  const errorSchema = useMemo(() => (Array.isArray(errors) ? (errors.length ? toErrorSchema(errors) : undefined) : errors), [errors]);
  // RJSF already holds what it emitted: handing that same object back as a new prop would make it
  // re-derive its whole state on every keystroke. An echo keeps the previous prop, so the form skips
  // the update; anything else (another value, new errors) passes the current data.
  const emitted = useRef<T | null>(null);
  const passed = useRef({ formData, errorSchema });
  if (formData !== emitted.current || errorSchema !== passed.current.errorSchema) passed.current = { formData, errorSchema };
  const handleChange = useCallback(
    (event: IChangeEvent<T>) => {
      emitted.current = event.formData as T;
      onChange(emitted.current);
    },
    [onChange],
  );
  return (
    <Form<T, RJSFSchema, CaseFormContext>
      schema={shownSchema}
      uiSchema={uiSchema}
      formData={passed.current.formData}
      validator={caseFormValidator}
      templates={bulmaTemplates}
      widgets={bulmaWidgets}
      translateString={translateString}
      formContext={formContext}
      extraErrors={passed.current.errorSchema}
      onChange={handleChange}
      idPrefix={idPrefix}
      tagName="div"
      noHtml5Validate
      showErrorList={false}
      disabled={disabled}
      readonly={readonly}
      experimental_defaultFormStateBehavior={DEFAULTS}
    />
  );
}

export const TemplateForm = memo(TemplateFormImpl) as typeof TemplateFormImpl;

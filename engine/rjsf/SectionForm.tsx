import { memo, useCallback, useMemo, useRef } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { bulmaTemplates, bulmaWidgets } from './bulmaTheme.ts';
import type { CaseFormContext } from './caseFormContext.ts';
import { caseFormValidator } from './formValidator.ts';
import { translateString } from './translateString.ts';

export type SectionData = Record<string, unknown>;

export interface SectionFormProps {
  sectionKey: string;
  /** The section's object schema (one property of the template schema). */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: SectionData;
  /** Errors to show (those of fields already left, or all of them after a save). */
  errors?: ErrorSchema;
  onChange: (sectionKey: string, data: SectionData) => void;
  onFieldBlur: (sectionKey: string, path: (string | number)[]) => void;
  disabled?: boolean;
}

// No empty list rows, no empty objects, and no select pre-filled with its first option: what is stored is what was typed.
const DEFAULTS = { arrayMinItems: { populate: 'never' as const }, emptyObjectFields: 'skipEmptyDefaults' as const, constAsDefaults: 'never' as const };

/**
 * One section of a case as its own RJSF form. Each section is a separate form so a keystroke
 * re-renders only the section being typed in: the others get the same props and React skips them.
 * Callers must keep `schema`, `uiSchema`, `onChange` and `onFieldBlur` stable between renders.
 */
export const SectionForm = memo(function SectionForm({ sectionKey, schema, uiSchema, formData, errors, onChange, onFieldBlur, disabled }: SectionFormProps) {
  const formContext = useMemo<CaseFormContext>(() => ({ onFieldBlur: (path) => onFieldBlur(sectionKey, path) }), [onFieldBlur, sectionKey]);
  // RJSF already holds what it emitted: handing that same object back as a new prop would make it
  // re-derive its whole state on every keystroke. An echo keeps the previous prop, so the form skips
  // the update; anything else (another value, new errors) passes the current data.
  const emitted = useRef<SectionData | null>(null);
  const passed = useRef({ formData, errors });
  if (formData !== emitted.current || errors !== passed.current.errors) passed.current = { formData, errors };
  const handleChange = useCallback(
    (event: IChangeEvent<SectionData>) => {
      emitted.current = event.formData ?? {};
      onChange(sectionKey, emitted.current);
    },
    [onChange, sectionKey],
  );
  return (
    <Form<SectionData, RJSFSchema, CaseFormContext>
      schema={schema}
      uiSchema={uiSchema}
      formData={passed.current.formData}
      validator={caseFormValidator}
      templates={bulmaTemplates}
      widgets={bulmaWidgets}
      translateString={translateString}
      formContext={formContext}
      extraErrors={passed.current.errors}
      onChange={handleChange}
      idPrefix={`caso_${sectionKey}`}
      tagName="div"
      noHtml5Validate
      showErrorList={false}
      disabled={disabled}
      experimental_defaultFormStateBehavior={DEFAULTS}
    />
  );
});

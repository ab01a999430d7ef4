import { memo, useCallback } from 'react';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { TemplateForm } from './TemplateForm.tsx';

/** What a section holds: an object of fields, or one value (a text, a list, a number) for a section that is a single field. */
export type SectionData = unknown;

export interface SectionFormProps {
  sectionKey: string;
  /** The section's schema (one property of the template schema): usually an object of fields. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: SectionData;
  /** Errors to show (those of fields already left, or all of them after a save). */
  errors?: ErrorSchema;
  onChange: (sectionKey: string, data: SectionData) => void;
  onFieldBlur: (sectionKey: string, path: (string | number)[]) => void;
  disabled?: boolean;
}

/**
 * One section of a case: TemplateForm on the section's own schema, its changes and blurs tagged with
 * the section's key. Each section is a separate form so a keystroke re-renders only the section being
 * typed in. Callers must keep `schema`, `uiSchema`, `onChange` and `onFieldBlur` stable between renders.
 */
export const SectionForm = memo(function SectionForm({
  sectionKey,
  schema,
  uiSchema,
  formData,
  errors,
  onChange,
  onFieldBlur,
  disabled,
}: SectionFormProps) {
  const handleChange = useCallback(
    (data: SectionData) => onChange(sectionKey, data ?? (schema.type === 'object' ? {} : undefined)),
    [onChange, sectionKey, schema],
  );
  const handleBlur = useCallback((path: (string | number)[]) => onFieldBlur(sectionKey, path), [onFieldBlur, sectionKey]);
  return (
    <TemplateForm<SectionData>
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      errors={errors}
      onChange={handleChange}
      onFieldBlur={handleBlur}
      idPrefix={`caso_${sectionKey}`}
      disabled={disabled}
    />
  );
});

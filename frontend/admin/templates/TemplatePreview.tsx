import { useCallback, useMemo, useState } from 'react';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { TemplateForm } from '../../../engine/rjsf/TemplateForm.tsx';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import type { UiSchema } from '../../../engine/templates/types.ts';
import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import { PreviewBoundary } from './PreviewBoundary.tsx';
// The form is drawn as the case and interview dialogs draw it: their stylesheet holds the theme's field layout.
import '../../caseDetails/caseDetails.scss';

export interface TemplatePreviewProps {
  content: FormContent;
  section: string;
  /** The section's data when the caller holds it (a saved case loaded into the preview); else the preview keeps its own. */
  formData?: unknown;
  onChange?: (data: unknown) => void;
  /** Messages to show beside the section's fields, paths relative to the section. */
  errors?: FieldError[];
  /** Offer 'No aplica' (case and interview forms; not the task form). */
  notApplicable?: boolean;
}

/**
 * The draft as the form draws it, one section at a time (as the case dialog does), with whatever is typed
 * into it kept while the template changes. Keyed by section, so another section starts empty.
 */
export function TemplatePreview({ content, section, formData, onChange: onData, errors, notApplicable = true }: TemplatePreviewProps) {
  const schema = useMemo(() => {
    if (!section) return content.schema as RJSFSchema;
    // A section is a form of its own: the template's definitions go with it, for its `$ref`s.
    const definitions = content.schema.definitions;
    const own = content.schema.properties![section];
    return (definitions ? { ...own, definitions } : own) as RJSFSchema;
  }, [content.schema, section]);
  const uiSchema = useMemo(() => {
    const ui = (section ? content.uiSchema[section] : content.uiSchema) as UiSchema | undefined;
    // A case section starts collapsed in the dialog; the preview always shows its fields.
    const { 'ui:options': _options, ...rest } = ui ?? {};
    return { ...rest, 'ui:submitButtonOptions': { norender: true } } as RjsfUiSchema;
  }, [content.uiSchema, section]);
  const [own, setOwn] = useState<unknown>({});
  const onChange = useCallback((next: unknown) => (onData ?? setOwn)(next), [onData]);
  return (
    <div className="template-preview-form" data-section={section}>
      <PreviewBoundary draft={content}>
        <TemplateForm
          schema={schema}
          uiSchema={uiSchema}
          formData={onData ? formData : own}
          onChange={onChange}
          errors={errors}
          idPrefix="vista"
          notApplicable={notApplicable}
        />
      </PreviewBoundary>
    </div>
  );
}

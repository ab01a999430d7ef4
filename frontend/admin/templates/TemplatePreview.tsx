import { useCallback, useMemo, useState } from 'react';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { TemplateForm } from '../../../engine/rjsf/TemplateForm.tsx';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import type { UiSchema } from '../../../engine/templates/types.ts';

/**
 * The draft as the form draws it, one section at a time (as the case dialog does), with whatever is typed
 * into it kept while the template changes. Keyed by section, so another section starts empty.
 */
export function TemplatePreview({ content, section }: { content: FormContent; section: string }) {
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
  const [data, setData] = useState<unknown>({});
  const onChange = useCallback((next: unknown) => setData(next), []);
  return (
    <div className="template-preview-form" data-section={section}>
      <TemplateForm schema={schema} uiSchema={uiSchema} formData={data} onChange={onChange} idPrefix="vista" />
    </div>
  );
}

/// <reference types="vite/client" />
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorView } from '@codemirror/view';
import type { RJSFSchema } from '@rjsf/utils';
import { TemplateForm } from '../../../engine/rjsf/TemplateForm.tsx';
import { createTemplateRegistry } from '../../../engine/templates/registry.ts';
import type { CaseTemplate, UiSchema } from '../../../engine/templates/types.ts';
import { checkCaseDraft } from '../../../frontend/admin/templates/checkers.ts';
import { TemplateEditor } from '../../../frontend/admin/templates/TemplateEditor.tsx';
import '../../../frontend/styles/main.scss';
import '../../../frontend/admin/admin.scss';
import '../../../frontend/admin/templates/templates.scss';

// Every template file, bundled: the page reads nothing at run time.
const files = import.meta.glob('../../../templates/case/**/*.json', { eager: true, import: 'default' });
const registry = createTemplateRegistry(Object.fromEntries(Object.entries(files).filter(([file]) => !file.endsWith('/sample.json'))), {
  compile: false,
});

const size = (value: unknown) => JSON.stringify(value).length;
/** The largest template, its largest section, and that section's first titled field: where the bench types. */
const template: CaseTemplate = registry
  .latest()
  .reduce((a, b) => (size(b.schema) + size(b.uiSchema) > size(a.schema) + size(a.uiSchema) ? b : a));
const sections = template.schema.properties!;
const section = Object.keys(sections).reduce((a, b) => (size(sections[b]) > size(sections[a]) ? b : a));
const field = Object.keys(sections[section].properties!).find((name) => typeof sections[section].properties![name].title === 'string')!;
const title = sections[section].properties![field].title as string;
const schemaText = JSON.stringify(template.schema, null, 2);

/** The floor: the same section drawn by TemplateForm, its field's label taken straight from an input. */
function Baseline() {
  const [label, setLabel] = useState(title);
  const schema = useMemo(() => {
    const own = sections[section];
    return { ...own, properties: { ...own.properties, [field]: { ...own.properties![field], title: label } } } as RJSFSchema;
  }, [label]);
  const uiSchema = useMemo(() => ({ ...(template.uiSchema[section] as UiSchema), 'ui:options': {} }), []);
  const [data, setData] = useState<unknown>({});
  return (
    <div className="template-editor">
      <input aria-label="Etiqueta" value={label} onChange={(event) => setLabel(event.target.value)} />
      <section className="template-preview" aria-label="Vista previa">
        <TemplateForm schema={schema} uiSchema={uiSchema} formData={data} onChange={setData} idPrefix="vista" />
      </section>
    </div>
  );
}

const variant = new URLSearchParams(location.search).get('variant') ?? 'editor';
const info = {
  template: template.key,
  section,
  field,
  title,
  fields: Object.keys(sections[section].properties!).length,
  schemaBytes: schemaText.length,
  /** Offset in the schema JSON just before the closing quote of the field's title. */
  titleOffset:
    schemaText.indexOf(`"title": ${JSON.stringify(title)}`, schemaText.indexOf(`"${field}": {`, schemaText.indexOf(`"${section}": {`))) +
    `"title": ${JSON.stringify(title)}`.length -
    1,
};
Object.assign(window, {
  benchInfo: info,
  /** Puts the JSON editor's caret at `offset` (the bench then types real keys there). */
  benchCaret: (offset: number) => {
    const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!;
    view.dispatch({ selection: { anchor: offset }, scrollIntoView: true });
    view.focus();
  },
});
createRoot(document.getElementById('root')!).render(
  variant === 'baseline' ? <Baseline /> : <TemplateEditor initial={template} check={checkCaseDraft} />,
);

import { checkTemplateSchema, forEachSchema, type SchemaCheckOptions, type TemplateProblem } from '../templates/checkTemplateSchema.ts';
import { TemplateError } from '../templates/templateError.ts';
import type { JsonSchema, UiSchema } from '../templates/types.ts';

/**
 * A stand-alone form built from a template (templates/forms/<key>/template.json): one draft-07 schema
 * and one RJSF uiSchema, rendered by TemplateForm and validated by the same precompiled validator on the
 * server and in the browser.
 */
export interface FormTemplate {
  kind: 'form';
  key: string;
  version: number;
  /** The form's name in Spanish. */
  label: string;
  schema: JsonSchema;
  uiSchema: UiSchema;
}

const KEYS = ['kind', 'key', 'version', 'label', 'schema', 'uiSchema'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The uiSchema node of the field at a schema path (`properties.category`), if any. */
function uiAt(uiSchema: UiSchema, path: string): Record<string, unknown> | undefined {
  let node: unknown = uiSchema;
  for (const [i, part] of path.split('.').entries()) {
    if (i % 2 === 0 && part !== 'properties') return undefined;
    if (i % 2 === 1) node = isObject(node) ? node[part] : undefined;
  }
  return isObject(node) ? node : undefined;
}

/**
 * A list of options written as `enum` is shown with the Spanish names of its `ui:enumNames`: one per
 * option, or people would read the stored English values.
 */
function enumLabelProblems(schema: JsonSchema, uiSchema: UiSchema): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  forEachSchema(schema, (inner, path) => {
    if (!Array.isArray(inner.enum) || !/^(properties\.[^.]+\.?)+$/.test(`${path}.`)) return;
    const names = uiAt(uiSchema, path)?.['ui:enumNames'];
    if (!Array.isArray(names) || names.length !== inner.enum.length || names.some((n) => typeof n !== 'string' || !n.trim())) {
      problems.push({ path: `uiSchema.${path.replace(/properties\./g, '')}.ui:enumNames`, message: `las ${inner.enum.length} opciones de ${path} necesitan su nombre en español, en orden, en «ui:enumNames»` });
    }
  });
  return problems;
}

/**
 * `content` (the parsed `file`) as a FormTemplate, or a TemplateError naming the file and the place in
 * Spanish. The schema is checked like a case template's (checkTemplateSchema); in the browser pass
 * `{ metaSchema: false }` (the meta-schema check compiles code).
 */
export function checkFormTemplate(file: string, content: unknown, options: SchemaCheckOptions = {}): FormTemplate {
  if (!isObject(content)) throw new TemplateError(file, '', 'la plantilla debe ser un objeto JSON');
  for (const extra of Object.keys(content)) {
    if (!KEYS.includes(extra)) throw new TemplateError(file, extra, `clave desconocida «${extra}» (se admiten ${KEYS.join(', ')})`);
  }
  if (content.kind !== 'form') throw new TemplateError(file, 'kind', 'debe ser «form»');
  if (typeof content.key !== 'string' || !/^[a-z][a-z0-9-]*$/.test(content.key)) throw new TemplateError(file, 'key', 'falta la clave de la plantilla (minúsculas, cifras y guiones)');
  if (!Number.isInteger(content.version) || (content.version as number) < 1) throw new TemplateError(file, 'version', 'debe ser un entero desde 1');
  if (typeof content.label !== 'string' || !content.label.trim()) throw new TemplateError(file, 'label', 'falta el nombre en español');
  if (!isObject(content.schema)) throw new TemplateError(file, 'schema', 'falta el esquema (JSON Schema draft-07) del formulario');
  if (content.schema.type !== 'object') throw new TemplateError(file, 'schema.type', 'el formulario debe ser un objeto («type»: «object»)');
  const uiSchema = content.uiSchema === undefined ? {} : content.uiSchema;
  if (!isObject(uiSchema)) throw new TemplateError(file, 'uiSchema', 'debe ser un objeto (el uiSchema de RJSF)');
  const schema = content.schema as JsonSchema;
  const problems = [
    ...checkTemplateSchema(schema, uiSchema, options).map((p) => ({ path: p.path.startsWith('uiSchema') ? p.path : `schema.${p.path}`.replace(/\.$/, ''), message: p.message })),
    ...enumLabelProblems(schema, uiSchema),
  ];
  if (problems.length) throw new TemplateError(file, problems[0].path, problems[0].message, problems);
  return { kind: 'form', key: content.key, version: content.version as number, label: content.label, schema, uiSchema };
}

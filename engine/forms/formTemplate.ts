import { checkTemplateSchema, forEachSchema, type SchemaCheckOptions, type TemplateProblem } from '../templates/checkTemplateSchema.ts';
import { TemplateError } from '../templates/templateError.ts';
import type { RetiredField } from '../templates/editing/types.ts';
import type { JsonSchema, UiSchema } from '../templates/types.ts';
import { isObject } from '../json/isObject.ts';

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
  /** Fields a version published from the back-office took out: their key is never reused. */
  retired?: RetiredField[];
}

const KEYS = ['kind', 'key', 'version', 'label', 'schema', 'uiSchema', 'retired'];

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
      problems.push({
        path: `uiSchema.${path.replace(/properties\./g, '')}.ui:enumNames`,
        message: `las ${inner.enum.length} opciones de ${path} necesitan su nombre en español, en orden, en «ui:enumNames»`,
      });
    }
  });
  return problems;
}

/**
 * Every reason `content` cannot be a form template, each with its dotted place (`kind`,
 * `schema.properties.category`, `uiSchema.category.ui:enumNames`) and a Spanish message; empty when it can.
 * The loader and a draft of the form in the back-office both check with it. The schema is checked like a
 * case template's (checkTemplateSchema); in the browser pass `{ metaSchema: false }` (the meta-schema
 * check compiles code).
 */
export function formTemplateProblems(content: unknown, options: SchemaCheckOptions = {}): TemplateProblem[] {
  if (!isObject(content)) return [{ path: '', message: 'la plantilla debe ser un objeto JSON' }];
  const problems: TemplateProblem[] = [];
  for (const extra of Object.keys(content)) {
    if (!KEYS.includes(extra)) problems.push({ path: extra, message: `clave desconocida «${extra}» (se admiten ${KEYS.join(', ')})` });
  }
  if (content.kind !== 'form') problems.push({ path: 'kind', message: 'debe ser «form»' });
  if (typeof content.key !== 'string' || !/^[a-z][a-z0-9-]*$/.test(content.key))
    problems.push({ path: 'key', message: 'falta la clave de la plantilla (minúsculas, cifras y guiones)' });
  if (!Number.isInteger(content.version) || (content.version as number) < 1)
    problems.push({ path: 'version', message: 'debe ser un entero desde 1' });
  if (typeof content.label !== 'string' || !content.label.trim()) problems.push({ path: 'label', message: 'falta el nombre en español' });
  if (content.retired !== undefined && !Array.isArray(content.retired))
    problems.push({ path: 'retired', message: 'debe ser la lista de campos retirados' });
  if (!isObject(content.schema))
    return [...problems, { path: 'schema', message: 'falta el esquema (JSON Schema draft-07) del formulario' }];
  if (content.schema.type !== 'object')
    return [...problems, { path: 'schema.type', message: 'el formulario debe ser un objeto («type»: «object»)' }];
  const uiSchema = content.uiSchema === undefined ? {} : content.uiSchema;
  if (!isObject(uiSchema)) return [...problems, { path: 'uiSchema', message: 'debe ser un objeto (el uiSchema de RJSF)' }];
  const schema = content.schema as JsonSchema;
  problems.push(
    ...checkTemplateSchema(schema, uiSchema, options).map((p) => ({
      path: p.path.startsWith('uiSchema') ? p.path : `schema.${p.path}`.replace(/\.$/, ''),
      message: p.message,
    })),
    ...enumLabelProblems(schema, uiSchema),
  );
  return problems;
}

/**
 * `content` (the parsed `file`) as a FormTemplate, or a TemplateError naming the file and the place in
 * Spanish (formTemplateProblems).
 */
export function checkFormTemplate(file: string, content: unknown, options: SchemaCheckOptions = {}): FormTemplate {
  const problems = formTemplateProblems(content, options);
  if (problems.length) throw new TemplateError(file, problems[0].path, problems[0].message, problems);
  const template = content as Record<string, unknown>;
  return {
    kind: 'form',
    key: template.key as string,
    version: template.version as number,
    label: template.label as string,
    schema: template.schema as JsonSchema,
    uiSchema: (template.uiSchema ?? {}) as UiSchema,
    ...(Array.isArray(template.retired) ? { retired: template.retired as RetiredField[] } : {}),
  };
}

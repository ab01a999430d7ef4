import { caseValidator } from '../cases/validation/caseValidator.ts';
import { TemplateError } from './templateError.ts';
import { fieldsWithoutTitle } from './fieldTitles.ts';
import { checkTemplateSchema, type MetaSchemaValidator } from './checkTemplateSchema.ts';
import { declaredFields } from './declaredFields.ts';
import type { CaseTemplate, JsonSchema, UiSchema } from './types.ts';

const KEY = /^[a-z][a-z0-9-]*$/;

export interface CheckOptions {
  /**
   * Compile the schema with ajv (default true). The browser passes false: compiling generates code,
   * which its Content-Security-Policy forbids, and the same files were compiled by the tests.
   */
  compile?: boolean;
  /** Without compiling, the meta-schema check can still run with a validator compiled ahead of time. */
  metaSchema?: MetaSchemaValidator;
}

function checkOrder(
  file: string,
  where: string,
  properties: Record<string, JsonSchema>,
  ui: UiSchema | undefined,
  branchFields: string[] = [],
): void {
  const order = ui?.['ui:order'];
  const label = where || 'ui:order';
  if (!Array.isArray(order)) throw new TemplateError(file, label, 'falta "ui:order" en el uiSchema');
  for (const key of Object.keys(properties)) {
    if (!order.includes(key) && !order.includes('*')) {
      throw new TemplateError(file, where ? `${where}.${key}` : key, 'la sección o campo no figura en "ui:order"');
    }
  }
  for (const key of order) {
    if (key !== '*' && !(key in properties) && !branchFields.includes(key)) {
      throw new TemplateError(
        file,
        where ? `${where}.${key}` : String(key),
        '"ui:order" nombra una sección o campo que el esquema no tiene',
      );
    }
  }
}

function getPath(schema: JsonSchema, path: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const part of path.split('.')) current = current?.properties?.[part];
  return current;
}

/**
 * Refuses a resolved template that the form, the validation or the PDF could not use, with an error
 * naming the file and the field: identity (kind, key, version, label), a Spanish title on every section
 * and field, `required` naming real fields, a uiSchema whose `ui:order` lists exactly the schema's
 * sections (and each section's fields), then every problem `checkTemplateSchema` finds (all of them, in
 * `TemplateError.problems`), and a schema ajv compiles.
 */
export function checkTemplate(template: CaseTemplate, options: CheckOptions = {}): void {
  const file = template.file;
  if (template.kind !== 'case') throw new TemplateError(file, 'kind', 'debe ser "case"');
  if (typeof template.key !== 'string' || !KEY.test(template.key))
    throw new TemplateError(file, 'key', 'clave no válida (minúsculas, cifras y guiones)');
  if (!Number.isInteger(template.version) || template.version < 1)
    throw new TemplateError(file, 'version', 'debe ser un entero mayor o igual que 1');
  if (typeof template.label !== 'string' || !template.label.trim())
    throw new TemplateError(file, 'label', 'falta el nombre de la plantilla');
  const readiness = template.readiness;
  if (!readiness || !Number.isInteger(readiness.travelHistoryYears) || readiness.travelHistoryYears < 1) {
    throw new TemplateError(file, 'readiness.travelHistoryYears', 'debe ser un número entero de años');
  }
  for (const list of readiness.travelHistoryLists ?? []) {
    if (getPath(template.schema, list)?.type !== 'array') throw new TemplateError(file, list, 'la lista de viajes no existe en el esquema');
  }

  const sections = template.schema.properties;
  if (template.schema.type !== 'object' || !sections)
    throw new TemplateError(file, 'schema', 'debe ser un objeto con una propiedad por sección');
  checkOrder(file, '', sections, template.uiSchema);
  for (const [key, section] of Object.entries(sections)) {
    if (typeof section !== 'object' || section === null) throw new TemplateError(file, key, 'la sección debe ser un esquema');
    if (typeof section.title !== 'string' || !section.title.trim())
      throw new TemplateError(file, key, 'la sección no tiene título en español');
    // A section is usually an object of fields; one holding a single value (a list, a text) is shown as that field.
    if (!section.properties) continue;
    const untitled = fieldsWithoutTitle(section);
    if (untitled.length) throw new TemplateError(file, `${key}.${untitled[0]}`, 'el campo no tiene título en español');
    for (const name of section.required ?? []) {
      if (!(name in section.properties)) throw new TemplateError(file, `${key}.${name}`, '"required" nombra un campo que no existe');
    }
    // Fields a branch adds (`then`, `dependencies`…) may be placed in the order too.
    const branchFields = [...declaredFields(template.schema, section, '').keys()];
    checkOrder(file, key, section.properties, template.uiSchema[key] as UiSchema | undefined, branchFields);
  }

  // Everything else the form could not show, collected at once (TemplateError.problems), each with its place.
  const problems = checkTemplateSchema(template.schema, template.uiSchema, {
    metaSchema: options.compile !== false || (options.metaSchema ?? false),
  });
  if (problems.length) throw new TemplateError(file, 'schema', problems.map((p) => p.message).join('\n'), problems);

  // The NA-aware schema holds every keyword of the template's own, so compiling it (strict mode:
  // unknown keywords and formats fail) also prepares its validator.
  if (options.compile !== false) {
    try {
      caseValidator(template);
    } catch (error) {
      throw new TemplateError(file, 'schema', `el esquema no es un JSON Schema draft-07 válido: ${(error as Error).message}`);
    }
  }
}

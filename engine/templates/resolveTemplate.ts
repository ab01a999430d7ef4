import { TemplateError } from './templateError.ts';
import { fieldsWithoutTitle } from './fieldTitles.ts';
import { isObjectSchema, objectUi } from './fieldUi.ts';
import { declaredFields } from './declaredFields.ts';
import type { CaseTemplate, JsonSchema, SectionFile, SectionReference, TemplateFile, UiSchema } from './types.ts';
import { isObject } from '../json/isObject.ts';

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** `case/usa` + `../shared/identity.json` → `case/shared/identity.json` (always '/'-separated). */
function joinPath(folder: string, relative: string): string {
  const parts = folder.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function folderOf(file: string): string {
  return file.split('/').slice(0, -1).join('/');
}

function isSectionFile(value: unknown): value is SectionFile {
  const section = value as SectionFile;
  return typeof section?.key === 'string' && typeof section.fields === 'object' && section.fields !== null;
}

const BRANCH_ONE = ['if', 'then', 'else'] as const;
const BRANCH_LIST = ['allOf', 'anyOf', 'oneOf'] as const;

/** Draft-07 keywords a section file may add to its section: conditions on its fields, and definitions. */
export const SECTION_KEYWORDS = ['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'dependencies'] as const;

const SECTION_FILE_KEYS: readonly string[] = ['key', 'title', 'open', 'required', 'fields', 'ui', ...SECTION_KEYWORDS, 'definitions'];
const TEMPLATE_FILE_KEYS: readonly string[] = ['kind', 'key', 'version', 'label', 'readiness', 'sections'];

/** The first key of `file` the loader would silently ignore (a typo such as `requried`), if any. */
function unknownKey(file: object, known: readonly string[]): string | undefined {
  return Object.keys(file).find((key) => !known.includes(key));
}

// The fields of an object and of its conditional branches, closed in turn; the branch itself is not closed.
function closeFields(schema: JsonSchema): JsonSchema {
  const closed: JsonSchema = { ...schema };
  if (isObject<JsonSchema>(schema.properties)) {
    closed.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, closeObjects(v)]));
  }
  for (const keyword of BRANCH_ONE) if (isObject<JsonSchema>(schema[keyword])) closed[keyword] = closeFields(schema[keyword] as JsonSchema);
  for (const keyword of BRANCH_LIST) {
    if (Array.isArray(schema[keyword]))
      closed[keyword] = (schema[keyword] as JsonSchema[]).map((b) => (isObject<JsonSchema>(b) ? closeFields(b) : b));
  }
  if (isObject<JsonSchema>(schema.dependencies)) {
    closed.dependencies = Object.fromEntries(
      Object.entries(schema.dependencies).map(([k, v]) => [k, isObject<JsonSchema>(v) ? closeFields(v) : v]),
    );
  }
  return closed;
}

/**
 * Objects (sections, objects inside lists) are closed, so a mistyped key is reported instead of kept:
 * with `additionalProperties: false`, or, when conditional branches add fields (`then`, `dependencies`),
 * with `propertyNames` listing every field, because `additionalProperties` only sees the object's own
 * `properties` and would refuse the branch's fields. An object that says how it takes other keys
 * (`additionalProperties`, `patternProperties`, `propertyNames`) is left as written.
 */
function closeObjects(schema: JsonSchema): JsonSchema {
  if (schema.type === 'array' && schema.items && isObjectSchema(schema.items)) {
    return { ...schema, items: closeObjects(schema.items) };
  }
  if (!isObjectSchema(schema)) return schema;
  const closed = closeFields(schema);
  if ('additionalProperties' in schema || 'patternProperties' in schema || 'propertyNames' in schema) return closed;
  const names = [...declaredFields(schema, schema, '').keys()];
  if (names.every((name) => name in schema.properties!)) return { additionalProperties: false, ...closed };
  return { ...closed, propertyNames: { enum: names, 'x-messages': { enum: 'Campo no permitido' } } };
}

function sectionSchema(section: SectionFile, sectionFile: string, override: Record<string, JsonSchema> = {}): JsonSchema {
  const fields = { ...section.fields };
  for (const [name, replacement] of Object.entries(override)) {
    if (!(name in fields)) throw new TemplateError(sectionFile, `${section.key}.${name}`, 'el campo a reemplazar no existe en la sección');
    fields[name] = replacement;
  }
  const conditions = Object.fromEntries(SECTION_KEYWORDS.filter((k) => section[k] !== undefined).map((k) => [k, section[k]]));
  const schema = closeObjects({ type: 'object', title: section.title, properties: fields, ...conditions });
  if (section.required?.length) schema.required = [...section.required];
  return schema;
}

/**
 * Composes a template file and the section files it names into one draft-07 schema (one property per
 * section, each an object of fields) and one RJSF uiSchema (section and field order, widgets).
 * `files` holds every JSON file by its path relative to templates/ (`case/shared/identity.json`).
 */
export function resolveTemplate(file: string, template: TemplateFile, files: Record<string, unknown>): CaseTemplate {
  if (!Array.isArray(template.sections) || template.sections.length === 0) {
    throw new TemplateError(file, 'sections', 'la plantilla no nombra ninguna sección');
  }
  const strayTemplateKey = unknownKey(template, TEMPLATE_FILE_KEYS);
  if (strayTemplateKey)
    throw new TemplateError(
      file,
      strayTemplateKey,
      `clave desconocida en el archivo de plantilla (se admiten: ${TEMPLATE_FILE_KEYS.join(', ')})`,
    );
  const properties: Record<string, JsonSchema> = {};
  const definitions: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': [], 'ui:submitButtonOptions': { norender: true } };
  for (const reference of template.sections as SectionReference[]) {
    const use = typeof reference === 'string' ? reference : reference?.use;
    if (typeof use !== 'string') throw new TemplateError(file, 'sections', `referencia de sección no válida: ${JSON.stringify(reference)}`);
    const sectionFile = joinPath(folderOf(file), use);
    const section = files[sectionFile];
    if (section === undefined) throw new TemplateError(file, use, `sección desconocida: no existe ${sectionFile}`);
    if (!isSectionFile(section)) throw new TemplateError(sectionFile, '', 'no es un archivo de sección ({key, title, fields})');
    const straySectionKey = unknownKey(section, SECTION_FILE_KEYS);
    if (straySectionKey)
      throw new TemplateError(
        sectionFile,
        straySectionKey,
        `clave desconocida en el archivo de sección (se admiten: ${SECTION_FILE_KEYS.join(', ')})`,
      );
    if (properties[section.key]) throw new TemplateError(file, section.key, 'la sección aparece dos veces');
    const override = typeof reference === 'string' ? undefined : reference.override;
    const schema = sectionSchema(section, sectionFile, override);
    const untitled = fieldsWithoutTitle(schema);
    if (untitled.length) throw new TemplateError(sectionFile, `${section.key}.${untitled[0]}`, 'el campo no tiene título en español');
    // `$ref: "#/definitions/x"` resolves against the whole template, so the section's definitions go there.
    for (const [name, definition] of Object.entries(section.definitions ?? {})) {
      if (name in definitions && JSON.stringify(definitions[name]) !== JSON.stringify(definition)) {
        throw new TemplateError(
          sectionFile,
          `definitions.${name}`,
          'otra sección ya define una definición con este nombre y distinto contenido',
        );
      }
      definitions[name] = definition;
    }
    properties[section.key] = schema;
    (uiSchema['ui:order'] as string[]).push(section.key);
    uiSchema[section.key] = { ...objectUi(schema, section.ui ?? {}), 'ui:options': { collapsed: !section.open } };
  }
  return {
    kind: template.kind,
    key: template.key,
    version: template.version,
    label: template.label,
    readiness: template.readiness,
    schema: {
      $schema: DRAFT_07,
      type: 'object',
      title: template.label,
      properties,
      additionalProperties: false,
      ...(Object.keys(definitions).length ? { definitions } : {}),
    },
    uiSchema,
    file,
  };
}

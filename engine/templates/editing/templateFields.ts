import { declaredFields, followRef, schemaAt } from '../declaredFields.ts';
import type { JsonSchema, UiSchema } from '../types.ts';
import { isObject } from '../../json/isObject.ts';

/** One field of a case template as the editor and the diff see it. */
export interface TemplateField {
  /** Dotted path in the case data: `identity.fullName`, `finances.bankAccounts[].bankName`. */
  path: string;
  label: string;
  type: string;
  required: boolean;
  /** Offered option codes with their labels (a select, or a multi-select's items). */
  options: Map<string, string>;
  schema: JsonSchema;
  /** The help shown under it (`ui:help`, else the schema's `description`), '' without. */
  help: string;
  placeholder: string;
  /** What it is shown under: '' for always, else the branch's condition as JSON ('Mostrar solo si'). */
  condition: string;
}

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return [...schema.type].sort().join('|');
  if (typeof schema.type === 'string') return schema.type;
  if (schema.oneOf || schema.enum) return 'string';
  return 'any';
}

/**
 * The option codes a field offers, with labels: `oneOf`/`anyOf` of `const`s, or `enum` (also inside
 * `items`) labelled by the `ui:enumNames` of the field's uiSchema entry `ui` when it has them.
 */
export function fieldOptions(root: JsonSchema, field: JsonSchema, ui: UiSchema = {}): Map<string, string> {
  const options = new Map<string, string>();
  const own = followRef(root, field);
  const source = isObject<JsonSchema>(own.items) ? followRef(root, own.items) : own;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    for (const option of source[keyword] ?? []) {
      if (isObject<JsonSchema>(option) && option.const !== undefined)
        options.set(String(option.const), String(option.title ?? option['x-label'] ?? option.const));
    }
  }
  const names = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as unknown[]) : [];
  (source.enum ?? []).forEach((value: unknown, index: number) => {
    if (!options.has(String(value)))
      options.set(String(value), typeof names[index] === 'string' ? (names[index] as string) : String(value));
  });
  return options;
}

const uiOf = (ui: UiSchema | undefined, name: string): UiSchema => (isObject<JsonSchema>(ui?.[name]) ? (ui![name] as UiSchema) : {});

function collect(
  root: JsonSchema,
  schema: JsonSchema,
  ui: UiSchema,
  prefix: string,
  into: Map<string, TemplateField>,
  depth: number,
): void {
  if (depth > 8) return;
  const own = followRef(root, schema);
  const required = new Set(Array.isArray(own.required) ? own.required : []);
  for (const [name, declared] of declaredFields(root, own, '')) {
    const field = followRef(root, declared.schema);
    const path = prefix ? `${prefix}.${name}` : name;
    const fieldUi = uiOf(ui, name);
    into.set(path, {
      path,
      label: String(field.title ?? field['x-label'] ?? declared.schema.title ?? name),
      type: typeOf(field),
      // Only the object's own `required` counts: a branch's applies only when its condition holds.
      required: required.has(name) && declared.path === '',
      options: fieldOptions(root, field, fieldUi),
      schema: field,
      help: String(fieldUi['ui:help'] ?? field.description ?? ''),
      placeholder: String(fieldUi['ui:placeholder'] ?? ''),
      condition: conditionOf(own, declared.path),
    });
    if (isObject<JsonSchema>(field.properties)) collect(root, field, fieldUi, path, into, depth + 1);
    const items = isObject<JsonSchema>(field.items) ? followRef(root, field.items) : undefined;
    if (items && isObject<JsonSchema>(items.properties)) collect(root, items, uiOf(fieldUi, 'items'), `${path}[]`, into, depth + 1);
  }
}

/**
 * The condition a field declared in the branch at `branch` (`allOf.0.then`) is shown under, as JSON:
 * the branch's `if` (negated for `else`), or the key of a schema dependency; '' for a field of its own.
 */
function conditionOf(schema: JsonSchema, branch: string): string {
  if (!branch) return '';
  const parts = branch.split('.');
  const last = parts.at(-1);
  if (parts.at(-2) === 'dependencies') return JSON.stringify({ dependencies: last });
  if (last === 'then' || last === 'else') {
    const test = schemaAt(schema, parts.slice(0, -1).join('.'))?.if;
    return JSON.stringify(last === 'then' ? { if: test } : { not: test });
  }
  return JSON.stringify({ branch });
}

/**
 * Every field of a template's schema (sections are fields too), by its path in the case data; with the
 * template's uiSchema, options kept as `enum` are labelled by their `ui:enumNames`.
 */
export function templateFields(schema: JsonSchema, uiSchema?: UiSchema): Map<string, TemplateField> {
  const fields = new Map<string, TemplateField>();
  if (isObject<JsonSchema>(schema)) collect(schema, schema, isObject<JsonSchema>(uiSchema) ? uiSchema : {}, '', fields, 0);
  return fields;
}

/**
 * Where a field sits, by the labels of the fields that hold it: `finances.bankAccounts[].bankName`
 * reads `Finanzas › Cuentas bancarias › Banco`. A part the template does not name reads as its key.
 */
export function fieldPlace(fields: Map<string, TemplateField>, path: string): string {
  const parts = path.split('.');
  return parts.map((part, index) => fields.get(parts.slice(0, index + 1).join('.'))?.label ?? part.replace(/\[\]$/, '')).join(' › ');
}

/** The path of the field holding a value at `dataPath`: `a.list.0.b` is held by the field `a.list[].b`. */
export function fieldPathOf(dataPath: string): string {
  return dataPath.replace(/\.\d+(?=\.|$)/g, '[]');
}

/**
 * Fields of a section that a newer version has in another section, under the same key ('Mover a la
 * sección' keeps the key, and keys are unique in a template): old path → new path. Only a field the
 * newer version no longer has where it was, found in exactly one other section that did not have it,
 * as the same kind of answer; anything less certain stays a retired field and an added one.
 */
export function movedFields(before: Map<string, TemplateField>, after: Map<string, TemplateField>): Map<string, string> {
  const sectionFields = (fields: Map<string, TemplateField>, other: Map<string, TemplateField>) => {
    const byKey = new Map<string, TemplateField[]>();
    for (const field of fields.values()) {
      const parts = field.path.split('.');
      if (parts.length !== 2 || parts[1].endsWith('[]') || other.has(field.path)) continue;
      byKey.set(parts[1], [...(byKey.get(parts[1]) ?? []), field]);
    }
    return byKey;
  };
  const gone = sectionFields(before, after);
  const arrived = sectionFields(after, before);
  const moves = new Map<string, string>();
  for (const [key, [old, ...moreOld]] of gone) {
    const [found, ...moreNew] = arrived.get(key) ?? [];
    if (!found || moreOld.length || moreNew.length || found.type !== old.type) continue;
    moves.set(old.path, found.path);
  }
  return moves;
}

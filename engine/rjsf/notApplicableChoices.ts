import { NOT_APPLICABLE } from '../notApplicable/isNotApplicable.ts';
import { isChoice } from '../templates/fieldUi.ts';
import type { JsonSchema } from '../templates/types.ts';

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option the form adds to every single choice; the select and radio widgets draw it themselves, last. */
export const NOT_APPLICABLE_OPTION: JsonSchema = Object.freeze({ const: NOT_APPLICABLE, title: 'No aplica (NA)' });

function field(schema: JsonSchema): JsonSchema {
  if (schema.type === 'array') return isSchema(schema.items) && schema.items.type === 'object' ? { ...schema, items: fields(schema.items) } : schema;
  if (schema.type === 'object') return fields(schema);
  if (isChoice(schema) && !schema.oneOf!.some((option) => option.const === NOT_APPLICABLE)) return { ...schema, oneOf: [...schema.oneOf!, NOT_APPLICABLE_OPTION] };
  if (Array.isArray(schema.enum) && !schema.enum.includes(NOT_APPLICABLE)) return { ...schema, enum: [...schema.enum, NOT_APPLICABLE] };
  return schema;
}

/** The fields of an object and of its branches; a branch restating a field of the object tests it, and stays as written. */
function fields(schema: JsonSchema, own: ReadonlySet<string> = new Set()): JsonSchema {
  const out: JsonSchema = { ...schema };
  const declared = new Set(own);
  if (isSchema(schema.properties)) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, own.has(key) || !isSchema(value) ? value : field(value)]));
    for (const key of Object.keys(schema.properties)) declared.add(key);
  }
  for (const keyword of ['then', 'else'] as const) if (isSchema(schema[keyword])) out[keyword] = fields(schema[keyword] as JsonSchema, declared);
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list) && !isChoice(schema)) out[keyword] = list.map((branch) => (isSchema(branch) ? fields(branch, declared) : branch));
  }
  if (isSchema(schema.dependencies)) {
    out.dependencies = Object.fromEntries(Object.entries(schema.dependencies).map(([key, value]) => [key, isSchema(value) ? fields(value, declared) : value]));
  }
  return out;
}

/**
 * The schema the form is drawn with: every single choice (a select, a radio group) also holds 'NA',
 * which its widget offers as 'No aplica (NA)'. Validation accepts NA on every field
 * (engine/cases/validation/notApplicableSchema.ts); RJSF must know it too, or it drops NA as "not one of the options" whenever a condition changes the form
 * (RJSF's sanitizeDataForNewSchema clears values outside a select's options). Conditions (`if`, the
 * branches restating a field to tell values apart) are left as written, so NA never makes one hold.
 */
export function notApplicableChoices(schema: JsonSchema): JsonSchema {
  const out = field(schema);
  if (isSchema(schema.definitions)) out.definitions = Object.fromEntries(Object.entries(schema.definitions).map(([key, value]) => [key, isSchema(value) ? field(value) : value]));
  return out;
}

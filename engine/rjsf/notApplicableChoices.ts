import { NOT_APPLICABLE } from '../notApplicable/isNotApplicable.ts';
import { isChoice } from '../templates/fieldUi.ts';
import type { JsonSchema } from '../templates/types.ts';
import { isObject } from '../json/isObject.ts';

/** The option the form adds to every single choice; the select and radio widgets draw it themselves, last. */
export const NOT_APPLICABLE_OPTION: JsonSchema = Object.freeze({ const: NOT_APPLICABLE, title: 'No aplica (NA)' });

function field(schema: JsonSchema): JsonSchema {
  if (schema.type === 'array')
    return isObject<JsonSchema>(schema.items) && schema.items.type === 'object' ? { ...schema, items: fields(schema.items) } : schema;
  if (schema.type === 'object') return fields(schema);
  if (isChoice(schema) && !schema.oneOf!.some((option) => option.const === NOT_APPLICABLE))
    return { ...schema, oneOf: [...schema.oneOf!, NOT_APPLICABLE_OPTION] };
  if (Array.isArray(schema.enum) && !schema.enum.includes(NOT_APPLICABLE)) return { ...schema, enum: [...schema.enum, NOT_APPLICABLE] };
  return schema;
}

/** The fields of an object and of its branches; a branch restating a field of the object tests it, and stays as written. */
function fields(schema: JsonSchema, own: ReadonlySet<string> = new Set()): JsonSchema {
  const out: JsonSchema = { ...schema };
  const declared = new Set(own);
  if (isObject<JsonSchema>(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, own.has(key) || !isObject<JsonSchema>(value) ? value : field(value)]),
    );
    for (const key of Object.keys(schema.properties)) declared.add(key);
  }
  for (const keyword of ['then', 'else'] as const)
    if (isObject<JsonSchema>(schema[keyword])) out[keyword] = fields(schema[keyword] as JsonSchema, declared);
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list) && !isChoice(schema))
      out[keyword] = list.map((branch) => (isObject<JsonSchema>(branch) ? fields(branch, declared) : branch));
  }
  if (isObject<JsonSchema>(schema.dependencies)) {
    out.dependencies = Object.fromEntries(
      Object.entries(schema.dependencies).map(([key, value]) => [key, isObject<JsonSchema>(value) ? fields(value, declared) : value]),
    );
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
  if (isObject<JsonSchema>(schema.definitions))
    out.definitions = Object.fromEntries(
      Object.entries(schema.definitions).map(([key, value]) => [key, isObject<JsonSchema>(value) ? field(value) : value]),
    );
  return out;
}

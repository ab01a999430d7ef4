import { isChoice, isObjectSchema } from '../../templates/fieldUi.ts';
import type { JsonSchema } from '../../templates/types.ts';
import { NOT_APPLICABLE_PATTERN } from '../../notApplicable/isNotApplicable.ts';
import { notApplicableConditions } from '../../notApplicable/notApplicableConditions.ts';
import { isObject } from '../../json/isObject.ts';

/** The second branch every field gets: the NA text. */
export const NOT_APPLICABLE_BRANCH: JsonSchema = Object.freeze({ type: 'string', pattern: NOT_APPLICABLE_PATTERN });

function field(schema: JsonSchema): JsonSchema {
  let original = schema;
  // A select validates as an `enum`, so a wrong value gets one clear message instead of one per option.
  if (isChoice(schema)) {
    const { oneOf, ...rest } = schema;
    original = { ...rest, enum: oneOf!.map((option) => option.const) };
  }
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    original = { ...original, items: isObjectSchema(items) ? object(items) : isChoice(items) ? field(items).anyOf![0] : items };
  }
  const wrapper: JsonSchema = { anyOf: [original, NOT_APPLICABLE_BRANCH] };
  if (schema.title) wrapper.title = schema.title;
  // Kept on the wrapper too: describeErrors reads a missing field's message from the property schema.
  if (schema['x-messages']) wrapper['x-messages'] = schema['x-messages'];
  return wrapper;
}

/**
 * Wraps the fields `schema` declares, except those named in `own` (the enclosing object's own fields,
 * already wrapped there): a branch restating one of them is a condition on it (a `const` telling
 * `oneOf` branches apart), left as written.
 */
function fields(schema: JsonSchema, own: ReadonlySet<string> = new Set()): JsonSchema {
  if (!schema.properties) return branches(schema, own);
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, value]) => [
      key,
      own.has(key) ? value : isObjectSchema(value) ? object(value) : field(value),
    ]),
  );
  return branches({ ...schema, properties }, new Set([...own, ...Object.keys(schema.properties)]));
}

/**
 * Fields a condition adds (declared in `then`, `else`, an `allOf`/`anyOf`/`oneOf` branch or a schema
 * dependency) accept NA as the object's own fields do. The `if` is left as written: an NA answer to
 * the field it tests does not make its condition hold.
 */
function branches(schema: JsonSchema, own: ReadonlySet<string>): JsonSchema {
  const wrapped: JsonSchema = { ...schema };
  for (const keyword of ['then', 'else'] as const) {
    const branch = schema[keyword];
    if (isObject<JsonSchema>(branch)) wrapped[keyword] = fields(branch, own);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list)) wrapped[keyword] = list.map((branch) => (isObject<JsonSchema>(branch) ? fields(branch, own) : branch));
  }
  const dependencies = schema.dependencies as Record<string, unknown> | undefined;
  if (isObject<JsonSchema>(dependencies)) {
    wrapped.dependencies = Object.fromEntries(
      Object.entries(dependencies).map(([key, value]) => [key, isObject<JsonSchema>(value) ? fields(value, own) : value]),
    );
  }
  return wrapped;
}

function object(schema: JsonSchema): JsonSchema {
  return fields({ ...schema, properties: schema.properties ?? {} });
}

/**
 * The schema validation runs against: every field (text, number, date, select, yes/no, list) also
 * accepts 'NA', so NA skips format, pattern, enum and type checks and, being a value, satisfies
 * `required`. Sections and the objects inside lists stay objects; their fields get the same rule.
 * A condition on a field answered NA is suspended (notApplicableConditions): its follow-ups are
 * neither shown nor asked for.
 */
export function notApplicableSchema(schema: JsonSchema): JsonSchema {
  return object(notApplicableConditions(schema));
}

import { isChoice, isObjectSchema } from '../templates/fieldUi.ts';
import type { JsonSchema } from '../templates/types.ts';
import { NOT_APPLICABLE_PATTERN } from './isNotApplicable.ts';

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

function object(schema: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, isObjectSchema(value) ? object(value) : field(value)]),
  );
  return { ...schema, properties };
}

/**
 * The schema validation runs against: every field (text, number, date, select, yes/no, list) also
 * accepts 'NA', so NA skips format, pattern, enum and type checks and, being a value, satisfies
 * `required`. Sections and the objects inside lists stay objects; their fields get the same rule.
 */
export function notApplicableSchema(schema: JsonSchema): JsonSchema {
  return object(schema);
}

import type { JsonSchema } from '../templates/types.ts';
import { NOT_APPLICABLE_PATTERN } from './isNotApplicable.ts';
import { isObject } from '../json/isObject.ts';

/** Holds when the object has at least one of `fields` answered NA. */
function anyNotApplicable(fields: string[]): JsonSchema {
  const one = (field: string): JsonSchema => ({
    properties: { [field]: { type: 'string', pattern: NOT_APPLICABLE_PATTERN } },
    required: [field],
  });
  return fields.length === 1 ? { type: 'object', ...one(fields[0]) } : { type: 'object', anyOf: fields.map(one) };
}

const mapValues = (record: unknown, change: (schema: JsonSchema) => JsonSchema): Record<string, JsonSchema> =>
  Object.fromEntries(
    Object.entries(record as Record<string, unknown>).map(([key, value]) => [key, isObject<JsonSchema>(value) ? change(value) : value]),
  ) as Record<string, JsonSchema>;

/**
 * `schema` with every condition on a field suspended while that field is answered NA: the question
 * does not apply, so neither its follow-ups (`then`) nor their alternative (`else`), nor the fields a
 * schema dependency on it adds (`dependencies` with `oneOf` branches telling its values apart, none of
 * which NA matches), are shown or asked for. `{if: I, then: T, else: E}` becomes
 * `{if: <a field I tests is NA>, else: {if: I, then: T, else: E}}`, and a schema dependency `k: D`
 * becomes `k: {if: <k is NA>, else: D}`. Plain draft-07, so the server's ajv, the browser's
 * precompiled validators and RJSF (which decides what to show with the same schema) all agree.
 * Conditions themselves are left as written. Property dependencies (lists of names) are unchanged.
 */
export function notApplicableConditions(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  for (const keyword of ['properties', 'patternProperties', 'definitions'] as const) {
    if (isObject<JsonSchema>(schema[keyword])) out[keyword] = mapValues(schema[keyword], notApplicableConditions);
  }
  for (const keyword of ['additionalProperties', 'then', 'else', 'not', 'additionalItems', 'contains'] as const) {
    if (isObject<JsonSchema>(schema[keyword])) out[keyword] = notApplicableConditions(schema[keyword] as JsonSchema);
  }
  if (isObject<JsonSchema>(schema.items)) out.items = notApplicableConditions(schema.items);
  else if (Array.isArray(schema.items))
    out.items = (schema.items as unknown[]).map((item) =>
      isObject<JsonSchema>(item) ? notApplicableConditions(item) : item,
    ) as unknown as JsonSchema;
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list)) out[keyword] = list.map((branch) => (isObject<JsonSchema>(branch) ? notApplicableConditions(branch) : branch));
  }
  if (isObject<JsonSchema>(schema.dependencies)) {
    out.dependencies = Object.fromEntries(
      Object.entries(schema.dependencies).map(([key, value]) => [
        key,
        isObject<JsonSchema>(value) ? { if: anyNotApplicable([key]), else: notApplicableConditions(value) } : value,
      ]),
    );
  }
  const condition = schema.if;
  const tested = isObject<JsonSchema>(condition) && isObject<JsonSchema>(condition.properties) ? Object.keys(condition.properties) : [];
  if (!tested.length) return out;
  const { if: _if, then, else: otherwise, ...rest } = out;
  const original: JsonSchema = { if: condition };
  if (then !== undefined) original.then = then;
  if (otherwise !== undefined) original.else = otherwise;
  return { ...rest, if: anyNotApplicable(tested), else: original };
}

import type { JsonSchema } from '../templates/types.ts';
import { isObject } from '../json/isObject.ts';

/** Keywords that only describe a field; validation never reads them. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'x-label',
  'x-section',
  'x-internal',
  'x-messages',
]);
/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas (draft-07). */
const SCHEMA = ['additionalItems', 'additionalProperties', 'contains', 'else', 'if', 'items', 'not', 'propertyNames', 'then'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];
const SCHEMA_MAPS = ['definitions', 'dependencies', 'patternProperties', 'properties'];

/**
 * `schema` without its annotations (titles, descriptions, `x-*` hints): what a precompiled validator
 * needs, about half the code (ajv writes the schema into its output for error parameters). Every
 * validation keyword keeps its place, so error `schemaPath`s point into the full schema as before.
 */
export function withoutAnnotations(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    if (SCHEMA_LISTS.includes(keyword) && Array.isArray(value))
      out[keyword] = value.map((inner) => (isObject<JsonSchema>(inner) ? withoutAnnotations(inner) : inner));
    else if (SCHEMA.includes(keyword) && isObject<JsonSchema>(value)) out[keyword] = withoutAnnotations(value);
    else if (SCHEMA_MAPS.includes(keyword) && isObject<JsonSchema>(value)) {
      // A `dependencies` entry may be a list of property names rather than a schema.
      out[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, isObject<JsonSchema>(inner) ? withoutAnnotations(inner) : inner]),
      );
    } else out[keyword] = value;
  }
  return out;
}

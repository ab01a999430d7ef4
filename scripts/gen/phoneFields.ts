/**
 * Keeps every phone field of the JSON schemas on the one phone rule (engine/validation/phoneNumber.ts).
 * Schemas are JSON files and cannot import it, so they hold a copy of its pattern and message; this check,
 * run by `npm run gen` (and so by the test suite through `gen --check`), refuses any copy that drifted
 * and any phone field people type that lacks it.
 *
 * A phone field is a text property whose name ends in `phone` (any case). Fields people type: every case
 * template's, and those of the API schemas other than `*Item` ones (records as staff read them, which may
 * hold numbers stored before the rule and so check nothing).
 */
import { PHONE_MESSAGE, PHONE_PATTERN } from '../../engine/validation/phoneNumber.ts';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every phone field under `schema` (also inside lists, conditions and definitions), by dotted path. */
function phoneFields(schema: unknown, path: string, found: Array<{ path: string; field: Node }> = []) {
  if (Array.isArray(schema)) schema.forEach((inner, i) => phoneFields(inner, `${path}.${i}`, found));
  if (!isNode(schema)) return found;
  for (const [key, value] of Object.entries(schema)) {
    if (['const', 'enum', 'default', 'examples', 'x-messages'].includes(key)) continue;
    if (key === 'properties' && isNode(value)) {
      for (const [name, field] of Object.entries(value)) {
        if (/phone$/i.test(name) && isNode(field) && field.type === 'string') found.push({ path: `${path}.${name}`, field });
        else phoneFields(field, `${path}.${name}`, found);
      }
    } else phoneFields(value, `${path}.${key}`, found);
  }
  return found;
}

/**
 * What is wrong with the phone fields of `schemas` (by name, as 'schemas/contactRequest' or
 * 'case/usa v3'); `typed` tells whether people type into that schema's phone fields. Empty when all agree.
 */
export function phoneFieldProblems(schemas: Array<{ name: string; schema: unknown; typed: boolean }>): string[] {
  const problems: string[] = [];
  for (const { name, schema, typed } of schemas) {
    for (const { path, field } of phoneFields(schema, '')) {
      const where = `${name}: ${path.replace(/^\./, '')}`;
      const message = (field['x-messages'] as Node | undefined)?.pattern;
      if (field.pattern === undefined && message === undefined && !typed) continue;
      if (field.pattern !== PHONE_PATTERN) problems.push(`${where}: el "pattern" no es PHONE_PATTERN de engine/validation/phoneNumber.ts`);
      if (message !== PHONE_MESSAGE)
        problems.push(`${where}: "x-messages.pattern" no es PHONE_MESSAGE de engine/validation/phoneNumber.ts`);
    }
  }
  return problems;
}

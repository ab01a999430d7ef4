import type { JsonSchema } from './types.ts';

/** A label a person reads: not empty, and not the property's identifier left in place of a label. */
export function isSpanishLabel(title: unknown, key: string): boolean {
  if (typeof title !== 'string' || !title.trim()) return false;
  if (title === key) return false;
  return !/^[a-z]+[A-Z]\w*$/.test(title);
}

/** Whether a field (or option) has a Spanish label: its `title` or its `x-label`. */
export function hasSpanishLabel(schema: JsonSchema, key: string): boolean {
  return isSpanishLabel(schema.title, key) || isSpanishLabel(schema['x-label'], key);
}

/**
 * Dotted paths of the fields under `schema` that lack a Spanish `title` (or `x-label`), array items included
 * (`children.name`). RJSF shows it, the PDF prints it, and error lists name the field by it.
 */
export function fieldsWithoutTitle(schema: JsonSchema, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!hasSpanishLabel(field, key)) missing.push(path);
    if (field.type === 'object') missing.push(...fieldsWithoutTitle(field, path));
    if (field.type === 'array' && field.items?.type === 'object') missing.push(...fieldsWithoutTitle(field.items, path));
  }
  return missing;
}

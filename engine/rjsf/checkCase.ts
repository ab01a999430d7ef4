import type { ErrorObject } from 'ajv';
import { isNotApplicable } from '../na/isNotApplicable.ts';
import { normalizeCaseData } from '../na/normalizeCaseData.ts';
import { isChoice, isObjectSchema } from '../templates/fieldUi.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { describeErrors, type FieldError } from '../validation/describeErrors.ts';
import { STRING_FORMATS } from '../validation/stringFormats.ts';

/**
 * The browser's copy of `validateCase` (engine/na/validateCase.ts). ajv compiles schemas into code with
 * `new Function`, which the admin page's Content-Security-Policy forbids (no 'unsafe-eval'), and
 * precompiled ajv code is about 700 kB per template; this reads the template schema directly instead.
 * It follows ajv's rules and keyword order and hands its findings to the same `describeErrors`, so each
 * field gets the message the server would give. checkCase.test.ts compares it with validateCase on
 * every template and fails if a template starts using a keyword this file does not know.
 */

/** Keywords this checker understands (everything the case templates use). */
export const KNOWN_KEYWORDS = new Set([
  '$schema', 'type', 'title', 'description', 'properties', 'required', 'additionalProperties', 'items', 'oneOf', 'const',
  'enum', 'format', 'maxLength', 'minLength', 'pattern', 'minimum', 'maximum', 'minItems', 'maxItems', 'uniqueItems', 'x-label', 'x-messages', 'x-internal', 'default', 'examples',
]);

type Found = Pick<ErrorObject, 'keyword' | 'instancePath' | 'params' | 'parentSchema'> & { schemaPath: string };

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string': return typeof value === 'string';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'integer': return typeof value === 'number' && Number.isInteger(value);
    case 'boolean': return typeof value === 'boolean';
    case 'array': return Array.isArray(value);
    case 'object': return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null': return value === null;
    default: return true;
  }
}

const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function check(schema: JsonSchema, value: unknown, path: string, found: Found[]): void {
  const fail = (keyword: string, params: Record<string, unknown>) =>
    found.push({ keyword, instancePath: path, params, parentSchema: schema, schemaPath: '' });

  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length && !types.some((type) => typeMatches(type, value))) {
    fail('type', { type: types.join(',') });
    return;
  }
  const choices = isChoice(schema) ? schema.oneOf!.map((option) => option.const) : schema.enum;
  if (choices && !choices.includes(value)) fail('enum', { allowedValues: choices });

  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.maxLength !== undefined && length > schema.maxLength) fail('maxLength', { limit: schema.maxLength });
    if (typeof schema.minLength === 'number' && length < schema.minLength) fail('minLength', { limit: schema.minLength });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) fail('pattern', { pattern: schema.pattern });
    const format = schema.format && STRING_FORMATS[schema.format];
    if (format && !format(value)) fail('format', { format: schema.format });
  }
  if (typeof value === 'number') {
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum', { comparison: '<=', limit: schema.maximum });
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum', { comparison: '>=', limit: schema.minimum });
  }
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail('maxItems', { limit: schema.maxItems });
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail('minItems', { limit: schema.minItems });
    if (schema.uniqueItems === true) {
      const duplicate = findDuplicate(value, schema.items);
      if (duplicate) fail('uniqueItems', duplicate);
    }
    if (schema.items) value.forEach((item, index) => checkField(schema.items!, item, pointer(path, index), found));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && schema.properties) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (record[name] === undefined) fail('required', { missingProperty: name });
    for (const [name, inner] of Object.entries(record)) {
      const property = schema.properties[name];
      if (property) checkField(property, inner, pointer(path, name), found);
      else if (schema.additionalProperties === false) fail('additionalProperties', { additionalProperty: name });
    }
  }
}

/** ajv's uniqueItems search, in its order, so the message names the same pair of rows. */
function findDuplicate(list: unknown[], items: JsonSchema | undefined): { i: number; j: number } | null {
  const scalar = typeof items?.type === 'string' && ['string', 'number', 'integer', 'boolean'].includes(items.type);
  if (scalar) {
    const seen = new Map<unknown, number>();
    for (let i = list.length - 1; i >= 0; i--) {
      const item = list[i];
      if (typeof item !== items!.type && !(items!.type === 'integer' && typeof item === 'number')) continue;
      if (seen.has(item)) return { i, j: seen.get(item)! };
      seen.set(item, i);
    }
    return null;
  }
  for (let i = list.length - 1; i >= 0; i--) {
    for (let j = i - 1; j >= 0; j--) if (JSON.stringify(list[i]) === JSON.stringify(list[j])) return { i, j };
  }
  return null;
}

/** A field: NA answers it whatever its type (sections and the objects inside lists are not fields). */
function checkField(schema: JsonSchema, value: unknown, path: string, found: Found[]): void {
  if (!isObjectSchema(schema) && isNotApplicable(value)) return;
  check(schema, value, path, found);
}

/** Every problem of `data` under `template`, one Spanish message per field path (`identity.birthDate`); [] when valid. */
export function checkCase(template: Pick<CaseTemplate, 'schema'>, data: unknown): FieldError[] {
  const found: Found[] = [];
  check(template.schema, normalizeCaseData(template.schema, data), '', found);
  return describeErrors(found as ErrorObject[]);
}

/** Keywords used in `schema` that this checker would silently ignore (must be none). */
export function unknownKeywords(schema: JsonSchema, path = ''): string[] {
  const unknown = Object.keys(schema).filter((key) => !KNOWN_KEYWORDS.has(key)).map((key) => `${path || '(raíz)'}: ${key}`);
  if (typeof schema.format === 'string' && !STRING_FORMATS[schema.format]) unknown.push(`${path}: format ${schema.format}`);
  for (const [name, inner] of Object.entries(schema.properties ?? {})) unknown.push(...unknownKeywords(inner, path ? `${path}.${name}` : name));
  if (schema.items) unknown.push(...unknownKeywords(schema.items, `${path}[]`));
  return unknown;
}

import { fullFormats } from 'ajv-formats/dist/formats.js';
import { DATA_URL } from '../validation/dataUrl.ts';
import { equal, formats as runtimeFormats } from '../validation/standaloneRuntime.ts';

type Schema = boolean | Record<string, unknown>;
type Json = Record<string, unknown>;


// The formats whose rule is a regular expression on the server (ajv-formats, written into generated code).
const REGEX_FORMATS: Record<string, RegExp> = { uuid: fullFormats.uuid as RegExp, 'data-url': DATA_URL };

function formatHolds(name: string, value: string): boolean {
  if (name in REGEX_FORMATS) return REGEX_FORMATS[name].test(value);
  const format = runtimeFormats[name] as ((text: string) => boolean) | { validate: (text: string) => boolean } | undefined;
  if (!format) return true;
  return typeof format === 'function' ? format(value) : format.validate(value);
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeHolds(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

function resolveRef(ref: string, root: Json): Schema {
  if (!ref.startsWith('#')) return true;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[part] : undefined;
  }
  return (node as Schema | undefined) ?? true;
}

/**
 * Whether `value` satisfies the draft-07 `schema` (refs `#/…` read from `root`): the yes/no answer RJSF
 * asks its validator to pick the `oneOf`/`anyOf` option a value matches and to decide `if`/`then`/`else`
 * and schema dependencies while it renders. It gives no messages: the errors a person sees come from the
 * server's ajv compiled ahead of time (engine/validation/standaloneCode.ts). matchesSchema.test.ts holds it
 * to ajv's answer on every sub-schema of engine/validation/corpus/ and of the case templates. The
 * product's `notBeforeToday` is not read: a form whose shape changed with the clock would be a surprise.
 */
export function matchesSchema(schema: Schema, value: unknown, root: Json): boolean {
  if (schema === true || schema === undefined) return true;
  if (schema === false) return false;
  const s = schema;
  if (typeof s.$ref === 'string') return matchesSchema(resolveRef(s.$ref, root), value, root);
  const sub = (inner: unknown, data: unknown) => matchesSchema(inner as Schema, data, root);
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((type) => typeHolds(type, value))) return false;
  }
  if ('const' in s && !equal(s.const, value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((option) => equal(option, value))) return false;
  if (Array.isArray(s.allOf) && !s.allOf.every((inner) => sub(inner, value))) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.some((inner) => sub(inner, value))) return false;
  if (Array.isArray(s.oneOf) && s.oneOf.filter((inner) => sub(inner, value)).length !== 1) return false;
  if (s.not !== undefined && sub(s.not, value)) return false;
  if (s.if !== undefined) {
    const branch = sub(s.if, value) ? s.then : s.else;
    if (branch !== undefined && !sub(branch, value)) return false;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return false;
    if (typeof s.format === 'string' && !formatHolds(s.format, value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return false;
    if (typeof s.multipleOf === 'number') {
      const quotient = value / s.multipleOf;
      if (Math.abs(quotient - Math.round(quotient)) > 1e-9) return false;
    }
  }
  if (Array.isArray(value) && !arrayHolds(s, value, sub)) return false;
  if (isObject(value) && !objectHolds(s, value, sub)) return false;
  return true;
}

function arrayHolds(s: Json, value: unknown[], sub: (inner: unknown, data: unknown) => boolean): boolean {
  if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
  if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
  if (s.uniqueItems === true && value.some((item, i) => value.findIndex((other) => equal(other, item)) !== i)) return false;
  if (Array.isArray(s.items)) {
    const tuple = s.items;
    if (!tuple.every((inner, i) => i >= value.length || sub(inner, value[i]))) return false;
    if (s.additionalItems !== undefined && !value.slice(tuple.length).every((item) => sub(s.additionalItems, item))) return false;
  } else if (s.items !== undefined && !value.every((item) => sub(s.items, item))) return false;
  if (s.contains !== undefined && !value.some((item) => sub(s.contains, item))) return false;
  return true;
}

function objectHolds(s: Json, value: Json, sub: (inner: unknown, data: unknown) => boolean): boolean {
  const keys = Object.keys(value);
  const properties = (isObject(s.properties) ? s.properties : {}) as Json;
  const patterns = Object.entries((isObject(s.patternProperties) ? s.patternProperties : {}) as Json).map(
    ([pattern, inner]) => [new RegExp(pattern, 'u'), inner] as const,
  );
  if (Array.isArray(s.required) && !s.required.every((key) => value[key as string] !== undefined)) return false;
  if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return false;
  if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return false;
  for (const key of keys) {
    if (s.propertyNames !== undefined && !sub(s.propertyNames, key)) return false;
    let known = false;
    if (key in properties) {
      known = true;
      if (!sub(properties[key], value[key])) return false;
    }
    for (const [pattern, inner] of patterns) {
      if (!pattern.test(key)) continue;
      known = true;
      if (!sub(inner, value[key])) return false;
    }
    if (!known && s.additionalProperties !== undefined && !sub(s.additionalProperties, value[key])) return false;
  }
  if (isObject(s.dependencies)) {
    for (const [key, dependency] of Object.entries(s.dependencies)) {
      if (value[key] === undefined) continue;
      if (Array.isArray(dependency) ? !dependency.every((needed) => value[needed as string] !== undefined) : !sub(dependency, value)) return false;
    }
  }
  return true;
}

import type { JsonSchema } from './types.ts';
import { isObject } from '../json/isObject.ts';

export const LOCAL_REF = /^#\/definitions\/[^/]/;
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf'];

const join = (path: string, ...parts: (string | number)[]) => [path, ...parts.map(String)].filter(Boolean).join('.');

/** The schema a local `#/definitions/…` reference points at, or undefined. */
export function resolveLocalRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!LOCAL_REF.test(ref)) return undefined;
  let current: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    current = isObject<JsonSchema>(current) ? current[part] : undefined;
  }
  return isObject<JsonSchema>(current) || typeof current === 'boolean' ? (current as JsonSchema) : undefined;
}

/** A schema with its `$ref` followed (once per step, guarding against cycles). */
export function followRef(root: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  const seen = new Set<string>();
  while (typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = resolveLocalRef(root, current.$ref);
    if (!isObject<JsonSchema>(target)) break;
    current = target;
  }
  return current;
}

/**
 * The fields an object schema may show: its own `properties` plus those its conditional branches add
 * (`then`/`else`, `allOf`/`anyOf`/`oneOf`, schema `dependencies`), each with its schema and the dotted
 * path of the branch that declares it ('' for its own). `root` is the schema `$ref`s resolve against.
 * An `if` only tests fields: what it names is not shown.
 */
export function declaredFields(
  root: JsonSchema,
  schema: JsonSchema,
  path = '',
  into = new Map<string, { schema: JsonSchema; path: string }>(),
  depth = 0,
): Map<string, { schema: JsonSchema; path: string }> {
  const own = followRef(root, schema);
  if (depth > 20) return into;
  for (const [name, inner] of Object.entries(isObject<JsonSchema>(own.properties) ? own.properties : {})) {
    if (!into.has(name)) into.set(name, { schema: inner, path });
  }
  const branches: [unknown, string][] = [
    [own.then, 'then'],
    [own.else, 'else'],
  ];
  for (const keyword of SCHEMA_LIST)
    if (Array.isArray(own[keyword])) (own[keyword] as unknown[]).forEach((b, i) => branches.push([b, `${keyword}.${i}`]));
  if (isObject<JsonSchema>(own.dependencies))
    for (const [key, b] of Object.entries(own.dependencies)) branches.push([b, `dependencies.${key}`]);
  for (const [branch, step] of branches) if (isObject<JsonSchema>(branch)) declaredFields(root, branch, join(path, step), into, depth + 1);
  return into;
}

/** The schema at a dotted path inside `schema` (`allOf.0.then`), or undefined. */
export function schemaAt(schema: JsonSchema, path: string): JsonSchema | undefined {
  let current: unknown = schema;
  for (const part of path.split('.').filter(Boolean)) {
    current = Array.isArray(current) ? current[Number(part)] : isObject<JsonSchema>(current) ? current[part] : undefined;
  }
  return isObject<JsonSchema>(current) ? current : undefined;
}

/**
 * The order fields show in when the template does not give one: its own fields as written, each field a
 * branch adds right after the field its condition tests (the `if`'s fields, the `dependencies` key),
 * other branch fields at the end.
 */
export function fieldOrder(schema: JsonSchema): string[] {
  const order = Object.keys(isObject<JsonSchema>(schema.properties) ? schema.properties : {});
  const lastInserted = new Map<string, string>();
  for (const [name, { path }] of declaredFields(schema, schema)) {
    if (!path || order.includes(name)) continue;
    let trigger: string | undefined;
    const dependency = /(?:^|\.)dependencies\.([^.]+)/.exec(path);
    const branch = /^(.*?)(?:^|\.)(?:then|else)$/.exec(path);
    if (dependency) trigger = dependency[1];
    else if (branch) {
      const test = schemaAt(schema, branch[1] ? `${branch[1]}.if` : 'if');
      const tested = [...Object.keys(test?.properties ?? {}), ...(Array.isArray(test?.required) ? test.required : [])];
      trigger = order.filter((key) => tested.includes(key)).pop();
    }
    const after = trigger && order.includes(trigger) ? (lastInserted.get(trigger) ?? trigger) : undefined;
    if (after) {
      order.splice(order.indexOf(after) + 1, 0, name);
      lastInserted.set(trigger!, name);
    } else order.push(name);
  }
  return order;
}

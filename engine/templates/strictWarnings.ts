import type { TemplateProblem } from './checkTemplateSchema.ts';
import type { JsonSchema } from './types.ts';
import { isObject } from '../json/isObject.ts';

/**
 * Something ajv's strict mode would refuse in a template although it is valid draft-07 (and stock RJSF
 * draws and validates it): a warning the template editor shows at its place, never a refusal. `ajv` is
 * the finding in ajv's own words (without 'strict mode: '), which the tests compare with what ajv logs.
 */
export interface StrictWarning extends TemplateProblem {
  ajv: string;
}

/**
 * The keywords ajv applies to one type of value only (ajv's `RULES`, draft-07 plus the product's own
 * `notBeforeToday`): where no `type` among these is in force, strict mode refuses the keyword, since a
 * value of another type passes it unchecked.
 */
export const TYPED_KEYWORDS: Record<string, string[]> = {
  maximum: ['number'],
  minimum: ['number'],
  exclusiveMaximum: ['number'],
  exclusiveMinimum: ['number'],
  multipleOf: ['number'],
  maxLength: ['string'],
  minLength: ['string'],
  pattern: ['string'],
  format: ['number', 'string'],
  notBeforeToday: ['string'],
  maxProperties: ['object'],
  minProperties: ['object'],
  required: ['object'],
  propertyNames: ['object'],
  additionalProperties: ['object'],
  dependencies: ['object'],
  properties: ['object'],
  patternProperties: ['object'],
  maxItems: ['array'],
  minItems: ['array'],
  uniqueItems: ['array'],
  additionalItems: ['array'],
  items: ['array'],
  contains: ['array'],
};

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'número entero',
  boolean: 'sí o no',
  object: 'objeto',
  array: 'lista',
  null: 'vacío',
};
// Keywords that only annotate: a pattern's schema holding only these accepts every value, and ajv skips it.
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', 'readOnly', 'writeOnly']);

const join = (path: string, ...parts: (string | number)[]) => [path, ...parts.map(String)].filter(Boolean).join('.');
const where = (path: string) => (path ? `en ${path}` : 'en la raíz del esquema');
// ajv names a place by its schema path: `#/properties/point/items`.
const pointer = (path: string) => `#${path ? `/${path.split('.').join('/')}` : ''}`;
const typeNames = (types: string[]) => types.map((t) => `"${t}" (${TYPE_NAMES[t] ?? t})`).join(' o ');

// ajv's own rules for a type against the types the schema around allows (compile/validate/index.ts).
const includesType = (types: string[], t: string) => types.includes(t) || (t === 'integer' && types.includes('number'));
const applicable = (types: string[], t: string) => types.includes(t) || (t === 'number' && types.includes('integer'));

function ownTypes(schema: JsonSchema): string[] {
  const type = schema.type as unknown;
  return typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

const alwaysValid = (schema: unknown) =>
  schema === true || (isObject<JsonSchema>(schema) && Object.keys(schema).every((k) => ANNOTATIONS.has(k)));

/**
 * The types of value a schema applies to, as ajv works them out: its own `type`, narrowed by the types
 * in force around it (`context`: the object holding an `allOf` branch, a `then`…); an own type the
 * context does not allow is a finding.
 */
function typesInForce(schema: JsonSchema, context: string[], path: string, add: (w: StrictWarning) => void): string[] {
  const own = ownTypes(schema);
  if (!own.length) return context;
  if (!context.length) return own;
  for (const t of own) {
    if (!includesType(context, t)) {
      add({
        path: join(path, 'type'),
        message: `«type»: "${t}" ${where(path)} no cabe en el tipo ${typeNames(context)} del esquema que lo rodea: ningún valor cumple ambos`,
        ajv: `type "${t}" not allowed by context "${context.join(',')}" at "${pointer(path)}" (strictTypes)`,
      });
    }
  }
  return context.flatMap((t) => (includesType(own, t) ? [t] : own.includes('integer') && t === 'number' ? ['integer'] : []));
}

function visit(schema: unknown, path: string, context: string[], add: (w: StrictWarning) => void): void {
  if (!isObject<JsonSchema>(schema)) return;
  const types = typesInForce(schema, context, path, add);

  for (const [keyword, needs] of Object.entries(TYPED_KEYWORDS)) {
    if (schema[keyword] === undefined || needs.some((t) => applicable(types, t))) continue;
    add({
      path: join(path, keyword),
      message: `«${keyword}» ${where(path)} solo se aplica a un valor de tipo ${typeNames(needs)}, y ahí no se indica ese «type»: un valor de otro tipo no se comprueba`,
      ajv: `missing type "${needs.join(',')}" for keyword "${keyword}" at "${pointer(path)}" (strictTypes)`,
    });
  }

  const items = schema.items as unknown;
  if (Array.isArray(items)) {
    const n = items.length;
    if (!(n === schema.minItems && (n === schema.maxItems || schema.additionalItems === false))) {
      add({
        path: join(path, 'items'),
        message: `«items» ${where(path)} describe una lista de ${n} posiciones, pero sin «minItems»: ${n} y «maxItems»: ${n} (o «additionalItems»: false) admite listas más cortas o más largas`,
        ajv: `"items" is ${n}-tuple, but minItems or maxItems/additionalItems are not specified or different at path "${pointer(path)}"`,
      });
    }
  } else if (schema.additionalItems !== undefined) {
    add({
      path: join(path, 'additionalItems'),
      message: `«additionalItems» ${where(path)} no tiene efecto: solo se aplica cuando «items» es una lista de esquemas`,
      ajv: '"additionalItems" is ignored when "items" is not an array of schemas',
    });
  }

  if (schema.if !== undefined && schema.then === undefined && schema.else === undefined) {
    add({
      path: join(path, 'if'),
      message: `«if» ${where(path)} no tiene «then» ni «else»: no tiene efecto`,
      ajv: '"if" without "then" and "else" is ignored',
    });
  }
  for (const keyword of ['then', 'else']) {
    if (schema[keyword] !== undefined && schema.if === undefined) {
      add({
        path: join(path, keyword),
        message: `«${keyword}» ${where(path)} no tiene «if»: no tiene efecto`,
        ajv: `"${keyword}" without "if" is ignored`,
      });
    }
  }

  const patterns = isObject<JsonSchema>(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  if (isObject<JsonSchema>(schema.properties) && !patterns.every(([, inner]) => alwaysValid(inner))) {
    for (const [pattern] of patterns) {
      const regExp = safeRegExp(pattern);
      for (const name of Object.keys(schema.properties)) {
        if (!regExp?.test(name)) continue;
        add({
          path: join(path, 'patternProperties', pattern),
          message: `El patrón «${pattern}» de «patternProperties» ${where(path)} también abarca el campo declarado «${name}»: ese campo debe cumplir los dos esquemas`,
          ajv: `property ${name} matches pattern ${pattern} (use allowMatchingProperties)`,
        });
      }
    }
  }

  // The same value: the types in force carry over. A property, an item, a key: a value of its own.
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[keyword];
    if (Array.isArray(list)) list.forEach((inner, index) => visit(inner, join(path, keyword, index), types, add));
  }
  for (const keyword of ['not', 'if', 'then', 'else']) visit(schema[keyword], join(path, keyword), types, add);
  if (isObject<JsonSchema>(schema.dependencies)) {
    for (const [key, inner] of Object.entries(schema.dependencies)) visit(inner, join(path, 'dependencies', key), types, add);
  }
  for (const keyword of ['properties', 'patternProperties']) {
    const map = schema[keyword];
    if (isObject<JsonSchema>(map)) for (const [key, inner] of Object.entries(map)) visit(inner, join(path, keyword, key), [], add);
  }
  if (Array.isArray(items)) items.forEach((inner, index) => visit(inner, join(path, 'items', index), [], add));
  else visit(items, join(path, 'items'), [], add);
  for (const keyword of ['additionalProperties', 'additionalItems', 'contains']) visit(schema[keyword], join(path, keyword), [], add);
  visit(schema.propertyNames, join(path, 'propertyNames'), ['string'], add);
  // A definition is compiled where a `$ref` reaches it, with no type in force.
  if (isObject<JsonSchema>(schema.definitions)) {
    for (const [key, inner] of Object.entries(schema.definitions)) visit(inner, join(path, 'definitions', key), [], add);
  }
}

/**
 * What ajv's strict mode finds in a template's schema that is still valid draft-07, each at its place
 * (a dotted path, as checkTemplateSchema gives) with a Spanish message: a keyword where no `type` it
 * applies to is in force (`required` beside a root `oneOf` whose branches carry the type), a type its
 * context excludes, a tuple `items` without its length fixed, a `patternProperties` pattern that also
 * matches a declared property, an `if` without `then`/`else` (or the reverse), an `additionalItems` that
 * `items` makes useless. Templates compile without strict mode (TEMPLATE_AJV_OPTIONS in
 * engine/validation/createAjv.ts), so these are warnings; pure, so the browser's editor runs it as the
 * server does. Empty when ajv's strict mode would accept the schema.
 */
export function strictWarnings(schema: JsonSchema): StrictWarning[] {
  const found: StrictWarning[] = [];
  const seen = new Set<string>();
  visit(schema, '', [], (warning) => {
    const key = `${warning.path}\n${warning.ajv}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(warning);
  });
  return found;
}

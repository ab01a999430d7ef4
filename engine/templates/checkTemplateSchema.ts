import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import localizeEs from 'ajv-i18n/localize/es/index.js';
import { usableWidget } from '../rjsf/usableWidget.ts';
import { templateErrorMessage } from './ajvSpanish.ts';
import { hasSpanishLabel } from './fieldTitles.ts';
import { declaredFields, followRef, LOCAL_REF, resolveLocalRef } from './declaredFields.ts';
import type { JsonSchema, UiSchema } from './types.ts';
import { isObject } from '../json/isObject.ts';

/** One reason a template cannot be used: where (a dotted path in the schema or `uiSchema.…`) and why, in Spanish. */
export interface TemplateProblem {
  path: string;
  message: string;
}

/** A validator of the draft-07 meta-schema, as ajv compiles it. */
export type MetaSchemaValidator = ((schema: unknown) => boolean) & { errors?: ErrorObject[] | null };

export interface SchemaCheckOptions {
  /**
   * Check the schema against the draft-07 meta-schema (default true: ajv compiles it here). A page
   * whose Content-Security-Policy has no 'unsafe-eval' cannot compile: it passes the validator compiled
   * ahead of time (schemas/generated/validators/jsonSchemaDraft07.js), or false to skip the check.
   */
  metaSchema?: boolean | MetaSchemaValidator;
  /** Every field needs a Spanish label, every option of a select too (default true). */
  labels?: boolean;
}

export const DRAFT_07_META = 'http://json-schema.org/draft-07/schema';

/** The formats validation knows (engine/validation/createAjv.ts); any other would be refused by ajv or ignored. */
export const KNOWN_FORMATS = ['date', 'optional-date', 'date-time', 'time', 'email', 'uri', 'uuid', 'data-url'];

// Keywords whose value is one schema, a map of schemas, or a list of schemas.
const ONE_SCHEMA = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'not'];
const SCHEMA_MAP = ['properties', 'patternProperties', 'definitions'];
const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf'];

/** Every draft-07 keyword the form renders or validation enforces, plus the product's own. */
const KNOWN_KEYWORDS = new Set([
  '$schema',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'readOnly',
  'writeOnly',
  'examples',
  'type',
  'enum',
  'const',
  'format',
  'contentMediaType',
  'contentEncoding',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'required',
  'dependencies',
  'maxProperties',
  'minProperties',
  'definitions',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'x-label',
  'x-messages',
  'x-section',
  'x-internal',
  'notBeforeToday',
]);

/** Keywords of JSON Schema 2019-09 / 2020-12, with what draft-07 offers instead. */
const NEWER_KEYWORDS: Record<string, string> = {
  $defs: '«definitions»',
  $anchor: '«$ref» a #/definitions/…',
  $dynamicRef: '«$ref» a #/definitions/…',
  $dynamicAnchor: '«definitions»',
  $recursiveRef: '«$ref» a #/definitions/…',
  $recursiveAnchor: '«definitions»',
  $vocabulary: 'nada (quítela)',
  unevaluatedProperties: '«additionalProperties»',
  unevaluatedItems: '«additionalItems»',
  prefixItems: '«items» con una lista de esquemas',
  dependentSchemas: '«dependencies»',
  dependentRequired: '«dependencies» con una lista de campos',
  minContains: '«contains»',
  maxContains: '«contains»',
  contentSchema: 'nada (quítela)',
  deprecated: '«description»',
};

// Keywords an `x-messages` entry may give a message for: those that can fail on a field.
const MESSAGE_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'format',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'additionalProperties',
  'propertyNames',
  'required',
  'dependencies',
  'maxProperties',
  'minProperties',
  'if',
  'anyOf',
  'oneOf',
  'not',
  'notBeforeToday',
]);

const join = (path: string, ...parts: (string | number)[]) => [path, ...parts.map(String)].filter(Boolean).join('.');
const where = (path: string) => (path ? `en ${path}` : 'en la raíz del esquema');

/**
 * Calls `visit(schema, path)` for `schema` and every schema inside it (properties, items, branches,
 * definitions…), never inside values (`const`, `enum`, `default`, `x-messages`). Paths are dotted:
 * `properties.identity.properties.fullName`, `items.0`, `oneOf.1`.
 */
export function forEachSchema(schema: unknown, visit: (schema: JsonSchema, path: string) => void, path = ''): void {
  if (!isObject<JsonSchema>(schema)) return;
  visit(schema, path);
  for (const keyword of ONE_SCHEMA) forEachSchema(schema[keyword], visit, join(path, keyword));
  for (const keyword of SCHEMA_MAP) {
    const map = schema[keyword];
    if (isObject<JsonSchema>(map)) for (const [key, inner] of Object.entries(map)) forEachSchema(inner, visit, join(path, keyword, key));
  }
  for (const keyword of SCHEMA_LIST) {
    const list = schema[keyword];
    if (Array.isArray(list)) list.forEach((inner, index) => forEachSchema(inner, visit, join(path, keyword, index)));
  }
  if (Array.isArray(schema.items)) schema.items.forEach((inner, index) => forEachSchema(inner, visit, join(path, 'items', index)));
  else forEachSchema(schema.items, visit, join(path, 'items'));
  if (isObject<JsonSchema>(schema.dependencies)) {
    for (const [key, inner] of Object.entries(schema.dependencies)) forEachSchema(inner, visit, join(path, 'dependencies', key));
  }
}

/** How the meta-schema is compiled, here and ahead of time for the page (scripts/gen/metaSchemaValidatorModule.ts). */
export const META_SCHEMA_OPTIONS = { allErrors: true, strict: false, logger: false } as const;

let compiledMetaValidator: ValidateFunction | undefined;

function metaSchemaProblems(schema: JsonSchema, validator: MetaSchemaValidator | true): TemplateProblem[] {
  const metaValidator = validator === true ? (compiledMetaValidator ??= new Ajv(META_SCHEMA_OPTIONS).getSchema(DRAFT_07_META)!) : validator;
  if (metaValidator(schema)) return [];
  const errors = structuredClone(metaValidator.errors ?? []) as ErrorObject[];
  localizeEs(errors);
  // A wrong keyword fails every branch of the meta-schema's own `anyOf`s: keep the first error per place.
  const seen = new Set<string>();
  const problems: TemplateProblem[] = [];
  for (const error of errors) {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    problems.push({ path, message: `El esquema no es JSON Schema draft-07 válido ${where(path)}: ${templateErrorMessage(error)}` });
  }
  return problems;
}

function keywordProblems(root: JsonSchema, schema: JsonSchema, path: string, labels: boolean): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (at: string, message: string) => problems.push({ path: at, message });
  for (const keyword of Object.keys(schema)) {
    if (keyword in NEWER_KEYWORDS) {
      add(
        join(path, keyword),
        `La plantilla usa la palabra clave «${keyword}» ${where(path)}, que es de JSON Schema 2019-09/2020-12 y el formulario no sabe mostrar; en draft-07 use ${NEWER_KEYWORDS[keyword]}`,
      );
    } else if (keyword === '$id' || keyword === 'id') {
      if (path)
        add(
          join(path, keyword),
          `La plantilla usa la palabra clave «${keyword}» ${where(path)}: cambia la base de las referencias y el formulario no la sigue; quítela`,
        );
    } else if (!KNOWN_KEYWORDS.has(keyword)) {
      add(join(path, keyword), `La plantilla usa la palabra clave «${keyword}» ${where(path)}, que el formulario no sabe mostrar`);
    }
  }
  if ('$schema' in schema) {
    const declared = String(schema.$schema).replace(/#$/, '');
    if (path) add(join(path, '$schema'), `«$schema» solo puede ir en la raíz de la plantilla, no ${where(path)}`);
    else if (declared !== DRAFT_07_META)
      add('$schema', `La plantilla declara «$schema»: ${String(schema.$schema)}; el formulario solo admite draft-07 (${DRAFT_07_META}#)`);
  }
  if (typeof schema.$ref === 'string') {
    if (!LOCAL_REF.test(schema.$ref)) {
      add(join(path, '$ref'), `La referencia «${schema.$ref}» ${where(path)} no es local: solo se admiten referencias a #/definitions/…`);
    } else if (resolveLocalRef(root, schema.$ref) === undefined) {
      add(join(path, '$ref'), `La referencia «${schema.$ref}» ${where(path)} no apunta a ninguna definición de la plantilla`);
    }
  }
  if (typeof schema.format === 'string' && !KNOWN_FORMATS.includes(schema.format)) {
    add(
      join(path, 'format'),
      `El formato «${schema.format}» ${where(path)} no existe en el formulario (se admiten: ${KNOWN_FORMATS.join(', ')})`,
    );
  }
  if (isObject<JsonSchema>(schema['x-messages'])) {
    for (const key of Object.keys(schema['x-messages'])) {
      if (!MESSAGE_KEYWORDS.has(key))
        add(join(path, 'x-messages', key), `«x-messages» ${where(path)} da un mensaje para «${key}», que no es una regla que pueda fallar`);
    }
  }
  if (labels) {
    // A field is labelled where it is declared; a branch restating it (`if: {properties: {x: {const: true}}}`)
    // only adds a condition, and the object around the branch checks the fields the branch adds. Fields
    // reached through `$ref` are checked once, in their definition.
    const fields = isBranchPath(path) || typeof schema.$ref === 'string' ? [] : [...declaredFields(root, schema)];
    for (const [name, { schema: field, path: declaredIn }] of fields) {
      if (!isObject<JsonSchema>(field)) continue;
      const at = join(path, declaredIn, 'properties', name);
      if (!hasSpanishLabel(field, name) && !hasSpanishLabel(followRef(root, field), name))
        add(at, `El campo ${at} no tiene etiqueta en español («title» o «x-label»)`);
    }
    for (const keyword of ['oneOf', 'anyOf']) {
      const options = schema[keyword];
      if (!Array.isArray(options) || !options.length || !options.every((o) => isObject<JsonSchema>(o) && 'const' in o)) continue;
      options.forEach((option: JsonSchema, index) => {
        if (!hasSpanishLabel(option, String(option.const))) {
          add(
            join(path, keyword, index),
            `La opción ${JSON.stringify(option.const)} ${where(path)} no tiene etiqueta en español («title»)`,
          );
        }
      });
    }
  }
  if (
    !isBranchPath(path) &&
    !isObject<JsonSchema>(schema.additionalProperties) &&
    schema.additionalProperties !== true &&
    !schema.patternProperties
  ) {
    // The form only shows declared fields (or keys a person may add): a required name it cannot show
    // could never be answered. Branches (`then: {required: [...]}`) name fields of the object around them.
    const known = declaredFields(root, schema, path);
    for (const { name, at, trigger } of requiredNames(root, schema, path)) {
      if (known.has(name)) continue;
      if (trigger === undefined) add(join(at, 'required'), `«required» ${where(at)} nombra el campo «${name}», que no existe`);
      else add(join(at, 'dependencies', trigger), `«dependencies» ${where(at)} pide, con «${trigger}», el campo «${name}», que no existe`);
    }
  }
  if (schema.additionalProperties === false) {
    const own = isObject<JsonSchema>(schema.properties) ? schema.properties : {};
    const patterns = isObject<JsonSchema>(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
    for (const [name, declared] of declaredFields(root, schema, path)) {
      if (name in own || patterns.some((pattern) => safeTest(pattern, name))) continue;
      add(
        join(declared.path, 'properties', name),
        `El campo «${name}» solo está declarado en ${declared.path}, pero ${path || 'la raíz'} no admite campos adicionales (additionalProperties: false): nunca se podría guardar; declárelo también en ${join(path, 'properties')}`,
      );
    }
  }
  return problems;
}

/**
 * The names `required` lists in a schema and in its conditional branches, and those a property
 * dependency asks for (with its `trigger`), each with the place of the schema holding the list.
 */
function requiredNames(root: JsonSchema, schema: JsonSchema, path: string, depth = 0): { name: string; at: string; trigger?: string }[] {
  if (depth > 20) return [];
  const names: { name: string; at: string; trigger?: string }[] = (Array.isArray(schema.required) ? schema.required : [])
    .filter((n): n is string => typeof n === 'string')
    .map((name) => ({ name, at: path }));
  const own = followRef(root, schema);
  const branches: [unknown, string][] = [
    [own.if, 'if'],
    [own.then, 'then'],
    [own.else, 'else'],
  ];
  for (const keyword of SCHEMA_LIST)
    if (Array.isArray(own[keyword])) (own[keyword] as unknown[]).forEach((b, i) => branches.push([b, `${keyword}.${i}`]));
  if (isObject<JsonSchema>(own.dependencies)) {
    for (const [key, b] of Object.entries(own.dependencies)) {
      if (Array.isArray(b))
        names.push(...b.filter((n): n is string => typeof n === 'string').map((name) => ({ name, at: path, trigger: key })));
      else branches.push([b, `dependencies.${key}`]);
    }
  }
  for (const [branch, step] of branches)
    if (isObject<JsonSchema>(branch)) names.push(...requiredNames(root, branch, join(path, step), depth + 1));
  return names;
}

// A branch (`then`, `allOf.0`…) names fields of the object around it, which the walk checks there.
function isBranchPath(path: string): boolean {
  return /(^|\.)(if|then|else|not|allOf\.\d+|anyOf\.\d+|oneOf\.\d+|dependencies\.[^.]+)$/.test(path);
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

function uiProblems(root: JsonSchema, schema: JsonSchema | undefined, ui: unknown, uiPath: string): TemplateProblem[] {
  if (!isObject<JsonSchema>(ui)) return [];
  const problems: TemplateProblem[] = [];
  const own = schema ? followRef(root, schema) : {};
  const fields = declaredFields(root, own, '');
  const widget = ui['ui:widget'];
  if (widget !== undefined && schema && !usableWidget(own as never, widget)) {
    problems.push({
      path: join(uiPath, 'ui:widget'),
      message: `«ui:widget» en ${uiPath} nombra «${String(widget)}», que el formulario no puede usar para este campo`,
    });
  }
  const order = ui['ui:order'];
  if (order !== undefined) {
    if (!Array.isArray(order)) {
      problems.push({ path: join(uiPath, 'ui:order'), message: `«ui:order» en ${uiPath} debe ser una lista de campos` });
    } else {
      for (const name of order) {
        if (name !== '*' && !fields.has(String(name)))
          problems.push({
            path: join(uiPath, 'ui:order'),
            message: `«ui:order» en ${uiPath} nombra «${String(name)}», que el esquema no tiene`,
          });
      }
      if (!order.includes('*')) {
        for (const name of fields.keys()) {
          if (!order.includes(name))
            problems.push({
              path: join(uiPath, 'ui:order'),
              message: `«ui:order» en ${uiPath} no incluye el campo «${name}» (añádalo o ponga «*»)`,
            });
        }
      }
    }
  }
  for (const [key, inner] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    const at = join(uiPath, key);
    if (key === 'items' && (own.type === 'array' || own.items !== undefined)) {
      if (Array.isArray(own.items)) {
        const list = Array.isArray(inner) ? inner : own.items.map(() => inner);
        list.forEach((entry, index) =>
          problems.push(
            ...uiProblems(root, (own.items as unknown as JsonSchema[])[index], entry, Array.isArray(inner) ? join(at, index) : at),
          ),
        );
      } else {
        problems.push(...uiProblems(root, isObject<JsonSchema>(own.items) ? own.items : undefined, inner, at));
      }
    } else if (key === 'additionalItems' && isObject<JsonSchema>(own.additionalItems)) {
      problems.push(...uiProblems(root, own.additionalItems, inner, at));
    } else if (key === 'additionalProperties' && isObject<JsonSchema>(own.additionalProperties)) {
      problems.push(...uiProblems(root, own.additionalProperties, inner, at));
    } else if (fields.has(key)) {
      problems.push(...uiProblems(root, fields.get(key)!.schema, inner, at));
    } else {
      problems.push({ path: at, message: `El uiSchema tiene una entrada «${key}» en ${uiPath}, pero el esquema no tiene ese campo` });
    }
  }
  return problems;
}

/**
 * Every reason `schema` (draft-07) and its RJSF `uiSchema` cannot be used as a form, each with its
 * place in the template: not valid draft-07 (the meta-schema), keywords the form does not render
 * (unknown ones, draft 2019-09/2020-12 ones), `$ref`s that are not local `#/definitions/…` or point
 * nowhere, unknown formats, `required` naming fields the form cannot show, fields only a branch declares
 * inside a closed object, fields and options without a Spanish label, uiSchema entries or `ui:order`
 * names with no field behind them, and widgets the form cannot draw the field with. Empty when the template is fine. Pure: the loader
 * (checkTemplate) and a template editor call it alike.
 */
export function checkTemplateSchema(schema: JsonSchema, uiSchema: UiSchema = {}, options: SchemaCheckOptions = {}): TemplateProblem[] {
  if (!isObject<JsonSchema>(schema)) return [{ path: '', message: 'El esquema de la plantilla debe ser un objeto JSON' }];
  const problems: TemplateProblem[] = options.metaSchema === false ? [] : metaSchemaProblems(schema, options.metaSchema ?? true);
  const labels = options.labels !== false;
  forEachSchema(schema, (inner, path) => {
    // `definitions.x.properties.y` is checked where it is used too; its own place is enough.
    problems.push(...keywordProblems(schema, inner, path, labels));
  });
  problems.push(...uiProblems(schema, schema, uiSchema, 'uiSchema'));
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.path}\n${problem.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { loadFormTemplates } from '../../templates/loadFormTemplates.ts';
import { loadInterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { createAjv, createTemplateAjv } from '../validation/createAjv.ts';
import { describeErrors } from '../validation/describeErrors.ts';
import { loadValidationCorpus } from '../validation/validationCorpus.ts';
import { strictWarnings } from './strictWarnings.ts';
import type { JsonSchema } from './types.ts';

const test = suite('strictWarnings');
const corpus = Object.fromEntries(loadValidationCorpus().map((c) => [c.name, c]));

/** What ajv's strict mode itself says of `schema`, logged instead of thrown, without its 'strict mode: ' prefix. */
function ajvStrictFindings(schema: JsonSchema): string[] {
  const found: string[] = [];
  const logger = { log() {}, error() {}, warn: (message: string) => found.push(String(message).replace(/^strict mode: /, '')) };
  createAjv({}, { strict: 'log', logger }).compile(schema);
  return [...new Set(found)].sort();
}

const walked = (schema: JsonSchema) => [...new Set(strictWarnings(schema).map((w) => w.ajv))].sort();

// ---- The same findings as ajv's strict mode, on every corpus schema and every template ------------------

const SCHEMAS: [string, JsonSchema][] = [
  ...loadValidationCorpus().map(({ name, schema }): [string, JsonSchema] => [`corpus ${name}`, schema]),
  ...loadCaseTemplates()
    .all()
    .map((t): [string, JsonSchema] => [`case template ${t.key} v${t.version}`, t.schema]),
  ...loadFormTemplates().map((t): [string, JsonSchema] => [`form template ${t.key}`, t.schema]),
  ...loadInterviewTemplate().steps.map((s): [string, JsonSchema] => [`interview step ${s.key}`, s.schema]),
];

for (const [name, schema] of SCHEMAS) {
  test(`${name}: the warnings are exactly what ajv's strict mode finds`, () => {
    assert.equal(walked(schema), ajvStrictFindings(schema));
  });
}

test("the shapes ajv's strict mode refuses are found, and a shape it accepts is not", () => {
  for (const name of ['tupleItemsOpen', 'tupleAdditionalItems', 'rootOneOfRequired', 'patternPropertiesOverlap']) {
    assert.ok(ajvStrictFindings(corpus[name].schema).length, `${name}: ajv no encuentra nada`);
    assert.ok(strictWarnings(corpus[name].schema).length, `${name}: sin avisos`);
  }
  for (const name of ['tupleItems', 'propertyDependenciesNested', 'schemaDependenciesNested'])
    assert.equal(strictWarnings(corpus[name].schema), [], name);
});

test('more of what strict mode finds: a type its context excludes, if without then, then without if, additionalItems beside one items schema, a keyword in a definition', () => {
  const schema: JsonSchema = {
    type: 'object',
    definitions: { code: { pattern: '^[A-Z]+$' } },
    properties: {
      a: { type: 'string', anyOf: [{ type: 'number' }, { minLength: 2 }] },
      b: { type: 'string', if: { minLength: 2 } },
      c: { type: 'string', then: { minLength: 2 } },
      d: { type: 'array', items: { type: 'string' }, additionalItems: false },
      e: { $ref: '#/definitions/code' },
      f: { type: 'object', propertyNames: { maxLength: 3 } },
    },
  };
  assert.equal(walked(schema), ajvStrictFindings(schema));
  assert.equal(
    strictWarnings(schema).map((w) => w.path),
    ['properties.a.anyOf.0.type', 'properties.b.if', 'properties.c.then', 'properties.d.additionalItems', 'definitions.code.pattern'],
  );
});

// ---- Their place and their words ------------------------------------------------------------------------

test('each warning says, in Spanish, where it is and what it means', () => {
  assert.equal(strictWarnings(corpus.tupleItemsOpen.schema), [
    {
      path: 'properties.pair.items',
      message:
        '«items» en properties.pair describe una lista de 2 posiciones, pero sin «minItems»: 2 y «maxItems»: 2 (o «additionalItems»: false) admite listas más cortas o más largas',
      ajv: '"items" is 2-tuple, but minItems or maxItems/additionalItems are not specified or different at path "#/properties/pair"',
    },
  ]);
  assert.equal(
    strictWarnings(corpus.rootOneOfRequired.schema).map(({ path, message }) => ({ path, message })),
    [
      {
        path: 'required',
        message:
          '«required» en la raíz del esquema solo se aplica a un valor de tipo "object" (objeto), y ahí no se indica ese «type»: un valor de otro tipo no se comprueba',
      },
    ],
  );
  assert.equal(
    strictWarnings(corpus.patternPropertiesOverlap.schema).map(({ path, message }) => ({ path, message })),
    [
      {
        path: 'patternProperties.^[a-z][a-zA-Z]+$',
        message:
          'El patrón «^[a-z][a-zA-Z]+$» de «patternProperties» en la raíz del esquema también abarca el campo declarado «firstName»: ese campo debe cumplir los dos esquemas',
      },
      {
        path: 'patternProperties.^[a-z][a-zA-Z]+$',
        message:
          'El patrón «^[a-z][a-zA-Z]+$» de «patternProperties» en la raíz del esquema también abarca el campo declarado «lastName»: ese campo debe cumplir los dos esquemas',
      },
    ],
  );
});

// ---- Compiled anyway, validating as stock RJSF validates ------------------------------------------------

test("a template's schema compiles without strict mode; the API's own schemas keep it", () => {
  const schema = corpus.tupleItemsOpen.schema;
  assert.ok(createTemplateAjv().compile(schema));
  assert.throws(() => createAjv({}, { logger: false }).compile(schema), /strict mode/);
  // Strict numbers are about data, not the schema: NaN and Infinity stay refused (the page's forms could hold them).
  const number = createTemplateAjv().compile({ type: 'number' });
  assert.not.ok(number(Number.NaN));
  assert.not.ok(number(Number.POSITIVE_INFINITY));
});

/** Dotted paths holding errors in RJSF's error tree ('' for the whole form), as its form shows them. */
function errorPaths(tree: ErrorSchema | undefined, prefix: string[] = [], found: string[] = []): string[] {
  for (const [key, node] of Object.entries(tree ?? {})) {
    if (key === '__errors') {
      if ((node as unknown as string[]).length) found.push(prefix.join('.'));
    } else errorPaths(node as ErrorSchema, [...prefix, key], found);
  }
  return found;
}

// The product drops a combinator's error (`oneOf`, `if`) where a more precise one names a field inside it.
const withoutEnclosing = (paths: string[]) => paths.filter((p) => !paths.some((o) => o !== p && (p === '' || o.startsWith(`${p}.`))));

const STOCK_SHAPES = [
  'tupleItems',
  'tupleItemsOpen',
  'tupleAdditionalItems',
  'rootOneOfRequired',
  'patternPropertiesOverlap',
  'propertyDependencies',
  'propertyDependenciesNested',
  'schemaDependencies',
  'schemaDependenciesNested',
];

for (const name of STOCK_SHAPES) {
  test(`corpus ${name}: the server accepts and refuses the same data as stock RJSF's validator (ajv without strict mode), with errors at the same places`, () => {
    const { schema, valid, invalid } = corpus[name];
    const validate = createTemplateAjv().compile(schema);
    for (const data of [...valid, ...invalid]) {
      const stock = validator.validateFormData(data, schema as RJSFSchema);
      const ours = validate(data) ? [] : describeErrors(validate.errors).map((e) => e.path);
      assert.equal(ours.length === 0, stock.errors.length === 0, `${JSON.stringify(data)}: válido para uno solo`);
      assert.equal(
        [...new Set(withoutEnclosing(ours))].sort(),
        [...new Set(withoutEnclosing(errorPaths(stock.errorSchema)))].sort(),
        JSON.stringify(data),
      );
    }
  });
}

test.run();

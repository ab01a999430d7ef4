import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { createAjv } from '../validation/createAjv.ts';
import { loadValidationCorpus } from '../validation/validationCorpus.ts';
import { matchesSchema } from './matchesSchema.ts';
import { isObject } from '../json/isObject.ts';

type Json = Record<string, unknown>;

const ajv = createAjv({ now: () => new Date('2026-11-21T18:00:00Z') }, { allowUnionTypes: true, strict: false, logger: false });

/** Every schema inside `schema` (itself included) that RJSF may hand its validator. */
function subSchemas(schema: unknown, found: Json[] = []): Json[] {
  if (!isObject(schema)) return found;
  found.push(schema);
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'enum' || keyword === 'const' || keyword === 'x-messages') continue;
    if (Array.isArray(value)) value.forEach((inner) => subSchemas(inner, found));
    else if (isObject(value)) {
      if (['properties', 'patternProperties', 'definitions', 'dependencies'].includes(keyword))
        Object.values(value).forEach((inner) => subSchemas(inner, found));
      else subSchemas(value, found);
    }
  }
  return found;
}

/** The value and every value inside it. */
function values(data: unknown, found: unknown[] = []): unknown[] {
  found.push(data);
  if (Array.isArray(data)) data.forEach((item) => values(item, found));
  else if (isObject(data)) Object.values(data).forEach((item) => values(item, found));
  return found;
}

// matchesSchema does not read the product's clock rule (see its comment): it is left out of both sides.
const withoutClockRule = (schema: Json): Json =>
  JSON.parse(JSON.stringify(schema, (key, value) => (key === 'notBeforeToday' ? undefined : value)));

/**
 * Each object with one of its keys holding `undefined`, as a form holds a field it cleared or never
 * filled, with the same object without that key: matchesSchema reads such a key as absent, as ajv reads
 * it for `properties`, `required` and `dependencies` (ajv's `additionalProperties`, `patternProperties`,
 * `propertyNames` and `min/maxProperties` would still count the key:
 * docs/decisions/0088-the-differential-test-against-stock-rjsf.md).
 */
const withClearedKeys = (sample: unknown): [unknown, unknown][] =>
  isObject(sample)
    ? Object.keys(sample).map((key) => {
        const { [key]: _, ...absent } = sample;
        return [{ ...sample, [key]: undefined }, absent];
      })
    : [];

function assertAgreesWithAjv(name: string, withClock: Json, data: unknown[], clearKeys = false) {
  const root = withoutClockRule(withClock);
  const samples = data.flatMap((datum) => values(datum));
  for (const schema of subSchemas(root)) {
    const validate = ajv.compile({ ...schema, definitions: root.definitions });
    for (const sample of samples) {
      assert.is(
        matchesSchema(schema, sample, root),
        validate(sample),
        `${name}: ${JSON.stringify(schema).slice(0, 200)} on ${JSON.stringify(sample).slice(0, 120)}`,
      );
      if (!clearKeys) continue;
      for (const [cleared, absent] of withClearedKeys(sample)) {
        assert.is(
          matchesSchema(schema, cleared, root),
          validate(absent),
          `${name}: ${JSON.stringify(schema).slice(0, 200)} on ${JSON.stringify(absent).slice(0, 120)} with a key cleared`,
        );
      }
    }
  }
}

test("on every sub-schema of the draft-07 corpus and every value in its samples, also with a key cleared, the answer is ajv's", () => {
  for (const { name, schema, valid, invalid } of loadValidationCorpus())
    assertAgreesWithAjv(name, schema as Json, [...valid, ...invalid], true);
});

test("on every sub-schema of the case templates and their samples, the answer is ajv's", () => {
  const registry = loadCaseTemplates();
  const samples = loadCaseSamples();
  for (const key of registry.keys()) {
    const template = registry.get(key);
    assertAgreesWithAjv(key, template.schema as Json, [samples.get(key) ?? {}, {}]);
  }
});

test("references to definitions are read from the form's root schema", () => {
  const root = {
    definitions: { code: { type: 'string', pattern: '^[A-Z]{2}$' } },
    properties: { country: { $ref: '#/definitions/code' } },
  };
  assert.ok(matchesSchema({ $ref: '#/definitions/code' }, 'DO', root));
  assert.not.ok(matchesSchema({ $ref: '#/definitions/code' }, 'do', root));
});

/**
 * One small schema per keyword the form's questions may meet, with values it accepts and refuses: the
 * answer is the expected one and ajv's. `KEYWORDS` lists every draft-07 validation keyword; a keyword
 * left out of the cases fails the last test.
 */
const KEYWORD_CASES: { schema: Json; accepts: unknown[]; refuses: unknown[] }[] = [
  { schema: { type: 'integer' }, accepts: [3, 2.0], refuses: [2.5, '3', null] },
  { schema: { type: ['string', 'null'] }, accepts: ['a', null], refuses: [1, []] },
  { schema: { type: 'object' }, accepts: [{}], refuses: [[], null] },
  { schema: { const: { a: [1, 2] } }, accepts: [{ a: [1, 2] }], refuses: [{ a: [2, 1] }] },
  { schema: { enum: [{ code: 'DO' }, 'x'] }, accepts: [{ code: 'DO' }, 'x'], refuses: [{ code: 'US' }, 'y'] },
  { schema: { allOf: [{ required: ['a'] }, { required: ['b'] }] }, accepts: [{ a: 1, b: 2 }], refuses: [{ a: 1 }] },
  { schema: { anyOf: [{ type: 'string' }, { minimum: 5 }] }, accepts: ['a', 7], refuses: [3] },
  { schema: { oneOf: [{ multipleOf: 2 }, { multipleOf: 3 }] }, accepts: [4, 9], refuses: [6, 5] },
  { schema: { not: { type: 'string' } }, accepts: [1], refuses: ['a'] },
  {
    schema: { if: { properties: { married: { const: true } } }, then: { required: ['spouse'] }, else: { not: { required: ['spouse'] } } },
    accepts: [{ married: true, spouse: 'Ana' }, { married: false }],
    refuses: [{ married: true }, { married: false, spouse: 'Ana' }],
  },
  { schema: { if: { minimum: 10 }, then: { multipleOf: 5 } }, accepts: [15, 3], refuses: [12] },
  { schema: { minLength: 2, maxLength: 3 }, accepts: ['ab', 'ñañ', '😀😀'], refuses: ['a', 'abcd'] },
  { schema: { pattern: '^\\p{Lu}' }, accepts: ['Ángel'], refuses: ['ángel'] },
  { schema: { format: 'date' }, accepts: ['2028-02-29', 7], refuses: ['2027-02-29', '2026-1-1'] },
  { schema: { format: 'data-url' }, accepts: ['data:image/png;name=a.png;base64,iVBORw0KGgo='], refuses: ['https://x.example/a.png'] },
  { schema: { format: 'uuid' }, accepts: ['9b2f4c1e-8a7d-4e3b-9c6a-1d2e3f4a5b6c'], refuses: ['9b2f4c1e'] },
  { schema: { format: 'email' }, accepts: ['ana@example.com'], refuses: ['ana@', 'ana example.com'] },
  { schema: { minimum: 1, maximum: 3 }, accepts: [1, 3], refuses: [0, 4] },
  { schema: { exclusiveMinimum: 1, exclusiveMaximum: 3 }, accepts: [2], refuses: [1, 3] },
  { schema: { multipleOf: 0.5 }, accepts: [1.5, 2], refuses: [1.25] },
  { schema: { minItems: 1, maxItems: 2 }, accepts: [[1], [1, 2]], refuses: [[], [1, 2, 3]] },
  {
    schema: { uniqueItems: true },
    accepts: [
      [1, 2],
      [{ a: 1 }, { a: 2 }],
    ],
    refuses: [
      [1, 1],
      [{ a: 1 }, { a: 1 }],
    ],
  },
  { schema: { items: { type: 'string' } }, accepts: [['a'], []], refuses: [['a', 1]] },
  {
    schema: { items: [{ type: 'string' }, { type: 'number' }], additionalItems: false },
    accepts: [['a', 1], ['a']],
    refuses: [
      [1, 'a'],
      ['a', 1, 2],
    ],
  },
  { schema: { items: [{ type: 'string' }], additionalItems: { type: 'boolean' } }, accepts: [['a', true]], refuses: [['a', 'b']] },
  { schema: { contains: { const: 'DO' } }, accepts: [['US', 'DO']], refuses: [['US'], []] },
  { schema: { required: ['name'] }, accepts: [{ name: '' }, 'not an object'], refuses: [{}] },
  { schema: { minProperties: 1, maxProperties: 2 }, accepts: [{ a: 1 }], refuses: [{}, { a: 1, b: 2, c: 3 }] },
  { schema: { propertyNames: { pattern: '^[a-z]+$' } }, accepts: [{ abc: 1 }], refuses: [{ Abc: 1 }] },
  { schema: { properties: { age: { type: 'integer' } } }, accepts: [{ age: 3 }, {}], refuses: [{ age: 'tres' }] },
  { schema: { patternProperties: { '^x-': { type: 'string' } } }, accepts: [{ 'x-a': 'b', y: 1 }], refuses: [{ 'x-a': 1 }] },
  {
    schema: { properties: { a: {} }, additionalProperties: { type: 'number' } },
    accepts: [{ a: 'x', b: 1 }],
    refuses: [{ a: 'x', b: 'y' }],
  },
  {
    schema: { properties: { a: {} }, patternProperties: { '^p': {} }, additionalProperties: false },
    accepts: [{ a: 1, pb: 2 }],
    refuses: [{ a: 1, c: 2 }],
  },
  { schema: { dependencies: { card: ['billing'] } }, accepts: [{ card: 1, billing: 2 }, { billing: 2 }], refuses: [{ card: 1 }] },
  {
    schema: {
      dependencies: {
        pet: {
          oneOf: [
            { properties: { pet: { const: 'dog' }, breed: { type: 'string' } }, required: ['breed'] },
            { properties: { pet: { const: 'cat' } } },
          ],
        },
      },
    },
    accepts: [{ pet: 'dog', breed: 'lab' }, { pet: 'cat' }, {}],
    refuses: [{ pet: 'dog' }],
  },
  {
    schema: { definitions: { code: { pattern: '^[A-Z]{2}$' } }, properties: { country: { $ref: '#/definitions/code' } } },
    accepts: [{ country: 'DO' }],
    refuses: [{ country: 'do' }],
  },
];

const KEYWORDS = [
  'type',
  'const',
  'enum',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'items',
  'additionalItems',
  'contains',
  'required',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'properties',
  'patternProperties',
  'additionalProperties',
  'dependencies',
  '$ref',
];

test("each draft-07 keyword: the expected answer, and ajv's", () => {
  for (const { schema, accepts, refuses } of KEYWORD_CASES) {
    const validate = ajv.compile(schema);
    for (const [values, expected] of [
      [accepts, true],
      [refuses, false],
    ] as const) {
      for (const value of values) {
        const where = `${JSON.stringify(schema)} on ${JSON.stringify(value)}`;
        assert.is(validate(value), expected, `ajv: ${where}`);
        assert.is(matchesSchema(schema, value, schema), expected, where);
      }
    }
  }
});

test('the keyword cases cover every draft-07 validation keyword', () => {
  const used = new Set(
    KEYWORD_CASES.flatMap(({ schema }) => JSON.stringify(schema).match(/"[$a-zA-Z]+":/g) ?? []).map((key) => key.slice(1, -2)),
  );
  for (const keyword of KEYWORDS) assert.ok(used.has(keyword), `no case for ${keyword}`);
});

test('a copy RJSF makes of an option keeps reading its `$ref`s in the root schema', () => {
  const root = {
    definitions: { code: { type: 'string', pattern: '^[A-Z]{2}$' } },
    oneOf: [{ properties: { country: { $ref: '#/definitions/code' } } }],
  };
  const option = root.oneOf[0];
  assert.ok(matchesSchema(option, { country: 'DO' }, root));
  // getFirstMatchingOption spreads the option and adds `anyOf: [{required: [key]}]`.
  const augmented = { ...option, anyOf: [{ required: ['country'] }] };
  assert.ok(matchesSchema(augmented, { country: 'DO' }, root));
  assert.not.ok(matchesSchema(augmented, { country: 'do' }, root));
  assert.not.ok(matchesSchema({ $ref: '#/definitions/code' }, 'do', root));
});

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
};

test('answering changes nothing in the schema, and a frozen schema gets the same answers', () => {
  const registry = loadCaseTemplates();
  for (const key of registry.keys()) {
    const root = registry.get(key).schema as Json;
    const frozen = deepFreeze(structuredClone(root));
    const sample = loadCaseSamples().get(key) ?? {};
    const names = (schema: Json) => Object.getOwnPropertyNames(schema).join();
    const before = subSchemas(root).map(names);
    const answers = subSchemas(root).map((schema) => matchesSchema(schema, sample, root));
    assert.equal(subSchemas(root).map(names), before, `${key}: properties added to the schema`);
    assert.equal(
      subSchemas(frozen).map((schema) => matchesSchema(schema, sample, frozen)),
      answers,
      `${key}: frozen`,
    );
  }
});

test('a missing value matches only the schema `true`; a schema the library cannot read matches nothing', () => {
  assert.ok(matchesSchema(true, undefined, {}));
  assert.not.ok(matchesSchema({ type: 'string' }, undefined, {}));
  assert.not.ok(matchesSchema({ $ref: '#/definitions/nowhere' }, 'x', {}));
});

test('an option naming one value is answered as ajv answers it, with or without annotations', () => {
  const options: Json[] = [
    { const: 'masculino', title: 'Masculino' },
    { const: 2 },
    { const: null, description: 'ninguno' },
    { const: false, $comment: 'no' },
    { const: 'a', type: 'string' },
    { const: ['a'] },
  ];
  const samples = ['masculino', 'Masculino', 2, 2.0, '2', null, false, 0, '', 'a', ['a'], { a: 1 }];
  for (const option of options) {
    const validate = ajv.compile(option);
    for (const sample of samples)
      assert.is(matchesSchema(option, sample, option), validate(sample), `${JSON.stringify(option)} on ${JSON.stringify(sample)}`);
  }
});

test("answers with code compilation forbidden, as under the admin page's Content-Security-Policy", () => {
  const original = { Function: globalThis.Function, eval: globalThis.eval };
  const refuse = () => {
    throw new EvalError('Content-Security-Policy: compilar código está prohibido');
  };
  Object.assign(globalThis, { Function: new Proxy(original.Function, { construct: refuse, apply: refuse }), eval: refuse });
  try {
    for (const { schema, valid, invalid } of loadValidationCorpus()) {
      for (const data of [...valid, ...invalid]) matchesSchema(withoutClockRule(schema as Json), data, schema as Json);
    }
  } finally {
    Object.assign(globalThis, original);
  }
});

test.run();

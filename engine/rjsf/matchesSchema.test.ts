import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { createAjv } from '../validation/createAjv.ts';
import { loadValidationCorpus } from '../validation/validationCorpus.ts';
import { matchesSchema } from './matchesSchema.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const ajv = createAjv({ now: () => new Date('2026-11-21T18:00:00Z') }, { allowUnionTypes: true, strict: false, logger: false });

/** Every schema inside `schema` (itself included) that RJSF may hand its validator. */
function subSchemas(schema: unknown, found: Json[] = []): Json[] {
  if (!isObject(schema)) return found;
  found.push(schema);
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'enum' || keyword === 'const' || keyword === 'x-messages') continue;
    if (Array.isArray(value)) value.forEach((inner) => subSchemas(inner, found));
    else if (isObject(value)) {
      if (['properties', 'patternProperties', 'definitions', 'dependencies'].includes(keyword)) Object.values(value).forEach((inner) => subSchemas(inner, found));
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
const withoutClockRule = (schema: Json): Json => JSON.parse(JSON.stringify(schema, (key, value) => (key === 'notBeforeToday' ? undefined : value)));

function assertAgreesWithAjv(name: string, withClock: Json, data: unknown[]) {
  const root = withoutClockRule(withClock);
  const samples = data.flatMap((datum) => values(datum));
  for (const schema of subSchemas(root)) {
    const validate = ajv.compile({ ...schema, definitions: root.definitions });
    for (const sample of samples) {
      assert.is(matchesSchema(schema, sample, root), validate(sample), `${name}: ${JSON.stringify(schema).slice(0, 200)} on ${JSON.stringify(sample).slice(0, 120)}`);
    }
  }
}

test('on every sub-schema of the draft-07 corpus and every value in its samples, the answer is ajv\'s', () => {
  for (const { name, schema, valid, invalid } of loadValidationCorpus()) assertAgreesWithAjv(name, schema as Json, [...valid, ...invalid]);
});

test('on every sub-schema of the case templates and their samples, the answer is ajv\'s', () => {
  const registry = loadCaseTemplates();
  const samples = loadCaseSamples();
  for (const key of registry.keys()) {
    const template = registry.get(key);
    assertAgreesWithAjv(key, template.schema as Json, [samples.get(key) ?? {}, {}]);
  }
});

test('references to definitions are read from the form\'s root schema', () => {
  const root = { definitions: { code: { type: 'string', pattern: '^[A-Z]{2}$' } }, properties: { country: { $ref: '#/definitions/code' } } };
  assert.ok(matchesSchema({ $ref: '#/definitions/code' }, 'DO', root));
  assert.not.ok(matchesSchema({ $ref: '#/definitions/code' }, 'do', root));
});

test('answers with code compilation forbidden, as under the admin page\'s Content-Security-Policy', () => {
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

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { loadCaseCheck } from '../cases/validation/loadCaseCheck.ts';
import type { ErrorObject } from 'ajv';
import { caseFindings } from '../cases/validation/caseFindings.ts';
import { inspectCase } from '../cases/validation/inspectCase.ts';
import { notApplicableSchema } from '../cases/validation/notApplicableSchema.ts';
import { isChoice, isObjectSchema } from '../templates/fieldUi.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { createAjv, TEMPLATE_AJV_OPTIONS } from './createAjv.ts';
import { describeErrors, type FieldError } from './describeErrors.ts';
import { describeErrorsAgainst } from './describeValidation.ts';
import { standaloneValidatorCode } from './standaloneCode.ts';
import type { PrecompiledValidator } from './standaloneRuntime.ts';
import { loadValidationCorpus } from './validationCorpus.ts';
import { isObject } from '../json/isObject.ts';

// 2026-11-21 14:00 in Santo Domingo: the corpus's `notBeforeToday` samples are written for that day.
const now = () => new Date('2026-11-21T18:00:00Z');
// The corpus is what templates may hold: compiled as templates are, without strict mode.
const CORPUS_OPTIONS = TEMPLATE_AJV_OPTIONS;

/**
 * Runs `run` as a page whose Content-Security-Policy has no 'unsafe-eval' would: `new Function` and
 * `eval` throw. What the browser validates with must work in here.
 */
async function withoutCodeCompilation<T>(run: () => T | Promise<T>): Promise<T> {
  const original = { Function: globalThis.Function, eval: globalThis.eval };
  const refuse = () => {
    throw new EvalError('Content-Security-Policy: compilar código está prohibido');
  };
  Object.assign(globalThis, { Function: new Proxy(original.Function, { construct: refuse, apply: refuse }), eval: refuse });
  try {
    return await run();
  } finally {
    Object.assign(globalThis, original);
  }
}

const moduleDir = mkdtempSync(path.join(tmpdir(), 'validation-corpus-'));
const runtimeUrl = pathToFileURL(path.resolve('engine/validation/standaloneRuntime.ts')).href;

/** The browser's side for a corpus schema: its standalone module, written to disk and imported. */
async function browserValidator(name: string, schema: JsonSchema): Promise<(data: unknown) => FieldError[]> {
  const file = path.join(moduleDir, `${name}.mjs`);
  writeFileSync(file, standaloneValidatorCode(schema, runtimeUrl, CORPUS_OPTIONS));
  const { validate } = (await withoutCodeCompilation(() => import(pathToFileURL(file).href))) as { validate: PrecompiledValidator };
  return (data) => (validate.call({ now }, data) ? [] : describeErrorsAgainst(schema, validate.errors));
}

function serverValidator(schema: JsonSchema): (data: unknown) => FieldError[] {
  const validate = createAjv({ now }, CORPUS_OPTIONS).compile(schema);
  return (data) => (validate(data) ? [] : describeErrors(validate.errors));
}

test("the guard used below stops ajv from compiling, as the page's Content-Security-Policy does", async () => {
  const ajv = createAjv({}, { logger: false });
  await withoutCodeCompilation(() => assert.throws(() => ajv.compile({ type: 'string', maxLength: 3 }), /Content-Security-Policy/));
});

test('the corpus has one case per draft-07 feature, each with data to accept and data to refuse', () => {
  const names = loadValidationCorpus().map((c) => c.name);
  for (const feature of [
    'multiSelectEnum',
    'multiSelectAnyOf',
    'enumObjects',
    'ifThenElse',
    'propertyDependencies',
    'schemaDependencies',
    'additionalPropertiesSchema',
    'patternProperties',
    'propertyNames',
    'refDefinitions',
    'formats',
    'unionTypes',
    'tupleItems',
    'arraysOfArrays',
    'minItems',
    'const',
    'multipleOf',
    'oneOfBranches',
    'requiredInAllOf',
    'productKeywords',
    'notApplicableConditions',
    'tupleItemsOpen',
    'tupleAdditionalItems',
    'rootOneOfRequired',
    'patternPropertiesOverlap',
    'propertyDependenciesNested',
    'schemaDependenciesNested',
  ]) {
    assert.ok(names.includes(feature), `falta el caso ${feature}`);
  }
  for (const { name, valid, invalid } of loadValidationCorpus()) assert.ok(valid.length && invalid.length, name);
});

/** A case-like corpus schema (`notApplicable`): both sides validate its NA-aware schema and report what caseFindings makes of it, as for a case. */
function asCase(check: (data: unknown) => unknown, validationSchema: JsonSchema, errorsOf: () => ErrorObject[] | null | undefined) {
  return (data: unknown): FieldError[] => {
    if (check(data)) return [];
    const { wrong, missing } = caseFindings(validationSchema, errorsOf());
    return [...wrong, ...missing.map((path) => ({ path, message: 'falta' }))];
  };
}

for (const { name, description, schema, notApplicable, valid, invalid } of loadValidationCorpus()) {
  test(`corpus ${name}: the browser's precompiled validator gives the server's errors (${description})`, async () => {
    let server = serverValidator(schema);
    let browser = await browserValidator(name, schema);
    if (notApplicable) {
      const validationSchema = notApplicableSchema(schema);
      const serverValidate = createAjv({ now }, CORPUS_OPTIONS).compile(validationSchema);
      server = asCase(
        (data) => serverValidate(data),
        validationSchema,
        () => serverValidate.errors,
      );
      const file = path.join(moduleDir, `${name}.na.mjs`);
      writeFileSync(file, standaloneValidatorCode(validationSchema, runtimeUrl, CORPUS_OPTIONS));
      const { validate } = (await withoutCodeCompilation(() => import(pathToFileURL(file).href))) as { validate: PrecompiledValidator };
      browser = asCase(
        (data) => validate.call({ now }, data),
        validationSchema,
        () => validate.errors,
      );
    }
    await withoutCodeCompilation(() => {
      for (const data of valid) {
        assert.equal(server(data), [], `el servidor rechaza ${JSON.stringify(data)}`);
        assert.equal(browser(data), [], `el navegador rechaza ${JSON.stringify(data)}`);
      }
      for (const data of invalid) {
        const expected = server(data);
        assert.ok(expected.length, `el servidor acepta ${JSON.stringify(data)}`);
        assert.equal(browser(data), expected, `errores distintos para ${JSON.stringify(data)}`);
      }
    });
  });
}

test.after(() => rmSync(moduleDir, { recursive: true, force: true }));

// ---- Case templates: every version, its sample and wrong versions of it -------------------------------

type Data = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

/** `data` with every answer (a section's value, or a list row's) replaced by `replace(value, schema)`. */
function mapAnswers(template: CaseTemplate, data: Data, replace: (value: unknown, schema: JsonSchema) => unknown): Data {
  const walk = (schema: JsonSchema, value: unknown): unknown => {
    if (isObjectSchema(schema) && isObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, schema.properties?.[key] ? walk(schema.properties[key], inner) : inner]),
      );
    }
    if (Array.isArray(value) && schema.items && isObjectSchema(schema.items)) return value.map((row) => walk(schema.items!, row));
    return replace(value, schema);
  };
  return walk(template.schema, clone(data)) as Data;
}

const MUTATIONS: Record<string, (template: CaseTemplate, sample: Data) => Data> = {
  'every answer a number': (t, s) => mapAnswers(t, s, () => 42),
  'every answer an impossible date': (t, s) => mapAnswers(t, s, () => '2026-02-30'),
  'every answer a past date': (t, s) => mapAnswers(t, s, () => '2001-01-01'),
  'every answer far too long': (t, s) => mapAnswers(t, s, () => 'x'.repeat(5000)),
  'every answer left blank': (t, s) => mapAnswers(t, s, () => ''),
  'every answer NA': (t, s) => mapAnswers(t, s, () => 'NA'),
  'every list twice over and every yes/no a text': (t, s) =>
    mapAnswers(t, s, (value) => (Array.isArray(value) ? [...value, ...value] : typeof value === 'boolean' ? 'sí' : value)),
  'every list empty, rows missing their fields': (t, s) =>
    mapAnswers(t, s, (value) => (Array.isArray(value) ? (value.length ? [{}] : []) : value)),
  'an unknown field in every section': (t, s) =>
    Object.fromEntries(Object.entries(clone(s)).map(([key, section]) => [key, { ...(section as Data), campoDesconocido: 'x' }])),
  'sections that are not objects': (t, s) => Object.fromEntries(Object.keys(s).map((key) => [key, ['x']])),
};

test('every case template version has a precompiled validator and the browser check finds what inspectCase finds (wrong and missing)', async () => {
  const samples = loadCaseSamples();
  let compared = 0;
  for (const template of loadCaseTemplates().all()) {
    const sample = samples.get(template.key);
    assert.ok(sample, `sin ejemplo para ${template.key}`);
    const check = await withoutCodeCompilation(() => loadCaseCheck(template));
    await withoutCodeCompilation(() => {
      assert.equal(check(sample), inspectCase(template, sample), `${template.key} v${template.version}: ejemplo`);
      assert.equal(check({}), inspectCase(template, {}), `${template.key} v${template.version}: caso vacío`);
    });
    for (const [mutation, mutate] of Object.entries(MUTATIONS)) {
      const data = mutate(template, sample);
      const expected = inspectCase(template, data);
      if (mutation !== 'every answer NA' && mutation !== 'every answer left blank') {
        assert.ok(expected.wrong.length, `${template.key}: «${mutation}» debería tener errores`);
      }
      const actual = await withoutCodeCompilation(() => check(data));
      assert.equal(actual, expected, `${template.key} v${template.version}: ${mutation}`);
      compared += expected.wrong.length + expected.missing.length;
    }
  }
  assert.ok(compared > 1000, `solo ${compared} errores comparados`);
});

/** Values worth trying in a field: each breaks one rule of its schema, plus NA and blanks. */
function candidates(schema: JsonSchema): unknown[] {
  const values: unknown[] = ['NA', ' na ', '', null, 12, true, ['x'], { a: 1 }];
  if (isChoice(schema)) values.push('no-es-una-opcion', schema.oneOf![0].const);
  if (schema.type === 'string') {
    values.push('texto válido', 'x'.repeat((schema.maxLength ?? 50) + 1));
    if (schema.format) values.push('31/12/2020', '2026-02-30', '2024-02-29', 'ana@', 'ana@example.com');
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    values.push(1.5, -1, 0, 1e9, 'cien');
    if (typeof schema.minimum === 'number') values.push(schema.minimum - 1, schema.minimum);
    if (typeof schema.maximum === 'number') values.push(schema.maximum + 1, schema.maximum);
  }
  if (schema.type === 'array' && schema.items) {
    values.push([], 'NA');
    if (isObjectSchema(schema.items)) {
      const row: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(schema.items.properties!)) row[name] = candidates(field)[5];
      values.push([row], [{ noExiste: 'x' }], [{}]);
    } else if (isChoice(schema.items)) {
      const first = schema.items.oneOf![0].const;
      values.push([first], ['otra'], [first, first], ['otra', first, 'otra', first]);
    }
  }
  return values;
}

test('field by field, every value worth trying gets the same findings in the browser as on the server', async () => {
  const samples = loadCaseSamples();
  let tried = 0;
  for (const template of loadCaseTemplates().all()) {
    const sample = (samples.get(template.key) ?? {}) as Record<string, Record<string, unknown>>;
    const check = await withoutCodeCompilation(() => loadCaseCheck(template, { now }));
    const server = (data: unknown) => inspectCase(template, data);
    const compare = (data: unknown, what: string) =>
      assert.equal(check(data), server(data), `${template.key}@${template.version}: ${what}`);
    compare({ ...sample, unknownSection: {} }, 'unknown section');
    for (const [sectionKey, section] of Object.entries(template.schema.properties!)) {
      compare({ ...sample, [sectionKey]: 'NA' }, `${sectionKey} as NA`);
      compare({ ...sample, [sectionKey]: { ...sample[sectionKey], extra: 1 } }, `${sectionKey} with an unknown field`);
      for (const [fieldKey, field] of Object.entries(section.properties!)) {
        for (const value of candidates(field)) {
          compare(
            { ...sample, [sectionKey]: { ...sample[sectionKey], [fieldKey]: value } },
            `${sectionKey}.${fieldKey} = ${JSON.stringify(value)}`,
          );
          tried++;
        }
      }
    }
  }
  assert.ok(tried > 10_000, `tried ${tried} values`);
});

test('the generated validator modules compile no code and import nothing but the runtime', () => {
  const dir = path.resolve('schemas/generated/validators/case');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    assert.not.match(code, /new Function|\beval\(|\brequire\(/, file);
    assert.equal(
      [...code.matchAll(/\bimport\b[^;]*from\s*("[^"]*")/g)].map((m) => m[1]),
      ['"../../../../engine/validation/standaloneRuntime.ts"'],
      file,
    );
  }
});

test.run();

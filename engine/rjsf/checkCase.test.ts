import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateCase } from '../na/validateCase.ts';
import { isChoice, isObjectSchema } from '../templates/fieldUi.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { checkCase, unknownKeywords } from './checkCase.ts';

const templates = loadCaseTemplates().all();
const samples = loadCaseSamples();

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

const sorted = (errors: { path: string; message: string }[]) => [...errors].sort((a, b) => a.path.localeCompare(b.path));

function compare(template: CaseTemplate, data: unknown, what: string) {
  assert.equal(sorted(checkCase(template, data)), sorted(validateCase(template, data)), `${template.key}@${template.version}: ${what}`);
}

test('every template uses only keywords the browser checker knows', () => {
  for (const template of templates) assert.equal(unknownKeywords(template.schema), [], template.key);
});

test('the browser checker gives the server messages for empty, sample and broken cases of every template', () => {
  let tried = 0;
  for (const template of templates) {
    const sample = (samples.get(template.key) ?? {}) as Record<string, Record<string, unknown>>;
    compare(template, {}, 'empty case');
    compare(template, sample, 'sample');
    compare(template, { ...sample, unknownSection: {} }, 'unknown section');
    for (const [sectionKey, section] of Object.entries(template.schema.properties!)) {
      compare(template, { ...sample, [sectionKey]: 'NA' }, `${sectionKey} as NA`);
      compare(template, { ...sample, [sectionKey]: { ...sample[sectionKey], extra: 1 } }, `${sectionKey} with an unknown field`);
      for (const [fieldKey, field] of Object.entries(section.properties!)) {
        for (const value of candidates(field)) {
          compare(template, { ...sample, [sectionKey]: { ...sample[sectionKey], [fieldKey]: value } }, `${sectionKey}.${fieldKey} = ${JSON.stringify(value)}`);
          tried++;
        }
      }
    }
  }
  assert.ok(tried > 10_000, `tried ${tried} values`);
});

test.run();

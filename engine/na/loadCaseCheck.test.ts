import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JsonSchema } from '../templates/types.ts';
import { standaloneValidatorCode } from '../validation/standaloneCode.ts';
import type { PrecompiledValidator } from '../validation/standaloneRuntime.ts';
import { loadCaseCheck } from './loadCaseCheck.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    trip: {
      type: 'object',
      additionalProperties: false,
      properties: { departureDate: { type: 'string', format: 'date', notBeforeToday: true, title: 'Fecha de salida' } },
    },
  },
};
const dir = mkdtempSync(path.join(tmpdir(), 'case-check-'));
const file = path.join(dir, 'prueba.v1.mjs');
writeFileSync(file, standaloneValidatorCode(notApplicableSchema(schema), pathToFileURL(path.resolve('engine/validation/standaloneRuntime.ts')).href));
const modules = { 'prueba@1': () => import(pathToFileURL(file).href) as Promise<{ validate: PrecompiledValidator }> };
const template = { key: 'prueba', version: 1, schema };

test('a template version without a precompiled validator is refused, naming it', async () => {
  try {
    await loadCaseCheck({ ...template, version: 2 }, {}, modules);
    assert.unreachable('debió fallar');
  } catch (error) {
    assert.match((error as Error).message, /"prueba" versión 2.*npm run gen/);
  }
});

test('date rules read the clock given, NA answers a field, blank is no answer', async () => {
  // 2026-11-21 in Santo Domingo.
  const check = await loadCaseCheck(template, { now: () => new Date('2026-11-21T18:00:00Z') }, modules);
  const earlier = await loadCaseCheck(template, { now: () => new Date('2026-11-19T18:00:00Z') }, modules);
  const data = { trip: { departureDate: '2026-11-20' } };
  assert.equal(check(data), [{ path: 'trip.departureDate', message: 'La fecha no puede ser anterior a hoy' }]);
  assert.equal(earlier(data), []);
  assert.equal(check({ trip: { departureDate: 'NA' } }), []);
  assert.equal(check({ trip: { departureDate: '  ' } }), []);
  assert.equal(check({ trip: { departureDate: '2026-02-30', otro: 1 } }), [
    { path: 'trip.otro', message: 'Campo no permitido: otro' },
    { path: 'trip.departureDate', message: 'Fecha no válida (AAAA-MM-DD)' },
  ]);
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();

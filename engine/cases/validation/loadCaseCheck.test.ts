import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CaseTemplate, JsonSchema } from '../../templates/types.ts';
import { inspectCase } from './inspectCase.ts';
import { standaloneValidatorCode, standaloneValidatorModule } from '../../validation/standaloneCode.ts';
import type { PrecompiledValidator } from '../../validation/standaloneRuntime.ts';
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
writeFileSync(
  file,
  standaloneValidatorCode(notApplicableSchema(schema), pathToFileURL(path.resolve('engine/validation/standaloneRuntime.ts')).href),
);
const modules = { 'prueba@1': () => import(pathToFileURL(file).href) as Promise<{ validate: PrecompiledValidator }> };
const template = { key: 'prueba', version: 1, schema };

test('a template version without a precompiled validator is loaded from the server, with the same errors', async () => {
  const asked: string[] = [];
  const served = path.join(dir, 'prueba.v2.mjs');
  writeFileSync(served, standaloneValidatorModule(notApplicableSchema(schema)));
  const load = (url: string) => {
    asked.push(url);
    return import(pathToFileURL(served).href) as Promise<{ validate: PrecompiledValidator }>;
  };
  const context = { now: () => new Date('2026-11-21T18:00:00Z') };
  const fromServer = await loadCaseCheck({ ...template, version: 2 }, context, modules, load);
  const precompiled = await loadCaseCheck(template, context, modules, load);
  assert.equal(asked, ['/api/case-templates/prueba/2/validator.js']);
  for (const data of [{ trip: { departureDate: '2026-11-20' } }, { trip: { departureDate: '2026-02-30', otro: 1 } }, { trip: 'NA' }, {}]) {
    assert.equal(fromServer(data), precompiled(data), JSON.stringify(data));
  }
  assert.equal(fromServer({ trip: { departureDate: '2026-11-20' } }).wrong, [
    { path: 'trip.departureDate', message: 'La fecha no puede ser anterior a hoy' },
  ]);
});

test('a served validator that cannot load is refused, naming the version', async () => {
  try {
    await loadCaseCheck({ ...template, version: 3 }, {}, modules, () => Promise.reject(new TypeError('Failed to fetch')));
    assert.unreachable('debió fallar');
  } catch (error) {
    assert.match((error as Error).message, /validador de la plantilla "prueba" versión 3/);
  }
});

test('date rules read the clock given, NA answers a field, blank is no answer', async () => {
  // 2026-11-21 in Santo Domingo.
  const check = await loadCaseCheck(template, { now: () => new Date('2026-11-21T18:00:00Z') }, modules);
  const earlier = await loadCaseCheck(template, { now: () => new Date('2026-11-19T18:00:00Z') }, modules);
  const data = { trip: { departureDate: '2026-11-20' } };
  assert.equal(check(data).wrong, [{ path: 'trip.departureDate', message: 'La fecha no puede ser anterior a hoy' }]);
  assert.equal(earlier(data).wrong, []);
  assert.equal(check({ trip: { departureDate: 'NA' } }).wrong, []);
  assert.equal(check({ trip: { departureDate: '  ' } }).wrong, []);
  assert.equal(check({ trip: { departureDate: '2026-02-30', otro: 1 } }).wrong, [
    { path: 'trip.otro', message: 'Campo no permitido: otro' },
    { path: 'trip.departureDate', message: 'Fecha no válida (AAAA-MM-DD)' },
  ]);
});

// A follow-up asked only when it applies (`if`/`then`), and one that comes with another (`dependencies`).
const conditional: JsonSchema = {
  type: 'object',
  properties: {
    visa: {
      type: 'object',
      additionalProperties: false,
      required: ['hasVisa'],
      properties: {
        hasVisa: { type: 'boolean', title: '¿Tiene visa?' },
        visaNumber: {
          type: 'string',
          pattern: '^[A-Z0-9]+$',
          title: 'Número de visa',
          'x-messages': { pattern: 'Solo mayúsculas y números' },
        },
        sponsorName: { type: 'string', title: 'Patrocinador' },
        sponsorPhone: { type: 'string', title: 'Teléfono del patrocinador' },
      },
      if: { properties: { hasVisa: { const: true } }, required: ['hasVisa'] },
      then: { required: ['visaNumber'] },
      dependencies: { sponsorName: ['sponsorPhone'] },
    },
  },
};
const conditionalFile = path.join(dir, 'condicional.v1.mjs');
writeFileSync(
  conditionalFile,
  standaloneValidatorCode(notApplicableSchema(conditional), pathToFileURL(path.resolve('engine/validation/standaloneRuntime.ts')).href),
);
const conditionalModules = {
  'condicional@1': () => import(pathToFileURL(conditionalFile).href) as Promise<{ validate: PrecompiledValidator }>,
};

test('missing required fields are reported apart from wrong answers, conditional ones only when their condition holds', async () => {
  const check = await loadCaseCheck({ key: 'condicional', version: 1, schema: conditional }, {}, conditionalModules);
  assert.equal(check({}), { wrong: [], missing: ['visa.hasVisa'] });
  assert.equal(check({ visa: { hasVisa: false } }), { wrong: [], missing: [] });
  assert.equal(check({ visa: { hasVisa: 'NA' } }), { wrong: [], missing: [] });
  assert.equal(check({ visa: { hasVisa: true } }), { wrong: [], missing: ['visa.visaNumber'] });
  assert.equal(check({ visa: { hasVisa: true, visaNumber: 'NA' } }), { wrong: [], missing: [] });
  assert.equal(check({ visa: { hasVisa: true, visaNumber: 'no sé' } }), {
    wrong: [{ path: 'visa.visaNumber', message: 'Solo mayúsculas y números' }],
    missing: [],
  });
  assert.equal(check({ visa: { hasVisa: false, sponsorName: 'Ana' } }), { wrong: [], missing: ['visa.sponsorPhone'] });
  // The server draws the same line with ajv itself.
  const server = { key: 'condicional', version: 1, schema: conditional } as CaseTemplate;
  for (const data of [
    {},
    { visa: { hasVisa: true } },
    { visa: { hasVisa: true, visaNumber: 'no sé' } },
    { visa: { hasVisa: false, sponsorName: 'Ana' } },
  ]) {
    assert.equal(check(data), inspectCase(server, data), JSON.stringify(data));
  }
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();

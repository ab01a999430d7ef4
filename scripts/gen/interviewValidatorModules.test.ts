import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkInterviewRules } from '../../engine/interview/checkInterviewRules.ts';
import { createAjv } from '../../engine/validation/createAjv.ts';
import { describeErrors } from '../../engine/validation/describeErrors.ts';
import { describeErrorsAgainst } from '../../engine/validation/describeValidation.ts';
import { interviewValidatorModules } from '../../schemas/generated/validators/interview/index.ts';
import { interviewValidatorModules as generate } from './interviewValidatorModules.ts';
import { templatesDir } from '../../templates/loadCaseTemplates.ts';
import { loadInterviewTemplate } from '../../templates/loadInterviewTemplate.ts';

const test = suite('interviewValidatorModules');
const template = loadInterviewTemplate();

const SAMPLES: Record<string, unknown[]> = {
  presentacion: [
    { region: 'usa', motivo: 'turismo' },
    { region: 'usa', motivo: 'vacaciones', duracion: 90 },
  ],
  vinculos: [
    { region: 'canada', ingresoLaboral: 2500 },
    { region: 'canada', ingresoLaboral: -1, situacionLaboral: 'x' },
  ],
  solvencia: [
    { region: 'europa', tipoFinanciamiento: 'beca' },
    { region: 'europa', tipoFinanciamiento: 'prestamo', ahorro: 3 },
  ],
  historial: [
    { region: 'usa', negacionesPrevias: true, historialEEUU: 'negada' },
    { region: 'usa', negacionesPrevias: 'no' },
  ],
  plan: [
    { region: 'usa', pasaporteVence: '2030-01-31' },
    { region: 'usa', pasaporteVence: '2030-02-31' },
  ],
  sponsor: [
    { region: 'usa', patrocinio: 'patrocinador-documentado', relacionPatrocinador: 'amigo' },
    { region: 'usa', patrocinio: 'patrocinador-documentado', relacionPatrocinador: 'vecino' },
  ],
  coherencia: [
    { region: 'europa', idioma: 'avanzado' },
    { region: 'asia', idioma: 'fluido' },
  ],
};

test('every step has a precompiled validator for the current template version', () => {
  assert.equal(Object.keys(interviewValidatorModules).sort(), template.steps.map((s) => `${s.key}@${template.version}`).sort());
});

test("the browser's precompiled step validators accept and refuse what the server does, with the same errors", async () => {
  const ajv = createAjv();
  for (const step of template.steps) {
    const server = ajv.compile(step.schema);
    const { validate } = await interviewValidatorModules[`${step.key}@${template.version}`]();
    const [good, bad] = SAMPLES[step.key];
    assert.ok(server(good) && validate(good), `${step.key}: accepted`);
    assert.not.ok(server(bad), `${step.key}: refused by the server`);
    const serverErrors = describeErrors(server.errors);
    assert.not.ok(validate(bad), `${step.key}: refused in the browser`);
    assert.equal(describeErrorsAgainst(step.schema, validate.errors), serverErrors, step.key);
  }
});

test('the precompiled rules shape check finds what the server finds, in the same Spanish, at the same places', async () => {
  const { validate } = await import('../../schemas/generated/validators/interview/rules.js');
  const rulesSchema = JSON.parse(readFileSync(path.join(templatesDir, 'interview', 'rules.schema.json'), 'utf8'));
  const file = JSON.parse(readFileSync(path.join(templatesDir, 'interview', 'rules.json'), 'utf8'));
  const broken = structuredClone(file);
  broken.ratingz = [];
  broken.steps.plan.rules[0].kind = 'rango';
  broken.ratings[0].minPercent = 'ochenta';
  for (const content of [file, broken]) {
    assert.equal(checkInterviewRules(content, validate, template.steps), checkInterviewRules(content, rulesSchema, template.steps));
  }
  assert.equal(checkInterviewRules(file, validate, template.steps), []);
  assert.ok(checkInterviewRules(broken, validate, template.steps).length >= 3);
});

test('the generated modules are those the current template gives (npm run gen was run)', async () => {
  for (const file of await generate(template)) {
    assert.is(readFileSync(new URL(`../../schemas/generated/${file.file}`, import.meta.url), 'utf8'), file.content, file.file);
  }
});

test.run();

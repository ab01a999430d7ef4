import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { inspectCase } from '../cases/validation/inspectCase.ts';
import type { CaseTemplate } from '../templates/types.ts';
import { caseFieldLabel, caseReadiness } from './caseReadiness.ts';

const templates = loadCaseTemplates();
const usa = templates.get('usa');
const readinessOf = (template: CaseTemplate, data: unknown) => caseReadiness(template, inspectCase(template, data).missing);
const missingBySection = (template: CaseTemplate, data: unknown) =>
  Object.fromEntries(
    readinessOf(template, data)
      .sections.filter((s) => s.missing.length)
      .map((s) => [s.key, s.missing.map((f) => f.path)]),
  );

const test = suite('caseReadiness');

test("a new case lacks every required field, listed under its section in the form's order with its label", () => {
  const readiness = readinessOf(usa, {});
  assert.not.ok(readiness.ready);
  assert.equal(readiness.sections.map((s) => s.key).slice(0, 1), ['identity']);
  assert.equal(missingBySection(usa, {}), {
    identity: [
      'identity.fullName',
      'identity.birthDate',
      'identity.currentNationality',
      'identity.passportNumber',
      'identity.passportExpiryDate',
    ],
    residence: ['residence.primaryPhone'],
    tripPlan: ['tripPlan.tripPurpose'],
  });
  const identity = readiness.sections.find((s) => s.key === 'identity')!;
  assert.equal(identity.title, 'Datos personales e identidad');
  assert.equal(identity.missing[1], { path: 'identity.birthDate', label: 'Fecha de nacimiento' });
});

test('NA answers a required field; blank text does not', () => {
  assert.equal(missingBySection(usa, { identity: { fullName: 'NA', birthDate: '  ' } }).identity, [
    'identity.birthDate',
    'identity.currentNationality',
    'identity.passportNumber',
    'identity.passportExpiryDate',
  ]);
});

test('a wrong answer is not missing: it is reported as wrong, and the case is ready once every required field is answered', () => {
  const data = {
    identity: {
      fullName: 'Ana Pérez',
      birthDate: '1990-02-30',
      currentNationality: 'NA',
      passportNumber: 'RD123',
      passportExpiryDate: 'NA',
    },
    residence: { primaryPhone: '809 555 0101' },
    tripPlan: { tripPurpose: 'NA' },
  };
  const findings = inspectCase(usa, data);
  assert.equal(
    findings.wrong.map((e) => e.path),
    ['identity.birthDate'],
  );
  assert.equal(caseReadiness(usa, findings.missing).ready, true);
});

test("every template's sample is ready to file", () => {
  const samples = loadCaseSamples();
  for (const template of templates.latest()) assert.ok(readinessOf(template, samples.get(template.key)).ready, template.key);
});

test('a field inside a list row is named with its row', () => {
  const schema = {
    type: 'object',
    properties: {
      family: {
        type: 'object',
        title: 'Familia',
        properties: {
          children: {
            type: 'array',
            title: 'Hijos',
            items: { type: 'object', title: 'Hijo', required: ['name'], properties: { name: { type: 'string', title: 'Nombre' } } },
          },
        },
      },
    },
  };
  const template = { schema, uiSchema: {} } as unknown as CaseTemplate;
  assert.is(caseFieldLabel(template, 'family.children.1.name'), 'Hijos · n.º 2 · Nombre');
  assert.equal(caseReadiness(template, ['family.children.1.name']).sections[0].missing, [
    { path: 'family.children.1.name', label: 'Hijos · n.º 2 · Nombre' },
  ]);
});

test.run();

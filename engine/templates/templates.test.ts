/**
 * Contracts every case template on disk must keep. Enumerated from the registry, so a template added
 * to templates/case/ is tested the day it lands.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { checkTemplate } from './checkTemplate.ts';
import { inspectCase } from '../cases/validation/inspectCase.ts';
import { validateCase } from '../cases/validation/validateCase.ts';
import { sectionProgress } from '../sections/sectionProgress.ts';
import { readinessWarnings } from '../readiness/readinessWarnings.ts';
import type { CaseTemplate, JsonSchema } from './types.ts';

const registry = loadCaseTemplates();
const samples = loadCaseSamples();

/** The small core every case must answer (or mark NA) before it is saved. */
const REQUIRED_FIELDS = [
  'identity.fullName',
  'identity.birthDate',
  'identity.currentNationality',
  'identity.passportNumber',
  'identity.passportExpiryDate',
  'residence.primaryPhone',
  'tripPlan.tripPurpose',
].sort();

const countFields = (schema: JsonSchema): number =>
  Object.values(schema.properties ?? {}).reduce(
    (total, field) => total + 1 + (field.type === 'array' && field.items?.type === 'object' ? countFields(field.items) : 0),
    0,
  );

const test = suite('case templates');

test('the six destinations of the product rules each have a template', () => {
  assert.equal(registry.keys(), ['canada', 'colombia', 'curacao', 'europa', 'peru', 'usa']);
});

for (const template of registry.all()) {
  const name = `${template.key} v${template.version}`;
  const sample = samples.get(template.key);

  test(`${name}: passes the template meta-schema`, () => {
    checkTemplate(template as CaseTemplate);
  });

  test(`${name}: asks about 200 questions, each with a Spanish title`, () => {
    const total = Object.values(template.schema.properties!).reduce((sum, section) => sum + countFields(section), 0);
    assert.ok(total >= 180 && total <= 260, `${total} campos`);
  });

  test(`${name}: an empty case can be saved and lacks exactly its required fields`, () => {
    assert.equal(validateCase(template, {}), []);
    assert.equal(inspectCase(template, {}).missing.sort(), REQUIRED_FIELDS);
  });

  test(`${name}: NA satisfies every required field`, () => {
    const data: Record<string, Record<string, string>> = {};
    for (const path of REQUIRED_FIELDS) {
      const [section, field] = path.split('.');
      data[section] = { ...data[section], [field]: path.length % 2 ? 'NA' : ' na ' };
    }
    assert.equal(inspectCase(template, data), { wrong: [], missing: [] });
  });

  test(`${name}: blank answers count as unanswered for required fields`, () => {
    const { wrong, missing } = inspectCase(template, { identity: { fullName: '   ' } });
    assert.equal(wrong, []);
    assert.ok(missing.includes('identity.fullName'));
  });

  test(`${name}: has a sample case beside it`, () => {
    assert.ok(sample, `falta templates/case/${template.key}/sample.json`);
  });

  // The sample is filled for the current version; a frozen version keeps its own contract tests above.
  if (!sample || template.version !== registry.get(template.key).version) continue;

  test(`${name}: its sample validates`, () => {
    assert.equal(validateCase(template, sample), []);
  });

  test(`${name}: its sample answers every field of every section`, () => {
    for (const progress of sectionProgress(template, sample)) {
      assert.is(progress.filled, progress.total, `sección ${progress.key}`);
    }
  });

  test(`${name}: its sample is ready to file (no readiness warnings)`, () => {
    assert.equal(readinessWarnings(template, sample, '2026-11-21'), []);
  });

  test(`${name}: has generated TypeScript types`, () => {
    assert.ok(existsSync(new URL(`../../schemas/generated/case/${template.key}.ts`, import.meta.url)));
  });
}

test('a conditional follow-up field is required only while its yes/no field says yes, and NA answers it', () => {
  for (const template of registry.latest()) {
    const base = {
      identity: { fullName: 'A', birthDate: '1990-01-01', currentNationality: 'D', passportNumber: 'P1', passportExpiryDate: '2030-01-01' },
      residence: { primaryPhone: '809-555-1234' },
      tripPlan: { tripPurpose: 'turismo' },
    };
    assert.equal(inspectCase(template, base), { wrong: [], missing: [] }, template.key);
    const asked = {
      ...base,
      travelHistory: { hasPreviousVisa: true, visaDenialHistory: false },
      family: { maritalStatus: 'union-libre', hasChildren: true },
    };
    assert.equal(
      inspectCase(template, asked).missing.sort(),
      ['family.children', 'family.spouseFullName', 'travelHistory.previousVisaDetails'],
      template.key,
    );
    const answered = {
      ...base,
      travelHistory: { hasPreviousVisa: true, previousVisaDetails: 'NA' },
      family: { maritalStatus: 'casado', spouseFullName: 'B', spouseBirthDate: ' na ', hasChildren: true, children: 'NA' },
    };
    assert.equal(inspectCase(template, answered), { wrong: [], missing: [] }, template.key);
    assert.equal(inspectCase(template, { ...base, travelHistory: { hasPreviousVisa: 'NA' } }).missing, [], template.key);
    assert.equal(
      inspectCase(template, { ...base, tripPlan: { tripPurpose: 'turismo', whoWillPay: 'family' } }).missing,
      ['tripPlan.tripSponsor'],
      template.key,
    );
  }
  assert.equal(
    inspectCase(registry.get('usa'), { usaContacts: { hasFamilyInUSA: true } }).missing.includes('usaContacts.usaFamilyDetails'),
    true,
  );
});

test('a wrong value in a sample field is reported with a Spanish message on that field', () => {
  const template = registry.get('usa');
  const sample = structuredClone(samples.get('usa')!) as Record<string, Record<string, unknown>>;
  sample.identity.passportExpiryDate = '2034-02-30';
  sample.family.maritalStatus = 'comprometido';
  assert.equal(validateCase(template, sample), [
    { path: 'identity.passportExpiryDate', message: 'Fecha no válida (AAAA-MM-DD)' },
    { path: 'family.maritalStatus', message: 'Seleccione una de las opciones disponibles' },
  ]);
});

test('the readiness windows follow the product rules: 10 years for the USA, 5 for the others; 30,000 EUR for Europe', () => {
  for (const template of registry.latest()) {
    assert.is(template.readiness.travelHistoryYears, template.key === 'usa' ? 10 : 5, template.key);
    assert.is(template.readiness.minimumInsuranceEur, template.key === 'europa' ? 30000 : undefined, template.key);
  }
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { upgradeCaseData } from '../templates/editing/upgradeCaseData.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { addRetiredValues, retiredFieldValues } from './retiredValues.ts';

const test = suite('retired values of an upgraded case');
const usa = loadCaseTemplates().get('usa');

/** usa one version on: gender, the national id, the languages, the internal notes and the whole finances section retired; 'soltero' no longer offered. */
function nextUsa(): CaseTemplate {
  const next = structuredClone(usa) as CaseTemplate;
  const sections = next.schema.properties!;
  const identity = sections.identity.properties as Record<string, JsonSchema>;
  delete identity.gender;
  delete identity.nationalIdNumber;
  delete (sections.education.properties as Record<string, JsonSchema>).languages;
  delete (sections.consultantOutput.properties as Record<string, JsonSchema>).consultorNotes;
  delete sections.finances;
  const family = sections.family.properties as Record<string, JsonSchema>;
  family.maritalStatus = { ...family.maritalStatus, oneOf: family.maritalStatus.oneOf!.filter((option) => option.const !== 'soltero') };
  next.version = usa.version + 1;
  return next;
}

const DATA = {
  identity: { fullName: 'Ana Pérez', gender: 'femenino', nationalIdNumber: '' },
  family: { maritalStatus: 'soltero' },
  education: { languages: ['ingles', 'papiamento'] },
  consultantOutput: { consultorNotes: 'Cliente dudosa con los ingresos' },
  finances: {
    bankAccounts: [
      { bankName: 'Banreservas', accountType: 'ahorro' },
      { bankName: 'Popular', currency: 'NA' },
    ],
    hasProperties: true,
  },
};

test('each value set apart reads as the form it was written on showed it: option labels, lists, Sí/No, N/A', () => {
  const next = nextUsa();
  const { retired } = upgradeCaseData(usa, next, DATA);
  const kept = retiredFieldValues(usa, next.version, retired);
  const byPath = Object.fromEntries(kept.map((value) => [value.path, value]));
  assert.equal(Object.keys(byPath).sort(), [
    'consultantOutput.consultorNotes',
    'education.languages',
    'family.maritalStatus',
    'finances',
    'identity.gender',
  ]);
  assert.equal(byPath['identity.gender'].lines, [{ label: 'Sexo', text: 'Femenino', internal: false }]);
  assert.equal(
    [byPath['identity.gender'].fromVersion, byPath['identity.gender'].toVersion, byPath['identity.gender'].value],
    [usa.version, next.version, 'femenino'],
  );
  assert.equal(byPath['family.maritalStatus'].lines, [{ label: 'Estado civil', text: 'Soltero/a', internal: false }]);
  assert.is(byPath['family.maritalStatus'].reason, 'refused');
  assert.equal(byPath['education.languages'].lines, [{ label: 'Idiomas que habla', text: 'Inglés, Papiamento', internal: false }]);
  assert.equal(byPath['consultantOutput.consultorNotes'].lines, [
    { label: 'Notas internas (no se comparten con el cliente)', text: 'Cliente dudosa con los ingresos', internal: true },
  ]);
  assert.equal(
    byPath.finances.lines.map((line) => [line.label, line.text]),
    [
      ['Finanzas · Cuentas bancarias 1 · Banco', 'Banreservas'],
      ['Finanzas · Cuentas bancarias 1 · Tipo de cuenta', 'Ahorro'],
      ['Finanzas · Cuentas bancarias 2 · Banco', 'Popular'],
      ['Finanzas · Cuentas bancarias 2 · Moneda', 'N/A'],
      ['Finanzas · ¿Tiene propiedades inmuebles?', 'Sí'],
    ],
  );
  assert.ok(!('identity.nationalIdNumber' in byPath), 'a blank answer holds nothing to keep');
});

test('a value already kept at the same place is not kept twice; a different one is', () => {
  const next = nextUsa();
  const first = retiredFieldValues(usa, next.version, upgradeCaseData(usa, next, DATA).retired);
  const again = retiredFieldValues(usa, next.version + 1, upgradeCaseData(usa, next, { identity: { gender: 'femenino' } }).retired);
  assert.equal(addRetiredValues(first, again), first);
  const other = retiredFieldValues(usa, next.version + 1, upgradeCaseData(usa, next, { identity: { gender: 'masculino' } }).retired);
  const both = addRetiredValues(first, other);
  assert.equal(
    both.filter((value) => value.path === 'identity.gender').map((value) => value.value),
    ['femenino', 'masculino'],
  );
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inspectCase } from '../../engine/cases/validation/inspectCase.ts';
import { valueSectionsTemplate } from '../../engine/templates/testdata/valueSectionsTemplate.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { carryOver, changedFields, toCaseData } from './caseChanges.ts';
import { caseFormReducer, initialCaseFormState, isDirty } from './caseFormState.ts';

// `notes` (a text), `languages` (a list) and `companions` (a number) are sections holding one value.
const template = valueSectionsTemplate();
const check = (data: unknown) => inspectCase(template, data);
const test = suite('case form: sections holding one value');

function record(data: Record<string, unknown>): CaseDetailsRecord {
  return {
    consultationId: '6f1c2a4e-0000-4000-8000-000000000002',
    currentStage: 'pre-chequeo',
    formTemplate: 'prueba',
    templateVersion: 1,
    documentsReviewStatus: 'pending',
    destinationCountry: 'prueba',
    maritalStatus: null,
    retiredValues: [],
    data,
    version: 1,
    updatedAt: null,
    updatedBy: null,
  };
}

test('the form holds a one-value section as its value, absent while unanswered, never as an object', () => {
  assert.equal(toCaseData({}, template), { identity: {} });
  assert.equal(toCaseData({ notes: 'Viaja solo', languages: ['Inglés'], companions: 0 }, template), {
    identity: {},
    notes: 'Viaja solo',
    languages: ['Inglés'],
    companions: 0,
  });
});

test('editing a one-value section stores the value and makes the case dirty; changes name the section', () => {
  const state = initialCaseFormState(record({ notes: 'Viaja solo' }), template, null);
  assert.not.ok(isDirty(state));
  const edited = caseFormReducer(state, { type: 'edit', section: 'notes', data: 'Viaja con su hermana' });
  assert.is(edited.data.notes, 'Viaja con su hermana');
  assert.ok(isDirty(edited));
  assert.equal(changedFields(template, edited.data, state.data), [
    { path: 'notes', label: 'Observaciones', mine: 'Viaja con su hermana', theirs: 'Viaja solo' },
  ]);
  assert.equal(changedFields(template, { ...edited.data, notes: '  ' }, { identity: {} }), []);
});

test('the error of a one-value section is shown on the section itself once left', () => {
  const state = caseFormReducer(initialCaseFormState(record({}), template, null), { type: 'edit', section: 'companions', data: 30 });
  const left = caseFormReducer(state, { type: 'blur', section: 'companions', path: [], check });
  assert.equal(
    left.shownErrors.companions.map((error) => error.path),
    [''],
  );
  const all = caseFormReducer(state, { type: 'showAllErrors', check });
  assert.ok(all.openSections.includes('companions'));
});

test('a change of template keeps a one-value section only where the new template holds the same kind of value', () => {
  const other = {
    ...template,
    schema: {
      ...template.schema,
      properties: {
        ...template.schema.properties,
        notes: { type: 'array', title: 'Observaciones', items: { type: 'string', title: 'Nota' } },
      },
    },
  };
  assert.equal(carryOver({ identity: { fullName: 'Ana' }, notes: 'Viaja solo', companions: 1 }, template), {
    identity: { fullName: 'Ana' },
    notes: 'Viaja solo',
    companions: 1,
  });
  assert.equal(carryOver({ identity: {}, notes: 'Viaja solo', companions: 'dos' }, other), { identity: {} });
  assert.equal(carryOver({ identity: {}, notes: 'NA', companions: 'NA' }, other), { identity: {}, notes: 'NA', companions: 'NA' });
});

test.run();

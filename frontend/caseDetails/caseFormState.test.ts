import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { changedFields, carryOver } from './caseChanges.ts';
import { inspectCase } from '../../engine/cases/validation/inspectCase.ts';
import { caseFormReducer, initialCaseFormState, isDirty, toDraft } from './caseFormState.ts';

const templates = loadCaseTemplates();
const usa = templates.get('usa');
const canada = templates.get('canada');
/** One field of a section of the case the form holds. */
const fieldOf = (data: Record<string, unknown>, section: string, field: string) => (data[section] as Record<string, unknown>)[field];

function record(data: Record<string, unknown> = {}, version = 1): CaseDetailsRecord {
  return {
    consultationId: '6f1c2a4e-0000-4000-8000-000000000001',
    currentStage: 'pre-chequeo',
    formTemplate: 'usa',
    templateVersion: usa.version,
    documentsReviewStatus: 'pending',
    destinationCountry: 'usa',
    maritalStatus: null,
    retiredValues: [],
    data,
    version,
    updatedAt: null,
    updatedBy: null,
  };
}

test('a case opens with only the personal section open and nothing to save', () => {
  const state = initialCaseFormState(record({ identity: { fullName: 'Ana' } }), usa, null);
  assert.equal(state.openSections, ['identity']);
  assert.is(fieldOf(state.data, 'identity', 'fullName'), 'Ana');
  assert.equal(state.data.family, {});
  assert.not.ok(isDirty(state));
});

test('blank answers are not changes; a typed answer or a new stage is', () => {
  let state = initialCaseFormState(record({ identity: { fullName: 'Ana' } }), usa, null);
  state = caseFormReducer(state, { type: 'edit', section: 'family', data: { maritalStatus: undefined, children: [] } });
  assert.not.ok(isDirty(state), 'empty values only');
  state = caseFormReducer(state, { type: 'edit', section: 'family', data: { maritalStatus: 'casado' } });
  assert.ok(isDirty(state));
  const staged = caseFormReducer(initialCaseFormState(record(), usa, null), { type: 'setStage', stage: 'aprobado' });
  assert.ok(isDirty(staged));
});

test('an unchanged case kept over a newer saved version differs from it; switching back to the saved destination is not a change', () => {
  // Saved unchanged, refused as stale, kept: the answers on screen are not the newer version's.
  let state = initialCaseFormState(record({ identity: { fullName: 'Base' } }, 4), usa, null);
  state = caseFormReducer(state, { type: 'conflict', current: record({ identity: { fullName: 'Otra' } }, 5) });
  assert.ok(isDirty(caseFormReducer(state, { type: 'rebase' })));
  const opened = initialCaseFormState(record({ identity: { fullName: 'Ana' } }), usa, null);
  const back = caseFormReducer(caseFormReducer(opened, { type: 'switchTemplate', template: canada }), {
    type: 'switchTemplate',
    template: usa,
  });
  assert.ok(isDirty(caseFormReducer(opened, { type: 'switchTemplate', template: canada })));
  assert.not.ok(isDirty(back));
});

test('an edit replaces only its own section object, so the other sections keep their identity', () => {
  const state = initialCaseFormState(record({ identity: { fullName: 'Ana' } }), usa, null);
  const next = caseFormReducer(state, { type: 'edit', section: 'family', data: { maritalStatus: 'casado' } });
  assert.is(next.data.identity, state.data.identity);
  assert.is.not(next.data.family, state.data.family);
});

test('wrong answers show for fields already left, and all of them once a save is attempted; missing ones never', () => {
  const check = (data: unknown) => inspectCase(usa, data);
  let state = initialCaseFormState(record(), usa, null);
  state = caseFormReducer(state, { type: 'blur', section: 'identity', path: ['fullName'], check });
  assert.equal(state.shownErrors.identity, [], 'a required field left blank is not an error');
  state = caseFormReducer(state, { type: 'edit', section: 'identity', data: { birthDate: '1990-02-30' } });
  state = caseFormReducer(state, { type: 'blur', section: 'identity', path: ['birthDate'], check });
  assert.equal(state.shownErrors.identity, [{ path: 'birthDate', message: 'Fecha no válida (AAAA-MM-DD)' }]);
  state = caseFormReducer(state, { type: 'edit', section: 'identity', data: { birthDate: '1990-02-28' } });
  state = caseFormReducer(state, { type: 'blur', section: 'identity', path: ['birthDate'], check });
  assert.equal(state.shownErrors.identity, []);
  state = caseFormReducer(state, { type: 'edit', section: 'residence', data: { primaryPhone: '809'.repeat(11) } });
  state = caseFormReducer(state, { type: 'showAllErrors', check });
  assert.equal(
    state.shownErrors.residence?.map((e) => e.path),
    ['primaryPhone'],
  );
  assert.equal(state.shownErrors.tripPlan, [], 'the missing purpose of the trip is no error');
  assert.ok(state.openSections.includes('residence') && !state.openSections.includes('tripPlan'), 'only sections with wrong answers open');
});

test("a blur before the template's check has loaded shows nothing until the check arrives, and opening a section keeps it open", () => {
  const check = (data: unknown) => inspectCase(usa, data);
  const fresh = initialCaseFormState(record({ identity: { birthDate: 'ayer' } }), usa, null);
  assert.is(caseFormReducer(fresh, { type: 'checkLoaded', check }), fresh, 'nothing left yet: nothing to check');
  let state = caseFormReducer(fresh, { type: 'blur', section: 'identity', path: ['birthDate'], check: null });
  assert.equal(state.shownErrors.identity, []);
  const checked = caseFormReducer(state, { type: 'checkLoaded', check });
  assert.equal(
    checked.shownErrors.identity,
    [{ path: 'birthDate', message: 'Fecha no válida (AAAA-MM-DD)' }],
    'the field left is checked once the check is in',
  );
  assert.equal(checked.shownErrors.residence ?? [], [], 'sections with no field left show nothing');
  state = caseFormReducer(state, { type: 'openSection', section: 'family' });
  assert.is(caseFormReducer(state, { type: 'openSection', section: 'family' }), state);
  assert.ok(state.openSections.includes('family'));
});

test('switching destination keeps the shared answers, resets the sections, and switching back returns what was typed', () => {
  let state = initialCaseFormState(record({ identity: { fullName: 'Ana' }, usaContacts: { usaContactName: 'Pedro' } }), usa, null);
  state = caseFormReducer(state, { type: 'toggleSection', section: 'family' });
  state = caseFormReducer(state, { type: 'switchTemplate', template: canada });
  assert.is(state.formTemplate, 'canada');
  assert.is(fieldOf(state.data, 'identity', 'fullName'), 'Ana');
  assert.is(state.data.usaContacts, undefined);
  assert.equal(state.openSections, ['identity']);
  state = caseFormReducer(state, { type: 'switchTemplate', template: usa });
  assert.is(fieldOf(state.data, 'usaContacts', 'usaContactName'), 'Pedro');
});

test('a draft opens on top of the record with the version it started from', () => {
  const draft = {
    formTemplate: 'usa',
    templateVersion: usa.version,
    currentStage: 'mrv-pagado' as const,
    documentsReviewStatus: 'verified' as const,
    data: { identity: { fullName: 'Borrador' } },
    baseVersion: 2,
  };
  const state = initialCaseFormState(record({ identity: { fullName: 'Guardado' } }, 3), usa, draft);
  assert.ok(state.fromDraft);
  assert.is(state.base.version, 2, 'a save from the draft is checked against the version it started from');
  assert.is(fieldOf(state.data, 'identity', 'fullName'), 'Borrador');
  assert.ok(isDirty(state));
});

test('a draft taken from edits reopens them on the version they started from, even after a newer save', () => {
  let state = initialCaseFormState(record({ identity: { fullName: 'Guardado' } }, 2), usa, null);
  state = caseFormReducer(state, { type: 'edit', section: 'identity', data: { fullName: 'Borrador' } });
  state = caseFormReducer(state, { type: 'setStage', stage: 'aprobado' });
  const draft = toDraft(state);
  assert.is(draft.baseVersion, 2);
  const reopened = initialCaseFormState(record({ identity: { fullName: 'Otra' } }, 3), usa, draft);
  assert.ok(reopened.fromDraft);
  assert.is(reopened.base.version, 2);
  assert.is(reopened.currentStage, 'aprobado');
  assert.is(fieldOf(reopened.data, 'identity', 'fullName'), 'Borrador');
});

test('a conflict can be kept (saved on top of the newer version) or replaced by the other version', () => {
  const theirs = record({ identity: { fullName: 'Otra' } }, 5);
  let state = initialCaseFormState(record({ identity: { fullName: 'Base' } }, 4), usa, null);
  state = caseFormReducer(state, { type: 'edit', section: 'identity', data: { fullName: 'Mía' } });
  state = caseFormReducer(state, { type: 'conflict', current: theirs });
  const kept = caseFormReducer(state, { type: 'rebase' });
  assert.is(kept.base.version, 5);
  assert.is(fieldOf(kept.data, 'identity', 'fullName'), 'Mía');
  assert.is(kept.conflict, null);
  const taken = caseFormReducer(state, { type: 'takeTheirs', template: usa });
  assert.is(fieldOf(taken.data, 'identity', 'fullName'), 'Otra');
  assert.not.ok(isDirty(taken));
});

test('the comparison lists the differing fields with their Spanish labels and readable values', () => {
  const changes = changedFields(
    usa,
    { identity: { fullName: 'Ana', birthDate: '1990-04-12', otherNames: 'NA' }, tripPlan: { tripPurpose: 'turismo' } },
    { identity: { fullName: 'Ana', birthDate: '1990-04-13' }, tripPlan: { tripPurpose: 'negocios' } },
  );
  assert.equal(
    changes.map((c) => [c.path, c.mine, c.theirs]),
    [
      ['identity.otherNames', 'N/A', ''],
      ['identity.birthDate', '12/04/1990', '13/04/1990'],
      ['tripPlan.tripPurpose', 'Turismo', 'Negocios'],
    ],
  );
  assert.is(changes[1].label, 'Datos personales e identidad › Fecha de nacimiento');
});

test('carrying answers to another destination drops the fields that form does not have', () => {
  const carried = carryOver({ identity: { fullName: 'Ana', unknownField: 'x' }, usaContacts: { usaContactName: 'Pedro' } }, canada);
  assert.equal(carried.identity, { fullName: 'Ana' });
  assert.not.ok('usaContacts' in carried);
});

test.run();

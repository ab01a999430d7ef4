import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { upgradeCaseData } from '../templates/editing/upgradeCaseData.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { retiredFieldValues } from './retiredValues.ts';
import { returnRetiredValues } from './returnRetiredValues.ts';

const usa = loadCaseTemplates().get('usa');

/** usa with gender, the other names and the whole finances section retired: the version a case moves to first. */
function withoutFields(version: number): CaseTemplate {
  const next = structuredClone(usa) as CaseTemplate;
  const identity = next.schema.properties!.identity.properties as Record<string, JsonSchema>;
  delete identity.gender;
  delete identity.otherNames;
  delete next.schema.properties!.finances;
  next.version = version;
  return next;
}

/** The original fields published again under a newer number (a rollback). */
const restored = (version: number): CaseTemplate => ({ ...structuredClone(usa), version });

const DATA = {
  identity: { fullName: 'María Peña', gender: 'femenino', otherNames: 'María Peña de Castillo' },
  finances: { bankAccounts: [{ bankName: 'Banreservas' }], hasProperties: true },
};

/** The case after moving to a version without those fields: its data and the values kept apart. */
function movedOnce() {
  const narrow = withoutFields(usa.version + 1);
  const { data, retired } = upgradeCaseData(usa, narrow, DATA);
  return { narrow, data, kept: retiredFieldValues(usa, narrow.version, retired) };
}

test('a rollback that restores the fields brings the answers kept apart back where they were', () => {
  const { narrow, data, kept } = movedOnce();
  assert.equal(kept.map((value) => value.path).sort(), ['finances', 'identity.gender', 'identity.otherNames']);
  assert.not.ok('otherNames' in (data.identity as object));
  const back = returnRetiredValues(restored(narrow.version + 1), data, kept);
  assert.equal(back.data, DATA);
  assert.equal(back.returned.map((value) => value.path).sort(), ['finances', 'identity.gender', 'identity.otherNames']);
  assert.equal(back.kept, []);
});

test('an answer given again meanwhile stays; the one kept apart stays apart', () => {
  const { narrow, data, kept } = movedOnce();
  const retyped = { ...data, identity: { ...(data.identity as object), otherNames: 'M. Peña' } };
  const back = returnRetiredValues(restored(narrow.version + 1), retyped, kept);
  assert.is((back.data.identity as Record<string, unknown>).otherNames, 'M. Peña');
  assert.equal(
    back.kept.map((value) => value.path),
    ['identity.otherNames'],
  );
  assert.ok(back.returned.some((value) => value.path === 'identity.gender'));
});

test('a value the restored version refuses stays apart; a version still without the field keeps everything apart', () => {
  const { narrow, data, kept } = movedOnce();
  const stricter = restored(narrow.version + 1);
  const identity = stricter.schema.properties!.identity.properties as Record<string, JsonSchema>;
  identity.gender = { ...identity.gender, oneOf: identity.gender.oneOf!.filter((option) => option.const !== 'femenino') };
  const back = returnRetiredValues(stricter, data, kept);
  assert.equal(
    back.kept.map((value) => value.path),
    ['identity.gender'],
  );
  assert.equal(returnRetiredValues(withoutFields(narrow.version + 1), data, kept), { data, returned: [], kept });
});

test('of two values kept for one place, the newer comes back', () => {
  const { narrow, data, kept } = movedOnce();
  const newer = {
    ...kept.find((value) => value.path === 'identity.otherNames')!,
    value: 'María P. de Castillo',
    fromVersion: narrow.version,
  };
  const back = returnRetiredValues(restored(narrow.version + 1), data, [...kept, newer]);
  assert.is((back.data.identity as Record<string, unknown>).otherNames, 'María P. de Castillo');
  assert.equal(
    back.kept.filter((value) => value.path === 'identity.otherNames').map((value) => value.value),
    ['María Peña de Castillo'],
  );
});

test.run();

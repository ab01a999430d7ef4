import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { diffTemplates } from './diffTemplates.ts';
import { moveFieldToSection, moveOption, setFieldHelp, setFieldPlaceholder, setFieldRequired, setFieldShowWhen } from './fieldOps.ts';
import type { EditResult, FormContent } from './types.ts';
import { upgradeCaseData } from './upgradeCaseData.ts';
import type { CaseTemplate } from '../types.ts';

const test = suite('template diff: what a field change says');

const usa = loadCaseTemplates().get('usa') as unknown as FormContent;
const applied = <T extends FormContent>(result: EditResult<T>): T => {
  if (!result.ok) throw new Error(result.error);
  return result.content;
};
const changesOf = (after: FormContent, path: string) => diffTemplates(usa, after).fields.changed.find((f) => f.path === path);

test('a rule of the answers added or changed is listed with its old and new value, and marked as touching saved cases', () => {
  const after = structuredClone(usa);
  const fullName = after.schema.properties!.identity.properties!.fullName;
  delete fullName.maxLength;
  fullName.minLength = 5;
  const changed = changesOf(after, 'identity.fullName')!;
  assert.equal(changed.changes, ['Longitud mínima: — → 5', 'Longitud máxima: 200 → —']);
  assert.ok(changed.affectsSavedData, 'a saved name shorter than 5 would now be refused');

  const loosened = structuredClone(usa);
  delete loosened.schema.properties!.identity.properties!.fullName.maxLength;
  assert.equal(changesOf(loosened, 'identity.fullName'), {
    path: 'identity.fullName',
    label: 'Nombre completo (como aparece en el pasaporte)',
    place: 'Datos personales e identidad › Nombre completo (como aparece en el pasaporte)',
    changes: ['Longitud máxima: 200 → —'],
    affectsSavedData: false,
  });
});

test("'Mostrar solo si', obligatorio, help, example text and the options' order are each said", () => {
  let after = applied(setFieldRequired(usa, 'identity.gender', true));
  after = applied(setFieldShowWhen(after, 'identity.gender', { field: 'hasPreviousPassport', values: [true] }));
  after = applied(setFieldHelp(after, 'identity.gender', 'Como figura en el pasaporte'));
  after = applied(setFieldPlaceholder(after, 'identity.otherNames', 'Apellido de soltera'));
  after = applied(moveOption(after, 'identity.gender', 'masculino', 0));
  const gender = changesOf(after, 'identity.gender')!;
  assert.ok(gender.changes.includes('Pasa a mostrarse solo bajo una condición'), JSON.stringify(gender.changes));
  assert.ok(gender.changes.includes('Nuevo texto de ayuda'));
  assert.ok(gender.changes.includes('Cambia el orden de las opciones'));
  assert.ok(gender.affectsSavedData, 'a saved answer may now be out of sight');
  assert.equal(changesOf(after, 'identity.otherNames')?.changes, ['Cambia el texto de ejemplo']);

  const back = applied(setFieldShowWhen(after, 'identity.gender', null));
  assert.ok(
    diffTemplates(after, back)
      .fields.changed.find((f) => f.path === 'identity.gender')!
      .changes.includes('Deja de depender de una condición'),
  );
  assert.equal(diffTemplates(usa, usa).fields.changed, [], 'nothing changed, nothing said');
});

test("a field moved to another section ('Mover a la sección') is a change that keeps its answers, not a retired field and a new one", () => {
  const after = applied(moveFieldToSection(usa, 'identity.birthPlace', 'family'));
  const diff = diffTemplates(usa, after);
  assert.equal(diff.fields.retired, []);
  assert.equal(diff.fields.added, []);
  const moved = diff.fields.changed.find((f) => f.path === 'family.birthPlace')!;
  assert.match(moved.changes[0], /^Pasa de la sección «Datos personales e identidad» a «.+»; sus respuestas guardadas van con él$/);
  assert.not.ok(moved.affectsSavedData);

  const upgraded = upgradeCaseData(
    usa as unknown as CaseTemplate,
    { ...(after as unknown as CaseTemplate), version: 99 },
    { identity: { fullName: 'Carla Ruiz', birthPlace: 'La Vega, La Vega' } },
  );
  assert.equal(upgraded.retired, []);
  assert.equal(upgraded.data, { identity: { fullName: 'Carla Ruiz' }, family: { birthPlace: 'La Vega, La Vega' } });
});

test('a field retired from one section and a different field added elsewhere under another key stay retired and added', () => {
  const after = structuredClone(usa);
  delete after.schema.properties!.identity.properties!.birthPlace;
  after.schema.properties!.family.properties!.birthTown = { type: 'string', title: 'Pueblo natal' };
  const diff = diffTemplates(usa, after);
  assert.equal(
    diff.fields.retired.map((f) => f.path),
    ['identity.birthPlace'],
  );
  assert.equal(
    diff.fields.added.map((f) => f.path),
    ['family.birthTown'],
  );
});

test.run();

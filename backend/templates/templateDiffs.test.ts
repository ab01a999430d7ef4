import * as assert from 'uvu/assert';
import { addField, addOption, relabelOption, retireField, setFieldRequired } from '../../engine/templates/editing/fieldOps.ts';
import type { FormContent } from '../../engine/templates/editing/types.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import {
  interviewEdited,
  INTERVIEW_TEMPLATE as INTERVIEW,
  publishTemplate as publish,
  RULES_TEMPLATE as RULES,
  saveTemplateDraft as saveDraft,
  TASK_FORM_TEMPLATE as TASK_FORM,
  unwrap,
} from '../testing/templateFixtures.ts';

const test = staffApiSuite('diffs of the interview steps, the task form and the scoring rules API');

interface Entry {
  path: string;
  place: string;
  value?: string;
  label?: string;
  previousLabel?: string;
  changes?: string[];
  affectsSavedData: boolean;
}
const fieldsOf = (entries: Entry[]) => entries.map((e) => [e.path, e.place, e.affectsSavedData]);
const optionsOf = (entries: Entry[]) => entries.map((e) => [e.place, e.value, e.label, e.previousLabel ?? null, e.affectsSavedData]);

test('the diff of two versions of the interview steps names fields and options by step and label, marking what touches saved interviews', async ({
  staff,
}) => {
  let added = '';
  const content = await interviewEdited(staff, (form) => {
    const withField = addField(form, 'plan', { label: 'Hotel reservado', kind: 'texto' });
    added = withField.key!;
    let next = unwrap(setFieldRequired(unwrap(withField), `plan.${added}`, true));
    next = unwrap(relabelOption(next, 'presentacion.acompanantes', 'solo', 'Sin compañía'));
    next = unwrap(addOption(next, 'presentacion.acompanantes', 'Con amigos'));
    return next;
  });
  await publish(staff, INTERVIEW, content, 'Hotel y compañía');

  const diff = await staff.get(`${INTERVIEW}/diff?from=1&to=2`);
  assert.is(diff.status, 200, JSON.stringify(diff.body));
  assert.equal([diff.body.from, diff.body.to], [1, 2]);
  assert.equal(fieldsOf(diff.body.fields.added), [[`plan.${added}`, 'Plan › Hotel reservado', true]]);
  assert.equal(diff.body.fields.added[0].changes, ['Campo nuevo obligatorio']);
  assert.equal(optionsOf(diff.body.options.added), [['Presentación › ¿Con quién viaja?', 'con-amigos', 'Con amigos', null, false]]);
  assert.equal(optionsOf(diff.body.options.changed), [['Presentación › ¿Con quién viaja?', 'solo', 'Sin compañía', 'Solo', false]]);
  assert.is(diff.body.affectsSavedData, true, 'a new required field');

  const back = await staff.get(`${INTERVIEW}/diff?from=2&to=1`);
  assert.equal(fieldsOf(back.body.fields.retired), [[`plan.${added}`, 'Plan › Hotel reservado', true]]);
  assert.equal(optionsOf(back.body.options.retired), [['Presentación › ¿Con quién viaja?', 'con-amigos', 'Con amigos', null, true]]);
  assert.is((await staff.get(`${INTERVIEW}/diff?from=1&to=9`)).status, 400);
});

test('the diff of two versions of the task form names its options by their Spanish names (ui:enumNames), not their codes', async ({
  staff,
}) => {
  const { body } = await staff.get(TASK_FORM);
  let next = unwrap(retireField(body.content as FormContent, 'notes'));
  next = unwrap(addOption(next, 'category', 'Ventas'));
  next = unwrap(relabelOption(next, 'priority', 'high', 'Urgente'));
  await publish(staff, TASK_FORM, next, 'Sin notas; ventas');

  const diff = await staff.get(`${TASK_FORM}/diff?from=1&to=2`);
  assert.is(diff.status, 200, JSON.stringify(diff.body));
  assert.equal(fieldsOf(diff.body.fields.retired), [['notes', 'Notas', true]]);
  assert.equal(optionsOf(diff.body.options.added), [['Categoría', 'ventas', 'Ventas', null, false]]);
  assert.equal(optionsOf(diff.body.options.changed), [['Prioridad', 'high', 'Urgente', 'Alta', false]]);
  assert.is(diff.body.affectsSavedData, true);
});

test('the diff of two versions of the scoring rules lists each changed place in the interview’s words', async ({ staff }) => {
  const rules = structuredClone((await staff.get(RULES)).body.content);
  rules.steps.presentacion.rules.find((r: { field: string }) => r.field === 'motivo').points.turismo = 12;
  rules.steps.solvencia.weight = 3;
  rules.ratings.find((r: { name: string }) => r.name === 'Promedio').minPercent = 65;
  rules.bands.ahorros.canada[1].min = 4500;
  rules.riskBelowPercent = 40;
  await publish(staff, RULES, rules, 'Más peso a la solvencia');

  const diff = await staff.get(`${RULES}/diff?from=1&to=2`);
  assert.is(diff.status, 200, JSON.stringify(diff.body));
  assert.equal([diff.body.from, diff.body.to], [1, 2]);
  assert.equal(
    diff.body.ruleChanges.map((c: { place: string; change: string }) => `${c.place}: ${c.change}`),
    [
      'Presentación › Motivo del viaje › «Turismo»: puntos: 10 → 12',
      'Paso «Solvencia»: peso: 2 → 3',
      'Importes de «Ahorros disponibles» en Canadá › banda «media»: desde: 4000 → 4500',
      'Calificación «Promedio»: desde el 60 % → 65 %',
      'Riesgos: un campo es riesgo por debajo del 50 % → 40 % de sus puntos',
    ],
  );
  assert.not.ok(JSON.stringify(diff.body).includes('"fields"'), 'the rules have no fields to compare');

  // Comprobar lists what a rules draft changes, with the ratings it moves.
  rules.steps.solvencia.weight = 2;
  await saveDraft(staff, RULES, rules);
  const check = await staff.post(`${RULES}/check`, {});
  assert.equal(check.body.problems, []);
  assert.ok(
    check.body.ruleChanges.some((c: { place: string; change: string }) => c.place === 'Paso «Solvencia»' && c.change === 'peso: 3 → 2'),
    JSON.stringify(check.body.ruleChanges),
  );
});

test('Comprobar names each problem of a draft and each refused answer by section and label, and lists what the draft changes, the changes touching saved tasks first', async ({
  staff,
}) => {
  assert.is(
    (
      await staff.post('/api/admin/tasks', {
        title: 'Preparar la guía',
        description: 'Requisitos de cada país.',
        category: 'support',
        priority: 'low',
        notes: 'Con el equipo',
      })
    ).status,
    201,
  );
  const { body } = await staff.get(TASK_FORM);
  const broken = structuredClone(body.content);
  broken.schema.properties.priority.enum.push('urgente');
  delete broken.schema.properties.assignedTo.title;
  await saveDraft(staff, TASK_FORM, broken);
  const refused = await staff.post(`${TASK_FORM}/check`, {});
  const placeOf = (pointer: string) => refused.body.problems.find((p: { pointer: string }) => p.pointer === pointer)?.place;
  assert.is(placeOf('/uiSchema/priority/ui:enumNames'), 'Prioridad › nombres de las opciones', JSON.stringify(refused.body.problems));
  assert.is(placeOf('/schema/properties/assignedTo'), 'assignedTo', 'a field without a label is named by its key');
  const publish = await staff.post(`${TASK_FORM}/publish`, { note: 'Urgente', revision: 1 });
  assert.is(publish.status, 400);
  assert.ok(
    publish.body.details.some(
      (d: { path: string; place?: string }) =>
        d.path === '/uiSchema/priority/ui:enumNames' && d.place === 'Prioridad › nombres de las opciones',
    ),
    JSON.stringify(publish.body.details),
  );

  let next = unwrap(retireField(body.content as FormContent, 'notes'));
  next = unwrap(addOption(next, 'priority', 'Urgente'));
  next.schema.properties!.description.minLength = 40;
  await saveDraft(staff, TASK_FORM, next, 1);
  const check = await staff.post(`${TASK_FORM}/check`, {});
  assert.equal(check.body.problems, []);
  assert.equal(
    check.body.records.failingRecords[0].errors.map((e: { place: string }) => e.place),
    ['Descripción'],
  );
  assert.equal(fieldsOf(check.body.diff.fields.retired), [['notes', 'Notas', true]]);
  assert.equal(optionsOf(check.body.diff.options.added), [['Prioridad', 'urgente', 'Urgente', null, false]]);
});

test.run();

import * as assert from 'uvu/assert';
import { MIDDLE_ANSWERS } from '../../engine/interview/goldenCases.ts';
import type { InterviewStepsContent } from '../../engine/interview/interviewForm.ts';
import { addField, addOption, relabelOption, retireField, setFieldLabel } from '../../engine/templates/editing/fieldOps.ts';
import type { FormContent } from '../../engine/templates/editing/types.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { dayFromToday } from '../testing/submissionFixtures.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import {
  interviewEdited,
  INTERVIEW_TEMPLATE,
  publishTemplate as publish,
  RULES_TEMPLATE,
  saveTemplateDraft as saveDraft,
  TASK_FORM_TEMPLATE,
  taskFormDraft,
  unwrap,
} from '../testing/templateFixtures.ts';
import type { TestClient, TestServer } from '../testing/testServer.ts';

const test = staffApiSuite('interview, rules and task form templates API');

const [INTERVIEW, RULES, TASK_FORM] = [INTERVIEW_TEMPLATE, RULES_TEMPLATE, TASK_FORM_TEMPLATE];

async function rows<T = Record<string, unknown>>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return server.db.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

/** What template_versions, template_drafts and template_audit hold, to see that a refusal stored nothing. */
const templateTables = (server: TestServer) =>
  rows(
    server,
    "select 'version' as t, kind, key, version::text as v from template_versions union all select 'draft', kind, key, revision::text from template_drafts union all select 'audit', kind, key, to_version::text from template_audit order by 1, 2, 3, 4",
  );

async function answerEveryStep(staff: TestClient, id: string) {
  for (const [stepKey, data] of Object.entries(MIDDLE_ANSWERS)) {
    const saved = await staff.patch(`/api/interviews/${id}`, { stepKey, data });
    assert.is(saved.status, 200, `${stepKey}: ${JSON.stringify(saved.body)}`);
  }
}

test('the list names every template: the case forms, the interview, its scoring rules and the task form, with their versions and drafts', async ({
  staff,
}) => {
  await saveDraft(staff, RULES, (await staff.get(RULES)).body.content);
  const { status, body } = await staff.get('/api/admin/templates');
  assert.is(status, 200);
  const byKind = (kind: string) => body.filter((t: { kind: string }) => t.kind === kind);
  assert.is(byKind('case').length, 6);
  const [interview, rules, form] = [byKind('interview'), byKind('rules'), byKind('form')];
  assert.equal(interview, [
    {
      kind: 'interview',
      key: 'standard',
      label: 'Entrevista de evaluación',
      publishedVersion: 1,
      publishedBy: null,
      publishedAt: null,
      hasDraft: false,
    },
  ]);
  assert.equal(rules, [
    {
      kind: 'rules',
      key: 'standard',
      label: 'Entrevista de evaluación: reglas de puntuación',
      publishedVersion: 1,
      publishedBy: null,
      publishedAt: null,
      hasDraft: true,
    },
  ]);
  assert.equal(form, [
    { kind: 'form', key: 'task', label: 'Tarea', publishedVersion: 1, publishedBy: null, publishedAt: null, hasDraft: false },
  ]);
  const detail = await staff.get(INTERVIEW);
  assert.equal(
    detail.body.content.steps.map((s: { key: string }) => s.key),
    ['presentacion', 'vinculos', 'solvencia', 'historial', 'plan', 'sponsor', 'coherencia'],
  );
  assert.equal(
    detail.body.versions.map((v: { version: number; source: string }) => [v.version, v.source]),
    [[1, 'files']],
  );
});

test('an interview in progress and a finished one keep their steps after a publish; a new interview takes the new version', async ({
  server,
  staff,
}) => {
  const inProgress = (await staff.post('/api/interviews', { clientName: 'Rosa Peña', country: 'usa' })).body;
  const finished = (await staff.post('/api/interviews', { clientName: 'Luis Mota', country: 'canada' })).body;
  await answerEveryStep(staff, finished.id);
  assert.is((await staff.post(`/api/interviews/${finished.id}/complete`, {})).status, 200);
  assert.equal([inProgress.templateVersion, inProgress.rulesVersion], [1, 1]);
  assert.match(inProgress.rulesFingerprint, /^[0-9a-f]{64}$/);

  let newKey = '';
  const content = await interviewEdited(staff, (form) => {
    const relabelled = unwrap(setFieldLabel(form, 'presentacion.motivo', 'Propósito principal del viaje'));
    const added = addField(relabelled, 'presentacion', { label: 'Ciudad de salida', kind: 'texto' });
    newKey = added.key!;
    return unwrap(added);
  });
  const published = await publish(staff, INTERVIEW, content, 'Ciudad de salida en la presentación');
  assert.equal([published.kind, published.version, published.publishedBy], ['interview', 2, 'consultora']);
  assert.is(newKey, 'ciudadDeSalida');
  const [stored] = await rows<{ content: InterviewStepsContent }>(server, "select content from template_versions where kind = 'interview'");
  assert.equal([stored.content.kind, stored.content.version, stored.content.steps.length], ['interview', 2, 7]);
  const audit = await rows(server, 'select action, kind, key, from_version, to_version, note, by from template_audit');
  assert.equal(audit, [
    {
      action: 'publish',
      kind: 'interview',
      key: 'standard',
      from_version: 1,
      to_version: 2,
      note: 'Ciudad de salida en la presentación',
      by: 'consultora',
    },
  ]);

  // The saved interviews open with their own steps: the old label, no new field.
  for (const saved of [inProgress, finished]) {
    const opened = (await staff.get(`/api/interviews/${saved.id}`)).body;
    assert.is(opened.templateVersion, 1);
    const template = await staff.get(`/api/interview-template?version=${opened.templateVersion}&rulesVersion=${opened.rulesVersion}`);
    assert.is(template.status, 200);
    const step = template.body.steps[0];
    assert.is(step.schema.properties.motivo.title, 'Motivo del viaje');
    assert.not.ok('ciudadDeSalida' in step.schema.properties);
  }
  // The one in progress is still checked with its steps: the new field is not one of them.
  const refused = await staff.patch(`/api/interviews/${inProgress.id}`, {
    stepKey: 'presentacion',
    data: { motivo: 'turismo', ciudadDeSalida: 'Santiago' },
  });
  assert.is(refused.status, 400);
  const accepted = await staff.patch(`/api/interviews/${inProgress.id}`, { stepKey: 'presentacion', data: { motivo: 'turismo' } });
  assert.is(accepted.status, 200);
  assert.is(accepted.body.templateVersion, 1);

  // A new interview takes the new steps, and is checked with them.
  const latest = await staff.get('/api/interview-template');
  assert.is(latest.body.version, 2);
  assert.is(latest.body.steps[0].schema.properties.motivo.title, 'Propósito principal del viaje');
  const fresh = (await staff.post('/api/interviews', { clientName: 'Marta Gil', country: 'usa' })).body;
  assert.equal([fresh.templateVersion, fresh.rulesVersion], [2, 1]);
  const withCity = await staff.patch(`/api/interviews/${fresh.id}`, {
    stepKey: 'presentacion',
    data: { motivo: 'turismo', ciudadDeSalida: 'Santiago' },
  });
  assert.is(withCity.status, 200, JSON.stringify(withCity.body));
  assert.is(withCity.body.step1Data.ciudadDeSalida, 'Santiago');
  const tooLong = await staff.patch(`/api/interviews/${fresh.id}`, { stepKey: 'presentacion', data: { ciudadDeSalida: 'x'.repeat(201) } });
  assert.is(tooLong.status, 400);
  assert.ok(
    tooLong.body.details.some((d: { path: string }) => d.path === 'ciudadDeSalida'),
    JSON.stringify(tooLong.body),
  );

  // The page checks a step of a version it does not bundle with the server's own code.
  const validator = await staff.get('/api/interview-template/2/steps/presentacion/validator.js');
  assert.is(validator.status, 200);
  assert.match(validator.headers.get('content-type') ?? '', /javascript/);
  assert.match(validator.text, /ciudadDeSalida/);
  for (const missing of [
    '/api/interview-template/9/steps/presentacion/validator.js',
    '/api/interview-template/2/steps/otro/validator.js',
    '/api/interview-template?version=9',
    '/api/interview-template?rulesVersion=0',
  ]) {
    assert.ok([400, 404].includes((await staff.get(missing)).status), missing);
  }
});

test('an interview keeps the scoring rules it was made with: one started before a threshold change is finished with its own', async ({
  server,
  staff,
}) => {
  const before = (await staff.post('/api/interviews', { clientName: 'Beatriz Gómez', country: 'usa' })).body;
  await answerEveryStep(staff, before.id);
  const rules = structuredClone((await staff.get(RULES)).body.content);
  rules.ratings.find((r: { name: string }) => r.name === 'Superior').minPercent = 75;
  assert.is((await publish(staff, RULES, rules, 'Superior desde el 75 %')).version, 2);

  const finished = await staff.post(`/api/interviews/${before.id}/complete`, {});
  assert.is(finished.status, 200, JSON.stringify(finished.body));
  assert.equal(
    [finished.body.result.rulesVersion, finished.body.result.rating, finished.body.result.rulesFingerprint],
    [1, 'Promedio', before.rulesFingerprint],
  );
  const after = (await staff.post('/api/interviews', { clientName: 'Carla Díaz', country: 'usa' })).body;
  assert.is(after.rulesVersion, 2);
  await answerEveryStep(staff, after.id);
  const scored = await staff.post(`/api/interviews/${after.id}/complete`, {});
  assert.equal([scored.body.result.rulesVersion, scored.body.result.rating], [2, 'Superior']);
  const [row] = await rows<{ rules_version: number }>(server, 'select rules_version from interviews where id = ?', [after.id]);
  assert.is(row.rules_version, 2);
});

test('interview drafts: two editors get 409 with both drafts; Comprobar lists the saved interviews the draft refuses and the option codes it no longer offers', async ({
  server,
  staff,
}) => {
  const saved = (await staff.post('/api/interviews', { clientName: 'Ana Pérez', country: 'usa' })).body;
  assert.is(
    (await staff.patch(`/api/interviews/${saved.id}`, { stepKey: 'presentacion', data: { motivo: 'negocios', duracion: '16-30' } })).status,
    200,
  );
  const other = await server.staff();
  const content = (await staff.get(INTERVIEW)).body.content;
  const mine = { ...structuredClone(content), label: 'Entrevista (mía)' };
  const theirs = { ...structuredClone(content), label: 'Entrevista (de otra persona)' };
  assert.is(await saveDraft(staff, INTERVIEW, mine), 1);
  const clash = await other.put(`${INTERVIEW}/draft`, { content: theirs, revision: 0 });
  assert.is(clash.status, 409);
  assert.is(clash.body.current.content.label, 'Entrevista (mía)', 'the second editor sees the saved draft beside their own');
  assert.is(await saveDraft(other, INTERVIEW, theirs, 1), 2);
  const stale = await staff.put(`${INTERVIEW}/draft`, { content: mine, revision: 1 });
  assert.is(stale.status, 409);
  assert.is(stale.body.current.content.label, 'Entrevista (de otra persona)');
  assert.is((await staff.post(`${INTERVIEW}/publish`, { note: 'Publicar', revision: 1 })).status, 409);
  assert.equal(await rows(server, 'select id from template_versions'), []);

  // Business trips are no longer offered: the saved answer holding it is listed, refused by the draft.
  const narrowed = await interviewEdited(staff, (form) => form);
  const motivo = narrowed.steps[0].schema.properties!.motivo;
  motivo.oneOf = motivo.oneOf!.filter((o) => o.const !== 'negocios');
  assert.is(await saveDraft(staff, INTERVIEW, narrowed, 2), 3);
  const check = await staff.post(`${INTERVIEW}/check`, {});
  assert.is(check.status, 200, JSON.stringify(check.body));
  assert.equal(check.body.problems, []);
  assert.equal([check.body.records.total, check.body.records.failing], [1, 1]);
  assert.equal(
    check.body.records.failingRecords.map((r: { id: string; name: string; templateVersion: number }) => [r.id, r.name, r.templateVersion]),
    [[saved.id, 'Ana Pérez', 1]],
  );
  assert.equal(
    check.body.records.failingRecords[0].errors.map((e: { path: string }) => e.path),
    ['presentacion.motivo'],
  );
  assert.is(check.body.records.failingRecords[0].errors[0].place, 'Presentación › Motivo del viaje');
  assert.not.match(check.body.records.failingRecords[0].errors[0].message, /presentacion|motivo/);
  assert.equal(check.body.records.unofferedOptions, [
    { path: 'presentacion.motivo', value: 'negocios', label: 'Negocios', place: 'Presentación › Motivo del viaje', records: 1 },
  ]);
  assert.equal(
    check.body.diff.options.retired.map((o: { path: string; value: string }) => [o.path, o.value]),
    [['presentacion.motivo', 'negocios']],
  );

  // The stay as a number of days: the published rules score it as a choice, so the draft is refused until they change.
  const retyped = await interviewEdited(staff, (form) => form);
  retyped.steps[0].schema.properties!.duracion = { type: 'integer', title: 'Días de estadía', minimum: 1 };
  assert.is(await saveDraft(staff, INTERVIEW, retyped, 3), 4);
  const refused = await staff.post(`${INTERVIEW}/check`, {});
  assert.equal(
    refused.body.problems.map((p: { pointer: string }) => p.pointer),
    ['/steps/0/schema/properties/duracion'],
  );
  assert.match(
    refused.body.problems[0].message,
    /Las reglas de puntuación publicadas \(versión 1\) puntúan «Presentación › Días de estadía» como de opciones/,
  );
  assert.is(refused.body.records, undefined, 'records are checked once the draft itself passes');

  // An option more for a scored field, and a relabel: allowed; the new option is named as scoring 0 for now.
  const widened = await interviewEdited(staff, (form) =>
    unwrap(
      relabelOption(
        unwrap(addOption(form, 'presentacion.acompanantes', 'Con amigos')),
        'presentacion.acompanantes',
        'solo',
        'Sin compañía',
      ),
    ),
  );
  assert.is(await saveDraft(staff, INTERVIEW, widened, 4), 5);
  const fine = await staff.post(`${INTERVIEW}/check`, {});
  assert.equal(fine.body.problems, []);
  assert.equal([fine.body.records.total, fine.body.records.failing], [1, 0]);
  assert.equal(fine.body.unscored, [
    {
      field: 'presentacion.acompanantes',
      fieldLabel: '¿Con quién viaja?',
      place: 'Presentación › ¿Con quién viaja?',
      value: 'con-amigos',
      label: 'Con amigos',
    },
  ]);
  assert.equal(
    fine.body.diff.options.added.map((o: { path: string; value: string }) => [o.path, o.value]),
    [['presentacion.acompanantes', 'con-amigos']],
  );
  assert.equal(
    fine.body.diff.options.changed.map((o: { value: string; label: string }) => [o.value, o.label]),
    [['solo', 'Sin compañía']],
  );
});

test('Comprobar runs an interview draft against the saved answers: refused answers and retired fields still holding them', async ({
  staff,
}) => {
  const keys: string[] = [];
  const withFields = await interviewEdited(staff, (form) => {
    let next = form;
    for (const label of ['Observaciones del plan', 'Hotel reservado']) {
      const added = addField(next, 'plan', { label, kind: 'texto' });
      keys.push(added.key!);
      next = unwrap(added);
    }
    return next;
  });
  await publish(staff, INTERVIEW, withFields, 'Observaciones y hotel en el plan');
  const [notes, hotel] = keys;
  const saved = (await staff.post('/api/interviews', { clientName: 'Pedro Ruiz', country: 'usa' })).body;
  assert.is(
    (await staff.patch(`/api/interviews/${saved.id}`, { stepKey: 'plan', data: { [notes]: 'Viaja con reservas', [hotel]: 'Hotel Colón' } }))
      .status,
    200,
  );
  assert.is((await staff.post('/api/interviews', { clientName: 'Rosa Peña', country: 'europa' })).status, 201);

  const draft = await interviewEdited(staff, (form) => {
    const retired = unwrap(retireField(form, `plan.${notes}`));
    retired.schema.properties!.plan.properties![hotel].maxLength = 5;
    return retired;
  });
  assert.is(await saveDraft(staff, INTERVIEW, draft), 1);
  const check = await staff.post(`${INTERVIEW}/check`, {});
  assert.equal(check.body.problems, [], JSON.stringify(check.body.problems));
  assert.equal([check.body.records.total, check.body.records.failing], [2, 1]);
  assert.equal(
    check.body.records.failingRecords[0].errors.map((e: { path: string }) => e.path),
    [`plan.${hotel}`],
  );
  assert.equal(check.body.records.retiredFieldsHeld, [
    { path: `plan.${notes}`, label: 'Observaciones del plan', place: 'Plan › Observaciones del plan', records: 1 },
  ]);
  assert.equal(
    check.body.diff.fields.retired.map((f: { path: string }) => f.path),
    [`plan.${notes}`],
  );
  assert.is(check.body.diff.affectsSavedData, true);
});

test('a bad interview draft is refused in Spanish naming each place; nothing is published or recorded', async ({ server, staff }) => {
  const six = structuredClone((await staff.get(INTERVIEW)).body.content);
  six.steps.pop();
  assert.is(await saveDraft(staff, INTERVIEW, six), 1);
  const missingStep = await staff.post(`${INTERVIEW}/publish`, { note: 'Cambios', revision: 1 });
  assert.is(missingStep.status, 400);
  assert.is(missingStep.body.error, 'El borrador no se puede publicar: corrija los puntos señalados');
  assert.equal(missingStep.body.details, [
    {
      path: '/steps',
      message: 'Debe tener los 7 pasos, en orden: presentacion, vinculos, solvencia, historial, plan, sponsor, coherencia',
    },
  ]);

  const broken = structuredClone((await staff.get(INTERVIEW)).body.content);
  broken.steps[2].title = '';
  delete broken.steps[4].schema.properties.itinerario.title;
  broken.steps[0].uiSchema.fantasma = { 'ui:widget': 'textarea' };
  broken.kind = 'case';
  assert.is(await saveDraft(staff, INTERVIEW, broken, 1), 2);
  const before = await databaseSnapshot(server.db);
  const refused = await staff.post(`${INTERVIEW}/publish`, { note: 'Cambios', revision: 2 });
  assert.is(refused.status, 400);
  const at = (path: string) => refused.body.details.find((d: { path: string }) => d.path === path)?.message ?? '';
  assert.match(at('/steps/2/title'), /falta el título en español del paso/);
  assert.match(at('/steps/4/schema/properties/itinerario'), /^Plan: .*etiqueta en español/);
  assert.match(at('/steps/0/uiSchema/fantasma'), /^Presentación: .*fantasma/);
  assert.match(at('/kind'), /El tipo de la plantilla debe ser «interview»/);
  assert.equal(await databaseSnapshot(server.db), before, 'a refused publish changes nothing');
  assert.equal(
    await templateTables(server),
    [{ t: 'draft', kind: 'interview', key: 'standard', v: '2' }],
    'only the draft, kept to be corrected',
  );
  assert.is((await staff.get('/api/interview-template')).body.version, 1);
});

test('a rules draft is checked against rules.schema.json and the steps, each problem at its place; nothing published', async ({
  server,
  staff,
}) => {
  const rules = structuredClone((await staff.get(RULES)).body.content);
  rules.ratings[0].minPercent = 'ochenta';
  rules.steps.plan.rules[0].field = 'itinerarios';
  assert.is(await saveDraft(staff, RULES, rules), 1);
  const check = await staff.post(`${RULES}/check`, {});
  assert.ok(
    check.body.problems.some(
      (p: { pointer: string; message: string }) => p.pointer === '/ratings/0/minPercent' && /debe ser un número/.test(p.message),
    ),
    JSON.stringify(check.body.problems),
  );
  const published = await staff.post(`${RULES}/publish`, { note: 'Umbral', revision: 1 });
  assert.is(published.status, 400);
  rules.ratings[0].minPercent = 80;
  assert.is(await saveDraft(staff, RULES, rules, 1), 2);
  const fieldProblem = await staff.post(`${RULES}/publish`, { note: 'Umbral', revision: 2 });
  assert.is(fieldProblem.status, 400);
  assert.equal(
    fieldProblem.body.details.map((d: { path: string }) => d.path),
    ['/steps/plan/rules/0/field'],
  );
  assert.match(fieldProblem.body.details[0].message, /el campo «itinerarios» no existe en el paso «plan»/);
  assert.equal(await rows(server, 'select id from template_versions union all select id from template_audit'), []);
});

test('a threshold change re-scores the golden cases and lists the changed ratings, with their scores', async ({ staff }) => {
  const rules = structuredClone((await staff.get(RULES)).body.content);
  rules.ratings.find((r: { name: string }) => r.name === 'Promedio').minPercent = 75;
  await saveDraft(staff, RULES, rules);
  const check = await staff.post(`${RULES}/check`, {});
  assert.equal(check.body.problems, []);
  // The middle answers score 77,9 % in the USA and Canada, 74,1 % in Europe (two more rules there).
  assert.equal(check.body.rescored.golden, [
    {
      name: 'Respuestas intermedias (europa)',
      region: 'europa',
      score: { current: 304, draft: 304 },
      rating: { current: 'Promedio', draft: 'Bajo' },
    },
  ]);
  assert.equal(check.body.rescored.interviews, { total: 0, changed: [] });
});

test('rolling back is checked like a draft: older steps come back; older rules missing points for an option added since are refused', async ({
  server,
  staff,
}) => {
  const widened = await interviewEdited(staff, (form) => unwrap(addOption(form, 'presentacion.acompanantes', 'Con amigos')));
  await publish(staff, INTERVIEW, widened, 'Con amigos');
  const rules = structuredClone((await staff.get(RULES)).body.content);
  rules.steps.presentacion.rules.find((r: { field: string }) => r.field === 'acompanantes').points['con-amigos'] = 3;
  assert.is((await publish(staff, RULES, rules, 'Puntos para «con amigos»')).version, 2);

  const before = await databaseSnapshot(server.db);
  const refused = await staff.post(`${RULES}/rollback`, { version: 1, note: 'Volver a las reglas de antes' });
  assert.is(refused.status, 400);
  assert.is(refused.body.error, 'Esa versión ya no se puede volver a publicar: no pasa las comprobaciones de hoy en los puntos señalados');
  assert.ok(
    refused.body.details.some(
      (d: { path: string; message: string }) =>
        d.path === '/steps/presentacion/rules/2/points' && /«con-amigos».*no tiene puntos/.test(d.message),
    ),
    JSON.stringify(refused.body.details),
  );
  assert.equal(await databaseSnapshot(server.db), before);

  const back = await staff.post(`${INTERVIEW}/rollback`, { version: 1, note: 'Sin «con amigos»' });
  assert.is(back.status, 201, JSON.stringify(back.body));
  assert.equal([back.body.version, back.body.rolledBackFrom], [3, 1]);
  const latest = await staff.get('/api/interview-template');
  assert.equal([latest.body.version, latest.body.rules.version], [3, 2]);
  assert.not.ok(latest.body.steps[0].schema.properties.acompanantes.oneOf.some((o: { const: string }) => o.const === 'con-amigos'));
});

test('the task form published from the tab: /form-demo gets it, POST /api/admin/tasks checks with it and keeps the new field', async ({
  server,
  staff,
}) => {
  const content = await taskFormDraft(staff);
  const published = await publish(staff, TASK_FORM, content, 'Cliente y ventas');
  assert.equal([published.kind, published.key, published.version], ['form', 'task', 2]);
  const served = await staff.get('/api/form-templates/task');
  assert.equal([served.status, served.body.version, served.body.schema.properties.cliente.title], [200, 2, 'Cliente']);
  const validator = await staff.get('/api/form-templates/task/2/validator.js');
  assert.is(validator.status, 200);
  assert.match(validator.text, /ventas/);

  const sent = {
    title: 'Llamar al cliente',
    description: 'Confirmar la cita del lunes.',
    category: 'ventas',
    priority: 'high',
    cliente: 'Ana Pérez',
    dueDate: dayFromToday(2),
  };
  const stored = await staff.post('/api/admin/tasks', sent);
  assert.is(stored.status, 201, JSON.stringify(stored.body));
  server.deps.validators.parse('taskItem', stored.body);
  assert.equal([stored.body.category, stored.body.templateVersion, stored.body.extra], ['ventas', 2, { cliente: 'Ana Pérez' }]);
  const [row] = await rows<{ template_version: number; extra: unknown }>(server, 'select template_version, extra from tasks');
  assert.equal([row.template_version, row.extra], [2, { cliente: 'Ana Pérez' }]);
  const list = await staff.get('/api/admin/tasks');
  server.deps.validators.parse('taskList', list.body);
  assert.equal(list.body.items[0].extra, { cliente: 'Ana Pérez' });

  // Checked with the new version: a too long client name, an unknown field.
  const before = await databaseSnapshot(server.db);
  const refused = await staff.post('/api/admin/tasks', { ...sent, cliente: 'x'.repeat(201), planeta: 'Marte' });
  assert.is(refused.status, 400);
  assert.is(refused.body.error, 'Revise los datos de la tarea');
  const paths = refused.body.details.map((d: { path: string }) => d.path);
  assert.ok(paths.includes('cliente'), JSON.stringify(refused.body));
  assert.ok(refused.body.details.every((d: { message: string }) => /[a-záéíóúñ]/i.test(d.message)));
  assert.equal(await databaseSnapshot(server.db), before);
  assert.is((await staff.get('/api/form-templates/otro')).status, 404);
  assert.is((await staff.get('/api/form-templates/task/9/validator.js')).status, 404);
});

test('task form drafts: a draft that drops a stored column or loses an option name is refused at its place; Comprobar lists the tasks it touches; 409 when stale', async ({
  server,
  staff,
}) => {
  const first = await staff.post('/api/admin/tasks', {
    title: 'Preparar la guía',
    description: 'Requisitos de cada país.',
    category: 'support',
    priority: 'low',
    notes: 'Con el equipo',
  });
  assert.is(first.status, 201);
  const { body } = await staff.get(TASK_FORM);
  const broken = structuredClone(body.content);
  delete broken.schema.properties.title;
  broken.schema.required = broken.schema.required.filter((k: string) => k !== 'title');
  broken.uiSchema['ui:order'] = broken.uiSchema['ui:order'].filter((k: string) => k !== 'title');
  broken.schema.properties.priority.enum.push('urgente');
  broken.schema.properties.tags.type = 'string';
  delete broken.schema.properties.tags.items;
  delete broken.schema.properties.tags.maxItems;
  delete broken.schema.properties.tags.uniqueItems;
  assert.is(await saveDraft(staff, TASK_FORM, broken), 1);
  const before = await databaseSnapshot(server.db);
  const refused = await staff.post(`${TASK_FORM}/publish`, { note: 'Sin título', revision: 1 });
  assert.is(refused.status, 400);
  const at = (path: string) => refused.body.details.find((d: { path: string }) => d.path === path)?.message ?? '';
  assert.match(at('/schema/properties/title'), /propia columna.*no se puede retirar/);
  assert.match(at('/uiSchema/priority/ui:enumNames'), /nombre en español/);
  assert.match(at('/schema/properties/tags/type'), /se guarda como lista/);
  assert.equal(await databaseSnapshot(server.db), before);
  assert.is((await staff.get('/api/form-templates/task')).body.version, 1);

  const other = await server.staff();
  assert.is((await other.put(`${TASK_FORM}/draft`, { content: body.content, revision: 0 })).status, 409);

  const retiring = unwrap(retireField(body.content as FormContent, 'notes'));
  const narrowed = structuredClone(retiring) as FormContent & { uiSchema: Record<string, any> };
  const category = narrowed.schema.properties!.category;
  const support = category.enum!.indexOf('support');
  category.enum!.splice(support, 1);
  narrowed.uiSchema.category['ui:enumNames'].splice(support, 1);
  assert.is(await saveDraft(staff, TASK_FORM, narrowed, 1), 2);
  const check = await staff.post(`${TASK_FORM}/check`, {});
  assert.equal(check.body.problems, [], JSON.stringify(check.body.problems));
  assert.is(check.body.records.total, 1);
  assert.equal(check.body.records.retiredFieldsHeld, [{ path: 'notes', label: 'Notas', place: 'Notas', records: 1 }]);
  assert.equal(check.body.records.unofferedOptions, [
    { path: 'category', value: 'support', label: 'Soporte', place: 'Categoría', records: 1 },
  ]);
  assert.is(check.body.records.failing, 1, 'its category is no longer one of the options');
});

test.run();

import { randomUUID } from 'node:crypto';
import * as assert from 'uvu/assert';
import { MIDDLE_ANSWERS } from '../../../engine/interview/goldenCases.ts';
import { interviewAsForm, type InterviewStepsContent } from '../../../engine/interview/interviewForm.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import { databaseSnapshot } from '../../testing/databaseSnapshot.ts';
import { staffApiSuite } from '../../testing/staffApiSuite.ts';
import { dayFromToday } from '../../testing/submissionFixtures.ts';
import type { TestClient, TestServer } from '../../testing/testServer.ts';
import { createValidators } from '../../http/validateBody.ts';
import { LISTED_RECORDS } from './recordSource.ts';

const test = staffApiSuite('preview of interview steps and task form drafts on saved interviews and tasks API');

const INTERVIEW = '/api/admin/templates/interview/standard';
const TASK_FORM = '/api/admin/templates/form/task';
const { ajv } = createValidators();

/** The answer matches its schema in schemas/ (the types both ends use come from it). */
function assertShape(schemaId: string, body: unknown) {
  const validate = ajv.getSchema(schemaId)!;
  assert.ok(validate(body), `${schemaId}: ${JSON.stringify(validate.errors)}`);
}

async function rows<T = Record<string, unknown>>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return server.db.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

async function newInterview(
  staff: TestClient,
  clientName: string,
  country: string,
  answers: Record<string, Record<string, unknown>> = {},
): Promise<string> {
  const created = await staff.post('/api/interviews', { clientName, country });
  assert.is(created.status, 201, created.text);
  for (const [stepKey, data] of Object.entries(answers)) {
    const saved = await staff.patch(`/api/interviews/${created.body.id}`, { stepKey, data });
    assert.is(saved.status, 200, `${stepKey}: ${saved.text}`);
  }
  return created.body.id;
}

/** The latest interview steps as the editor edits them: one form whose sections are the steps. */
async function stepsForm(staff: TestClient) {
  const { body } = await staff.get(INTERVIEW);
  return structuredClone(interviewAsForm(body.content as InterviewStepsContent));
}

async function taskForm(staff: TestClient) {
  const { body } = await staff.get(TASK_FORM);
  return structuredClone(body.content as { schema: JsonSchema; uiSchema: Record<string, unknown> });
}

const paths = (body: { wrong: { path: string }[] }) => body.wrong.map((e) => e.path);

test('the saved interviews, in progress and finished, are listed most recently saved first, found by the client’s name, each read as its answers by step', async ({
  server,
  staff,
}) => {
  const ana = await newInterview(staff, 'Ana Pérez', 'usa', { presentacion: { motivo: 'turismo', duracion: '16-30' } });
  const pedro = await newInterview(staff, 'Pedro Álvarez', 'europa', MIDDLE_ANSWERS as Record<string, Record<string, unknown>>);
  assert.is((await staff.post(`/api/interviews/${pedro}/complete`, {})).status, 200);
  const old = await newInterview(staff, 'Rosa Castillo', 'usa');
  // Stored by an older release with a region no step knows: read and checked as usa, as a step save does.
  await rows(server, "update interviews set country = 'marte', updated_at = now() - interval '2 days' where id = ?", [old]);
  await rows(server, "update interviews set updated_at = now() - interval '1 day' where id = ?", [ana]);

  const list = await staff.get(`${INTERVIEW}/records`);
  assert.is(list.status, 200, list.text);
  assertShape('interviewRecordList', list.body);
  assert.equal([list.body.total, list.body.limit], [3, LISTED_RECORDS]);
  assert.equal(
    list.body.items.map((i: { id: string }) => i.id),
    [pedro, ana, old],
    'the most recently saved first',
  );
  const [first, second, third] = list.body.items;
  assert.equal([first.clientName, first.region, first.status, first.currentStep], ['Pedro Álvarez', 'europa', 'completed', 7]);
  assert.equal(
    [second.clientName, second.region, second.status, second.currentStep, second.templateVersion],
    ['Ana Pérez', 'usa', 'in_progress', 1, 1],
  );
  assert.is(third.region, 'usa');

  for (const [query, expected] of [
    ['pérez', [ana]],
    ['PEDRO', [pedro]],
    ['álvarez', [pedro]],
    ['castillo', [old]],
    ['%', []],
  ] as const) {
    const found = await staff.get(`${INTERVIEW}/records?q=${encodeURIComponent(query)}`);
    assert.is(found.status, 200, found.text);
    assert.equal(
      found.body.items.map((i: { id: string }) => i.id),
      expected,
      query,
    );
    assert.is(found.body.total, expected.length, query);
  }

  const read = await staff.get(`${INTERVIEW}/records/${ana}`);
  assert.is(read.status, 200, read.text);
  assertShape('templateRecord', read.body);
  assert.equal(read.body, {
    id: ana,
    name: 'Ana Pérez',
    templateVersion: 1,
    region: 'usa',
    data: { presentacion: { motivo: 'turismo', duracion: '16-30' } },
  });
  const finished = await staff.get(`${INTERVIEW}/records/${pedro.toUpperCase()}`);
  assert.equal(Object.keys(finished.body.data), Object.keys(MIDDLE_ANSWERS), 'every step answered, by step key');
  assert.is(finished.body.region, 'europa');
  assert.is((await staff.get(`${INTERVIEW}/records/${old}`)).body.region, 'usa');

  for (const id of [randomUUID(), 'no-es-un-id']) {
    const missing = await staff.get(`${INTERVIEW}/records/${id}`);
    assert.is(missing.status, 404, id);
    assert.is(missing.body.error, 'La entrevista no existe (quizá se eliminó)');
  }
});

test('many saved interviews: the list stops at its limit and the total counts them all', async ({ server, staff }) => {
  const count = LISTED_RECORDS + 3;
  for (let i = 0; i < count; i++) {
    await rows(
      server,
      "insert into interviews (id, client_name, country, status, current_step, template_version, created_at, updated_at) values (?, ?, 'canada', 'in_progress', 1, 1, now(), now() + ? * interval '1 minute')",
      [randomUUID(), `Cliente ${i}`, i],
    );
  }
  const page = await staff.get(`${INTERVIEW}/records`);
  assert.equal([page.body.total, page.body.items.length], [count, LISTED_RECORDS]);
  assert.is(page.body.items[0].clientName, `Cliente ${count - 1}`);
  const one = await staff.get(`${INTERVIEW}/records?q=cliente%2012`);
  assert.equal(
    one.body.items.map((i: { clientName: string }) => i.clientName),
    ['Cliente 12'],
  );
});

test('an interview is checked against a steps draft with its own region, as a step save checks it; what is typed is checked too; nothing is stored', async ({
  server,
  staff,
}) => {
  const europa = await newInterview(staff, 'Lucía Méndez', 'europa', {
    presentacion: { motivo: 'negocios', duracion: '16-30' },
    solvencia: { ahorros: 5000, tipoFinanciamiento: 'beca' },
  });
  const usa = await newInterview(staff, 'Luis Peña', 'usa');
  const { body: saved } = await staff.get(`${INTERVIEW}/records/${europa}`);
  const before = await databaseSnapshot(server.db);

  const latest = await stepsForm(staff);
  const asSaved = await staff.post(`${INTERVIEW}/preview`, { schema: latest.schema, data: saved.data, record: europa });
  assert.is(asSaved.status, 200, asSaved.text);
  assert.equal(asSaved.body, { wrong: [], missing: [] }, 'the interview passes the steps it was saved with');

  // A draft offering neither business trips nor grants: both answers refused, each at its step and field, in Spanish.
  const draft = await stepsForm(staff);
  const steps = draft.schema.properties!;
  const motivo = steps.presentacion.properties!.motivo;
  motivo.oneOf = motivo.oneOf!.filter((o) => o.const !== 'negocios');
  const europeOnly = ((steps.solvencia.allOf as JsonSchema[])[0].then as JsonSchema).properties!.tipoFinanciamiento;
  europeOnly.oneOf = europeOnly.oneOf!.filter((o: JsonSchema) => o.const !== 'beca');
  const refused = await staff.post(`${INTERVIEW}/preview`, { schema: draft.schema, data: saved.data, record: europa });
  assert.is(refused.status, 200, refused.text);
  assert.equal(paths(refused.body), ['presentacion.motivo', 'solvencia.tipoFinanciamiento']);
  assert.equal(
    refused.body.wrong.map((e: { message: string }) => e.message),
    ['Seleccione una de las opciones disponibles', 'Seleccione una de las opciones disponibles'],
  );

  // The region is the interview's: the same answers as a usa interview's hold no European financing to refuse,
  // and a region sent with the answers changes nothing.
  const asUsa = await staff.post(`${INTERVIEW}/preview`, { schema: draft.schema, data: saved.data, record: usa });
  assert.equal(paths(asUsa.body), ['presentacion.motivo']);
  const regionSent = { ...saved.data, solvencia: { ...saved.data.solvencia, region: 'usa' } };
  const stillEuropa = await staff.post(`${INTERVIEW}/preview`, { schema: draft.schema, data: regionSent, record: europa });
  assert.equal(paths(stillEuropa.body), ['presentacion.motivo', 'solvencia.tipoFinanciamiento']);

  // What is typed into the preview is checked like a step save: the same fields and messages as the save's 400.
  const typed = { presentacion: { motivo: 'turismo', duracion: 'un mes' }, solvencia: { ahorros: -5 } };
  const preview = await staff.post(`${INTERVIEW}/preview`, { schema: latest.schema, data: typed, record: usa });
  const stepSaves = [];
  for (const [stepKey, data] of Object.entries(typed)) {
    const save = await staff.patch(`/api/interviews/${usa}`, { stepKey, data });
    assert.is(save.status, 400, stepKey);
    stepSaves.push(
      ...save.body.details.map((d: { path: string; message: string }) => ({ path: `${stepKey}.${d.path}`, message: d.message })),
    );
  }
  assert.equal(preview.body.wrong, stepSaves);
  assert.equal(await databaseSnapshot(server.db), before, 'previews and refused saves stored nothing');
});

test('the stored tasks are listed newest first and found by title; each is checked as if sent on the day it was sent', async ({
  server,
  staff,
}) => {
  const sent = async (body: Record<string, unknown>) => {
    const response = await staff.post('/api/admin/tasks', body);
    assert.is(response.status, 201, response.text);
    return response.body.id as string;
  };
  const guide = await sent({
    title: 'Preparar la guía',
    description: 'Requisitos de cada país.',
    category: 'support',
    priority: 'low',
    dueDate: dayFromToday(3),
    tags: ['guía'],
  });
  const call = await sent({
    title: 'Llamar a la embajada',
    description: 'Confirmar la cita del lunes.',
    category: 'operations',
    priority: 'high',
  });
  // Sent 30 days ago, due two days after: its due date has passed since, but it was not in the past when sent.
  await rows(
    server,
    "update tasks set created_at = now() - interval '30 days', due_date = (now() - interval '28 days')::date where id = ?",
    [guide],
  );
  const [{ sent_on: sentOn }] = await rows<{ sent_on: string }>(
    server,
    "select to_char(created_at at time zone 'America/Santo_Domingo', 'YYYY-MM-DD') as sent_on from tasks where id = ?",
    [guide],
  );

  const list = await staff.get(`${TASK_FORM}/records`);
  assert.is(list.status, 200, list.text);
  assertShape('taskRecordList', list.body);
  assert.equal(
    list.body.items.map((t: { id: string }) => t.id),
    [call, guide],
  );
  assert.equal(list.body.items[1], { id: guide, title: 'Preparar la guía', sentOn, sentBy: 'consultora', templateVersion: 1 });
  const found = await staff.get(`${TASK_FORM}/records?q=${encodeURIComponent('EMBAJADA')}`);
  assert.equal(
    found.body.items.map((t: { id: string }) => t.id),
    [call],
  );

  const read = await staff.get(`${TASK_FORM}/records/${guide}`);
  assert.is(read.status, 200, read.text);
  assertShape('templateRecord', read.body);
  assert.equal(read.body, {
    id: guide,
    name: 'Preparar la guía',
    templateVersion: 1,
    sentOn,
    data: {
      title: 'Preparar la guía',
      description: 'Requisitos de cada país.',
      category: 'support',
      priority: 'low',
      dueDate: read.body.data.dueDate,
      tags: ['guía'],
    },
  });
  assert.match(read.body.data.dueDate, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(
    Object.keys((await staff.get(`${TASK_FORM}/records/${call}`)).body.data).sort(),
    ['category', 'description', 'priority', 'title'],
    'empty answers left out',
  );

  const before = await databaseSnapshot(server.db);
  const latest = await taskForm(staff);
  const asSent = await staff.post(`${TASK_FORM}/preview`, { schema: latest.schema, data: read.body.data, record: guide });
  assert.is(asSent.status, 200, asSent.text);
  assert.equal(asSent.body, { wrong: [], missing: [] }, 'a due date after the day it was sent passes, though it is past now');

  // A draft asking for a longer description and no longer offering 'support'; and what is typed: a blank title, a due date before the sending day.
  const draft = await taskForm(staff);
  draft.schema.properties!.description.minLength = 30;
  draft.schema.properties!.description['x-messages'] = { minLength: 'Descripción debe tener al menos 30 caracteres' };
  draft.schema.properties!.category.enum = ['development', 'marketing', 'operations'];
  const refused = await staff.post(`${TASK_FORM}/preview`, { schema: draft.schema, data: read.body.data, record: guide });
  assert.equal(
    refused.body.wrong.map((e: { path: string; message: string }) => [e.path, e.message]),
    [
      ['description', 'Descripción debe tener al menos 30 caracteres'],
      ['category', 'Categoría es requerida'],
    ],
  );
  const dayBefore = new Date(Date.parse(`${sentOn}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const typed = await staff.post(`${TASK_FORM}/preview`, {
    schema: latest.schema,
    data: { ...read.body.data, title: '', dueDate: dayBefore },
    record: guide,
  });
  assert.equal(
    typed.body.wrong.map((e: { path: string; message: string }) => [e.path, e.message]),
    [
      ['title', 'Título es requerido'],
      ['dueDate', 'La fecha límite no puede ser anterior a hoy'],
    ],
  );
  assert.equal(await databaseSnapshot(server.db), before, 'a preview stores nothing');
});

test('bad preview input is 400 in Spanish naming the place, a record that is gone 404; the scoring rules have no records; nothing changes', async ({
  server,
  staff,
}) => {
  const interview = await newInterview(staff, 'Ana Pérez', 'usa');
  const task = (
    await staff.post('/api/admin/tasks', {
      title: 'Llamar',
      description: 'Confirmar la cita del lunes.',
      category: 'support',
      priority: 'low',
    })
  ).body.id;
  const steps = await stepsForm(staff);
  const form = await taskForm(staff);
  const before = await databaseSnapshot(server.db);
  const refusal = async (url: string, body: unknown, status: number, place?: string) => {
    const response = await staff.post(url, body);
    assert.is(response.status, status, `${JSON.stringify(body).slice(0, 120)}: ${response.text.slice(0, 300)}`);
    assert.type(response.body.error, 'string');
    assert.match(response.body.error, /[a-záéíóúñ]/);
    if (place)
      assert.ok(
        response.body.details.some((d: { path: string }) => d.path.startsWith(place)),
        `${place}: ${JSON.stringify(response.body.details)}`,
      );
    return response.body;
  };

  // No record named: the server cannot know the region or the sending day.
  const noInterview = await refusal(`${INTERVIEW}/preview`, { schema: steps.schema, data: {} }, 400, 'record');
  assert.is(noInterview.error, 'Indique la entrevista cargada en la vista previa: su región decide qué se comprueba');
  const noTask = await refusal(`${TASK_FORM}/preview`, { schema: form.schema, data: {} }, 400, 'record');
  assert.is(noTask.error, 'Indique la tarea cargada en la vista previa: su fecha de envío decide qué se comprueba');
  await refusal(`${INTERVIEW}/preview`, { schema: steps.schema, data: {}, record: 'entrevista-1' }, 400, 'record');
  await refusal(`${INTERVIEW}/preview`, { schema: steps.schema, data: {}, record: interview, region: 'europa' }, 400);
  await refusal(`${INTERVIEW}/preview`, { schema: steps.schema, data: [], record: interview }, 400, 'data');
  await refusal(`${INTERVIEW}/preview`, { data: {}, record: interview }, 400, 'schema');

  // Answers that are not by step.
  const shape = await refusal(
    `${INTERVIEW}/preview`,
    { schema: steps.schema, data: { marte: {}, presentacion: 'turismo' }, record: interview },
    400,
  );
  assert.equal(
    shape.details.map((d: { path: string }) => d.path),
    ['data.marte', 'data.presentacion'],
  );

  // A draft the preview cannot check with: a step missing, a type no JSON Schema knows.
  const sixSteps = structuredClone(steps.schema);
  delete sixSteps.properties!.coherencia;
  const missingStep = await refusal(`${INTERVIEW}/preview`, { schema: sixSteps, data: {}, record: interview }, 400, 'coherencia');
  assert.is(missingStep.error, 'La vista previa no puede comprobar los datos con este borrador: corrija primero el esquema');
  const badType = structuredClone(steps.schema);
  badType.properties!.presentacion.properties!.motivo.type = 'opciones' as never;
  await refusal(`${INTERVIEW}/preview`, { schema: badType, data: {}, record: interview }, 400, 'presentacion');
  const badTask = structuredClone(form.schema);
  badTask.properties!.title.type = 'texto' as never;
  await refusal(`${TASK_FORM}/preview`, { schema: badTask, data: {}, record: task }, 400, 'properties.title');

  // Records that are not there, or not of this template.
  assert.is(
    (await refusal(`${INTERVIEW}/preview`, { schema: steps.schema, data: {}, record: task }, 404)).error,
    'La entrevista no existe (quizá se eliminó)',
  );
  assert.is((await refusal(`${TASK_FORM}/preview`, { schema: form.schema, data: {}, record: interview }, 404)).error, 'La tarea no existe');
  assert.is((await staff.get(`${TASK_FORM}/records/${interview}`)).status, 404);
  assert.is((await staff.get(`${INTERVIEW}/records/${task}`)).status, 404);

  // The scoring rules have no saved records; a bad search is refused.
  for (const url of ['/api/admin/templates/rules/standard/records', `/api/admin/templates/rules/standard/records/${interview}`]) {
    const response = await staff.get(url);
    assert.is(response.status, 400, url);
    assert.is(
      response.body.error,
      'La vista previa con registros guardados solo existe para los formularios de caso, los pasos de la entrevista y el formulario de tareas',
    );
  }
  await refusal('/api/admin/templates/rules/standard/preview', { schema: steps.schema, data: {}, record: interview }, 400);
  for (const url of [`${INTERVIEW}/records?q=${'a'.repeat(101)}`, `${TASK_FORM}/records?q=a&q=b`, `${TASK_FORM}/records?titulo=a`]) {
    const response = await staff.get(url);
    assert.is(response.status, 400, url);
    assert.ok(response.body.details.length > 0, url);
  }
  assert.equal(await databaseSnapshot(server.db), before);
});

test.run();

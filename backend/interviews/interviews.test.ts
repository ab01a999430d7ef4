import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import type { TestClient, TestServer } from '../testing/testServer.ts';

const test = staffApiSuite('interviews api');
const { rules } = loadInterviewTemplate();

/** Every interview-related row: equal before and after means a refused call changed nothing. */
async function interviewTables(server: TestServer): Promise<string> {
  const connection = server.db.orm.em.getConnection();
  const rows = await Promise.all(
    ['interviews', 'interview_results', 'evaluations'].map((table) => connection.execute(`select * from "${table}" t order by t::text`)),
  );
  return JSON.stringify(rows);
}

async function create(staff: TestClient, body: Record<string, unknown> = { clientName: 'Ana Pérez', country: 'usa' }) {
  const response = await staff.post('/api/interviews', body);
  assert.ok([200, 201].includes(response.status), JSON.stringify(response.body));
  return response.body;
}

const BEST_STEPS: Record<string, Record<string, unknown>> = {
  presentacion: { motivo: 'turismo', duracion: 'hasta-15', acompanantes: 'grupo' },
  vinculos: {
    situacionLaboral: 'empleado-fijo',
    ingresoLaboral: 2500,
    vinculosFamiliares: 'conyuge-hijos',
    ingresoFamiliar: 5000,
    valorPropiedades: 80000,
  },
  solvencia: { ahorros: 20000, documentacion: 'completa', capacidad: 'holgada' },
  historial: { viajesPrevios: 'paises-con-visa', cumplimiento: 'siempre', negacionesPrevias: false, historialEEUU: 'aprobada' },
  plan: { itinerario: 'detallado', seguro: 'contratado', pasaporteVence: '2099-01-01' },
  sponsor: { patrocinio: 'sin-patrocinador' },
  coherencia: { coherencia: 'total', consistencia: 'alta', preparacion: 'preparado' },
};

async function fillAll(staff: TestClient, id: string) {
  for (const [stepKey, data] of Object.entries(BEST_STEPS)) {
    const response = await staff.patch(`/api/interviews/${id}`, { stepKey, data, note: `Nota de ${stepKey}` });
    assert.is(response.status, 200, `${stepKey}: ${JSON.stringify(response.body)}`);
  }
}

test('the dialog reads the seven steps and the ratings from the server', async ({ server, staff }) => {
  const response = await staff.get('/api/interview-template');
  assert.is(response.status, 200);
  assert.equal(
    response.body.steps.map((s: { title: string }) => s.title),
    ['Presentación', 'Vínculos', 'Solvencia', 'Historial', 'Plan', 'Sponsor', 'Coherencia'],
  );
  assert.is(response.body.rules.fingerprint, rules.fingerprint);
  assert.equal(
    response.body.rules.ratings.map((r: { name: string }) => r.name),
    ['Superior', 'Promedio', 'Bajo', 'Insuficiente'],
  );
  assert.is((await server.anonymous().get('/api/interview-template')).status, 401);
});

test('a new interview starts in progress at step 1 and is listed', async ({ staff }) => {
  const response = await staff.post('/api/interviews', { clientName: '  Ana Pérez ', country: 'canada' });
  assert.is(response.status, 201);
  assert.is(response.body.clientName, 'Ana Pérez');
  assert.is(response.body.status, 'in_progress');
  assert.is(response.body.currentStep, 1);
  assert.is(response.body.country, 'canada');
  assert.equal(response.body.consultantNotes, {});
  const list = await staff.get('/api/interviews');
  assert.is(list.status, 200);
  assert.equal(
    list.body.map((i: { id: string }) => i.id),
    [response.body.id],
  );
});

test('a blank client name, an unknown country or a server field is refused in Spanish and stores nothing', async ({ server, staff }) => {
  const before = await interviewTables(server);
  for (const [body, message] of [
    [{ clientName: '   ', country: 'usa' }, 'Escriba el nombre del cliente'],
    [{ country: 'usa' }, 'Escriba el nombre del cliente'],
    [{ clientName: 'Ana', country: 'peru' }, 'El país debe ser usa, canada o europa'],
    [{ clientName: 'Ana', currentStep: 8 }, 'El paso debe ser un número entero del 1 al 7'],
    [{ clientName: 'Ana', status: 'completed' }, 'Una entrevista se crea en curso (in_progress)'],
  ] as const) {
    const response = await staff.post('/api/interviews', body);
    assert.is(response.status, 400, JSON.stringify(body));
    assert.ok(
      response.body.details.some((d: { message: string }) => d.message === message),
      JSON.stringify(response.body),
    );
  }
  assert.is((await staff.post('/api/interviews', { clientName: 'Ana', id: '4b7f2c1e-8d9a-4f3b-9c2d-1a2b3c4d5e6f' })).status, 400);
  const missing = await staff.post('/api/interviews', { clientName: 'Ana', consultationId: '4b7f2c1e-8d9a-4f3b-9c2d-1a2b3c4d5e6f' });
  assert.is(missing.status, 400);
  assert.is(missing.body.error, 'La consulta indicada no existe o fue eliminada');
  assert.is(await interviewTables(server), before);
});

test('creating a duplicate returns the interview in progress for that client and consultation', async ({ server, staff }) => {
  const first = await create(staff);
  const again = await staff.post('/api/interviews', { clientName: 'ana pérez ', country: 'usa' });
  assert.is(again.status, 200);
  assert.is(again.body.id, first.id);
  const consultationId = await seedConsultation(server.db.orm, { name: 'Ana Pérez', country: 'europa' });
  const linked = await staff.post('/api/interviews', { clientName: 'Ana Pérez', consultationId });
  assert.is(linked.status, 201, 'another consultation is another interview');
  assert.is(linked.body.country, 'europa', 'the destination of the consultation');
  assert.is(linked.body.consultationId, consultationId);
  assert.is((await staff.get('/api/interviews')).body.length, 2);
});

test('creations racing for the same client make one interview, and two finalizations racing one result', async ({ server, staff }) => {
  const created = await Promise.all(
    Array.from({ length: 5 }, () => staff.post('/api/interviews', { clientName: 'Rosa Díaz', country: 'europa' })),
  );
  assert.equal(created.map((r) => r.status).sort(), [200, 200, 200, 200, 201]);
  assert.is(new Set(created.map((r) => r.body.id)).size, 1);
  const id = created[0].body.id;
  await fillAll(staff, id);
  const finished = await Promise.all([staff.post(`/api/interviews/${id}/complete`, {}), staff.post(`/api/interviews/${id}/complete`, {})]);
  assert.equal(finished.map((r) => r.status).sort(), [200, 409]);
  const [{ n }] = await server.db.orm.em.fork().getConnection().execute('select count(*)::int as n from interview_results');
  assert.is(n, 1);
});

test('duplicates already stored are shown as one and merged at the next change, losing no answer or note', async ({ server, staff }) => {
  const em = server.db.orm.em.fork();
  const connection = em.getConnection();
  const insert = (id: string, name: string, minutes: number, step2: unknown, notes: unknown, step: number) =>
    connection.execute(
      `insert into interviews (id, client_name, country, status, current_step, step2data, consultant_notes, created_at, updated_at)
       values (?, ?, 'usa', 'in_progress', ?, ?::jsonb, ?::jsonb, now() - (? || ' minutes')::interval, now() - (? || ' minutes')::interval)`,
      [id, name, step, JSON.stringify(step2), JSON.stringify(notes), minutes, minutes],
    );
  await insert(
    '11111111-1111-4111-8111-111111111111',
    'Luis Gómez',
    30,
    { ingresoLaboral: 1800, vinculosFamiliares: 'conyuge' },
    { vinculos: 'Casado.' },
    4,
  );
  await insert(
    '22222222-2222-4222-8222-222222222222',
    'luis gómez',
    10,
    { ingresoLaboral: 2500 },
    { vinculos: 'Dos hijos.', plan: 'Reservas hechas.' },
    2,
  );
  const before = await interviewTables(server);
  const list = await staff.get('/api/interviews');
  assert.is(list.body.length, 1, 'the list never shows duplicates');
  assert.is(list.body[0].id, '22222222-2222-4222-8222-222222222222');
  assert.equal(list.body[0].step2Data, { ingresoLaboral: 2500, vinculosFamiliares: 'conyuge' });
  assert.equal(list.body[0].consultantNotes, { vinculos: 'Casado.\n\nDos hijos.', plan: 'Reservas hechas.' });
  assert.is(list.body[0].currentStep, 4);
  assert.is(await interviewTables(server), before, 'listing writes nothing');

  const saved = await staff.patch('/api/interviews/11111111-1111-4111-8111-111111111111', {
    stepKey: 'sponsor',
    note: 'Sin patrocinador.',
  });
  assert.is(saved.status, 200);
  assert.is(saved.body.id, '22222222-2222-4222-8222-222222222222', 'the merge keeps the interview changed last');
  const rows = await connection.execute('select id, step2data, consultant_notes from interviews');
  assert.equal(rows, [
    {
      id: '22222222-2222-4222-8222-222222222222',
      step2data: { ingresoLaboral: 2500, vinculosFamiliares: 'conyuge' },
      consultant_notes: { vinculos: 'Casado.\n\nDos hijos.', plan: 'Reservas hechas.', sponsor: 'Sin patrocinador.' },
    },
  ]);
});

test('saving a step stores its answers and note and makes it the current step', async ({ server, staff }) => {
  const { id } = await create(staff);
  const response = await staff.patch(`/api/interviews/${id}`, {
    stepKey: 'vinculos',
    data: BEST_STEPS.vinculos,
    note: 'Trabaja en un banco.',
  });
  assert.is(response.status, 200);
  assert.equal(response.body.step2Data, BEST_STEPS.vinculos);
  assert.equal(response.body.consultantNotes, { vinculos: 'Trabaja en un banco.' });
  assert.is(response.body.currentStep, 2);
  const noteOnly = await staff.patch(`/api/interviews/${id}`, { stepKey: 'vinculos', note: 'Trabaja en un banco desde 2015.' });
  assert.equal(noteOnly.body.step2Data, BEST_STEPS.vinculos, 'a note alone keeps the answers');
  const [row] = await server.db.orm.em.fork().getConnection().execute('select step2data from interviews where id = ?', [id]);
  assert.not.ok('region' in row.step2data, "the region is the interview's, not stored in the answers");
});

test('an unknown step key, bad answers or a bad note are refused in Spanish and change nothing', async ({ server, staff }) => {
  const { id } = await create(staff);
  await staff.patch(`/api/interviews/${id}`, { stepKey: 'plan', data: BEST_STEPS.plan, note: 'Itinerario listo.' });
  const before = await interviewTables(server);
  const unknown = await staff.patch(`/api/interviews/${id}`, { stepKey: 'step8', note: 'x' });
  assert.is(unknown.status, 400);
  assert.is(
    unknown.body.error,
    'Paso desconocido «step8»: los pasos son presentacion, vinculos, solvencia, historial, plan, sponsor, coherencia.',
  );
  const bad = await staff.patch(`/api/interviews/${id}`, { stepKey: 'solvencia', data: { ahorros: -5, documentacion: 'toda' } });
  assert.is(bad.status, 400);
  assert.is(bad.body.error, 'Revise las respuestas del paso «Solvencia»');
  assert.equal(bad.body.details.map((d: { path: string }) => d.path).sort(), ['ahorros', 'documentacion']);
  const extra = await staff.patch(`/api/interviews/${id}`, { stepKey: 'plan', data: { hotel: 'Sí' } });
  assert.is(extra.status, 400);
  assert.is((await staff.patch(`/api/interviews/${id}`, { stepKey: 'plan', note: 7 })).status, 400);
  assert.is((await staff.patch(`/api/interviews/${id}`, { stepKey: 'plan', data: [] })).status, 400);
  assert.is(await interviewTables(server), before);
});

test('finalizing is refused before step 7, then scores, stores the result with rules version, fingerprint and ledger', async ({
  server,
  staff,
}) => {
  const { id } = await create(staff);
  await staff.patch(`/api/interviews/${id}`, { stepKey: 'presentacion', data: BEST_STEPS.presentacion });
  const before = await interviewTables(server);
  const early = await staff.post(`/api/interviews/${id}/complete`, { region: 'usa' });
  assert.is(early.status, 409);
  assert.is(early.body.error, 'La evaluación se finaliza desde el paso 7; la entrevista está en el paso 1.');
  assert.is(await interviewTables(server), before);

  await fillAll(staff, id);
  const done = await staff.post(`/api/interviews/${id}/complete`, { region: 'usa' });
  assert.is(done.status, 200, JSON.stringify(done.body));
  assert.is(done.body.status, 'completed');
  assert.is(done.body.rating, 'Superior');
  assert.is(done.body.executiveSummary.recommendedVisa, 'B-2 (turismo y visita)');
  assert.is(done.body.executiveSummary.eligibilityLevel, 'Alta');
  assert.ok(done.body.completedAt);
  const result = done.body.result;
  assert.is(result.rulesVersion, rules.version);
  assert.is(result.rulesFingerprint, rules.fingerprint);
  assert.is(result.score, result.maxScore);
  assert.is(
    result.ledger.reduce((sum: number, e: { points: number }) => sum + e.points, 0),
    result.score,
  );
  assert.ok(
    result.ledger.some(
      (e: { line: string }) => e.line === 'Ingreso laboral mensual: 2.500 USD → banda alta: 30 de 30 puntos (15 de 15 × peso 2)',
    ),
  );
});

test('a completed interview is not finalized again until reopened; each finishing keeps its own result', async ({ server, staff }) => {
  const { id } = await create(staff);
  await fillAll(staff, id);
  assert.is((await staff.post(`/api/interviews/${id}/complete`, {})).status, 200);
  const before = await interviewTables(server);
  const again = await staff.post(`/api/interviews/${id}/complete`, { region: 'usa' });
  assert.is(again.status, 409);
  assert.is(again.body.error, 'La entrevista ya está completada: reábrala antes de finalizarla de nuevo.');
  const edit = await staff.patch(`/api/interviews/${id}`, { stepKey: 'solvencia', data: { ahorros: 0 } });
  assert.is(edit.status, 409);
  assert.is(edit.body.error, 'La entrevista está completada: reábrala para cambiarla.');
  assert.is((await staff.post(`/api/interviews/${id}/reopen`, {})).status, 200);
  assert.is((await staff.post(`/api/interviews/${id}/reopen`, {})).status, 409, 'reopening twice');
  assert.is.not(await interviewTables(server), before);
  await staff.patch(`/api/interviews/${id}`, { stepKey: 'solvencia', data: { ...BEST_STEPS.solvencia, ahorros: 0 } });
  await staff.patch(`/api/interviews/${id}`, { stepKey: 'coherencia', data: BEST_STEPS.coherencia });
  const second = await staff.post(`/api/interviews/${id}/complete`, { region: 'usa' });
  assert.is(second.status, 200);
  assert.is(second.body.result.score, second.body.result.maxScore - 30);
  const detail = await staff.get(`/api/interviews/${id}`);
  assert.is(detail.body.results.length, 2, 'the earlier result is kept');
  assert.is(detail.body.results[0].id, second.body.result.id, 'newest first');
});

test("finalizing with another region than the interview's is refused", async ({ staff }) => {
  const { id } = await create(staff);
  await fillAll(staff, id);
  const response = await staff.post(`/api/interviews/${id}/complete`, { region: 'europa' });
  assert.is(response.status, 400);
  assert.is(response.body.error, 'La región no coincide con la de la entrevista (usa)');
  assert.is((await staff.post(`/api/interviews/${id}/complete`, { region: 'asia' })).status, 400);
});

test('finishing an interview linked to a consultation writes its evaluation', async ({ server, staff }) => {
  const consultationId = await seedConsultation(server.db.orm, { name: 'Marta Ruiz', country: 'usa' });
  const { id } = await create(staff, { clientName: 'Marta Ruiz', consultationId, country: 'usa', status: 'in_progress', currentStep: 1 });
  await fillAll(staff, id);
  const done = await staff.post(`/api/interviews/${id}/complete`, { region: 'usa' });
  const rows = await server.db.orm.em
    .fork()
    .getConnection()
    .execute(
      'select consultation_id, interview_id, status, score, max_score, rating, recommended_visa, eligibility_level, rules_version, rules_fingerprint from evaluations',
    );
  assert.equal(rows, [
    {
      consultation_id: consultationId,
      interview_id: id,
      status: 'completed',
      score: done.body.result.score,
      max_score: done.body.result.maxScore,
      rating: 'Superior',
      recommended_visa: 'B-2 (turismo y visita)',
      eligibility_level: 'Alta',
      rules_version: rules.version,
      rules_fingerprint: rules.fingerprint,
    },
  ]);
});

test('a consultant sets another rating with a reason; the computed one is kept', async ({ server, staff }) => {
  const { id } = await create(staff);
  const inProgress = await staff.post(`/api/interviews/${id}/rating`, { rating: 'Promedio', reason: 'Ingresos no verificados.' });
  assert.is(inProgress.status, 409);
  await fillAll(staff, id);
  await staff.post(`/api/interviews/${id}/complete`, {});
  const before = await interviewTables(server);
  const noReason = await staff.post(`/api/interviews/${id}/rating`, { rating: 'Promedio', reason: ' ' });
  assert.is(noReason.status, 400);
  assert.is(noReason.body.details[0].message, 'Explique el motivo del cambio de calificación');
  const unknown = await staff.post(`/api/interviews/${id}/rating`, { rating: 'Excelente', reason: 'Muy buen perfil.' });
  assert.is(unknown.status, 400);
  assert.is(unknown.body.error, 'Calificación desconocida: elija Superior, Promedio, Bajo, Insuficiente');
  assert.is(await interviewTables(server), before);
  const set = await staff.post(`/api/interviews/${id}/rating`, { rating: 'Promedio', reason: 'Ingresos no verificados.' });
  assert.is(set.status, 200);
  assert.is(set.body.rating, 'Promedio');
  assert.is(set.body.result.computedRating, 'Superior');
  assert.is(set.body.result.rating, 'Promedio');
  assert.is(set.body.result.overrideReason, 'Ingresos no verificados.');
  assert.is(set.body.result.overriddenBy, 'consultora');
});

test('deleting an interview removes it with its results; an unknown one answers 404', async ({ server, staff }) => {
  const { id } = await create(staff);
  await fillAll(staff, id);
  await staff.post(`/api/interviews/${id}/complete`, {});
  assert.is((await staff.delete(`/api/interviews/${id}`)).status, 200);
  assert.equal((await staff.get('/api/interviews')).body, []);
  const [{ n }] = await server.db.orm.em.fork().getConnection().execute('select count(*)::int as n from interview_results');
  assert.is(n, 0);
  for (const response of [
    await staff.delete(`/api/interviews/${id}`),
    await staff.get(`/api/interviews/${id}`),
    await staff.patch(`/api/interviews/${id}`, { stepKey: 'plan', note: 'x' }),
    await staff.post(`/api/interviews/${id}/complete`, {}),
  ]) {
    assert.is(response.status, 404);
    assert.is(response.body.error, 'La entrevista no existe o fue eliminada');
  }
});

test.run();

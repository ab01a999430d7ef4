import { randomUUID } from 'node:crypto';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { seedConsultation, seedConsultations } from '../testing/seedRows.ts';
import { createValidators } from '../http/validateBody.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import type { TestClient, TestServer } from '../testing/testServer.ts';
import { LISTED_RECORDS } from './records/recordSource.ts';

const test = staffApiSuite('template versions, audit and preview on saved cases API');
const FILE_VERSION = loadCaseTemplates().get('usa').version;
const { ajv } = createValidators();
/** The answer matches its schema in schemas/ (the types both ends use come from it). */
function assertShape(schemaId: string, body: unknown) {
  const validate = ajv.getSchema(schemaId)!;
  assert.ok(validate(body), `${schemaId}: ${JSON.stringify(validate.errors)}`);
}
const records = (staff: TestClient, query = '', kind = 'case', key = 'usa') =>
  staff.get(`/api/admin/templates/${kind}/${key}/records${query}`);

const saveCase = (staff: TestClient, consultationId: string, data: unknown, formTemplate = 'usa') =>
  staff.post('/api/consultation-details', {
    consultationId,
    formTemplate,
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data,
    version: 0,
  });

async function rows<T = Record<string, unknown>>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> {
  return server.db.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

/** Every row the template and case tables hold: what a preview or a refused call must leave as it was. */
const stored = (server: TestServer) =>
  rows(
    server,
    `select 'v' as t, to_jsonb(v) as r from template_versions v union all select 'd', to_jsonb(d) from template_drafts d
    union all select 'a', to_jsonb(a) from template_audit a union all select 'c', to_jsonb(c) from consultation_details c order by 1, 2`,
  );

async function latestUsa(staff: TestClient) {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  return structuredClone(body.content);
}

test('the saved cases of a template are listed newest first, named by applicant and consultation, and found by a search', async ({
  server,
  staff,
}) => {
  const [lucia, pedro, marta] = await seedConsultations(server.db.orm, [
    { name: 'Lucía Méndez', email: 'lucia@correo.do', phone: '809-555-0101', preferredDate: '2030-02-03' },
    { name: 'Pedro Álvarez', email: 'pedro@correo.do', phone: '829-555-0202', preferredDate: null },
    { name: 'Marta Ruiz', email: 'marta@correo.do', phone: '849-555-0303', country: 'canada' },
  ]);
  await seedConsultation(server.db.orm, { name: 'Sin caso guardado' });
  assert.is((await saveCase(staff, lucia, { identity: { fullName: 'LUCIA MENDEZ GARCIA' } })).status, 200);
  assert.is((await saveCase(staff, pedro, { identity: { fullName: 'NA' } })).status, 200);
  assert.is((await saveCase(staff, marta, { identity: { fullName: 'MARTA RUIZ' } }, 'canada')).status, 200);

  const all = await records(staff);
  assert.is(all.status, 200, all.text);
  assert.equal([all.body.total, all.body.limit], [2, LISTED_RECORDS]);
  assert.equal(
    all.body.items.map((r: { consultationId: string }) => r.consultationId),
    [pedro, lucia],
    'the most recently saved first',
  );
  const [first, second] = all.body.items;
  assert.equal(
    { ...second, updatedAt: undefined },
    {
      consultationId: lucia,
      applicantName: 'LUCIA MENDEZ GARCIA',
      consultationName: 'Lucía Méndez',
      email: 'lucia@correo.do',
      appointmentDate: '2030-02-03',
      templateVersion: FILE_VERSION,
      updatedAt: undefined,
    },
  );
  assert.is(first.applicantName, 'Pedro Álvarez', 'an NA passport name falls back to the consultation’s name');
  assert.is(first.appointmentDate, null);
  assert.match(first.updatedAt, /^\d{4}-\d{2}-\d{2}T/);
  assertShape('templateRecordList', all.body);

  for (const [query, expected] of [
    ['mendez', [lucia]],
    ['LUCÍA', [lucia]],
    ['pedro@', [pedro]],
    ['8295550202', [pedro]],
    ['ruiz', []],
  ] as const) {
    const found = await records(staff, `?q=${encodeURIComponent(query)}`);
    assert.is(found.status, 200, found.text);
    assert.equal(
      found.body.items.map((r: { consultationId: string }) => r.consultationId),
      expected,
      query,
    );
    assert.is(found.body.total, expected.length, query);
  }
  const canada = await records(staff, '', 'case', 'canada');
  assert.equal(
    canada.body.items.map((r: { applicantName: string }) => r.applicantName),
    ['MARTA RUIZ'],
  );
  const wildcard = await records(staff, `?q=${encodeURIComponent('%')}`);
  assert.is(wildcard.body.total, 0, 'a LIKE wildcard is searched for as text');
});

test('a saved case is read for the preview as it is saved now, named by its applicant; only from its own template', async ({
  server,
  staff,
}) => {
  const [lucia, marta] = await seedConsultations(server.db.orm, [{ name: 'Lucía Méndez' }, { name: 'Marta Ruiz', country: 'canada' }]);
  const data = { identity: { fullName: 'LUCIA MENDEZ GARCIA', birthPlace: 'Santiago' } };
  assert.is((await saveCase(staff, lucia, data)).status, 200);
  assert.is((await saveCase(staff, marta, { identity: { fullName: 'NA' } }, 'canada')).status, 200);
  const read = await staff.get(`/api/admin/templates/case/usa/records/${lucia}`);
  assert.is(read.status, 200, read.text);
  assertShape('templateRecord', read.body);
  const saved = await staff.get(`/api/consultation-details?consultationId=${lucia}`);
  assert.equal(read.body, { id: lucia, name: 'LUCIA MENDEZ GARCIA', templateVersion: FILE_VERSION, data: saved.body.data });
  assert.equal(read.body.data.identity, data.identity);
  assert.is(
    (await staff.get(`/api/admin/templates/case/canada/records/${marta}`)).body.name,
    'Marta Ruiz',
    'an NA passport name falls back to the consultation’s name',
  );
  for (const url of [
    `/api/admin/templates/case/usa/records/${marta}`,
    `/api/admin/templates/case/usa/records/${randomUUID()}`,
    '/api/admin/templates/case/usa/records/lucia',
  ]) {
    const missing = await staff.get(url);
    assert.is(missing.status, 404, url);
    assert.is(missing.body.error, 'El caso no existe o ya no usa esta plantilla');
  }
});

test('many saved cases: the list stops at its limit and the total counts them all', async ({ server, staff }) => {
  const count = LISTED_RECORDS + 5;
  const ids = await seedConsultations(
    server.db.orm,
    Array.from({ length: count }, (_, i) => ({ name: `Cliente ${i}` })),
  );
  const start = Date.UTC(2026, 0, 1);
  for (const [i, id] of ids.entries()) {
    await rows(
      server,
      `insert into consultation_details (id, consultation_id, current_stage, form_template, template_version, documents_review_status, data, version, created_at, updated_at)
      values (?, ?, 'pre-chequeo', 'usa', ?, 'pending', ?::jsonb, 1, ?, ?)`,
      [
        randomUUID(),
        id,
        FILE_VERSION,
        JSON.stringify({ identity: { fullName: `SOLICITANTE ${i}` } }),
        new Date(start + i * 60_000),
        new Date(start + i * 60_000),
      ],
    );
  }
  const page = await records(staff);
  assert.equal([page.body.total, page.body.items.length], [count, LISTED_RECORDS]);
  assert.is(page.body.items[0].applicantName, `SOLICITANTE ${count - 1}`);
  const one = await records(staff, '?q=solicitante%2012');
  assert.equal(
    one.body.items.map((r: { applicantName: string }) => r.applicantName),
    ['SOLICITANTE 12'],
  );
});

test('bad record queries are 400 in Spanish; the scoring rules have no saved records to preview', async ({ staff }) => {
  for (const query of [`?q=${'a'.repeat(101)}`, '?q=a&q=b', '?pagina=2']) {
    const response = await records(staff, query);
    assert.is(response.status, 400, query);
    assert.type(response.body.error, 'string');
  }
  const rules = await records(staff, '', 'rules', 'standard');
  assert.is(rules.status, 400);
  assert.is(
    rules.body.error,
    'La vista previa con registros guardados solo existe para los formularios de caso, los pasos de la entrevista y el formulario de tareas',
  );
  assert.is((await records(staff, '', 'case', 'marte')).status, 404);
});

test("a draft's schema checks a case's data as a save would: wrong answers named in Spanish, blanks as missing, nothing stored", async ({
  server,
  staff,
}) => {
  const id = await seedConsultation(server.db.orm, { name: 'Lucía Méndez' });
  const data = { identity: { fullName: 'LUCIA MENDEZ', birthDate: '1990-04-12', passportNumber: 'NA' } };
  assert.is((await saveCase(staff, id, data)).status, 200);
  const before = await stored(server);

  const content = await latestUsa(staff);
  const asSaved = await staff.post('/api/admin/templates/case/usa/preview', { schema: content.schema, data });
  assert.is(asSaved.status, 200, asSaved.text);
  assert.equal(asSaved.body.wrong, [], 'the case passes the version it was saved with');
  assert.ok(asSaved.body.missing.includes('identity.currentNationality'), JSON.stringify(asSaved.body.missing));
  assert.not.ok(asSaved.body.missing.includes('identity.passportNumber'), 'NA answers a field');

  content.schema.properties.identity.properties.fullName.maxLength = 5;
  const narrowed = await staff.post('/api/admin/templates/case/usa/preview', { schema: content.schema, data });
  assert.is(narrowed.status, 200, narrowed.text);
  assert.equal(
    narrowed.body.wrong.map((e: { path: string }) => e.path),
    ['identity.fullName'],
  );
  assert.match(narrowed.body.wrong[0].message, /5 caracteres/);
  // What is typed into the preview is checked the same way, with the schema already compiled.
  const typed = await staff.post('/api/admin/templates/case/usa/preview', {
    schema: content.schema,
    data: { identity: { fullName: 'ANA', birthDate: 'ayer' } },
  });
  assert.equal(
    typed.body.wrong.map((e: { path: string }) => e.path),
    ['identity.birthDate'],
  );
  assert.equal(await stored(server), before, 'a preview stores nothing');
});

test('a schema the preview cannot compile is refused naming the place; bad bodies are 400 and change nothing', async ({
  server,
  staff,
}) => {
  const before = await stored(server);
  const content = await latestUsa(staff);
  content.schema.properties.identity.properties.fullName.type = 'texto';
  const refused = await staff.post('/api/admin/templates/case/usa/preview', { schema: content.schema, data: {} });
  assert.is(refused.status, 400);
  assert.is(refused.body.error, 'La vista previa no puede comprobar los datos con este borrador: corrija primero el esquema');
  assert.ok(
    refused.body.details.some(
      (d: { path: string }) => d.path.startsWith('identity.fullName') || d.path.startsWith('properties.identity.properties.fullName'),
    ),
    JSON.stringify(refused.body.details),
  );
  assert.ok(refused.body.details.every((d: { message: string }) => /[a-záéíóúñ]/.test(d.message)));

  for (const body of [{ schema: content.schema }, { data: {} }, { schema: 'no', data: {} }, { schema: {}, data: [], extra: 1 }]) {
    const response = await staff.post('/api/admin/templates/case/usa/preview', body);
    assert.is(response.status, 400, JSON.stringify(body).slice(0, 80));
    assert.type(response.body.error, 'string');
  }
  const rules = await staff.post('/api/admin/templates/rules/standard/preview', { schema: {}, data: {} });
  assert.is(rules.status, 400);
  assert.equal(await stored(server), before);
});

test('the audit names who, when and which versions of every publish, case upgrade and rollback, with the case’s consultation', async ({
  server,
  staff,
}) => {
  const id = await seedConsultation(server.db.orm, { name: 'Ana Pérez' });
  const saved = await saveCase(staff, id, { identity: { fullName: 'ANA PEREZ', gender: 'femenino' } });
  const content = await latestUsa(staff);
  delete content.schema.properties.identity.properties.gender;
  const order: string[] = content.uiSchema.identity['ui:order'];
  order.splice(order.indexOf('gender'), 1);
  delete content.uiSchema.identity.gender;
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);
  assert.is((await staff.post('/api/admin/templates/case/usa/publish', { note: 'Sin sexo', revision: 1 })).status, 201);
  const upgraded = await staff.post(`/api/admin/consultations/${id}/case/upgrade`, {
    toVersion: FILE_VERSION + 1,
    version: saved.body.version,
  });
  assert.is(upgraded.status, 200, upgraded.text);
  assert.is((await staff.post('/api/admin/templates/case/usa/rollback', { version: FILE_VERSION, note: 'Vuelve el sexo' })).status, 201);

  const audit = await staff.get('/api/admin/templates/case/usa/audit');
  assert.is(audit.status, 200);
  const shown = audit.body.map(
    (a: { action: string; fromVersion: number; toVersion: number; consultationName: string | null; note: string | null; by: string }) => [
      a.action,
      a.fromVersion,
      a.toVersion,
      a.consultationName,
      a.note,
      a.by,
    ],
  );
  assert.equal(shown, [
    ['rollback', FILE_VERSION, FILE_VERSION + 2, null, 'Vuelve el sexo', 'consultora'],
    ['case_upgrade', FILE_VERSION, FILE_VERSION + 1, 'Ana Pérez', null, 'consultora'],
    ['publish', FILE_VERSION, FILE_VERSION + 1, null, 'Sin sexo', 'consultora'],
  ]);
  assert.is(audit.body[1].consultationId, id);
  assertShape('templateAuditList', audit.body);
  assert.ok(audit.body.every((a: { at: string }) => !Number.isNaN(Date.parse(a.at))));

  // The diff names the field each changed option belongs to.
  const diff = await staff.get(`/api/admin/templates/case/usa/diff?from=${FILE_VERSION + 1}&to=${FILE_VERSION + 2}`);
  assert.equal(
    diff.body.fields.added.map((f: { path: string; label: string }) => [f.path, f.label]),
    [['identity.gender', 'Sexo']],
  );
  const versions = (await staff.get('/api/admin/templates/case/usa')).body.versions.slice(-2);
  assert.equal(
    versions.map((v: { version: number; rolledBackFrom: number | null; note: string }) => [v.version, v.rolledBackFrom, v.note]),
    [
      [FILE_VERSION + 1, null, 'Sin sexo'],
      [FILE_VERSION + 2, FILE_VERSION, 'Vuelve el sexo'],
    ],
  );
  assert.match(versions[1].fingerprint, /^[0-9a-f]{64}$/);
});

test('the diff names the field of each option added, retired or relabelled', async ({ staff }) => {
  const content = await latestUsa(staff);
  const gender = content.schema.properties.identity.properties.gender;
  gender.oneOf = gender.oneOf
    .filter((o: { const: string }) => o.const !== 'femenino')
    .map((o: { const: string; title: string }) => (o.const === 'masculino' ? { ...o, title: 'Hombre' } : o));
  gender.oneOf.push({ const: 'otro', title: 'Otro' });
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);
  assert.is((await staff.post('/api/admin/templates/case/usa/publish', { note: 'Opciones del sexo', revision: 1 })).status, 201);
  const diff = await staff.get(`/api/admin/templates/case/usa/diff?from=${FILE_VERSION}&to=${FILE_VERSION + 1}`);
  const pick = (list: { fieldLabel: string; value: string; label: string; previousLabel?: string; affectsSavedData: boolean }[]) =>
    list.map((o) => [o.fieldLabel, o.value, o.label, o.previousLabel ?? null, o.affectsSavedData]);
  assert.equal(pick(diff.body.options.added), [['Sexo', 'otro', 'Otro', null, false]]);
  assert.equal(pick(diff.body.options.retired), [['Sexo', 'femenino', 'Femenino', null, true]]);
  assert.equal(pick(diff.body.options.changed), [['Sexo', 'masculino', 'Hombre', 'Masculino', false]]);
  assert.ok(diff.body.affectsSavedData);
});

test.run();

import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { Client, Consultation } from '../db/entities/index.ts';
import { startTestServer, TEST_USER, type TestServer } from '../testing/testServer.ts';

const test = suite<{ server: TestServer }>('case details API');

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

const samples = loadCaseSamples();
/** The version a new USA case is filled with (earlier ones stay frozen in templates/case/usa/versions/). */
const USA_VERSION = loadCaseTemplates().get('usa').version;

async function createConsultation(server: TestServer, destinationCountry = 'usa'): Promise<string> {
  const em = server.db.orm.em.fork();
  const details = { name: 'Ana Pérez', email: `${randomUUID()}@example.com`, phone: '809-555-1234' };
  const client = em.create(Client, details);
  const consultation = em.create(Consultation, { client, ...details, destinationCountry });
  await em.flush();
  return consultation.id;
}

/** The fewest answers a case needs to be saved: the required fields of the shared sections. */
function minimalCase(fullName = 'Ana Pérez') {
  return {
    identity: {
      fullName,
      birthDate: '1990-04-12',
      currentNationality: 'Dominicana',
      passportNumber: 'RD1234567',
      passportExpiryDate: '2031-01-31',
    },
    residence: { primaryPhone: '809-555-1234' },
    tripPlan: { tripPurpose: (samples.get('usa') as { tripPlan: { tripPurpose: string } }).tripPlan.tripPurpose },
  };
}

function saveBody(consultationId: string, data: unknown, version: number, extra: Record<string, unknown> = {}) {
  return { consultationId, formTemplate: 'usa', currentStage: 'pre-chequeo', documentsReviewStatus: 'pending', data, version, ...extra };
}

async function count(server: TestServer, table: string, consultationId: string): Promise<number> {
  const rows = await server.db.orm.em
    .fork()
    .execute<{ n: string }[]>(`select count(*) as n from ${table} where consultation_id = ?`, [consultationId]);
  return Number(rows[0].n);
}

test('every case details route needs a staff session', async ({ server }) => {
  const anonymous = server.anonymous();
  const id = await createConsultation(server);
  for (const response of [
    await anonymous.get(`/api/consultation-details?consultationId=${id}`),
    await anonymous.post('/api/consultation-details', saveBody(id, minimalCase(), 0)),
    await anonymous.get(`/api/consultation-details/versions?consultationId=${id}`),
    await anonymous.get(`/api/consultation-details/versions/${randomUUID()}`),
    await anonymous.get('/api/case-templates'),
    await anonymous.get('/api/case-templates/usa/1'),
  ]) {
    assert.is(response.status, 401);
    assert.type(response.body.error, 'string');
  }
  assert.is(await count(server, 'consultation_details', id), 0);
});

test('a case never saved comes with the defaults, the template of its destination and the identity of its consultation', async ({
  server,
}) => {
  const staff = await server.staff();
  const usa = await createConsultation(server, 'usa');
  const { email } = await server.db.orm.em.fork().findOneOrFail(Consultation, usa);
  const response = await staff.get(`/api/consultation-details?consultationId=${usa}`);
  assert.is(response.status, 200);
  assert.equal(response.body, {
    consultationId: usa,
    currentStage: 'pre-chequeo',
    formTemplate: 'usa',
    templateVersion: USA_VERSION,
    documentsReviewStatus: 'pending',
    destinationCountry: 'usa',
    maritalStatus: null,
    data: { identity: { fullName: 'Ana Pérez' }, residence: { email, primaryPhone: '809-555-1234' } },
    retiredValues: [],
    version: 0,
    updatedAt: null,
    updatedBy: null,
  });
  assert.is(await count(server, 'consultation_details', usa), 0, 'reading a new case stores nothing');
  const canada = await createConsultation(server, 'canada');
  assert.is((await staff.get(`/api/consultation-details?consultationId=${canada}`)).body.formTemplate, 'canada');
  const elsewhere = await createConsultation(server, 'japon');
  assert.is((await staff.get(`/api/consultation-details?consultationId=${elsewhere}`)).body.formTemplate, 'usa');
});

test('a saved case is never refilled from its consultation, even where its identity fields are blank', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server, 'usa');
  const data = { ...minimalCase('NA'), residence: { primaryPhone: '' } };
  const saved = await staff.post('/api/consultation-details', {
    consultationId: id,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data,
    version: 0,
  });
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  const reloaded = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.is(reloaded.body.version, 1);
  assert.is(reloaded.body.data.identity.fullName, 'NA');
  assert.not.ok(reloaded.body.data.residence?.email, 'no e-mail added to a saved case');
  assert.not.ok(reloaded.body.data.residence?.primaryPhone, 'the blank phone stays blank');
});

test('an unknown consultation answers 404; a malformed id answers 400 naming consultationId', async ({ server }) => {
  const staff = await server.staff();
  const unknown = randomUUID();
  const read = await staff.get(`/api/consultation-details?consultationId=${unknown}`);
  assert.is(read.status, 404);
  assert.is(read.body.error, 'La consulta no existe o fue eliminada');
  const save = await staff.post('/api/consultation-details', saveBody(unknown, minimalCase(), 0));
  assert.is(save.status, 404);
  assert.is(save.body.error, 'La consulta no existe o fue eliminada');
  const versions = await staff.get(`/api/consultation-details/versions?consultationId=${unknown}`);
  assert.is(versions.status, 404);
  assert.is(versions.body.error, 'La consulta no existe o fue eliminada');
  const malformed = await staff.get('/api/consultation-details?consultationId=42');
  assert.is(malformed.status, 400);
  assert.equal(malformed.body.details, [{ path: 'consultationId', message: 'Identificador de consulta no válido' }]);
});

test('a saved case reads back with its version, author and summary columns', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const data = { ...minimalCase(), family: { maritalStatus: 'casado' } };
  const saved = await staff.post('/api/consultation-details', saveBody(id, data, 0, { documentsReviewStatus: 'verified' }));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  assert.is(saved.body.version, 1);
  assert.is(saved.body.updatedBy, TEST_USER.username);
  assert.is(saved.body.maritalStatus, 'casado');
  assert.is(saved.body.documentsReviewStatus, 'verified');
  assert.ok(!Number.isNaN(Date.parse(saved.body.updatedAt)));
  const reloaded = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.equal(reloaded.body, saved.body);
  assert.is(reloaded.body.data.identity.fullName, 'Ana Pérez');
  assert.is(reloaded.body.data.family.maritalStatus, 'casado');
});

test('the full sample case of every template saves and reads back unchanged', async ({ server }) => {
  const staff = await server.staff();
  for (const [key, sample] of samples) {
    const id = await createConsultation(server, key);
    const saved = await staff.post('/api/consultation-details', saveBody(id, sample, 0, { formTemplate: key }));
    assert.is(saved.status, 200, `${key}: ${JSON.stringify(saved.body).slice(0, 300)}`);
    const reloaded = await staff.get(`/api/consultation-details?consultationId=${id}`);
    assert.equal(reloaded.body.data, sample, key);
  }
});

test('invalid case data answers 400 with each field path and a Spanish message, and stores nothing', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const data = minimalCase();
  const broken = {
    ...data,
    identity: { ...data.identity, fullName: '', passportExpiryDate: '31/01/2031' },
    residence: { primaryPhone: 8095551234 },
  };
  const response = await staff.post('/api/consultation-details', saveBody(id, broken, 0));
  assert.is(response.status, 400);
  assert.is(response.body.error, 'Revise los campos marcados del caso');
  const byPath = Object.fromEntries(response.body.details.map((d: { path: string; message: string }) => [d.path, d.message]));
  assert.not.ok('data.identity.fullName' in byPath, 'a missing answer is never an error');
  assert.is(byPath['data.identity.passportExpiryDate'], 'Fecha no válida (AAAA-MM-DD)');
  assert.is(byPath['data.residence.primaryPhone'], 'Debe ser un texto');
  assert.is(await count(server, 'consultation_details', id), 0);
  assert.is(await count(server, 'visa_forms', id), 0);

  const badBody = await staff.post('/api/consultation-details', saveBody(id, data, 0, { currentStage: 'volando', formTemplate: 'marte' }));
  assert.is(badBody.status, 400);
  assert.ok(badBody.body.details.some((d: { path: string }) => d.path === 'currentStage'));
  const unknownTemplate = await staff.post('/api/consultation-details', saveBody(id, data, 0, { formTemplate: 'marte' }));
  assert.is(unknownTemplate.status, 400);
  assert.equal(unknownTemplate.body.details, [{ path: 'formTemplate', message: 'Destino desconocido: marte' }]);
  const unknownVersion = await staff.post('/api/consultation-details', saveBody(id, data, 0, { templateVersion: 99 }));
  assert.is(unknownVersion.status, 400);
  assert.is(unknownVersion.body.details[0].path, 'templateVersion');
});

test('a half-filled case saves with 200 and reads back as it was; a wrong date in it is still refused by name', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const halfFilled = { identity: { fullName: 'Ana Pérez' }, family: { maritalStatus: 'soltero' } };
  const saved = await staff.post('/api/consultation-details', saveBody(id, halfFilled, 0));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.identity, { fullName: 'Ana Pérez' });
  const empty = await staff.post('/api/consultation-details', saveBody(id, {}, 1));
  assert.is(empty.status, 200, 'even an empty case saves');
  assert.is(await count(server, 'visa_forms', id), 2);

  const wrongDate = await staff.post(
    '/api/consultation-details',
    saveBody(id, { identity: { fullName: 'Ana', birthDate: '1990-02-30' } }, 2),
  );
  assert.is(wrongDate.status, 400);
  assert.equal(wrongDate.body.details, [{ path: 'data.identity.birthDate', message: 'Fecha no válida (AAAA-MM-DD)' }]);
  assert.is(await count(server, 'visa_forms', id), 2, 'nothing stored');
});

test('a phone with letters is refused by name with the accepted forms, storing nothing; an international one saves', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const data = minimalCase();
  const message =
    'Escriba un teléfono dominicano (809-555-1234) o uno internacional con el código de país (+1 212 555 1234, +34 612 345 678)';
  const letters = { ...data, employment: { employerPhone: '809-ABC-1234' }, usaContacts: { usaContactPhone: '+1 212 CALL NOW' } };
  const refused = await staff.post('/api/consultation-details', saveBody(id, letters, 0));
  assert.is(refused.status, 400);
  assert.is(refused.body.error, 'Revise los campos marcados del caso');
  assert.equal(refused.body.details, [
    { path: 'data.employment.employerPhone', message },
    { path: 'data.usaContacts.usaContactPhone', message },
  ]);
  assert.is(await count(server, 'consultation_details', id), 0);
  assert.is(await count(server, 'visa_forms', id), 0);

  const abroad = {
    ...data,
    residence: { primaryPhone: '+34 612 345 678', secondaryPhone: '(829) 555 1234' },
    usaContacts: { usaContactPhone: '+1 212 555 1234' },
    emergencyContact: { emergencyContactPhone: 'NA' },
  };
  const saved = await staff.post('/api/consultation-details', saveBody(id, abroad, 0));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.residence, abroad.residence);
});

test('a case saved on version 2, before the phone rule, keeps opening and saving with its phone as it was', async ({ server }) => {
  assert.ok(USA_VERSION > 2);
  const staff = await server.staff();
  const id = await createConsultation(server);
  const data = { ...minimalCase(), residence: { primaryPhone: '809-555-1234 ext. 12' } };
  const saved = await staff.post('/api/consultation-details', saveBody(id, data, 0, { templateVersion: 2 }));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  const read = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.is(read.body.templateVersion, 2);
  assert.equal(read.body.data.residence, data.residence);
  assert.is((await staff.get('/api/case-templates/usa/2')).body.schema.properties.residence.properties.primaryPhone.pattern, undefined);
  const again = await staff.post(
    '/api/consultation-details',
    saveBody(id, { ...data, identity: { ...data.identity, otherNames: 'Anita' } }, 1, { templateVersion: 2 }),
  );
  assert.is(again.status, 200, JSON.stringify(again.body));
  assert.is((await staff.get(`/api/consultation-details?consultationId=${id}`)).body.templateVersion, 2);
});

test('NA answers a required field, skips its format, and is stored as "NA"', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const data = minimalCase();
  const withNa = { ...data, identity: { ...data.identity, passportExpiryDate: ' na ', fullName: 'Na' } };
  const saved = await staff.post('/api/consultation-details', saveBody(id, withNa, 0));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  assert.is(saved.body.data.identity.passportExpiryDate, 'NA');
  assert.is(saved.body.data.identity.fullName, 'NA');
});

test('a save on a stale version answers 409 with the current record and overwrites nothing', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const first = await staff.post('/api/consultation-details', saveBody(id, minimalCase('Primera'), 0));
  assert.is(first.body.version, 1);
  const second = await staff.post('/api/consultation-details', saveBody(id, minimalCase('Segunda'), 1));
  assert.is(second.status, 200);
  assert.is(second.body.version, 2);

  const stale = await staff.post('/api/consultation-details', saveBody(id, minimalCase('Vieja'), 1));
  assert.is(stale.status, 409);
  assert.match(stale.body.error, /Otra persona guardó este caso/);
  assert.is(stale.body.current.version, 2);
  assert.is(stale.body.current.data.identity.fullName, 'Segunda');
  const staleFirst = await staff.post('/api/consultation-details', saveBody(id, minimalCase('Nueva'), 0));
  assert.is(staleFirst.status, 409);
  assert.is(staleFirst.body.current.version, 2);

  const reloaded = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.is(reloaded.body.data.identity.fullName, 'Segunda');
  assert.is(await count(server, 'visa_forms', id), 2);

  // Keeping one's own version after seeing the conflict: save again on top of the current version.
  const kept = await staff.post('/api/consultation-details', saveBody(id, minimalCase('Vieja'), stale.body.current.version));
  assert.is(kept.status, 200);
  assert.is(kept.body.version, 3);
});

test('two saves of the same version racing: exactly one wins, the other gets 409', async ({ server }) => {
  const [a, b] = [await server.staff(), await server.staff()];
  const id = await createConsultation(server);
  await a.post('/api/consultation-details', saveBody(id, minimalCase(), 0));
  const results = await Promise.all([
    a.post('/api/consultation-details', saveBody(id, minimalCase('A'), 1)),
    b.post('/api/consultation-details', saveBody(id, minimalCase('B'), 1)),
  ]);
  assert.equal(results.map((r) => r.status).sort(), [200, 409]);
  assert.is(await count(server, 'visa_forms', id), 2);
});

test('each save keeps a visa_forms version with template, data and author', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  await staff.post('/api/consultation-details', saveBody(id, minimalCase('Uno'), 0));
  await staff.post('/api/consultation-details', saveBody(id, minimalCase('Dos'), 1));
  const rows = await server.db.orm.em
    .fork()
    .execute<{ template: string; template_version: number; form_data: any; updated_by: string; source: string }[]>(
      'select template, template_version, form_data, updated_by, source from visa_forms where consultation_id = ? order by created_at',
      [id],
    );
  assert.equal(
    rows.map((r) => [r.template, r.template_version, r.form_data.identity.fullName, r.updated_by, r.source]),
    [
      ['usa', USA_VERSION, 'Uno', TEST_USER.username, 'manual_form'],
      ['usa', USA_VERSION, 'Dos', TEST_USER.username, 'manual_form'],
    ],
  );
});

test('a stage change is recorded with who and when; a save in the same stage records none', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  await staff.post('/api/consultation-details', saveBody(id, minimalCase(), 0));
  assert.is(await count(server, 'stage_changes', id), 0);
  await staff.post('/api/consultation-details', saveBody(id, minimalCase(), 1, { currentStage: 'ds160-curso' }));
  await staff.post('/api/consultation-details', saveBody(id, minimalCase(), 2, { currentStage: 'ds160-curso' }));
  await staff.post('/api/consultation-details', saveBody(id, minimalCase(), 3, { currentStage: 'aprobado' }));
  const rows = await server.db.orm.em
    .fork()
    .execute<{ from_stage: string; to_stage: string; changed_by: string; changed_at: Date }[]>(
      'select from_stage, to_stage, changed_by, changed_at from stage_changes where consultation_id = ? order by changed_at',
      [id],
    );
  assert.equal(
    rows.map((r) => [r.from_stage, r.to_stage, r.changed_by]),
    [
      ['pre-chequeo', 'ds160-curso', TEST_USER.username],
      ['ds160-curso', 'aprobado', TEST_USER.username],
    ],
  );
  assert.ok(rows.every((r) => Math.abs(new Date(r.changed_at).getTime() - Date.now()) < 60_000));
});

test('saved versions are listed newest first and each one can be fetched to restore it', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  await staff.post('/api/consultation-details', saveBody(id, minimalCase('Uno'), 0));
  await staff.post('/api/consultation-details', saveBody(id, minimalCase('Dos'), 1));
  const list = await staff.get(`/api/consultation-details/versions?consultationId=${id}`);
  assert.is(list.status, 200);
  assert.is(list.body.length, 2);
  assert.equal(Object.keys(list.body[0]).sort(), [
    'createdAt',
    'id',
    'template',
    'templateVersion',
    'updatedBy',
    'upgradedFrom',
    'versionChecked',
  ]);
  assert.equal(
    list.body.map((v: { upgradedFrom: number | null }) => v.upgradedFrom),
    [null, null],
    'saves are no upgrades',
  );
  assert.equal(
    list.body.map((v: { versionChecked: boolean }) => v.versionChecked),
    [true, true],
    'both saved with the version read',
  );
  assert.ok(list.body[0].createdAt >= list.body[1].createdAt);
  const oldest = await staff.get(`/api/consultation-details/versions/${list.body[1].id}`);
  assert.is(oldest.status, 200);
  assert.is(oldest.body.formData.identity.fullName, 'Uno');
  assert.is(oldest.body.template, 'usa');
  assert.is(oldest.body.consultationId, id);
  for (const versionId of [randomUUID(), 'nada']) {
    const missing = await staff.get(`/api/consultation-details/versions/${versionId}`);
    assert.is(missing.status, 404, versionId);
    assert.is(missing.body.error, 'La versión guardada no existe o fue eliminada', versionId);
  }
});

test('a case saved with an earlier template version keeps opening with that version and saves on it', async ({ server }) => {
  assert.ok(USA_VERSION > 1);
  const staff = await server.staff();
  const id = await createConsultation(server);
  // Version 1 asked for previous visa details as a field of its own; the current one only once the answer is yes.
  const data = { ...minimalCase(), travelHistory: { hasPreviousVisa: false, previousVisaDetails: 'Ninguna' } };
  const saved = await staff.post('/api/consultation-details', saveBody(id, data, 0, { templateVersion: 1 }));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  const read = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.is(read.body.templateVersion, 1);
  assert.equal(read.body.data.travelHistory, data.travelHistory);
  const old = await staff.get('/api/case-templates/usa/1');
  assert.is(old.status, 200);
  assert.is(old.body.version, 1);
  assert.ok(old.body.schema.properties.travelHistory.properties.previousVisaDetails, 'version 1 shows the field unconditionally');
  const current = await staff.get(`/api/case-templates/usa/${USA_VERSION}`);
  assert.is(
    current.body.schema.properties.travelHistory.properties.previousVisaDetails,
    undefined,
    'the current version adds it only in a condition',
  );
  const again = await staff.post(
    '/api/consultation-details',
    saveBody(id, { ...data, identity: { ...data.identity, otherNames: 'Anita' } }, 1, { templateVersion: 1 }),
  );
  assert.is(again.status, 200, JSON.stringify(again.body));
  assert.is((await staff.get(`/api/consultation-details?consultationId=${id}`)).body.templateVersion, 1);
});

test('case templates: the latest of each destination, and any version resolved with an ETag', async ({ server }) => {
  const staff = await server.staff();
  const list = await staff.get('/api/case-templates');
  assert.is(list.status, 200);
  assert.equal(
    list.body.map((t: { key: string }) => t.key),
    ['canada', 'colombia', 'curacao', 'europa', 'peru', 'usa'],
  );
  assert.equal(
    list.body.find((t: { key: string }) => t.key === 'usa'),
    { key: 'usa', version: USA_VERSION, label: 'Estados Unidos' },
  );
  const usa = await staff.get('/api/case-templates/usa/1');
  assert.is(usa.status, 200);
  assert.equal(Object.keys(usa.body).sort(), ['key', 'kind', 'label', 'readiness', 'schema', 'uiSchema', 'version']);
  assert.is(usa.body.schema.properties.identity.title, 'Datos personales e identidad');
  const etag = usa.headers.get('etag')!;
  assert.ok(etag);
  assert.is(usa.headers.get('cache-control'), 'private, max-age=86400', 'a template version may be kept by the browser');
  assert.is(list.headers.get('cache-control'), 'no-store', 'the list of latest versions is not');
  const again = await staff.get('/api/case-templates/usa/1', { 'If-None-Match': etag });
  assert.is(again.status, 304);
  assert.is(again.headers.get('cache-control'), 'private, max-age=86400');
  const missing = await staff.get('/api/case-templates/usa/99');
  assert.is(missing.status, 404);
  assert.is(missing.headers.get('cache-control'), 'no-store');
  assert.is(missing.body.error, 'La plantilla de caso no existe');
  const unknownTemplate = await staff.get('/api/case-templates/marte/1');
  assert.is(unknownTemplate.status, 404);
  assert.is(unknownTemplate.body.error, 'La plantilla de caso no existe');
});

test.run();

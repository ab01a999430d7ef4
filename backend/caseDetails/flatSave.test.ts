import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { Client, Consultation } from '../db/entities/index.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * POST /api/consultation-details as the call table writes it: "all detail fields plus consultationId",
 * flat, and without the version read (docs/api.md, Case details). The database is read after each call.
 */
const test = suite<{ server: TestServer }>('case details saved flat and without a version');

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

const USA_VERSION = loadCaseTemplates().get('usa').version;
const tripPurpose = (
  loadCaseTemplates().get('usa').schema as {
    properties: { tripPlan: { properties: { tripPurpose: { oneOf?: { const: string }[]; enum?: string[] } } } };
  }
).properties.tripPlan.properties.tripPurpose;
const PURPOSE = tripPurpose.oneOf?.[0].const ?? tripPurpose.enum![0];

async function createConsultation(server: TestServer): Promise<string> {
  const em = server.db.orm.em.fork();
  const details = { name: 'Ana Pérez', email: `${randomUUID()}@example.com`, phone: '809-555-1234' };
  const client = em.create(Client, details);
  const consultation = em.create(Consultation, { client, ...details, destinationCountry: 'usa' });
  await em.flush();
  return consultation.id;
}

/** The answers the specification's client sends: every field by its own name beside consultationId. */
const flatAnswers = (consultationId: string, extra: Record<string, unknown> = {}) => ({
  consultationId,
  fullName: 'Ana Pérez',
  birthDate: '1990-04-12',
  currentNationality: 'Dominicana',
  passportNumber: 'RD1234567',
  passportExpiryDate: '2031-01-31',
  primaryPhone: '809-555-1234',
  tripPurpose: PURPOSE,
  ...extra,
});

interface StoredCase {
  data: Record<string, Record<string, unknown>>;
  version: number;
  template_version: number;
  current_stage: string;
  documents_review_status: string;
}

async function storedCase(server: TestServer, consultationId: string): Promise<StoredCase | undefined> {
  const [row] = await server.db.orm.em
    .fork()
    .execute<StoredCase[]>(
      'select data, version, template_version, current_stage, documents_review_status from consultation_details where consultation_id = ?',
      [consultationId],
    );
  return row;
}

async function versionsOf(server: TestServer, consultationId: string) {
  return server.db.orm.em
    .fork()
    .execute<{ source: string; form_data: Record<string, Record<string, unknown>> }[]>(
      'select source, form_data from visa_forms where consultation_id = ? order by created_at, id',
      [consultationId],
    );
}

test('a flat save of a case never saved places each field in its section, on the latest version, and is marked unchecked', async ({
  server,
}) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const saved = await staff.post('/api/consultation-details', flatAnswers(id));
  assert.is(saved.status, 200, saved.text);
  assert.is(saved.headers.get('etag'), '"1"');
  assert.equal(saved.body.data.identity, {
    fullName: 'Ana Pérez',
    birthDate: '1990-04-12',
    currentNationality: 'Dominicana',
    passportNumber: 'RD1234567',
    passportExpiryDate: '2031-01-31',
  });
  assert.equal(saved.body.data.residence, { primaryPhone: '809-555-1234' });
  const stored = await storedCase(server, id);
  assert.ok(stored);
  assert.equal(
    [stored.version, stored.template_version, stored.current_stage, stored.documents_review_status],
    [1, USA_VERSION, 'pre-chequeo', 'pending'],
  );
  assert.is(stored.data.tripPlan.tripPurpose, PURPOSE);
  assert.equal(
    (await versionsOf(server, id)).map((row) => row.source),
    ['unchecked_save'],
  );

  const list = await staff.get(`/api/consultation-details/versions?consultationId=${id}`);
  assert.equal(
    list.body.map((version: { versionChecked: boolean }) => version.versionChecked),
    [false],
  );
  const audit = await staff.get('/api/admin/audit?action=case_saved');
  assert.match(JSON.stringify(audit.body), /sin comprobar la versión/);
});

test("a flat save over a saved case replaces the fields it names and keeps the others, on the case's own template version", async ({
  server,
}) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const first = await staff.post(
    '/api/consultation-details',
    flatAnswers(id, { currentStage: 'ds160-curso', documentsReviewStatus: 'verified' }),
  );
  assert.is(first.status, 200, first.text);
  const second = await staff.post('/api/consultation-details', { consultationId: id, passportNumber: 'RD7654321' });
  assert.is(second.status, 200, second.text);
  const stored = await storedCase(server, id);
  assert.ok(stored);
  assert.equal(stored.data.identity, {
    fullName: 'Ana Pérez',
    birthDate: '1990-04-12',
    currentNationality: 'Dominicana',
    passportNumber: 'RD7654321',
    passportExpiryDate: '2031-01-31',
  });
  assert.equal([stored.version, stored.current_stage, stored.documents_review_status], [2, 'ds160-curso', 'verified']);
  // Nothing is lost: the first version is still in the history.
  const versions = await versionsOf(server, id);
  assert.equal(
    versions.map((row) => row.form_data.identity.passportNumber),
    ['RD1234567', 'RD7654321'],
  );
});

test('a flat field no section declares answers 400 naming it, and a wrong answer is named as sent; nothing is stored', async ({
  server,
}) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const before = await databaseSnapshot(server.db);
  const unknown = await staff.post('/api/consultation-details', flatAnswers(id, { nickName: 'Anita' }));
  assert.is(unknown.status, 400, unknown.text);
  assert.equal(unknown.body.details, [{ path: 'nickName', message: 'Campo no permitido: nickName' }]);
  const wrong = await staff.post('/api/consultation-details', flatAnswers(id, { birthDate: '12/04/1990' }));
  assert.is(wrong.status, 400, wrong.text);
  assert.equal(
    wrong.body.details.map((detail: { path: string }) => detail.path),
    ['birthDate'],
  );
  assert.match(wrong.body.details[0].message, /^[A-ZÁÉÍÓÚÑ]/);
  const noConsultation = await staff.post('/api/consultation-details', { fullName: 'Ana Pérez' });
  assert.is(noConsultation.status, 400, noConsultation.text);
  assert.ok(
    noConsultation.body.details.some((detail: { path: string }) => detail.path === 'consultationId'),
    noConsultation.text,
  );
  assert.equal(await databaseSnapshot(server.db), before);
});

test('a flat save with the version read is checked like one by sections: stale answers 409 and changes nothing', async ({ server }) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  assert.is((await staff.post('/api/consultation-details', flatAnswers(id, { version: 0 }))).status, 200);
  assert.is((await staff.post('/api/consultation-details', { consultationId: id, fullName: 'Ana María Pérez', version: 1 })).status, 200);
  const before = await databaseSnapshot(server.db);
  const stale = await staff.post('/api/consultation-details', { consultationId: id, fullName: 'Otra', version: 1 });
  assert.is(stale.status, 409, stale.text);
  assert.is(stale.body.current.data.identity.fullName, 'Ana María Pérez');
  assert.equal(await databaseSnapshot(server.db), before);
  const versions = await versionsOf(server, id);
  assert.equal(
    versions.map((row) => row.source),
    ['manual_form', 'manual_form'],
  );
});

test('If-Match carries the version read: the current one saves, a stale one answers 409, a malformed or disagreeing one 400; none of the refused changes anything', async ({
  server,
}) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const read = await staff.get(`/api/consultation-details?consultationId=${id}`);
  assert.is(read.headers.get('etag'), '"0"');
  const first = await staff.post('/api/consultation-details', flatAnswers(id), { 'If-Match': '"0"' });
  assert.is(first.status, 200, first.text);
  assert.is(first.headers.get('etag'), '"1"');
  const before = await databaseSnapshot(server.db);
  for (const [ifMatch, body, status, path] of [
    ['"0"', { consultationId: id, fullName: 'Otra' }, 409, 'version'],
    ['1', { consultationId: id, fullName: 'Otra' }, 400, 'If-Match'],
    ['W/"1"', { consultationId: id, fullName: 'Otra' }, 400, 'If-Match'],
    ['*', { consultationId: id, fullName: 'Otra' }, 400, 'If-Match'],
    ['"1"', { consultationId: id, fullName: 'Otra', version: 0 }, 400, 'version'],
  ] as const) {
    const response = await staff.post('/api/consultation-details', body, { 'If-Match': ifMatch });
    assert.is(response.status, status, `${ifMatch}: ${response.text}`);
    assert.equal(
      response.body.details.map((detail: { path: string }) => detail.path),
      [path],
      `${ifMatch}: ${response.text}`,
    );
  }
  assert.equal(await databaseSnapshot(server.db), before);
  const checked = await staff.post('/api/consultation-details', { consultationId: id, fullName: 'Ana María Pérez' }, { 'If-Match': '"1"' });
  assert.is(checked.status, 200, checked.text);
  assert.equal(
    (await versionsOf(server, id)).map((row) => row.source),
    ['manual_form', 'manual_form'],
  );
});

test('a save by sections without a version is written on top of the latest and marked; the version it replaced stays in the history', async ({
  server,
}) => {
  const staff = await server.staff();
  const id = await createConsultation(server);
  const sections = (fullName: string) => ({
    consultationId: id,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data: {
      identity: {
        fullName,
        birthDate: '1990-04-12',
        currentNationality: 'Dominicana',
        passportNumber: 'RD1234567',
        passportExpiryDate: '2031-01-31',
      },
      residence: { primaryPhone: '809-555-1234' },
      tripPlan: { tripPurpose: PURPOSE },
    },
  });
  assert.is((await staff.post('/api/consultation-details', { ...sections('Ana Pérez'), version: 0 })).status, 200);
  const unchecked = await staff.post('/api/consultation-details', sections('Ana María Pérez'));
  assert.is(unchecked.status, 200, unchecked.text);
  assert.is(unchecked.body.version, 2);
  const list = await staff.get(`/api/consultation-details/versions?consultationId=${id}`);
  assert.equal(
    list.body.map((version: { versionChecked: boolean }) => version.versionChecked),
    [false, true],
  );
  const versions = await versionsOf(server, id);
  assert.equal(
    versions.map((row) => row.form_data.identity.fullName),
    ['Ana Pérez', 'Ana María Pérez'],
  );
});

test.run();

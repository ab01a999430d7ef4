import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { simpleParser } from 'mailparser';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { ConsultationDetails, OutboxMessage } from '../db/entities/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/testSmtpServer.ts';
import { pdfText } from '../testing/pdfText.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const usa = loadCaseTemplates().get('usa');
const sample = loadCaseSamples().get('usa')!;
const RECIPIENT = 'jose.pena@correo.example';

const test = suite<{ server: TestServer; smtp: TestSmtpServer }>('e-mail of a case copy');

test.before(async (context) => {
  context.smtp = await startTestSmtpServer();
  context.server = await startTestServer({ SMTP_URL: context.smtp.url }, { now: clock, mailPollMs: 0, publicSubmissionLimit: null });
});
test.before.each(async ({ server, smtp }) => {
  await server.reset();
  offsetMs = 0;
  smtp.reset();
});
test.after(async ({ server, smtp }) => {
  await server.close();
  await smtp.close();
});

const copyRequest = (overrides: Record<string, unknown> = {}) => ({
  template: { key: usa.key, version: usa.version },
  formData: sample,
  countryLabel: 'Estados Unidos',
  applicantName: 'José Miguel Peña Rodríguez',
  caseId: 'RM-2026-0042',
  to: RECIPIENT,
  stage: 'cita-programada',
  ...overrides,
});

const outbox = (server: TestServer) => server.db.orm.em.fork().find(OutboxMessage, {});

test('a copy refused once by the mail server is retried and arrives exactly once, with the case PDF attached', async ({ server, smtp }) => {
  const id = await seedConsultation(server.db.orm);
  let refusals = 0;
  smtp.refuse = () => refusals++ === 0;
  const staff = await server.staff();
  const response = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest());
  assert.is(response.status, 202, response.text);
  const { messageId } = response.body;

  // The request's own kick tries at once and is refused; nothing is delivered yet.
  await server.mail.kick();
  assert.is(smtp.attempts.length, 1);
  assert.is(smtp.received.length, 0);
  let [row] = await outbox(server);
  assert.is(row.id, messageId, 'messageId is the outbox row');
  assert.is(row.status, 'pending');
  assert.match(row.lastError ?? '', '451');

  offsetMs += 31_000;
  await server.mail.kick();
  offsetMs += 2 * 3_600_000;
  await server.mail.kick();
  assert.is(smtp.received.length, 1, 'delivered once, never again');
  [row] = await outbox(server);
  assert.is(row.status, 'sent');
  assert.is(row.kind, 'case.copy');
  assert.is(row.relatedId, id);

  const mail = smtp.received[0];
  assert.equal(mail.recipients, [RECIPIENT]);
  const parsed = await simpleParser(mail.raw);
  assert.is(parsed.subject, 'Copia de su caso: José Miguel Peña Rodríguez (Estados Unidos) · Rumbo Migratorio');
  assert.is(parsed.messageId, `<${messageId}@rumbomigratorio.do>`);
  assert.match(parsed.text ?? '', 'Le enviamos adjunta una copia del caso de José Miguel Peña Rodríguez para Estados Unidos');
  assert.is(parsed.attachments.length, 1);
  const [pdf] = parsed.attachments;
  assert.is(pdf.filename, 'caso-jose-miguel-pena-rodriguez-estados-unidos.pdf');
  assert.is(pdf.contentType, 'application/pdf');
  const text = await pdfText(pdf.content);
  for (const expected of [
    'Rumbo Migratorio',
    'RM-2026-0042',
    'José Miguel Peña Rodríguez',
    'Cita programada',
    'Datos personales e identidad',
    'Página 1 de',
  ]) {
    assert.ok(text.includes(expected), `the PDF shows "${expected}"`);
  }
  assert.ok(text.includes((sample.identity as Record<string, string>).passportNumber), 'the PDF holds the case data');
});

test('without a stage in the request the stored stage of the case is printed', async ({ server, smtp }) => {
  const id = await seedConsultation(server.db.orm);
  const em = server.db.orm.em.fork();
  em.create(ConsultationDetails, { consultation: id, currentStage: 'mrv-pagado', data: {} });
  await em.flush();
  const staff = await server.staff();
  const response = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest({ stage: undefined }));
  assert.is(response.status, 202, response.text);
  await server.mail.kick();
  const parsed = await simpleParser(smtp.received[0].raw);
  assert.ok((await pdfText(parsed.attachments[0].content)).includes('MRV pagado'));
});

test('a bad address, an unknown template version or a missing field is refused in Spanish and queues nothing', async ({ server }) => {
  const id = await seedConsultation(server.db.orm);
  const staff = await server.staff();
  const badAddress = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest({ to: 'jose.pena@' }));
  assert.is(badAddress.status, 400);
  assert.equal(badAddress.body.details, [{ path: 'to', message: 'Escriba un correo electrónico válido, por ejemplo nombre@correo.com' }]);

  const unknownVersion = await staff.post(
    `/api/admin/consultations/${id}/email-copy`,
    copyRequest({ template: { key: 'usa', version: 999 } }),
  );
  assert.is(unknownVersion.status, 400);
  assert.is(unknownVersion.body.details[0].path, 'template');
  assert.match(unknownVersion.body.error, 'plantilla');

  const unknownKey = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest({ template: { key: 'marte', version: 1 } }));
  assert.is(unknownKey.status, 400);

  const { caseId: _omitted, ...withoutCaseId } = copyRequest();
  const missing = await staff.post(`/api/admin/consultations/${id}/email-copy`, withoutCaseId);
  assert.is(missing.status, 400);
  assert.equal(missing.body.details, [{ path: 'caseId', message: 'Indique el número de caso' }]);

  assert.is((await outbox(server)).length, 0);
});

test('formData that does not match its template version is refused like a case save and queues nothing', async ({ server }) => {
  const id = await seedConsultation(server.db.orm);
  const staff = await server.staff();
  const wrong = { ...sample, identity: { ...(sample.identity as object), birthDate: '31/02/1990' } };
  const response = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest({ formData: wrong }));
  assert.is(response.status, 400, response.text);
  assert.is(response.body.error, 'Revise los campos marcados del caso');
  assert.equal(response.body.details, [{ path: 'formData.identity.birthDate', message: 'Fecha no válida (AAAA-MM-DD)' }]);

  // The save check, whatever it asks, is the copy's check: the same data gets the same words.
  const save = await staff.post('/api/consultation-details', {
    consultationId: id,
    formTemplate: usa.key,
    templateVersion: usa.version,
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data: wrong,
    version: 0,
  });
  assert.is(save.status, 400);
  assert.equal(save.body.details, [{ path: 'data.identity.birthDate', message: 'Fecha no válida (AAAA-MM-DD)' }]);

  const unknownSection = await staff.post(
    `/api/admin/consultations/${id}/email-copy`,
    copyRequest({ formData: { ...sample, marte: { a: 1 } } }),
  );
  assert.is(unknownSection.status, 400, unknownSection.text);
  assert.is(unknownSection.body.details[0].path.startsWith('formData'), true);
  assert.is((await outbox(server)).length, 0);
});

test('a half-filled case is copied like a save is accepted, and its PDF marks what is missing', async ({ server, smtp }) => {
  const id = await seedConsultation(server.db.orm);
  const staff = await server.staff();
  const halfFilled = { identity: { fullName: 'José Miguel Peña Rodríguez', passportNumber: 'NA' } };
  const response = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest({ formData: halfFilled }));
  assert.is(response.status, 202, response.text);
  await server.mail.kick();
  const parsed = await simpleParser(smtp.received[0].raw);
  const text = await pdfText(parsed.attachments[0].content);
  assert.ok(text.includes('Faltan 5 campos obligatorios para presentar el caso'), text.slice(0, 600));
  assert.ok(text.includes('Residencia y contacto: Teléfono principal'));
  assert.is(text.split('— falta —').length - 1, 5, 'each missing field marked once; the passport number, NA, is not');
});

test('an unknown consultation is a 404 and queues nothing', async ({ server }) => {
  const staff = await server.staff();
  const unknown = await staff.post('/api/admin/consultations/0b8e7c4a-6a34-4d43-9d87-3c7f1d1e2a10/email-copy', copyRequest());
  assert.is(unknown.status, 404);
  assert.is(unknown.body.error, 'La consulta no existe o fue eliminada');
  const notAnId = await staff.post('/api/admin/consultations/abc/email-copy', copyRequest());
  assert.is(notAnId.status, 404);
  assert.is(notAnId.body.error, 'La consulta no existe o fue eliminada');
  assert.is((await outbox(server)).length, 0);
});

test('only signed-in staff may send a copy', async ({ server }) => {
  const id = await seedConsultation(server.db.orm);
  const response = await server.anonymous().post(`/api/admin/consultations/${id}/email-copy`, copyRequest());
  assert.is(response.status, 401);
  assert.is((await outbox(server)).length, 0);
});

test('the copies of a case are listed newest first with what became of each, a refused one as failed', async ({ server, smtp }) => {
  const id = await seedConsultation(server.db.orm);
  const other = await seedConsultation(server.db.orm, { name: 'Otra Persona', email: 'otra@correo.example' });
  smtp.refuse = (recipient) => recipient === 'rechazo@correo.example';
  const staff = await server.staff();
  const first = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest({ to: 'rechazo@correo.example' }));
  offsetMs += 1000;
  const second = await staff.post(`/api/admin/consultations/${id}/email-copy`, copyRequest());
  await staff.post(`/api/admin/consultations/${other}/email-copy`, copyRequest());
  assert.is(second.status, 202);

  const queued = await staff.get(`/api/admin/consultations/${id}/email-copies`);
  assert.is(queued.status, 200);
  assert.equal(server.deps.validators.parse('caseCopyList', queued.body), queued.body);
  assert.equal(
    queued.body.map((c: { id: string }) => c.id),
    [second.body.messageId, first.body.messageId],
  );
  assert.equal(queued.body[1].to, 'rechazo@correo.example');

  for (let i = 0; i < 12; i++) {
    await server.mail.kick();
    offsetMs += 2 * 3_600_000;
  }
  // A day has passed: the consultant signs in again.
  const [delivered, refused] = (await (await server.staff()).get(`/api/admin/consultations/${id}/email-copies`)).body;
  assert.is(delivered.status, 'sent');
  assert.is(delivered.attempts, 1);
  assert.ok(!Number.isNaN(Date.parse(delivered.sentAt)));
  assert.is(refused.status, 'failed');
  assert.is(refused.attempts, 10);
  assert.is(refused.sentAt, null);
});

test('the copies of a consultation that does not exist answer 404 in Spanish', async ({ server }) => {
  const staff = await server.staff();
  for (const id of ['6f1c1f0e-8a53-4b8e-9d7e-2f0f1b1c1d1e', 'no-es-un-id']) {
    const response = await staff.get(`/api/admin/consultations/${id}/email-copies`);
    assert.is(response.status, 404);
    assert.is(response.body.error, 'La consulta no existe o fue eliminada');
  }
});

test.run();

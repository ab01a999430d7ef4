import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Contact, IdempotencyRecord } from '../db/entities/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { receiveContactMessage } from '../contacts/receiveContactMessage.ts';
import { submitForm } from '../testing/submitForm.ts';
import { bodyFingerprint, IDEMPOTENCY_TTL_MS, purgeIdempotencyKeys } from '../http/idempotency.ts';
import { HTTP_TEXTS } from '../http/texts.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { NOTHING, rowCountsAfterMail, validRequest } from '../testing/submissionFixtures.ts';
import { TEXTS } from './texts.ts';

const test = suite<{ server: TestServer }>('public submissions: Idempotency-Key');

test.before(async (context) => {
  context.server = await startTestServer({}, { publicSubmissionLimit: null, mailPollMs: 0 });
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

const key = (value: string) => ({ 'Idempotency-Key': value });

test('a contact sent twice with one key is stored once and the first answer is replayed', async ({ server }) => {
  const client = server.anonymous();
  const first = await client.post('/api/contacts', validRequest(), key('3f0a7c1e-envio-1'));
  const second = await client.post('/api/contacts', validRequest(), key('3f0a7c1e-envio-1'));
  assert.is(first.status, 201);
  assert.is(second.status, 201);
  assert.equal(second.body, first.body);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, outbox: 1, idempotency: 1 });
  const record = await server.db.orm.em.fork().findOneOrFail(IdempotencyRecord, { key: '/api/contacts:3f0a7c1e-envio-1' });
  assert.is(record.status, 201);
  assert.equal(record.body, first.body);
});

test('an appointment retried with one key makes one consultation and one set of e-mails', async ({ server }) => {
  const client = server.anonymous();
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await client.post('/api/consultations', validRequest(), key('cita-42')));
  assert.equal(
    answers.map((a) => a.status),
    [201, 201, 201],
  );
  assert.equal(answers[1].body, answers[0].body);
  assert.equal(answers[2].body, answers[0].body);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, clients: 1, consultations: 1, outbox: 1, idempotency: 1 });
});

test('different keys are different submissions', async ({ server }) => {
  const client = server.anonymous();
  const a = await client.post('/api/contacts', validRequest(), key('clave-a'));
  const b = await client.post('/api/contacts', validRequest(), key('clave-b'));
  assert.is.not(a.body.id, b.body.id);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 2, outbox: 2, idempotency: 2 });
});

test('one key on the two routes names two different submissions', async ({ server }) => {
  const client = server.anonymous();
  const contact = await client.post('/api/contacts', validRequest(), key('misma'));
  const consultation = await client.post('/api/consultations', validRequest(), key('misma'));
  assert.is(contact.status, 201);
  assert.is(consultation.status, 201);
  assert.is.not(contact.body.id, consultation.body.id);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, clients: 1, consultations: 1, outbox: 2, idempotency: 2 });
});

test('simultaneous requests with one key store one record and all get the same answer', async ({ server }) => {
  const client = server.anonymous();
  const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/consultations', validRequest(), key('doble-clic'))));
  assert.equal(
    answers.map((a) => a.status),
    [201, 201, 201, 201, 201, 201],
  );
  for (const answer of answers) assert.equal(answer.body, answers[0].body);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, clients: 1, consultations: 1, outbox: 1, idempotency: 1 });
});

test("when two statements race on one key, the loser stores nothing and answers with the winner's answer", async ({ server }) => {
  // The use case is called directly: each skips the look-up a request makes first, so both really run their statement.
  const submit = async () => (await submitForm(server.db.orm.em, receiveContactMessage, {}, { idempotencyKey: 'prueba:carrera' })).answer;
  const [a, b] = await Promise.all([submit(), submit()]);
  assert.equal(a, b);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, outbox: 1, idempotency: 1 });
  const [contact] = await server.db.orm.em.fork().find(Contact, {});
  assert.equal(a.body, { success: true, message: TEXTS.contactAccepted, id: contact.id });
});

test('a refused submission does not use up its key: the corrected retry is stored', async ({ server }) => {
  const client = server.anonymous();
  const refused = await client.post('/api/contacts', validRequest({ email: 'no-es-correo' }), key('corregida'));
  assert.is(refused.status, 400);
  assert.equal(await rowCountsAfterMail(server), NOTHING);
  const corrected = await client.post('/api/contacts', validRequest(), key('corregida'));
  assert.is(corrected.status, 201);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, outbox: 1, idempotency: 1 });
});

test('one key with another body is refused with 422 in Spanish, and nothing changes', async ({ server }) => {
  const client = server.anonymous();
  const first = await client.post('/api/contacts', validRequest(), key('otra-carta'));
  assert.is(first.status, 201);
  // Once the first message's e-mails are written, nothing else is owed.
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, outbox: 1, idempotency: 1 });
  const before = await databaseSnapshot(server.db);
  const other = await client.post('/api/contacts', validRequest({ message: 'Otro mensaje distinto del primero.' }), key('otra-carta'));
  assert.is(other.status, 422);
  assert.is(other.body.error, HTTP_TEXTS.reusedIdempotencyKey);
  await rowCountsAfterMail(server);
  assert.equal(await databaseSnapshot(server.db), before);
  // The first body again still gets the first answer.
  assert.equal((await client.post('/api/contacts', validRequest(), key('otra-carta'))).body, first.body);
});

test('a repeat while the first request with its key is still being processed gets 409 in Spanish and stores nothing', async ({
  server,
}) => {
  const body = validRequest();
  // The first request's claim, as it stands while that request is being processed.
  await server.db.orm.em
    .getConnection()
    .execute('insert into idempotency_keys (key, fingerprint, status, body, created_at) values (?, ?, null, null, now())', [
      '/api/consultations:en-curso',
      bodyFingerprint(body),
    ]);
  const repeat = await server.anonymous().post('/api/consultations', body, key('en-curso'));
  assert.is(repeat.status, 409);
  assert.is(repeat.body.error, TEXTS.busyIdempotencyKey);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, idempotency: 1 });
});

test('answers older than 24 hours are purged, newer ones kept', async ({ server }) => {
  const client = server.anonymous();
  await client.post('/api/contacts', validRequest(), key('vieja'));
  await client.post('/api/contacts', validRequest(), key('nueva'));
  const em = server.db.orm.em.fork();
  const now = Date.now();
  await em.nativeUpdate(IdempotencyRecord, { key: '/api/contacts:vieja' }, { createdAt: new Date(now - IDEMPOTENCY_TTL_MS - 1000) });
  assert.is(await purgeIdempotencyKeys(em, new Date(now)), 1);
  const left = await em.find(IdempotencyRecord, {});
  assert.equal(
    left.map((r) => r.key),
    ['/api/contacts:nueva'],
  );
  // After the purge the old key is a new submission.
  const again = await client.post('/api/contacts', validRequest(), key('vieja'));
  assert.is(again.status, 201);
  assert.is((await rowCountsAfterMail(server)).contacts, 3);
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, Consultation } from '../db/entities/index.ts';
import type { Database } from '../db/orm.ts';
import { NOTHING, dayFromToday, rowCounts } from '../testing/submissionFixtures.ts';
import { TEXTS } from '../submissions/texts.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { submitForm } from '../testing/submitForm.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { requestConsultation } from './requestConsultation.ts';

const test = suite<{ db: Database }>('requestConsultation');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const NOW = new Date('2026-11-20T15:30:00Z');
const idOf = (result: { answer: { body: unknown } }) => (result.answer.body as { id: string }).id;

test('a request makes a client and a pending consultation with the details it was sent with, by one statement', async ({ db }) => {
  const date = dayFromToday(12);
  const { result, statements } = await recordStatements(db.orm.em, () =>
    submitForm(db.orm.em, requestConsultation, { email: ' Ana.Gomez@Correo.EXAMPLE ', preferredDate: date, country: 'peru' }, { now: NOW }),
  );
  assert.is(statements.length, 1);
  assert.equal(result.answer, { status: 201, body: { success: true, message: TEXTS.consultationAccepted, id: idOf(result) } });
  assert.is(result.mailOwed, true);
  const consultation = await db.orm.em.fork().findOneOrFail(Consultation, { id: idOf(result) }, { populate: ['client'] });
  assert.equal(
    {
      status: consultation.status,
      email: consultation.email,
      country: consultation.destinationCountry,
      date: String(consultation.appointmentDate),
      createdAt: consultation.createdAt.toISOString(),
    },
    { status: 'pending', email: 'ana.gomez@correo.example', country: 'peru', date, createdAt: NOW.toISOString() },
  );
  assert.is(consultation.client.email, 'ana.gomez@correo.example');
  assert.equal(await rowCounts(db), { ...NOTHING, clients: 1, consultations: 1, owed: 1 });
});

test('a returning client is found whatever the case of the e-mail, and their record is left as it was', async ({ db }) => {
  await submitForm(db.orm.em, requestConsultation, { email: 'ana@correo.example', name: 'Ana' }, { now: NOW });
  const second = await submitForm(db.orm.em, requestConsultation, {
    email: 'ANA@Correo.Example',
    name: 'Otra Persona',
    phone: '829-555-0000',
  });
  const em = db.orm.em.fork();
  const clients = await em.find(Client, {});
  assert.is(clients.length, 1);
  assert.equal(
    { name: clients[0].name, phone: clients[0].phone, updatedAt: clients[0].updatedAt.toISOString() },
    { name: 'Ana', phone: '809-555-1234', updatedAt: NOW.toISOString() },
  );
  const consultation = await em.findOneOrFail(Consultation, { id: idOf(second) });
  assert.equal(
    { name: consultation.name, phone: consultation.phone, client: consultation.client.id },
    { name: 'Otra Persona', phone: '829-555-0000', client: clients[0].id },
  );
});

test('two simultaneous first requests from one e-mail make one client', async ({ db }) => {
  await Promise.all([submitForm(db.orm.em, requestConsultation), submitForm(db.orm.em, requestConsultation)]);
  assert.equal(await rowCounts(db), { ...NOTHING, clients: 1, consultations: 2, owed: 2 });
});

test('with an Idempotency-Key its answer is stored by the same statement as the consultation', async ({ db }) => {
  const { result, statements } = await recordStatements(db.orm.em, () =>
    submitForm(db.orm.em, requestConsultation, {}, { idempotencyKey: '/api/consultations:clave' }),
  );
  assert.is(statements.length, 1);
  const [stored] = await db.orm.em.getConnection().execute('select status, body from idempotency_keys');
  assert.equal({ status: stored.status, body: stored.body }, result.answer);
  assert.equal(await rowCounts(db), { ...NOTHING, clients: 1, consultations: 1, owed: 1, idempotency: 1 });
});

test.run();

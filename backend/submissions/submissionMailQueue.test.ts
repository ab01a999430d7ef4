import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OutboxMessage } from '../db/entities/index.ts';
import type { Database } from '../db/orm.ts';
import type { Logger } from '../http/logger.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { requestConsultation } from '../consultations/requestConsultation.ts';
import { receiveContactMessage } from '../contacts/receiveContactMessage.ts';
import { submitForm, type PublicForm } from '../testing/submitForm.ts';
import { NOTHING, dayFromToday, rowCounts } from '../testing/submissionFixtures.ts';
import { queueSubmissionMails } from './submissionMailQueue.ts';

const STAFF = 'equipo@rumbo.test';
const settings = { staffEmail: STAFF, publicUrl: 'http://localhost:3000', mailDomain: 'rumbo.test' };
const logLines: string[] = [];
const logger: Logger = { info: (entry) => logLines.push(JSON.stringify(entry)), error: (entry) => logLines.push(JSON.stringify(entry)) };

const test = suite<{ db: Database }>('public submissions: owed e-mails');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => {
  await resetDatabase(db);
  logLines.length = 0;
});

const store = async (db: Database, form: PublicForm, overrides: Record<string, unknown> = {}) => {
  const { answer } = await submitForm(db.orm.em, form, overrides);
  return (answer.body as { id: string }).id;
};
const messages = (db: Database) => db.orm.em.fork().find(OutboxMessage, {}, { orderBy: { kind: 'asc', to: 'asc' } });
const queue = (db: Database, staffEmail: string | null = STAFF) =>
  queueSubmissionMails(db.orm, { ...settings, staffEmail }, logger, new Date());

test('the e-mails a contact owes are written once: the flag is cleared with the messages', async ({ db }) => {
  const id = await store(db, receiveContactMessage, { preferredDate: '' });
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, owed: 1 });
  assert.is(await queue(db), 2);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, outbox: 2 });
  const [confirmation, notice] = await messages(db);
  assert.is(confirmation.kind, 'contact.confirmation');
  assert.is(confirmation.to, 'Maria.Perez@Correo.example');
  assert.is(confirmation.relatedId, id);
  assert.is(confirmation.status, 'pending');
  assert.match(confirmation.text, 'Hola, María Pérez:');
  assert.match(confirmation.text, 'Sin fecha indicada');
  assert.match(confirmation.text, `referencia ${id.slice(0, 8).toUpperCase()}`);
  assert.is(notice.kind, 'contact.staff-notice');
  assert.is(notice.to, STAFF);
  assert.match(notice.text, 'http://localhost:3000/admin');
  assert.is(await queue(db), 0, 'a second pass finds nothing owed');
  assert.is((await messages(db)).length, 2);
});

test("a consultation's e-mails go to its client as stored, with the calendar file of its date", async ({ db }) => {
  const date = dayFromToday(9);
  const id = await store(db, requestConsultation, { preferredDate: date, message: undefined });
  assert.is(await queue(db), 2);
  const [confirmation, notice] = await messages(db);
  assert.is(confirmation.kind, 'consultation.confirmation');
  assert.is(confirmation.to, 'maria.perez@correo.example');
  assert.match(confirmation.text, 'Costo de la consulta');
  assert.not.match(confirmation.text, 'Mensaje');
  const calendar = Buffer.from(confirmation.attachments![0].content, 'base64').toString('utf8');
  assert.match(calendar, `DTSTART;VALUE=DATE:${date.replace(/-/g, '')}`);
  assert.match(calendar, `UID:consulta-${id}@rumbo.test`);
  assert.is(notice.subject, 'Nueva solicitud de cita: María Pérez (Canadá)');
  assert.equal(await rowCounts(db), { ...NOTHING, clients: 1, consultations: 1, outbox: 2 });
});

test('two requests from one e-mail, written in one pass, each greet and summarise with their own details', async ({ db }) => {
  const first = await store(db, requestConsultation);
  const second = await store(db, requestConsultation, {
    email: 'MARIA.PEREZ@correo.example',
    name: 'Otra Persona',
    phone: '829-555-0000',
    address: 'Av. Falsa 123',
  });
  assert.equal(await rowCounts(db), { ...NOTHING, clients: 1, consultations: 2, owed: 2 });
  assert.is(await queue(db), 4);
  const confirmations = (await messages(db)).filter((message) => message.kind === 'consultation.confirmation');
  const of = (id: string) => confirmations.find((message) => message.relatedId === id)!;
  assert.is(of(first).to, 'maria.perez@correo.example');
  assert.match(of(first).text, 'Hola, María Pérez:');
  assert.match(of(first).text, '809-555-1234');
  assert.not.match(of(first).text, 'Otra Persona');
  assert.is(of(second).to, 'maria.perez@correo.example');
  assert.match(of(second).text, 'Hola, Otra Persona:');
  assert.match(of(second).text, 'Av. Falsa 123');
  assert.not.match(of(second).text, 'María Pérez');
});

test('without a staff address only the visitors are written to', async ({ db }) => {
  await store(db, receiveContactMessage);
  await store(db, requestConsultation);
  assert.is(await queue(db, null), 2);
  assert.equal(
    (await messages(db)).map((m) => m.kind),
    ['consultation.confirmation', 'contact.confirmation'],
  );
});

test('a request deleted before its e-mails were written gets none', async ({ db }) => {
  await store(db, receiveContactMessage);
  await db.orm.em.getConnection().execute('delete from contacts');
  assert.is(await queue(db), 0);
  assert.equal(await rowCounts(db), NOTHING);
});

test('rows stored by other means than the public forms owe nothing', async ({ db }) => {
  await db.orm.em
    .getConnection()
    .execute(
      "insert into contacts (id, name, email, phone, country, message, created_at) values (gen_random_uuid(), 'Ana', 'ana@correo.example', '809-555-1234', 'usa', '', now())",
    );
  assert.is(await queue(db), 0);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1 });
});

test('when the outbox cannot be written, the requests keep owing their e-mails and a later pass writes them', async ({ db }) => {
  await store(db, receiveContactMessage);
  await store(db, requestConsultation);
  const connection = db.orm.em.getConnection();
  await connection.execute(
    "create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'buzón lleno'; end $$",
  );
  await connection.execute('create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()');
  try {
    await queue(db).then(
      () => assert.unreachable('the pass should fail'),
      (error) => assert.not.instance(error, assert.Assertion),
    );
    assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, clients: 1, consultations: 1, owed: 2 });
  } finally {
    await connection.execute('drop trigger refuse_mail on mail_outbox');
    await connection.execute('drop function refuse_mail()');
  }
  assert.is(await queue(db), 4);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, clients: 1, consultations: 1, outbox: 4 });
});

test('a backlog longer than one batch is written in one pass, one confirmation per request', async ({ db }) => {
  await db.orm.em.getConnection().execute(
    `insert into contacts (id, name, email, phone, country, message, created_at, mail_pending)
     select gen_random_uuid(), 'Persona ' || n, 'persona' || n || '@correo.example', '809-555-1234', 'peru', '', now() - (n || ' seconds')::interval, true
       from generate_series(1, 230) as n`,
  );
  assert.is(await queue(db, null), 230);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 230, outbox: 230 });
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ n: number }[]>(
      'select count(distinct o.related_id)::int as n from mail_outbox o join contacts c on c.id = o.related_id and c.email = o.recipient',
    );
  assert.is(row.n, 230);
});

test('two senders at work on the same owed requests write each e-mail once', async ({ db }) => {
  for (let i = 0; i < 30; i++)
    await store(db, i % 2 ? receiveContactMessage : requestConsultation, { email: `persona${i}@correo.example` });
  const counts = await Promise.all([queue(db), queue(db), queue(db)]);
  assert.is(
    counts.reduce((a, b) => a + b, 0),
    60,
  );
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 15, clients: 15, consultations: 15, outbox: 60 });
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ n: number }[]>('select count(distinct (related_id, kind))::int as n from mail_outbox');
  assert.is(row.n, 60);
});

test.run();

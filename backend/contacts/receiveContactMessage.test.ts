import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Contact } from '../db/entities/index.ts';
import type { Database } from '../db/orm.ts';
import { NOTHING, rowCounts } from '../testing/submissionFixtures.ts';
import { TEXTS } from '../submissions/texts.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { submitForm } from '../testing/submitForm.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { receiveContactMessage } from './receiveContactMessage.ts';

const test = suite<{ db: Database }>('receiveContactMessage');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const NOW = new Date('2026-11-20T15:30:00Z');

test('a contact message is stored unread, tidied, owing its e-mails, by one INSERT', async ({ db }) => {
  const { result, statements } = await recordStatements(db.orm.em, () =>
    submitForm(db.orm.em, receiveContactMessage, { name: '  Ana Gómez ', message: ' Hola ', preferredDate: '' }, { now: NOW }),
  );
  assert.is(statements.length, 1);
  assert.match(statements[0].sql, /^insert into contacts/);
  assert.is(result.mailOwed, true);
  assert.is(result.answer.status, 201);
  const body = result.answer.body as { success: boolean; message: string; id: string };
  assert.equal(body, { success: true, message: TEXTS.contactAccepted, id: body.id });
  const contact = await db.orm.em.fork().findOneOrFail(Contact, { id: body.id });
  assert.equal(
    {
      name: contact.name,
      message: contact.message,
      preferredDate: contact.preferredDate,
      isRead: contact.isRead,
      createdAt: contact.createdAt.toISOString(),
    },
    { name: 'Ana Gómez', message: 'Hola', preferredDate: null, isRead: false, createdAt: NOW.toISOString() },
  );
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, owed: 1 });
});

test('what a visitor writes reaches the database as bound values, never in the SQL text', async ({ db }) => {
  const message = "'); delete from contacts; -- ¿$1? ?::jsonb \\";
  const { result, statements } = await recordStatements(db.orm.em, () =>
    submitForm(db.orm.em, receiveContactMessage, { name: "O'Brien", message }, { idempotencyKey: 'envio-1' }),
  );
  for (const statement of statements) {
    assert.not.match(statement.sql, 'Brien');
    assert.not.match(statement.sql, 'delete from contacts');
  }
  assert.ok(statements.some((statement) => statement.bindings.includes(message)));
  const contact = await db.orm.em.fork().findOneOrFail(Contact, { id: (result.answer.body as { id: string }).id });
  assert.is(contact.message, message);
  assert.is(contact.name, "O'Brien");
});

test('with an Idempotency-Key its answer is stored by the same statement as the message', async ({ db }) => {
  const { result, statements } = await recordStatements(db.orm.em, () =>
    submitForm(db.orm.em, receiveContactMessage, {}, { idempotencyKey: '/api/contacts:clave' }),
  );
  assert.is(statements.length, 1);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, owed: 1, idempotency: 1 });
  const [stored] = await db.orm.em.getConnection().execute('select status, body from idempotency_keys');
  assert.equal({ status: stored.status, body: stored.body }, result.answer);
});

test.run();

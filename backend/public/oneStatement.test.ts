import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import type { Database } from '../db/orm.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { oneStatement, writeInOneStatement } from './oneStatement.ts';
import { prepareConsultation } from './prepareConsultation.ts';
import { prepareContact } from './prepareContact.ts';
import { toSubmission } from './submission.ts';
import { NOTHING, rowCounts, validRequest } from '../testing/submissionFixtures.ts';

const test = suite<{ db: Database }>('public submissions: one statement');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const submission = () => toSubmission(validRequest() as unknown as ContactRequest);
/** A step that always fails: an outbox row without its required fields. */
const failing = { name: 'broken', sql: 'insert into mail_outbox (id) values (?::uuid)', params: [randomUUID()] };

test('the steps become one WITH statement whose values follow the steps in order', () => {
  const { sql, params } = oneStatement([
    { name: 'a', sql: 'insert into t (x) values (?)', params: [1] },
    { name: 'b', sql: 'insert into u (y, z) values (?, ?)', params: [2, 3] },
  ]);
  assert.is(sql, 'with a as (insert into t (x) values (?)), b as (insert into u (y, z) values (?, ?)) select 1');
  assert.equal(params, [1, 2, 3]);
});

test('a lone step is sent as it is, without a WITH around it', () => {
  const step = { name: 'a', sql: 'insert into t (x) values (?)', params: [1] };
  assert.equal(oneStatement([step]), { sql: step.sql, params: [1] });
});

test('a contact message is stored by one INSERT, owing its e-mails', async ({ db }) => {
  const prepared = prepareContact(submission(), new Date());
  assert.is(prepared.steps.length, 1);
  await writeInOneStatement(db.orm.em, prepared.steps);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1, owed: 1 });
});

test('an appointment stores its client and its consultation, owing its e-mails, by one statement', async ({ db }) => {
  const prepared = prepareConsultation(submission(), new Date());
  await writeInOneStatement(db.orm.em, prepared.steps);
  assert.equal(await rowCounts(db), { ...NOTHING, clients: 1, consultations: 1, owed: 1 });
  const [row] = await db.orm.em.getConnection().execute<{ n: number }[]>(
    'select count(*)::int as n from consultations c join clients k on k.id = c.client_id where c.id = ?',
    [prepared.id],
  );
  assert.is(row.n, 1);
});

test('when one step fails, no step of the statement is stored', async ({ db }) => {
  for (const prepared of [prepareContact(submission(), new Date()), prepareConsultation(submission(), new Date())]) {
    try {
      await writeInOneStatement(db.orm.em, [...prepared.steps, failing]);
      assert.unreachable('the statement should fail');
    } catch (error) {
      assert.instance(error, Error);
      assert.not.instance(error, assert.Assertion);
    }
    assert.equal(await rowCounts(db), NOTHING);
  }
});

test.run();

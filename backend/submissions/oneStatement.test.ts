import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/orm.ts';
import { recordStatements } from '../testing/recordStatements.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { writeInOneStatement, type WriteStep } from './oneStatement.ts';
import { NOTHING, rowCounts } from '../testing/submissionFixtures.ts';

const test = suite<{ db: Database }>('public submissions: one statement');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

/** A contact row, as a step. */
const contact = (message: string): WriteStep => ({
  name: 'contact',
  sql: "insert into contacts (id, name, email, phone, country, message, created_at) values (?::uuid, 'Ana', 'ana@correo.example', '809-555-1234', 'usa', ?, now())",
  params: [randomUUID(), message],
});
/** A step that always fails: an outbox row without its required fields. */
const failing = { name: 'broken', sql: 'insert into mail_outbox (id) values (?::uuid)', params: [randomUUID()] };

// The driver numbers the values it binds ($1, $2…): read back with '?', the text is the steps' own.
const asWritten = (sql: string) => sql.replace(/\$\d+/g, '?');

test('the steps become one WITH statement whose values follow the steps in order', async ({ db }) => {
  const first = { ...contact('uno'), name: 'first' };
  const second = { ...contact('dos'), name: 'second' };
  const { statements } = await recordStatements(db.orm.em, () => writeInOneStatement(db.orm.em, [first, second]));
  assert.is(statements.length, 1);
  assert.is(asWritten(statements[0].sql), `with first as (${first.sql}), second as (${second.sql}) select 1`);
  assert.equal(statements[0].bindings, [...first.params, ...second.params]);
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 2 });
});

test('a lone step is sent as it is, without a WITH around it', async ({ db }) => {
  const step = contact('sola');
  const { statements } = await recordStatements(db.orm.em, () => writeInOneStatement(db.orm.em, [step]));
  assert.equal(
    statements.map((statement) => asWritten(statement.sql)),
    [step.sql],
  );
  assert.equal(statements[0].bindings, step.params);
});

test('the values are bound by the driver, never written into the SQL text', async ({ db }) => {
  const message = "O'Brien; drop table contacts; --";
  const { statements } = await recordStatements(db.orm.em, () => writeInOneStatement(db.orm.em, [contact(message)]));
  assert.is(statements.length, 1);
  assert.not.match(statements[0].sql, 'Brien');
  assert.match(statements[0].sql, '$2');
  assert.ok(statements[0].bindings.includes(message));
  assert.equal(await rowCounts(db), { ...NOTHING, contacts: 1 });
});

test('when one step fails, no step of the statement is stored', async ({ db }) => {
  for (const steps of [
    [contact('uno'), failing],
    [contact('uno'), { ...contact('dos'), name: 'second' }, failing],
  ]) {
    try {
      await writeInOneStatement(db.orm.em, steps);
      assert.unreachable('the statement should fail');
    } catch (error) {
      assert.instance(error, Error);
      assert.not.instance(error, assert.Assertion);
    }
    assert.equal(await rowCounts(db), NOTHING);
  }
});

test.run();

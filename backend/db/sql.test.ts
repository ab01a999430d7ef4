import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { recordStatements } from '../testing/recordStatements.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import type { Database } from './orm.ts';
import { queryRows, runSql } from './sql.ts';

const test = suite<{ db: Database }>('bound SQL statements');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const insertCounter = (em: EntityManager, key: string) =>
  runSql(em, 'insert into rate_limit_counters (key, hits, window_ends_at, last_hit_at) values (?, 1, now(), now())', [key]);
const counterKeys = async (em: EntityManager) =>
  (await queryRows<{ key: string }>(em, 'select key from rate_limit_counters order by key')).map((row) => row.key);

test('values travel apart from the text: the statement sent has $1, $2… and no value in it', async ({ db }) => {
  const value = "x'); drop table contacts; --";
  const { result, statements } = await recordStatements(db.orm.em, () =>
    queryRows<{ v: string; n: number }>(db.orm.em, 'select ?::text as v, ?::int as n', [value, 7]),
  );
  assert.equal(result, [{ v: value, n: 7 }]);
  assert.is(statements.length, 1);
  assert.is(statements[0].sql, 'select $1::text as v, $2::int as n');
  assert.equal(statements[0].bindings, [value, 7]);
});

test('an untyped value is a parameter to PostgreSQL, not a literal in the text', async ({ db }) => {
  // Spliced in as a quoted literal, pg_typeof would answer 'unknown'; a bound parameter has no type to report.
  try {
    await queryRows(db.orm.em, 'select pg_typeof(?)::text as t', ['abc']);
    assert.unreachable('PostgreSQL should ask for the parameter type');
  } catch (error) {
    assert.not.instance(error, assert.Assertion);
    assert.is((error as { code?: string }).code, '42P18');
  }
});

test('statements with bound values sent at once over several connections each run whole and get their own answer', async ({ db }) => {
  // On the embedded database every pooled connection shares one PGlite. A statement with bound values
  // is several protocol messages; a large value spans several network reads, and another
  // connection's statement must not run in between (pgliteForSocket). Some fail, which must not
  // disturb the others either.
  const big = 'x'.repeat(512 * 1024);
  const shapes = [
    { sql: 'select length(?::text) as n', params: () => [big], answer: () => [{ n: big.length }] },
    { sql: 'select ?::text as v', params: (i: number) => [`valor-${i}`], answer: (i: number) => [{ v: `valor-${i}` }] },
    { sql: 'select ?::int / 0 as n', params: (i: number) => [i], answer: () => '22012' },
    { sql: 'select ?::int as n, ?::text as v', params: (i: number) => [i, `otro-${i}`], answer: (i: number) => [{ n: i, v: `otro-${i}` }] },
  ];
  const indexes = Array.from({ length: 200 }, (_, i) => i);
  // Without that, one round in two bound a large value to another connection's statement text.
  for (let round = 1; round <= 5; round++) {
    const answers = await Promise.allSettled(indexes.map((i) => queryRows(db.orm.em, shapes[i % 4].sql, shapes[i % 4].params(i))));
    const got = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as { code?: string }).code));
    const wrong = indexes.filter((i) => JSON.stringify(got[i]) !== JSON.stringify(shapes[i % 4].answer(i)));
    assert.equal(wrong, [], `round ${round}: statements ${wrong.join(', ')} got another answer`);
  }
});

test('rowCount counts the rows a statement changed', async ({ db }) => {
  await insertCounter(db.orm.em, 'a');
  await insertCounter(db.orm.em, 'b');
  const { rowCount } = await runSql(db.orm.em, 'delete from rate_limit_counters where key in (?, ?, ?)', ['a', 'b', 'c']);
  assert.is(rowCount, 2);
});

test('a failure is converted as em.execute converts it: a duplicate key is a UniqueConstraintViolationException', async ({ db }) => {
  await insertCounter(db.orm.em, 'repetida');
  try {
    await insertCounter(db.orm.em, 'repetida');
    assert.unreachable('the second insert should fail');
  } catch (error) {
    assert.instance(error, UniqueConstraintViolationException);
    assert.is((error as { code?: string }).code, '23505');
  }
});

test('inside em.transactional a statement joins the transaction and is rolled back with it', async ({ db }) => {
  try {
    await db.orm.em.fork().transactional(async (tx) => {
      await insertCounter(tx, 'deshecho');
      assert.equal(await counterKeys(tx), ['deshecho']);
      throw new Error('rollback');
    });
  } catch (error) {
    assert.is((error as Error).message, 'rollback');
  }
  assert.equal(await counterKeys(db.orm.em), []);
  await db.orm.em.fork().transactional((tx) => insertCounter(tx, 'guardado'));
  assert.equal(await counterKeys(db.orm.em), ['guardado']);
});

test.run();

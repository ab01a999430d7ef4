import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Database } from '../db/orm.ts';
import { queryRows } from '../db/sql.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { ensureFirstUser } from './users.ts';

const test = suite<{ db: Database }>('the first account');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

const accounts = (db: Database) =>
  queryRows<{ username: string; role: string; mustChange: boolean }>(
    db.orm.em.fork(),
    'select username, role, must_change_password as "mustChange" from users',
  );

test('with no account, an administrador `admin` is made with a printed temporary password to replace at the first sign-in', async ({
  db,
}) => {
  const first = await ensureFirstUser(db.orm.em.fork(), { username: null, password: null });
  assert.is(first?.username, 'admin');
  assert.match(first?.generatedPassword ?? '', /^[A-Za-z0-9_-]{16}$/);
  assert.equal(await accounts(db), [{ username: 'admin', role: 'administrador', mustChange: true }]);
  assert.is(await ensureFirstUser(db.orm.em.fork(), { username: null, password: null }), null, 'only once');
});

test('ADMIN_USERNAME and ADMIN_PASSWORD make an administrador with the password the operator chose', async ({ db }) => {
  await ensureFirstUser(db.orm.em.fork(), { username: 'Directora', password: 'una frase larga de la oficina' });
  assert.equal(await accounts(db), [{ username: 'directora', role: 'administrador', mustChange: false }]);
});

test.run();

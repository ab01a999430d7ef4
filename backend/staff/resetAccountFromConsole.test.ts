import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Database } from '../db/orm.ts';
import { queryRows, runSql } from '../db/sql.ts';
import { createAccount } from '../auth/users.ts';
import { resetDatabase, testDatabase } from '../testing/testServer.ts';
import { resetAccountFromConsole } from './resetAccountFromConsole.ts';

const test = suite<{ db: Database }>('user:reset, the way back in');
const NOW = new Date('2026-12-02T09:00:00Z');

test.before(async (context) => {
  context.db = await testDatabase();
});
test.before.each(async ({ db }) => resetDatabase(db));

test('a locked-out administrador gets a temporary password, two-factor off and the account enabled; sessions end; the record says consola', async ({
  db,
}) => {
  const em = db.orm.em.fork();
  const { id } = await createAccount(em, { username: 'directora', password: 'una frase larga de la oficina', role: 'administrador' }, NOW);
  await runSql(em, "update users set totp_secret = 'v1:x', totp_enabled_at = ?, disabled_at = ? where id = ?", [NOW, NOW, id]);
  await runSql(em, 'insert into recovery_codes (id, user_id, code_hash, created_at) values (gen_random_uuid(), ?, ?, ?)', [
    id,
    'a'.repeat(64),
    NOW,
  ]);
  await runSql(
    em,
    'insert into sessions (token_hash, id, user_id, created_at, last_seen_at, expires_at) values (?, gen_random_uuid(), ?, ?, ?, ?)',
    ['b'.repeat(64), id, NOW, NOW, NOW],
  );
  const lines = await resetAccountFromConsole(
    db.orm.em.fork(),
    { username: ' Directora ', password: 'temporal de emergencia', mfa: true, enable: true },
    NOW,
  );
  assert.equal(lines, [
    'Contraseña temporal puesta a directora: deberá elegir una propia al entrar (antes de 7 días).',
    'Verificación en dos pasos desactivada para directora.',
    'Cuenta directora activada.',
    'Sesiones cerradas: 1.',
  ]);
  const [row] = await queryRows<{ mustChange: boolean; mfa: boolean; disabled: boolean; codes: number; sessions: number }>(
    db.orm.em.fork(),
    `select must_change_password as "mustChange", totp_secret is not null or totp_enabled_at is not null as mfa, disabled_at is not null as disabled,
       (select count(*)::int from recovery_codes where user_id = u.id) as codes, (select count(*)::int from sessions where user_id = u.id) as sessions
     from users u where id = ?`,
    [id],
  );
  assert.equal(row, { mustChange: true, mfa: false, disabled: false, codes: 0, sessions: 0 });
  const record = await queryRows<{ actorName: string; action: string }>(
    db.orm.em.fork(),
    'select actor_name as "actorName", action from activity_log order by id',
  );
  assert.equal(record, [
    { actorName: 'consola', action: 'staff_password_reset' },
    { actorName: 'consola', action: 'staff_mfa_reset' },
    { actorName: 'consola', action: 'staff_updated' },
  ]);
});

test('an unknown username or a weak password changes nothing', async ({ db }) => {
  await createAccount(db.orm.em.fork(), { username: 'directora', password: 'una frase larga de la oficina', role: 'administrador' }, NOW);
  for (const reset of [
    { username: 'nadie', password: null, mfa: true, enable: false },
    { username: 'directora', password: '12345678', mfa: true, enable: false },
  ]) {
    const error = await resetAccountFromConsole(db.orm.em.fork(), reset, NOW).then(
      () => null,
      (e: { userMessage?: string }) => e,
    );
    assert.type(error?.userMessage, 'string');
  }
  const [{ lines }] = await queryRows<{ lines: number }>(db.orm.em.fork(), 'select count(*)::int as lines from activity_log');
  assert.is(lines, 0);
});

test.run();

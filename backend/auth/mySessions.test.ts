import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { queryRows } from '../db/sql.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { signedInClient, startTestServer, TEST_USER, type TestClient, type TestServer } from '../testing/testServer.ts';

const test = suite<{ server: TestServer }>('my sessions and password');

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

async function signInWith(server: TestServer, userAgent: string): Promise<TestClient> {
  const client = server.anonymous();
  const response = await client.post('/api/auth/login', TEST_USER, { 'User-Agent': userAgent });
  assert.is(response.status, 200);
  return client;
}

test('"Mis sesiones" lists each of my sessions with browser, system, address and times, this one marked, and nobody else\'s', async ({
  server,
}) => {
  const phone = await signInWith(server, PHONE);
  await signInWith(server, DESKTOP);
  await server.as('consultor');
  const list = await phone.get('/api/auth/sessions');
  assert.is(list.status, 200);
  assert.is(list.body.length, 2, 'only my own sessions');
  const mine = list.body.find((s: { current: boolean }) => s.current);
  assert.is(mine.browser, 'Safari 17.5');
  assert.is(mine.system, 'iOS 17.5 (iPhone)');
  assert.is(mine.address, '127.0.0.1');
  assert.type(mine.startedAt, 'string');
  const other = list.body.find((s: { current: boolean }) => !s.current);
  assert.is(other.browser, 'Chrome 131');
  assert.is(other.system, 'Windows 10');
});

test("ending one of my sessions signs that browser out at once; another person's session cannot be ended", async ({ server }) => {
  const phone = await signInWith(server, PHONE);
  const desktop = await signInWith(server, DESKTOP);
  const consultor = await server.as('consultor');
  const theirs = (await consultor.get('/api/auth/sessions')).body[0].id;
  const before = await databaseSnapshot(server.db);
  const refused = await phone.delete(`/api/auth/sessions/${theirs}`);
  assert.is(refused.status, 404);
  assert.is(refused.body.error, 'Esa sesión ya no existe');
  assert.is((await phone.delete('/api/auth/sessions/no-es-un-id')).status, 404);
  assert.equal(await databaseSnapshot(server.db), before);
  const desktopId = (await phone.get('/api/auth/sessions')).body.find((s: { current: boolean }) => !s.current).id;
  const ended = await phone.delete(`/api/auth/sessions/${desktopId}`);
  assert.equal(ended.body, { success: true, current: false });
  assert.is((await desktop.get('/api/admin/contacts')).status, 401);
  assert.is((await phone.get('/api/admin/contacts')).status, 200);
  assert.is((await consultor.get('/api/admin/contacts')).status, 200, 'the other person is not touched');
});

test('"Cerrar las demás sesiones" ends all my sessions but this one', async ({ server }) => {
  const keep = await signInWith(server, PHONE);
  const others = [await signInWith(server, DESKTOP), await signedInClient(server.url)];
  const answer = await keep.post('/api/auth/sessions/end-others', {});
  assert.equal(answer.body, { ended: 2 });
  for (const other of others) assert.is((await other.get('/api/admin/contacts')).status, 401);
  assert.is((await keep.get('/api/admin/contacts')).status, 200);
  const [line] = await queryRows<{ description: string }>(
    server.db.orm.em.fork(),
    "select description from activity_log where action = 'session_ended'",
  );
  assert.is(line.description, 'Cerró sus otras sesiones (2)');
});

test('changing my password asks for the current one, refuses weak ones, and ends my other sessions; this one goes on', async ({
  server,
}) => {
  const keep = await signInWith(server, PHONE);
  const other = await signInWith(server, DESKTOP);
  const oldCookie = [...keep.cookies.values()][0];
  const before = await databaseSnapshot(server.db);
  for (const [body, path, message] of [
    [{ currentPassword: 'no-es-la-mia-1', newPassword: 'una-frase-nueva-larga' }, 'currentPassword', 'La contraseña actual no es correcta'],
    [
      { currentPassword: TEST_USER.password, newPassword: 'qwertyuiop' },
      'newPassword',
      'Esa contraseña es demasiado común y se adivina fácilmente: elija otra, por ejemplo una frase de varias palabras',
    ],
    [
      { currentPassword: TEST_USER.password, newPassword: TEST_USER.password },
      'newPassword',
      'La contraseña nueva debe ser distinta de la actual',
    ],
    [{ currentPassword: TEST_USER.password, newPassword: 'corta' }, 'newPassword', 'La contraseña debe tener al menos 8 caracteres'],
    [{ currentPassword: TEST_USER.password }, 'newPassword', 'Escriba la contraseña nueva'],
  ] as const) {
    const response = await keep.post('/api/auth/password', body);
    assert.is(response.status, 400, JSON.stringify(body));
    assert.equal(response.body.details[0], { path, message });
  }
  assert.equal(await databaseSnapshot(server.db), before, 'nothing changed');
  const changed = await keep.post('/api/auth/password', { currentPassword: TEST_USER.password, newPassword: 'una-frase-nueva-larga' });
  assert.is(changed.status, 200);
  assert.is((await other.get('/api/admin/contacts')).status, 401, 'the other session ended');
  assert.is((await keep.get('/api/admin/contacts')).status, 200, 'this one goes on');
  assert.is.not([...keep.cookies.values()][0], oldCookie, 'under a new token');
  const stale = server.anonymous();
  stale.cookies.set('sesion', oldCookie);
  assert.equal((await stale.get('/api/auth/me')).body, { user: null }, 'the old token no longer works');
  assert.is((await server.anonymous().post('/api/auth/login', { ...TEST_USER, password: 'una-frase-nueva-larga' })).status, 200);
});

test('sessions follow SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
  let now = new Date('2026-12-01T08:00:00Z');
  const server = await startTestServer({ SESSION_IDLE_MINUTES: '10', SESSION_MAX_HOURS: '1' }, { now: () => now });
  try {
    const client = await server.staff();
    now = new Date(now.getTime() + 9 * 60_000);
    assert.is((await client.get('/api/admin/contacts')).status, 200, 'used within 10 minutes');
    now = new Date(now.getTime() + 11 * 60_000);
    assert.is((await client.get('/api/admin/contacts')).status, 401, 'idle for 11 minutes');
    const busy = await server.staff();
    for (let minutes = 0; minutes < 60; minutes += 9) {
      now = new Date(now.getTime() + 9 * 60_000);
      const status = (await busy.get('/api/admin/contacts')).status;
      assert.is(status, minutes + 9 < 60 ? 200 : 401, `after ${minutes + 9} minutes of use`);
    }
  } finally {
    await server.close();
  }
});

test.run();

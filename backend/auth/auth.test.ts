import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, TEST_USER, type TestServer } from '../testing/testServer.ts';
import { Session } from '../db/entities/index.ts';
import { createAccount } from './users.ts';
import { createValidators } from '../http/validateBody.ts';

const test = suite<{ server: TestServer }>('auth');

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

test('signing in with the right password sets an HttpOnly session cookie and /me answers the user', async ({ server }) => {
  const client = server.anonymous();
  const login = await client.post('/api/auth/login', TEST_USER);
  assert.is(login.status, 200);
  assert.is(login.body.user.username, TEST_USER.username);
  const setCookie = login.headers.getSetCookie().join('\n');
  assert.match(setCookie, /HttpOnly/i);
  assert.match(setCookie, /SameSite=Lax/i);
  const me = await client.get('/api/auth/me');
  assert.is(me.status, 200);
  assert.is(me.body.user.username, TEST_USER.username);
});

test('the stored session is a hash, never the cookie token itself', async ({ server }) => {
  const client = await server.staff();
  const token = [...client.cookies.values()][0];
  const sessions = await server.db.orm.em.fork().find(Session, {});
  assert.is(sessions.length, 1);
  assert.is.not(sessions[0].tokenHash, token);
  assert.is(sessions[0].tokenHash.length, 64);
});

test('a wrong password answers 401 with a Spanish message and no cookie', async ({ server }) => {
  const client = server.anonymous();
  const response = await client.post('/api/auth/login', { ...TEST_USER, password: 'incorrecta-123' });
  assert.is(response.status, 401);
  assert.is(response.body.error, 'Usuario o contraseña incorrectos');
  assert.is(client.cookies.size, 0);
});

test('an unknown user answers exactly like a wrong password', async ({ server }) => {
  const response = await server.anonymous().post('/api/auth/login', { username: 'nadie', password: 'lo-que-sea-1' });
  assert.is(response.status, 401);
  assert.is(response.body.error, 'Usuario o contraseña incorrectos');
});

test('login takes only username and password', async ({ server }) => {
  const response = await server.anonymous().post('/api/auth/login', { ...TEST_USER, admin: true });
  assert.is(response.status, 400);
  assert.equal(response.body.details, [{ path: 'admin', message: 'Campo no permitido: admin' }]);
  const missing = await server.anonymous().post('/api/auth/login', { username: TEST_USER.username });
  assert.is(missing.status, 400);
  assert.equal(missing.body.details, [{ path: 'password', message: 'Escriba su contraseña' }]);
});

test('logout ends the session on the server, not only in the browser', async ({ server }) => {
  const client = await server.staff();
  const token = [...client.cookies.entries()][0];
  assert.is((await client.post('/api/auth/logout')).status, 200);
  const replay = server.anonymous();
  replay.cookies.set(token[0], token[1]);
  const me = await replay.get('/api/auth/me');
  assert.is(me.status, 200);
  assert.equal(me.body, { user: null }, 'the old cookie names nobody');
});

test('without a session /me answers 200 with user null (not an error), in the sessionAnswer shape, and is never stored', async ({
  server,
}) => {
  const me = await server.anonymous().get('/api/auth/me');
  assert.is(me.status, 200);
  assert.equal(me.body, { user: null });
  assert.is(me.headers.get('cache-control'), 'no-store');
  const { ajv } = createValidators();
  const valid = ajv.getSchema('sessionAnswer')!;
  assert.ok(valid(me.body), JSON.stringify(valid.errors));
  const signedIn = await (await server.staff()).get('/api/auth/me');
  assert.ok(valid(signedIn.body), JSON.stringify(valid.errors));
  assert.not.ok(valid({}), 'user is always present');
});

test('too many failed sign-ins for one account answer 429 "Demasiados intentos"', async ({ server }) => {
  const client = server.anonymous();
  let last = 0;
  let message = '';
  for (let i = 0; i < 11; i++) {
    const response = await client.post('/api/auth/login', { username: 'objetivo', password: `intento-${i}-xx` });
    last = response.status;
    message = response.body.error;
  }
  assert.is(last, 429);
  assert.match(message, /^Demasiados intentos/);
});

test('successful sign-ins are not counted: a busy office address is never locked out', async ({ server }) => {
  for (let i = 0; i < 35; i++) {
    const response = await server.anonymous().post('/api/auth/login', TEST_USER);
    assert.is(response.status, 200, `sign-in ${i + 1}`);
  }
});

test('once an account has used up its failures even the right password answers 429', async ({ server }) => {
  const account = { username: 'recepcion', password: 'clave-del-mostrador-1' };
  await createAccount(server.db.orm.em.fork(), { ...account, role: 'consultor' }, new Date());
  const client = server.anonymous();
  for (let i = 0; i < 10; i++) await client.post('/api/auth/login', { ...account, password: `mala-clave-${i}` });
  const blocked = await client.post('/api/auth/login', account);
  assert.is(blocked.status, 429);
  assert.ok(Number(blocked.headers.get('retry-after')) > 0);
});

test('a login from another origin is refused with 403', async ({ server }) => {
  const response = await server.anonymous().post('/api/auth/login', TEST_USER, { Origin: 'https://atacante.example' });
  assert.is(response.status, 403);
});

test('a write without Origin nor Sec-Fetch-Site is refused with 403', async ({ server }) => {
  const client = server.anonymous();
  client.origin = null;
  assert.is((await client.post('/api/auth/login', TEST_USER)).status, 403);
});

test('a body that is not JSON answers 415, malformed JSON 400, over 1 MB 413', async ({ server }) => {
  const client = server.anonymous();
  const form = await client.post('/api/auth/login', 'username=a&password=b', { 'Content-Type': 'application/x-www-form-urlencoded' });
  assert.is(form.status, 415);
  assert.type(form.body.error, 'string');
  const broken = await client.post('/api/auth/login', '{"username":', { 'Content-Type': 'application/json' });
  assert.is(broken.status, 400);
  assert.is(broken.body.error, 'El cuerpo de la solicitud no es JSON válido');
  const huge = await client.post('/api/auth/login', { username: 'x', password: 'y', pad: 'z'.repeat(1024 * 1024 + 10) });
  assert.is(huge.status, 413);
  assert.not.match(huge.text, /at .*\.ts/);
});

test.run();

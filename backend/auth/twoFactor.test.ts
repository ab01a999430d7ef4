import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { queryRows } from '../db/sql.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { ROLE_USERS, startTestServer, TEST_USER, type TestClient, type TestServer } from '../testing/testServer.ts';
import { totpCode } from './totp.ts';

const test = suite<{ server: TestServer }>('two-factor sign-in');

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

/** Sets up two-factor sign-in for the client's account, as the person would with the app: returns the secret and the recovery codes. */
async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/auth/totp/setup', {});
  assert.is(setup.status, 200, setup.text);
  const { secret } = setup.body;
  const confirmed = await client.post('/api/auth/totp/confirm', { code: totpCode(secret, new Date()) });
  assert.is(confirmed.status, 200, confirmed.text);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/** A code of the step after the current one: still accepted (one step of leeway), and never the one just used. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

async function passwordStep(server: TestServer, account = TEST_USER): Promise<TestClient> {
  const client = server.anonymous();
  const login = await client.post('/api/auth/login', account);
  assert.is(login.status, 200, login.text);
  assert.equal(login.body, { mfaRequired: true, methods: ['totp'] });
  return client;
}

const userRow = async (server: TestServer, username = TEST_USER.username) =>
  (
    await queryRows<{ secret: string | null; enabled: boolean; codes: number }>(
      server.db.orm.em.fork(),
      `select totp_secret as secret, totp_enabled_at is not null as enabled,
         (select count(*)::int from recovery_codes r where r.user_id = u.id and r.used_at is null) as codes
       from users u where username = ?`,
      [username],
    )
  )[0];

test('setting up: a QR code and secret, a wrong code changes nothing, the right one turns it on and gives ten codes shown once', async ({
  server,
}) => {
  const admin = await server.staff();
  const setup = await admin.post('/api/auth/totp/setup', {});
  assert.is(setup.status, 200);
  assert.match(setup.body.secret, /^[A-Z2-7]{32}$/);
  assert.match(setup.body.otpauthUrl, /^otpauth:\/\/totp\/Rumbo%20Migratorio:consultora\?/);
  assert.match(setup.body.qrSvg, /^<svg[\s\S]*<\/svg>\s*$/);
  const before = await databaseSnapshot(server.db);
  const wrong = await admin.post('/api/auth/totp/confirm', { code: '000000' });
  assert.is(wrong.status, 400);
  assert.is(wrong.body.details[0].path, 'code');
  const letters = await admin.post('/api/auth/totp/confirm', { code: 'abcdef' });
  assert.is(letters.status, 400);
  assert.is(letters.body.details[0].message, 'El código tiene seis cifras');
  assert.equal(await databaseSnapshot(server.db), before);
  const confirmed = await admin.post('/api/auth/totp/confirm', { code: totpCode(setup.body.secret, new Date()) });
  assert.is(confirmed.status, 200);
  const codes: string[] = confirmed.body.recoveryCodes;
  assert.is(codes.length, 10);
  assert.is(new Set(codes).size, 10);
  for (const code of codes) assert.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){5}$/);
  const row = await userRow(server);
  assert.ok(row.enabled);
  assert.is(row.codes, 10);
  assert.ok(row.secret && !row.secret.includes(setup.body.secret), 'the secret is stored encrypted');
  const stored = JSON.stringify(await queryRows(server.db.orm.em.fork(), 'select * from recovery_codes'));
  for (const code of codes) assert.not.ok(stored.includes(code) || stored.includes(code.replace(/-/g, '')), 'only hashes are stored');
  const again = await admin.post('/api/auth/totp/setup', {});
  assert.is(again.status, 409);
  assert.is(again.body.error, 'La verificación en dos pasos ya está activada en esta cuenta');
});

test('with two-factor on, the password alone starts no session; the right code does, and the same code is refused a second time', async ({
  server,
}) => {
  const { secret } = await enrol(await server.staff());
  const before = await databaseSnapshot(server.db);
  const client = await passwordStep(server);
  assert.not.ok([...client.cookies.keys()].includes('sesion'), 'no session cookie after the password');
  assert.equal((await client.get('/api/auth/me')).body, { user: null });
  assert.is((await client.get('/api/admin/contacts')).status, 401);
  const [{ sessions }] = await queryRows<{ sessions: number }>(server.db.orm.em.fork(), 'select count(*)::int as sessions from sessions');
  assert.is(sessions, Number(before.sessions.split(' ')[0]), 'no session was stored');
  const code = nextCode(secret);
  const signedIn = await client.post('/api/auth/login/totp', { code: code.slice(0, 3) + ' ' + code.slice(3) });
  assert.is(signedIn.status, 200, signedIn.text);
  assert.is(signedIn.body.user.username, TEST_USER.username);
  assert.is((await client.get('/api/admin/contacts')).status, 200);
  const replay = await passwordStep(server);
  const refused = await replay.post('/api/auth/login/totp', { code });
  assert.is(refused.status, 401);
  assert.is(refused.body.error, 'Código incorrecto. Escriba el código que muestra ahora su aplicación, o un código de recuperación.');
  assert.equal((await replay.get('/api/auth/me')).body, { user: null });
});

test('a recovery code signs in once; used again it is refused', async ({ server }) => {
  const { recoveryCodes } = await enrol(await server.staff());
  const first = await passwordStep(server);
  const used = await first.post('/api/auth/login/totp', { recoveryCode: recoveryCodes[3].toLowerCase() });
  assert.is(used.status, 200, used.text);
  assert.is((await userRow(server)).codes, 9);
  const second = await passwordStep(server);
  const refused = await second.post('/api/auth/login/totp', { recoveryCode: recoveryCodes[3] });
  assert.is(refused.status, 401);
  const [line] = await queryRows<{ description: string }>(
    server.db.orm.em.fork(),
    "select description from activity_log where action = 'sign_in' order by id desc limit 1",
  );
  assert.is(line.description, 'Con contraseña y un código de recuperación (quedan 9)');
});

test('a code without a password step, or after five wrong codes, asks for the password again; wrong codes count like wrong passwords', async ({
  server,
}) => {
  const { secret } = await enrol(await server.staff());
  const stranger = server.anonymous();
  const noWait = await stranger.post('/api/auth/login/totp', { code: totpCode(secret, new Date()) });
  assert.is(noWait.status, 401);
  assert.is(noWait.body.error, 'La verificación caducó o tuvo demasiados intentos: vuelva a escribir su usuario y contraseña.');
  assert.is(noWait.body.restart, true, 'the panel goes back to the password');
  const client = await passwordStep(server);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await client.post('/api/auth/login/totp', { code: '000000' })).status);
  assert.equal(statuses, [401, 401, 401, 401, 401]);
  const after = await client.post('/api/auth/login/totp', { code: nextCode(secret) });
  assert.is(after.status, 401, 'the wait ended: even the right code needs the password again');
  assert.match(after.body.error, /vuelva a escribir su usuario y contraseña/);
  // The password step and the five wrong codes used up this address's tries for the account.
  const locked = await server.anonymous().post('/api/auth/login', TEST_USER);
  assert.is(locked.status, 429);
  const lines = await queryRows<{ description: string }>(
    server.db.orm.em.fork(),
    "select description from activity_log where action = 'sign_in_failed'",
  );
  assert.is(lines.filter((l) => l.description === 'Código de verificación incorrecto').length, 5);
});

test('required for everyone: a person without it is taken to set it up right after the password, and can do nothing else until then', async ({
  server,
}) => {
  const admin = await server.staff();
  const refused = await admin.put('/api/admin/staff-settings', { requireMfa: true });
  assert.is(refused.status, 409, 'an administrador without it must set it up first');
  await enrol(admin);
  assert.is((await admin.put('/api/admin/staff-settings', { requireMfa: true })).status, 200);
  const consultor = server.anonymous();
  const login = await consultor.post('/api/auth/login', ROLE_USERS.consultor).then(async (r) => {
    if (r.status === 401) {
      await server.as('consultor');
      return consultor.post('/api/auth/login', ROLE_USERS.consultor);
    }
    return r;
  });
  assert.is(login.status, 200);
  assert.is(login.body.user.stage, 'mfa-enrol');
  const blocked = await consultor.get('/api/admin/consultations');
  assert.is(blocked.status, 403);
  assert.is(blocked.body.error, 'Antes de continuar, active la verificación en dos pasos.');
  const setup = await consultor.post('/api/auth/totp/setup', {});
  const confirmed = await consultor.post('/api/auth/totp/confirm', { code: totpCode(setup.body.secret, new Date()) });
  assert.is(confirmed.status, 200);
  assert.is(confirmed.body.user.stage, null);
  assert.is((await consultor.get('/api/admin/consultations')).status, 200, 'the session goes on as a full one');
});

test('requiring it moves open sessions of people without it to set-up at once', async ({ server }) => {
  const consultor = await server.as('consultor');
  const admin = await server.staff();
  await enrol(admin);
  await admin.put('/api/admin/staff-settings', { requireMfa: true });
  const blocked = await consultor.get('/api/admin/contacts');
  assert.is(blocked.status, 403);
  assert.is(blocked.body.stage, 'mfa-enrol');
  assert.is((await admin.get('/api/admin/contacts')).status, 200, 'who has it goes on');
});

test("an administrador resets someone's two-factor sign-in: it is off, the codes are gone and their sessions end", async ({ server }) => {
  const consultor = await server.as('consultor');
  await enrol(consultor);
  const admin = await server.staff();
  const id = (await consultor.get('/api/auth/me')).body.user.id;
  const reset = await admin.post(`/api/admin/staff/${id}/mfa-reset`, {});
  assert.is(reset.status, 200);
  assert.is(reset.body.mfaEnabled, false);
  const row = await userRow(server, 'prueba-consultor');
  assert.equal(row, { secret: null, enabled: false, codes: 0 });
  assert.is((await consultor.get('/api/admin/contacts')).status, 401);
  const login = await server.anonymous().post('/api/auth/login', ROLE_USERS.consultor);
  assert.is(login.status, 200);
  assert.is(login.body.user.mfaEnabled, false, 'the password alone signs in again');
});

test('new recovery codes need a current code; the old ones stop working', async ({ server }) => {
  const admin = await server.staff();
  const { secret, recoveryCodes } = await enrol(admin);
  const wrong = await admin.post('/api/auth/totp/recovery-codes', { code: '000000' });
  assert.is(wrong.status, 400);
  const renewed = await admin.post('/api/auth/totp/recovery-codes', { code: nextCode(secret) });
  assert.is(renewed.status, 200, renewed.text);
  assert.is(renewed.body.recoveryCodes.length, 10);
  const client = await passwordStep(server);
  assert.is((await client.post('/api/auth/login/totp', { recoveryCode: recoveryCodes[0] })).status, 401);
  assert.is((await client.post('/api/auth/login/totp', { recoveryCode: renewed.body.recoveryCodes[0] })).status, 200);
});

test('a password reset by an administrador does not get round two-factor sign-in', async ({ server }) => {
  const consultor = await server.as('consultor');
  const { secret } = await enrol(consultor);
  const id = (await consultor.get('/api/auth/me')).body.user.id;
  assert.is(
    (await (await server.staff()).post(`/api/admin/staff/${id}/password-reset`, { password: 'temporal-de-la-oficina-3' })).status,
    200,
  );
  const client = server.anonymous();
  const login = await client.post('/api/auth/login', { username: ROLE_USERS.consultor.username, password: 'temporal-de-la-oficina-3' });
  assert.equal(login.body, { mfaRequired: true, methods: ['totp'] }, 'the code is still asked');
  const signedIn = await client.post('/api/auth/login/totp', { code: nextCode(secret) });
  assert.is(signedIn.body.user.stage, 'password', 'then a password of their own');
});

test.run();

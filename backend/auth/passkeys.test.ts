import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { queryRows } from '../db/sql.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { SoftwarePasskey } from '../testing/softwarePasskey.ts';
import { startTestServer, TEST_USER, type TestClient, type TestServer } from '../testing/testServer.ts';

/** Passkeys as a second factor, with a software authenticator making real ES256 signatures. */
const test = suite<{ server: TestServer }>('passkeys');

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

async function addPasskey(client: TestClient, key: SoftwarePasskey, name = 'Llave azul') {
  const options = await client.post('/api/auth/passkeys/options', {});
  assert.is(options.status, 200, options.text);
  const added = await client.post('/api/auth/passkeys', { name, response: key.register(options.body) });
  assert.is(added.status, 201, added.text);
  return added.body;
}

/** The password step of a two-factor account, then the passkey's challenge. */
async function passwordThenOptions(server: TestServer) {
  const client = server.anonymous();
  const login = await client.post('/api/auth/login', TEST_USER);
  assert.equal(login.body, { mfaRequired: true, methods: ['passkey'] });
  const options = await client.post('/api/auth/login/passkey/options', {});
  assert.is(options.status, 200, options.text);
  return { client, options: options.body };
}

test("a passkey added from one's account is a second factor: the first one also gives recovery codes", async ({ server }) => {
  const admin = await server.staff();
  const key = new SoftwarePasskey(server.deps.config.publicUrl);
  const added = await addPasskey(admin, key);
  assert.is(added.recoveryCodes.length, 10, 'the first second factor comes with recovery codes');
  assert.is(added.user.mfaEnabled, true);
  const second = await addPasskey(admin, new SoftwarePasskey(server.deps.config.publicUrl), 'Teléfono');
  assert.is(second.recoveryCodes, null, 'later ones keep the codes the person has');
  const list = await admin.get('/api/auth/passkeys');
  assert.equal(
    list.body.map((k: { name: string }) => k.name),
    ['Llave azul', 'Teléfono'],
  );
  const [line] = await queryRows<{ description: string }>(
    server.db.orm.em.fork(),
    "select description from activity_log where action = 'passkey_added' order by id limit 1",
  );
  assert.is(line.description, 'Añadió la llave de acceso «Llave azul»');
});

test('signing in with the passkey after the password; a replayed signature and another origin are refused', async ({ server }) => {
  const key = new SoftwarePasskey(server.deps.config.publicUrl);
  await addPasskey(await server.staff(), key);
  const { client, options } = await passwordThenOptions(server);
  const answer = key.signIn(options);
  const signedIn = await client.post('/api/auth/login/passkey', { response: answer });
  assert.is(signedIn.status, 200, signedIn.text);
  assert.is(signedIn.body.user.username, TEST_USER.username);
  assert.is((await client.get('/api/admin/contacts')).status, 200);
  const [line] = await queryRows<{ description: string }>(
    server.db.orm.em.fork(),
    "select description from activity_log where action = 'sign_in' order by id desc limit 1",
  );
  assert.is(line.description, 'Con contraseña y la llave de acceso «Llave azul»');

  const again = await passwordThenOptions(server);
  const replayed = await again.client.post('/api/auth/login/passkey', { response: answer });
  assert.is(replayed.status, 401, 'the same signature, for an old challenge');
  const phishing = await again.client.post('/api/auth/login/passkey/options', {});
  const elsewhere = await again.client.post('/api/auth/login/passkey', {
    response: key.signIn(phishing.body, { origin: 'https://rumbo-migratorio.example' }),
  });
  assert.is(elsewhere.status, 401, 'signed for another site');
  const stale = await again.client.post('/api/auth/login/passkey/options', {});
  const cloned = await again.client.post('/api/auth/login/passkey', { response: key.signIn(stale.body, { counter: 1 }) });
  assert.is(cloned.status, 401, 'a counter that went back (a cloned key)');
  assert.equal((await again.client.get('/api/auth/me')).body, { user: null });
});

test("another account's passkey, or garbage, signs nobody in and stores nothing", async ({ server }) => {
  const mine = new SoftwarePasskey(server.deps.config.publicUrl);
  await addPasskey(await server.staff(), mine);
  const theirs = new SoftwarePasskey(server.deps.config.publicUrl);
  await addPasskey(await server.as('consultor'), theirs);
  const { client, options } = await passwordThenOptions(server);
  const before = await databaseSnapshot(server.db);
  const wrongKey = await client.post('/api/auth/login/passkey', { response: theirs.signIn(options) });
  assert.is(wrongKey.status, 401);
  assert.is(
    wrongKey.body.error,
    'La llave de acceso no se pudo comprobar. Inténtelo de nuevo, o use el código de su aplicación o un código de recuperación.',
  );
  const garbage = await client.post('/api/auth/login/passkey', { response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } });
  assert.is(garbage.status, 401);
  const extra = await client.post('/api/auth/login/passkey', { response: { ...mine.signIn(options), admin: true } });
  assert.is(extra.status, 400);
  const after = await databaseSnapshot(server.db);
  for (const table of ['sessions', 'passkeys', 'users']) assert.is(after[table], before[table], table);
});

test('a registration answering no challenge of this session, or with garbage, is refused and stores nothing', async ({ server }) => {
  const admin = await server.staff();
  const key = new SoftwarePasskey(server.deps.config.publicUrl);
  const before = await databaseSnapshot(server.db);
  const noChallenge = await admin.post('/api/auth/passkeys', { name: 'Llave', response: key.register({ challenge: 'inventado' }) });
  assert.is(noChallenge.status, 409);
  const options = await admin.post('/api/auth/passkeys/options', {});
  const wrongChallenge = await admin.post('/api/auth/passkeys', {
    name: 'Llave',
    response: key.register({ challenge: options.body.challenge + 'x' }),
  });
  assert.is(wrongChallenge.status, 400);
  assert.is(wrongChallenge.body.details[0].path, 'response');
  const noName = await admin.post('/api/auth/passkeys', { name: '  ', response: key.register(options.body) });
  assert.is(noName.status, 400);
  const after = await databaseSnapshot(server.db);
  assert.is(after.passkeys, before.passkeys);
  assert.is(after.recovery_codes, before.recovery_codes);
});

test("removing a passkey: one's own only; not the last second factor while the office requires one", async ({ server }) => {
  const admin = await server.staff();
  const key = new SoftwarePasskey(server.deps.config.publicUrl);
  await addPasskey(admin, key);
  const id = (await admin.get('/api/auth/passkeys')).body[0].id;
  assert.is((await (await server.as('consultor')).delete(`/api/auth/passkeys/${id}`)).status, 404, "another person's");
  assert.is((await admin.put('/api/admin/staff-settings', { requireMfa: true })).status, 200);
  const last = await admin.delete(`/api/auth/passkeys/${id}`);
  assert.is(last.status, 409);
  assert.is(last.body.error, 'La oficina exige la verificación en dos pasos: añada otra llave o active la aplicación antes de quitar esta');
  assert.is((await admin.get('/api/auth/passkeys')).body.length, 1);
  await admin.put('/api/admin/staff-settings', { requireMfa: false });
  assert.is((await admin.delete(`/api/auth/passkeys/${id}`)).status, 200);
  assert.is((await admin.get('/api/auth/me')).body.user.mfaEnabled, false);
  assert.is(
    (await server.anonymous().post('/api/auth/login', TEST_USER)).body.user.username,
    TEST_USER.username,
    'the password alone signs in again',
  );
});

test('a person required to set up two-factor sign-in may do it with a passkey', async ({ server }) => {
  const admin = await server.staff();
  await addPasskey(admin, new SoftwarePasskey(server.deps.config.publicUrl));
  await admin.put('/api/admin/staff-settings', { requireMfa: true });
  const consultor = await server.as('consultor');
  assert.is((await consultor.get('/api/admin/contacts')).status, 403);
  const added = await addPasskey(consultor, new SoftwarePasskey(server.deps.config.publicUrl), 'Portátil');
  assert.is(added.user.stage, null);
  assert.is((await consultor.get('/api/admin/contacts')).status, 200);
});

test.run();

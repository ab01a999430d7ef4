import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { queryRows } from '../db/sql.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { startTestServer, TEST_USER, type TestClient, type TestServer } from '../testing/testServer.ts';

const test = suite<{ server: TestServer; admin: TestClient }>('staff managed in the panel');

const NEW_PERSON = { username: 'lucia', name: 'Lucía Gómez', role: 'consultor', password: 'temporal-de-la-oficina-7' };

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async (context) => {
  await context.server.reset();
  context.admin = await context.server.staff();
});
test.after(async ({ server }) => server.close());

const accounts = (server: TestServer) =>
  queryRows<{ username: string; role: string; disabled: boolean; mustChange: boolean }>(
    server.db.orm.em.fork(),
    'select username, role, disabled_at is not null as disabled, must_change_password as "mustChange" from users order by username',
  );

async function create(admin: TestClient, person = NEW_PERSON) {
  const response = await admin.post('/api/admin/staff', person);
  assert.is(response.status, 201, response.text);
  return response.body as { id: string };
}

test('an administrador lists the team with role, two-factor, last sign-in and state', async ({ admin }) => {
  const list = await admin.get('/api/admin/staff');
  assert.is(list.status, 200);
  assert.is(list.body.requireMfa, false);
  const [me] = list.body.items;
  assert.is(me.username, TEST_USER.username);
  assert.is(me.role, 'administrador');
  assert.is(me.mfaEnabled, false);
  assert.is(me.disabled, false);
  assert.type(me.lastSignInAt, 'string');
  assert.not.ok('passwordHash' in me || 'totpSecret' in me, 'no secret in the list');
});

test('a new account signs in with its temporary password, must choose its own first, then works with its role', async ({
  server,
  admin,
}) => {
  const { id } = await create(admin);
  const lucia = server.anonymous();
  const login = await lucia.post('/api/auth/login', { username: 'lucia', password: NEW_PERSON.password });
  assert.is(login.status, 200);
  assert.equal(login.body.user, {
    id,
    username: 'lucia',
    name: 'Lucía Gómez',
    role: 'consultor',
    mfaEnabled: false,
    secondFactors: [],
    stage: 'password',
  });
  const blocked = await lucia.get('/api/admin/consultations');
  assert.is(blocked.status, 403);
  assert.is(blocked.body.error, 'Antes de continuar, elija una contraseña nueva.');
  const changed = await lucia.post('/api/auth/password', { currentPassword: NEW_PERSON.password, newPassword: 'mi-propia-clave-larga' });
  assert.is(changed.status, 200, changed.text);
  assert.is(changed.body.user.stage, null);
  assert.is((await lucia.get('/api/admin/consultations')).status, 200);
  assert.is((await lucia.get('/api/admin/staff')).status, 403, 'a consultor does not manage staff');
  const [row] = (await accounts(server)).filter((a) => a.username === 'lucia');
  assert.is(row.mustChange, false);
});

test('bad accounts are refused in Spanish at their field and nothing is stored', async ({ server, admin }) => {
  const taken = await create(admin, { ...NEW_PERSON, username: 'tomada', name: 'Tomada' });
  const before = await databaseSnapshot(server.db);
  const cases: [Record<string, unknown>, number, string, string][] = [
    [{ ...NEW_PERSON, name: '   ' }, 400, 'name', 'Escriba el nombre de la persona'],
    [{ ...NEW_PERSON, role: 'jefe' }, 400, 'role', 'Rol no válido: elija administrador, consultor o editor'],
    [
      { ...NEW_PERSON, username: 'con espacio' },
      400,
      'username',
      'El usuario debe tener de 3 a 64 letras, números, puntos, guiones o guiones bajos',
    ],
    [{ ...NEW_PERSON, password: 'corta' }, 400, 'password', 'La contraseña debe tener al menos 8 caracteres'],
    [
      { ...NEW_PERSON, password: 'password123' },
      400,
      'password',
      'Esa contraseña es demasiado común y se adivina fácilmente: elija otra, por ejemplo una frase de varias palabras',
    ],
    [{ ...NEW_PERSON, password: 'soy-lucia-2026' }, 400, 'password', 'La contraseña no puede contener el nombre de usuario'],
    [{ ...NEW_PERSON, username: 'Tomada' }, 409, 'username', 'El usuario "tomada" ya existe'],
    [{ ...NEW_PERSON, admin: true }, 400, 'admin', 'Campo no permitido: admin'],
    [{ username: 'sinrol', name: 'Sin Rol', password: 'una-clave-larga-9' }, 400, 'role', 'Elija el rol'],
  ];
  for (const [body, status, path, message] of cases) {
    const response = await admin.post('/api/admin/staff', body);
    assert.is(response.status, status, JSON.stringify(body));
    assert.equal(response.body.details.find((d: { path: string }) => d.path === path)?.message, message, JSON.stringify(response.body));
  }
  for (const [body, message] of [
    [{}, 'Indique qué cambiar: role, name o disabled'],
    [{ role: 'dueño' }, 'Rol no válido: elija administrador, consultor o editor'],
    [{ disabled: 'si' }, null],
  ] as const) {
    const response = await admin.patch(`/api/admin/staff/${taken.id}`, body);
    assert.is(response.status, 400, JSON.stringify(body));
    if (message) assert.is(response.body.details[0].message, message);
  }
  assert.equal(await databaseSnapshot(server.db), before);
});

test('the last active administrador can be neither demoted nor disabled, and nobody disables themselves', async ({ server, admin }) => {
  const [me] = (await admin.get('/api/admin/staff')).body.items;
  const before = await databaseSnapshot(server.db);
  const demote = await admin.patch(`/api/admin/staff/${me.id}`, { role: 'consultor' });
  assert.is(demote.status, 409);
  assert.is(demote.body.error, 'Debe quedar al menos un administrador activo: active o nombre otro administrador antes');
  const disable = await admin.patch(`/api/admin/staff/${me.id}`, { disabled: true });
  assert.is(disable.status, 409);
  assert.equal(await databaseSnapshot(server.db), before);
  await create(admin, { ...NEW_PERSON, username: 'otra-admin', name: 'Otra', role: 'administrador' });
  const self = await admin.patch(`/api/admin/staff/${me.id}`, { disabled: true });
  assert.is(self.status, 409);
  assert.is(self.body.error, 'No puede desactivar su propia cuenta: pídaselo a otro administrador');
  const demoted = await admin.patch(`/api/admin/staff/${me.id}`, { role: 'editor' });
  assert.is(demoted.status, 200, 'with another administrador, one may step down');
  assert.is(demoted.body.role, 'editor');
  assert.is((await admin.get('/api/admin/staff')).status, 403, 'and from then on is an editor');
});

test('two administradores demoting each other at once leave one administrador', async ({ server, admin }) => {
  const other = await create(admin, { ...NEW_PERSON, username: 'segunda', name: 'Segunda', role: 'administrador' });
  const second = server.anonymous();
  await second.post('/api/auth/login', { username: 'segunda', password: NEW_PERSON.password });
  await second.post('/api/auth/password', { currentPassword: NEW_PERSON.password, newPassword: 'clave-propia-de-segunda' });
  const [me] = (await admin.get('/api/admin/staff')).body.items.filter((a: { username: string }) => a.username === TEST_USER.username);
  const answers = await Promise.all([
    admin.patch(`/api/admin/staff/${other.id}`, { role: 'consultor' }),
    second.patch(`/api/admin/staff/${me.id}`, { role: 'consultor' }),
  ]);
  assert.equal(
    answers.map((a) => a.status).filter((s) => s === 200).length,
    1,
    JSON.stringify(answers.map((a) => [a.status, a.body.error])),
  );
  const admins = (await accounts(server)).filter((a) => a.role === 'administrador' && !a.disabled);
  assert.is(admins.length, 1);
});

test('disabling someone ends their sessions at once and they cannot sign in; enabling lets them back', async ({ server, admin }) => {
  const consultor = await server.as('consultor');
  const id = (await consultor.get('/api/auth/me')).body.user.id;
  const disabled = await admin.patch(`/api/admin/staff/${id}`, { disabled: true });
  assert.is(disabled.status, 200);
  assert.is(disabled.body.disabled, true);
  assert.is((await consultor.get('/api/admin/contacts')).status, 401, 'the open session is gone');
  const [{ sessions }] = await queryRows<{ sessions: number }>(
    server.db.orm.em.fork(),
    'select count(*)::int as sessions from sessions where user_id = ?',
    [id],
  );
  assert.is(sessions, 0);
  const login = await server.anonymous().post('/api/auth/login', { username: 'prueba-consultor', password: 'clave-segura-de-consultoria' });
  assert.is(login.status, 403);
  assert.is(login.body.error, 'Esta cuenta está desactivada. Hable con un administrador.');
  assert.is((await admin.patch(`/api/admin/staff/${id}`, { disabled: false })).status, 200);
  assert.is(
    (await server.anonymous().post('/api/auth/login', { username: 'prueba-consultor', password: 'clave-segura-de-consultoria' })).status,
    200,
  );
});

test("a role change and a password reset end the person's sessions; after a reset they choose a new password", async ({
  server,
  admin,
}) => {
  const consultor = await server.as('consultor');
  const id = (await consultor.get('/api/auth/me')).body.user.id;
  assert.is((await admin.patch(`/api/admin/staff/${id}`, { role: 'editor' })).status, 200);
  assert.is((await consultor.get('/api/admin/templates')).status, 401, 'signed out by the role change');
  const editor = server.anonymous();
  await editor.post('/api/auth/login', { username: 'prueba-consultor', password: 'clave-segura-de-consultoria' });
  assert.is((await editor.get('/api/admin/templates')).status, 200, 'the new role applies');
  const reset = await admin.post(`/api/admin/staff/${id}/password-reset`, { password: 'temporal-nueva-clave-5' });
  assert.is(reset.status, 200, reset.text);
  assert.is(reset.body.mustChangePassword, true);
  assert.is((await editor.get('/api/admin/templates')).status, 401, 'signed out by the reset');
  const old = await server.anonymous().post('/api/auth/login', { username: 'prueba-consultor', password: 'clave-segura-de-consultoria' });
  assert.is(old.status, 401, 'the old password no longer works');
  const login = await server.anonymous().post('/api/auth/login', { username: 'prueba-consultor', password: 'temporal-nueva-clave-5' });
  assert.is(login.body.user.stage, 'password');
  const own = await admin.post(`/api/admin/staff/${(await admin.get('/api/auth/me')).body.user.id}/password-reset`, {
    password: 'temporal-nueva-clave-5',
  });
  assert.is(own.status, 409);
  assert.is(own.body.error, 'Para su propia cuenta use «Cambiar contraseña» en «Mi cuenta»');
});

test('each staff change is in the activity record with who did it and to whom, never the password', async ({ server, admin }) => {
  const { id } = await create(admin);
  await admin.patch(`/api/admin/staff/${id}`, { role: 'editor', name: 'Lucía G.' });
  await admin.patch(`/api/admin/staff/${id}`, { disabled: true });
  await admin.patch(`/api/admin/staff/${id}`, { disabled: false });
  await admin.post(`/api/admin/staff/${id}/password-reset`, { password: 'temporal-otra-clave-8' });
  await admin.post(`/api/admin/staff/${id}/mfa-reset`, {});
  const lines = await queryRows<{ action: string; actorName: string; description: string }>(
    server.db.orm.em.fork(),
    `select action, actor_name as "actorName", description from activity_log where record_kind = 'staff' order by id`,
  );
  assert.equal(
    lines.map((l) => l.description),
    [
      'Creó la cuenta lucia (Consultor) con una contraseña temporal',
      'Cambió el nombre de lucia a «Lucía G.»',
      'Cambió el rol de lucia de Consultor a Editor',
      'Desactivó la cuenta lucia',
      'Activó de nuevo la cuenta lucia',
      'Restableció la contraseña de lucia (deberá elegir una nueva al entrar)',
      'Restableció la verificación en dos pasos de lucia (deberá activarla de nuevo)',
    ],
  );
  assert.ok(lines.every((l) => l.actorName === TEST_USER.username));
  const all = JSON.stringify(await queryRows(server.db.orm.em.fork(), 'select * from activity_log'));
  assert.not.match(all, /temporal-/);
});

test("an administrador ends all of someone's sessions at once", async ({ server, admin }) => {
  const consultor = await server.as('consultor');
  const again = await server.as('consultor');
  const id = (await consultor.get('/api/auth/me')).body.user.id;
  const answer = await admin.post(`/api/admin/staff/${id}/end-sessions`, {});
  assert.equal(answer.body, { ended: 2 });
  for (const client of [consultor, again]) assert.is((await client.get('/api/admin/contacts')).status, 401);
  assert.is((await admin.get('/api/admin/contacts')).status, 200);
});

test('a temporary password works for its first sign-in within 7 days, never after', async () => {
  let now = new Date('2026-12-01T12:00:00Z');
  const server = await startTestServer({}, { now: () => now });
  try {
    const admin = await server.staff();
    await create(admin);
    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    const late = await server.anonymous().post('/api/auth/login', { username: 'lucia', password: NEW_PERSON.password });
    assert.is(late.status, 403);
    assert.is(late.body.error, 'La contraseña temporal caducó sin usarse: pida otra a un administrador.');
    const [row] = await queryRows<{ sessions: number }>(
      server.db.orm.em.fork(),
      'select count(*)::int as sessions from sessions s join users u on u.id = s.user_id where u.username = ?',
      ['lucia'],
    );
    assert.is(row.sessions, 0, 'no session was started');
    const [line] = await queryRows<{ description: string }>(
      server.db.orm.em.fork(),
      "select description from activity_log where action = 'sign_in_failed'",
    );
    assert.is(line.description, 'Contraseña temporal caducada');
  } finally {
    await server.close();
  }
});

test("passwords built on the business's own words are refused, with a clear reason", async ({ admin }) => {
  for (const password of ['Rumbo2026!', 'pasaporte-123', 'Contraseña2026', 'visa-usa-2026']) {
    const response = await admin.post('/api/admin/staff', { ...NEW_PERSON, password });
    assert.is(response.status, 400, password);
    assert.is(
      response.body.details[0].message,
      'La contraseña no puede basarse en el nombre de la empresa, del sitio o de un rol: añada palabras propias',
    );
  }
  assert.is(
    (await admin.post('/api/admin/staff', { ...NEW_PERSON, password: 'el rumbo de mi cafetera azul' })).status,
    201,
    'a passphrase may contain one',
  );
});

test.run();

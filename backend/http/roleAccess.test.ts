import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Router from '@koa/router';
import { PERMISSIONS, roleCan, ROLES, type Role } from '../../engine/staff/roles.ts';
import { assertPermissionsDeclared, can, permissionOf } from '../auth/permissions.ts';
import { queryRows, runSql } from '../db/sql.ts';
import {
  assertUnchanged,
  bodyFor,
  fill,
  name,
  readsFirst,
  routesOf,
  seed,
  snapshot,
  variants,
  WRITES,
  type Seeded,
} from '../testing/routeWalk.ts';
import { stoppableClock, type StoppableClock } from '../testing/stoppableClock.ts';
import { ROLE_USERS, startTestServer, TEST_USER, type TestClient, type TestServer } from '../testing/testServer.ts';
import type { AppRouter, AppState } from './context.ts';

/**
 * Walks every staff route × every role: a role without the route's permission is refused 403 in
 * Spanish however the path is spelled, and nothing changes; a role with it gets through; every write
 * that succeeds leaves its line in the activity record, in the same transaction.
 */
const test = suite<{ server: TestServer; seeded: Seeded; clock: StoppableClock }>('roles');

const FORBIDDEN = 'Su cuenta no tiene permiso para esta acción. Si la necesita, pídala a un administrador.';

/** Writes that store nothing a person did: a check, a preview, a signed upload address or an upload's parts, a set-up offer. */
const STORES_NOTHING = new Set([
  'POST /api/s3/multipart',
  'POST /api/s3/multipart/:uploadId/complete',
  'DELETE /api/s3/multipart/:uploadId',
  'POST /api/admin/templates/:kind/:key/check',
  'POST /api/admin/templates/:kind/:key/preview',
  'POST /api/objects/upload',
  'POST /api/auth/totp/setup',
  'POST /api/auth/passkeys/options',
]);

/** The permission each staff route declared where it was registered. */
function permissions(router: AppRouter): Map<string, string> {
  return new Map(
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) => layer.methods.map((method) => [`${method} ${String(layer.path)}`, permissionOf(layer)!] as const)),
  );
}

const activityCount = async (server: TestServer) =>
  (await queryRows<{ count: number }>(server.db.orm.em.fork(), 'select count(*)::int as count from activity_log'))[0].count;

test.before(async (context) => {
  context.clock = stoppableClock();
  context.server = await startTestServer({}, { deliverMail: false, publicSubmissionLimit: null, now: context.clock.now });
});
test.before.each(async (context) => {
  context.clock.restart();
  await context.server.reset();
  context.seeded = await seed(context.server);
});
test.after(async ({ server }) => server.close());

test('a staff route registered without a permission stops the server from starting', () => {
  const router = new Router<AppState>();
  router.get('/api/admin/con-permiso', can('contacts'), (ctx) => void (ctx.body = {}));
  assertPermissionsDeclared(router);
  router.get('/api/admin/sin-permiso', (ctx) => void (ctx.body = {}));
  assert.throws(() => assertPermissionsDeclared(router), /sin permiso declarado.*\/api\/admin\/sin-permiso/);
});

test('every staff route declares one of the known permissions, and each role is granted what docs/security.md lists', ({ server }) => {
  for (const [route, permission] of permissions(server.routers.staff)) {
    assert.ok((PERMISSIONS as readonly string[]).includes(permission), `${route} declares ${permission}`);
  }
  const declared = permissions(server.routers.staff);
  assert.is(declared.get('DELETE /api/admin/consultations/:id'), 'consultations.delete');
  assert.is(declared.get('DELETE /api/admin/contacts/:id'), 'contacts');
  assert.is(declared.get('DELETE /api/consultations/images/:id'), 'images');
  assert.is(declared.get('PUT /api/admin/templates/:kind/:key/draft'), 'templates');
  assert.is(declared.get('PATCH /api/admin/carousel-images/:country'), 'carousel');
  assert.is(declared.get('GET /api/admin/audit'), 'activity');
  assert.is(declared.get('POST /api/admin/staff'), 'staff');
  assert.ok(roleCan('consultor', 'contacts') && roleCan('consultor', 'images') && !roleCan('consultor', 'consultations.delete'));
  assert.ok(
    roleCan('editor', 'templates') &&
      roleCan('editor', 'carousel') &&
      !roleCan('editor', 'cases') &&
      !roleCan('editor', 'templates.records'),
  );
  for (const permission of PERMISSIONS) assert.ok(roleCan('administrador', permission), `an administrador may use ${permission}`);
});

for (const role of ROLES.filter((r) => r !== 'administrador')) {
  test(`a ${role} is refused 403 in Spanish on every route its role may not use, however the path is written, and nothing changes`, async ({
    server,
    seeded,
    clock,
  }) => {
    clock.stop();
    const client = await server.as(role);
    const declared = permissions(server.routers.staff);
    const before = await snapshot(server);
    const linesBefore = await activityCount(server);
    let refused = 0;
    let forbidden = 0;
    for (const route of routesOf(server.routers.staff, true)) {
      const permission = declared.get(`${route.method} ${route.path}`)!;
      if (roleCan(role, permission as never)) continue;
      for (const url of variants(route.path, seeded)) {
        const response = await client.request(route.method, url, bodyFor(route, seeded));
        const where = `${role}: ${route.method} ${url}: ${response.status} ${response.text.slice(0, 120)}`;
        assert.ok(response.status === 403 || response.status === 404, where);
        if (response.status === 403) forbidden++;
        if (url === fill(route.path, seeded)) {
          assert.is(response.status, 403, where);
          if (route.method !== 'HEAD') assert.is(response.body.error, FORBIDDEN, where);
        }
        refused++;
      }
    }
    assert.ok(refused > 100, `tried ${refused} refused calls`);
    // Nothing changed but the activity record, which holds one 'Acceso sin permiso' line per refusal.
    await assertUnchanged(server, before, ['activity_log']);
    const lines = await queryRows<{ action: string; actorName: string }>(
      server.db.orm.em.fork(),
      'select action, actor_name as "actorName" from activity_log order by id offset ?',
      [linesBefore],
    );
    assert.is(lines.length, forbidden);
    assert.ok(lines.every((line) => line.action === 'access_refused' && line.actorName === `prueba-${role}`));
  });

  test(`a ${role} gets through on every route its role may use`, async ({ server, seeded }) => {
    const client = await server.as(role);
    const declared = permissions(server.routers.staff);
    let allowed = 0;
    for (const route of readsFirst(routesOf(server.routers.staff))) {
      if (!roleCan(role, declared.get(name(route)) as never)) continue;
      const response = await client.request(route.method, fill(route.path, seeded), bodyFor(route, seeded));
      assert.is.not(response.status, 403, `${role}: ${name(route)}: ${response.text.slice(0, 160)}`);
      assert.is.not(response.status, 401, `${role}: ${name(route)}`);
      // GET /api/s3/sts answers 501 by design when no STS role is configured (docs/api.md, `GET /api/s3/sts`): the call got through.
      const expected501 = name(route) === 'GET /api/s3/sts' && response.status === 501;
      assert.ok(response.status < 500 || expected501, `${role}: ${name(route)}: ${response.status}`);
      allowed++;
    }
    assert.ok(allowed >= 5, `${role} used ${allowed} routes`);
  });
}

test('every staff write that succeeds leaves one line in the activity record, naming who did it and from where', async ({
  server,
  seeded,
}) => {
  const admin = await server.staff();
  // Deletions last, so the records the other writes aim at are still there.
  const writes = routesOf(server.routers.staff)
    .filter((route) => WRITES.has(route.method))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  let recorded = 0;
  for (const route of writes) {
    const before = await activityCount(server);
    const response = await admin.request(route.method, fill(route.path, seeded), bodyFor(route, seeded));
    const where = `${name(route)}: ${response.status} ${response.text.slice(0, 160)}`;
    const after = await activityCount(server);
    if (response.status >= 300 || STORES_NOTHING.has(name(route))) {
      assert.is(after, before, `a refused or storing-nothing call leaves no line: ${where}`);
      continue;
    }
    assert.ok(after > before, `a line for ${where}`);
    const [line] = await queryRows<{ actorName: string; address: string; description: string }>(
      server.db.orm.em.fork(),
      'select actor_name as "actorName", address, description from activity_log order by id desc limit 1',
    );
    // A password change and the end of one's other sessions are the signed-in person's own lines too.
    assert.is(line.actorName, TEST_USER.username, where);
    assert.ok(line.address, where);
    assert.ok(line.description.length > 10, where);
    assert.not.match(line.description, /clave|password|123456/i, `no password or code in ${where}`);
    recorded++;
  }
  assert.ok(recorded >= 20, `${recorded} writes recorded`);
});

test('the database refuses to change or delete a line of the activity record, whoever asks', async ({ server }) => {
  await server.staff();
  const em = server.db.orm.em.fork();
  const [{ id }] = await queryRows<{ id: string }>(em, 'select id::text as id from activity_log order by id desc limit 1');
  for (const sql of ['update activity_log set description = ? where id = ?::bigint', 'delete from activity_log where id = ?::bigint']) {
    const params = sql.startsWith('update') ? ['Nada pasó', id] : [id];
    const error = await runSql(em, sql, params).then(
      () => null,
      (failure: Error) => failure,
    );
    assert.ok(error, `${sql} is refused`);
    assert.match(String(error?.message), /activity_log rows cannot be changed or deleted/);
  }
  const [line] = await queryRows<{ description: string }>(em, 'select description from activity_log where id = ?::bigint', [id]);
  assert.ok(line && line.description !== 'Nada pasó', 'the line is as it was');
});

test('a change and its line are written together: a refused change leaves no line, and a failing line undoes the change', async ({
  server,
  seeded,
}) => {
  const admin = await server.staff();
  const before = await activityCount(server);
  // Completing a pending consultation is refused: no line.
  const refused = await admin.post(`/api/admin/consultations/${seeded.consultationId}/complete`, { resultType: 'exito' });
  assert.is(refused.status, 409);
  assert.is(await activityCount(server), before);
  // The line cannot be written (a constraint added for this test): the confirmation is undone with it.
  const em = server.db.orm.em.fork();
  await runSql(em, "alter table activity_log add constraint prueba_sin_confirmar check (action <> 'consultation_confirmed') not valid");
  try {
    const confirm = await admin.patch(`/api/admin/consultations/${seeded.consultationId}/status`, { status: 'confirmed' });
    assert.is(confirm.status, 500);
    const [row] = await queryRows<{ status: string }>(em, 'select status from consultations where id = ?', [seeded.consultationId]);
    assert.is(row.status, 'pending', 'the consultation is still pending');
  } finally {
    await runSql(em, 'alter table activity_log drop constraint prueba_sin_confirmar');
  }
});

test('a session that must first choose a password reaches only its own account; every other route answers 403 saying so', async ({
  server,
  seeded,
  clock,
}) => {
  clock.stop();
  const admin = await server.staff();
  const created = await admin.post('/api/admin/staff', {
    username: 'nueva',
    name: 'Nueva Consultora',
    role: 'administrador',
    password: 'temporal-de-la-oficina-1',
  });
  assert.is(created.status, 201, created.text);
  const client = server.anonymous();
  const login = await client.post('/api/auth/login', { username: 'nueva', password: 'temporal-de-la-oficina-1' });
  assert.is(login.status, 200);
  assert.is(login.body.user.stage, 'password');
  const declared = permissions(server.routers.staff);
  const before = await snapshot(server);
  for (const route of routesOf(server.routers.staff)) {
    if (declared.get(name(route)) === 'account') continue;
    const response = await client.request(route.method, fill(route.path, seeded), bodyFor(route, seeded));
    assert.is(response.status, 403, name(route));
    assert.is(response.body.error, 'Antes de continuar, elija una contraseña nueva.', name(route));
  }
  await assertUnchanged(server, before);
});

test('the role of each test account is what it says', async ({ server }) => {
  for (const role of ROLES) {
    const client: TestClient = await server.as(role as Role);
    const me = await client.get('/api/auth/me');
    assert.is(me.body.user.role, role);
    assert.is(me.body.user.username, ROLE_USERS[role as Role].username);
  }
});

test.run();

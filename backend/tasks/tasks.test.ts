import * as assert from 'uvu/assert';
import { createAccount } from '../auth/users.ts';
import { HTTP_TEXTS } from '../http/texts.ts';
import { CLAIM_LEASE_MS } from '../http/idempotency.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { dayFromToday } from '../testing/submissionFixtures.ts';
import { TEST_USER, TestClient, type TestServer } from '../testing/testServer.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import { TASK_TEXTS } from './texts.ts';

const test = staffApiSuite('admin tasks');

const TASKS = '/api/admin/tasks';
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Preparar la guía de visados',
  description: 'Reunir los requisitos de cada país en un documento.',
  category: 'support',
  priority: 'high',
  ...overrides,
});
const key = (value: string) => ({ 'Idempotency-Key': value });

async function rows(server: TestServer) {
  return server.db.orm.em
    .getConnection()
    .execute<{ title: string; created_by: string }[]>('select title, created_by from tasks order by created_at, title');
}
async function userId(server: TestServer, username = TEST_USER.username): Promise<string> {
  const [row] = await server.db.orm.em.getConnection().execute<{ id: string }[]>('select id from users where username = ?', [username]);
  return row.id;
}

test('staff send a task: 201 with the stored task, in the list, created by them', async ({ server, staff }) => {
  const sent = valid({ assignedTo: 'Ana Pérez', dueDate: dayFromToday(7), tags: ['guía', 'visados'], notes: 'Con el equipo.' });
  const response = await staff.post(TASKS, sent);
  assert.is(response.status, 201, JSON.stringify(response.body));
  server.deps.validators.parse('taskItem', response.body);
  const { id, createdAt, createdBy, templateVersion, extra, ...fields } = response.body;
  assert.equal(fields, sent);
  assert.equal([templateVersion, extra], [1, null], 'sent with the shipped task form, no field beyond its columns');
  assert.is(createdBy, await userId(server));
  const list = await staff.get(TASKS);
  assert.is(list.status, 200);
  server.deps.validators.parse('taskList', list.body);
  assert.equal(list.body.items, [response.body]);
  assert.equal([list.body.total, list.body.limit], [1, 100]);
  assert.equal(await rows(server), [{ title: sent.title, created_by: createdBy }]);
});

test('optional fields left empty are stored as no value; tags default to none', async ({ staff }) => {
  const response = await staff.post(TASKS, valid({ assignedTo: '', dueDate: '', notes: '  ' }));
  assert.is(response.status, 201);
  assert.equal([response.body.assignedTo, response.body.dueDate, response.body.notes, response.body.tags], [null, null, null, []]);
});

test("a bad task is refused with each field's Spanish message and nothing is stored", async ({ server, staff }) => {
  const before = await databaseSnapshot(server.db);
  const response = await staff.post(TASKS, {
    title: ' ',
    description: 'corta',
    category: 'ventas',
    priority: 'urgente',
    dueDate: dayFromToday(-1),
    tags: ['a', 'a'],
  });
  assert.is(response.status, 400);
  assert.is(response.body.error, TASK_TEXTS.invalid);
  assert.equal(Object.fromEntries(response.body.details.map((d: { path: string; message: string }) => [d.path, d.message])), {
    title: 'Título es requerido',
    description: 'Descripción debe tener al menos 10 caracteres',
    category: 'Categoría es requerida',
    priority: 'La prioridad debe ser Baja, Media o Alta',
    dueDate: 'La fecha límite no puede ser anterior a hoy',
    tags: 'No repita elementos en la lista',
  });
  for (const body of [{}, [], 'texto', null, valid({ owner: 'otro' })]) {
    const refused = await staff.post(TASKS, JSON.stringify(body), { 'Content-Type': 'application/json' });
    assert.is(refused.status, 400, JSON.stringify(body));
  }
  assert.equal(await databaseSnapshot(server.db), before);
});

test('a due date of today is accepted (today in Santo Domingo by the server clock)', async ({ staff }) => {
  assert.is((await staff.post(TASKS, valid({ dueDate: dayFromToday(0) }))).status, 201);
});

test('the list is newest first and holds at most 100 tasks, saying how many there are', async ({ server, staff }) => {
  const id = await userId(server);
  await server.db.orm.em.getConnection().execute(
    `insert into tasks (id, title, description, category, priority, tags, created_at, created_by)
     select gen_random_uuid(), 'Tarea ' || n, 'Descripción larga', 'support', 'low', '[]'::jsonb, now() - n * interval '1 minute', ?::uuid from generate_series(1, 105) n`,
    [id],
  );
  const list = await staff.get(TASKS);
  assert.equal([list.body.items.length, list.body.total], [100, 105]);
  assert.equal(
    list.body.items.slice(0, 2).map((t: { title: string }) => t.title),
    ['Tarea 1', 'Tarea 2'],
  );
});

test('nobody without a session reaches the tasks, however the path is spelled; nothing is stored', async ({ server, staff }) => {
  const anonymous = server.anonymous();
  const before = await databaseSnapshot(server.db);
  const spellings = [
    TASKS,
    '/API/admin/tasks',
    '/api/ADMIN/tasks',
    '/api/admin/Tasks',
    '/api/admin/TASKS',
    '//api/admin/tasks',
    '/api//admin/tasks',
    '/api/admin//tasks',
    '/api/admin/tasks/',
    '/api/%61dmin/tasks',
    '/api/admin/%74asks',
    '/api/admin%2Ftasks',
    '/%61pi/admin/tasks',
    '/api/admin/tasks%2F',
    '/api/admin/tasks/.',
  ];
  for (const path of spellings) {
    for (const response of [await anonymous.post(path, valid()), await anonymous.get(path)]) {
      assert.ok([401, 404].includes(response.status), `${path}: ${response.status}`);
      assert.not.ok(JSON.stringify(response.body).includes('Preparar'), path);
    }
  }
  assert.is((await anonymous.post(TASKS, valid())).body.error, 'Su sesión ha expirado o no ha iniciado sesión');
  // Signed in, a bent spelling names no route: nothing stored by it either.
  for (const path of spellings.slice(1)) assert.ok([404, 400].includes((await staff.post(path, valid())).status), path);
  assert.equal(await databaseSnapshot(server.db), before);
});

test('Idempotency-Key: a repeat with the same body gets the first answer, status and body, and one task is stored', async ({
  server,
  staff,
}) => {
  const first = await staff.post(TASKS, valid(), key('tarea-1'));
  const again = await staff.post(TASKS, valid(), key('tarea-1'));
  // The same content in another key order is the same body.
  const reordered = await staff.post(TASKS, Object.fromEntries(Object.entries(valid()).reverse()), key('"tarea-1"'));
  assert.equal([first.status, again.status, reordered.status], [201, 201, 201]);
  assert.equal(again.body, first.body);
  assert.equal(reordered.body, first.body);
  assert.is((await rows(server)).length, 1);
});

test('Idempotency-Key: the same key with another body is 422 in Spanish and changes nothing', async ({ server, staff }) => {
  await staff.post(TASKS, valid(), key('tarea-2'));
  const before = await databaseSnapshot(server.db);
  const other = await staff.post(TASKS, valid({ title: 'Otra tarea' }), key('tarea-2'));
  assert.is(other.status, 422);
  assert.is(other.body.error, HTTP_TEXTS.reusedIdempotencyKey);
  assert.equal(await databaseSnapshot(server.db), before);
});

test('Idempotency-Key: simultaneous sends store one task; the others get its answer or 409', async ({ server, staff }) => {
  const answers = await Promise.all(Array.from({ length: 6 }, () => staff.post(TASKS, valid(), key('doble-clic'))));
  const stored = answers.filter((a) => a.status === 201);
  assert.ok(stored.length >= 1);
  for (const answer of stored) assert.equal(answer.body, stored[0].body);
  for (const answer of answers.filter((a) => a.status !== 201)) {
    assert.is(answer.status, 409);
    assert.is(answer.body.error, HTTP_TEXTS.busyIdempotencyKey);
  }
  assert.is((await rows(server)).length, 1);
});

test('Idempotency-Key: while the first request is being processed a repeat gets 409; an abandoned claim is taken over', async ({
  server,
  staff,
}) => {
  const scoped = `${TASKS}:${await userId(server)}:en-curso`;
  const connection = server.db.orm.em.getConnection();
  // The first request's claim, as respondOnce writes it, with the fingerprint of the same body.
  const { bodyFingerprint } = await import('../http/idempotency.ts');
  await connection.execute('insert into idempotency_keys (key, fingerprint, status, body, created_at) values (?, ?, null, null, now())', [
    scoped,
    bodyFingerprint(valid()),
  ]);
  const busy = await staff.post(TASKS, valid(), key('en-curso'));
  assert.is(busy.status, 409);
  assert.is(busy.body.error, HTTP_TEXTS.busyIdempotencyKey);
  assert.is((await rows(server)).length, 0);
  // Another body is still another body, in progress or not.
  assert.is((await staff.post(TASKS, valid({ title: 'Otra' }), key('en-curso'))).status, 422);
  // A claim older than the lease belongs to a request that died: the repeat stores the task.
  await connection.execute('update idempotency_keys set created_at = ? where key = ?', [
    new Date(Date.now() - CLAIM_LEASE_MS - 1000),
    scoped,
  ]);
  const taken = await staff.post(TASKS, valid(), key('en-curso'));
  assert.is(taken.status, 201);
  assert.equal((await staff.post(TASKS, valid(), key('en-curso'))).body, taken.body);
  assert.is((await rows(server)).length, 1);
});

test('Idempotency-Key: a refused task does not use up its key; the corrected one is stored', async ({ server, staff }) => {
  const refused = await staff.post(TASKS, valid({ title: '' }), key('corregida'));
  assert.is(refused.status, 400);
  assert.equal(await server.db.orm.em.getConnection().execute('select key from idempotency_keys'), []);
  const corrected = await staff.post(TASKS, valid(), key('corregida'));
  assert.is(corrected.status, 201);
  assert.is((await rows(server)).length, 1);
});

test('Idempotency-Key: keys are per user and per route', async ({ server, staff }) => {
  await createAccount(server.db.orm.em.fork(), { username: 'asesor', password: 'otra-clave-de-prueba', role: 'consultor' }, new Date());
  const other = new TestClient(server.url);
  assert.is((await other.post('/api/auth/login', { username: 'asesor', password: 'otra-clave-de-prueba' })).status, 200);
  const mine = await staff.post(TASKS, valid(), key('compartida'));
  const theirs = await other.post(TASKS, valid({ title: 'La de otro usuario' }), key('compartida'));
  assert.equal([mine.status, theirs.status], [201, 201]);
  assert.is.not(mine.body.id, theirs.body.id);
  assert.is(theirs.body.createdBy, await userId(server, 'asesor'));
  assert.is((await rows(server)).length, 2);
});

test('an unusable Idempotency-Key is refused in Spanish before anything is stored', async ({ server, staff }) => {
  for (const bad of ['', 'k'.repeat(201), 'con\ttab', 'ñandú']) {
    const response = await staff.post(TASKS, valid(), { 'Idempotency-Key': bad });
    assert.is(response.status, 400, JSON.stringify(bad));
    assert.is(response.body.error, HTTP_TEXTS.badIdempotencyKey);
  }
  assert.is((await rows(server)).length, 0);
});

test.run();

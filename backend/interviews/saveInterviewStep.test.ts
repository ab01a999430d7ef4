import * as assert from 'uvu/assert';
import { createAccount } from '../auth/users.ts';
import { bodyFingerprint } from '../http/idempotency.ts';
import { HTTP_TEXTS } from '../http/texts.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import { TEST_USER, TestClient, type TestServer } from '../testing/testServer.ts';

/**
 * PATCH /api/interviews/:id as the interview dialog's offline queue sends a note: with an Idempotency-Key
 * made when the note was queued and the time it was typed, maybe long after newer saves.
 */
const test = staffApiSuite('saving an interview step: Idempotency-Key and late notes');

const key = (value: string) => ({ 'Idempotency-Key': value });
const note = (text: string, notedAt: string, stepKey = 'presentacion') => ({ stepKey, note: text, notedAt });

async function create(staff: TestClient, clientName = 'Ana Pérez'): Promise<string> {
  const response = await staff.post('/api/interviews', { clientName, country: 'usa' });
  assert.is(response.status, 201, JSON.stringify(response.body));
  return response.body.id;
}

/** What a save may change on the interview's row, read from the database. */
async function stored(server: TestServer, id: string) {
  const [row] = await server.db.orm.em
    .fork()
    .getConnection()
    .execute<{ notes: Record<string, string> | null; notes_at: Record<string, string> | null; current_step: number; updated_at: string }[]>(
      'select consultant_notes as notes, consultant_notes_at as notes_at, current_step, updated_at::text from interviews where id = ?',
      [id],
    );
  return row;
}

async function staffUserId(server: TestServer): Promise<string> {
  const [row] = await server.db.orm.em
    .getConnection()
    .execute<{ id: string }[]>('select id from users where username = ?', [TEST_USER.username]);
  return row.id;
}

test('a note sent again with its key after newer saves gets the first answer and changes nothing: note, step and updatedAt stay', async ({
  server,
  staff,
}) => {
  const id = await create(staff);
  const first = await staff.patch(`/api/interviews/${id}`, note('Viaja sola.', '2026-11-25T10:00:00.000Z'), key('nota-1'));
  assert.is(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.consultantNotes, { presentacion: 'Viaja sola.' });
  // Newer saves: the consultant moved on to step 3, and wrote the first step's note again.
  assert.is((await staff.patch(`/api/interviews/${id}`, { stepKey: 'solvencia' })).status, 200);
  assert.is(
    (await staff.patch(`/api/interviews/${id}`, note('Viaja con su hermana.', '2026-11-25T10:05:00.000Z'), key('nota-2'))).status,
    200,
  );
  const before = await stored(server, id);
  assert.equal([before.notes, before.current_step], [{ presentacion: 'Viaja con su hermana.' }, 3]);
  const tables = await databaseSnapshot(server.db);

  const again = await staff.patch(`/api/interviews/${id}`, note('Viaja sola.', '2026-11-25T10:00:00.000Z'), key('nota-1'));
  // The same body in another key order, and the key written as the draft quotes it, are the same request.
  const reordered = await staff.patch(
    `/api/interviews/${id}`,
    { notedAt: '2026-11-25T10:00:00.000Z', note: 'Viaja sola.', stepKey: 'presentacion' },
    key('"nota-1"'),
  );
  for (const repeat of [again, reordered]) {
    assert.is(repeat.status, 200);
    assert.equal(repeat.body, first.body, 'the first answer, as it was');
  }
  assert.equal(await stored(server, id), before, 'the newer note, step 3 and the same updatedAt');
  assert.equal(await databaseSnapshot(server.db), tables);
});

test('the same key with another body is 422 in Spanish and changes nothing', async ({ server, staff }) => {
  const id = await create(staff);
  await staff.patch(`/api/interviews/${id}`, note('Primera.', '2026-11-25T10:00:00.000Z'), key('nota-otra'));
  const before = await stored(server, id);
  const tables = await databaseSnapshot(server.db);
  for (const body of [note('Otra nota.', '2026-11-25T10:00:00.000Z'), note('Primera.', '2026-11-25T10:01:00.000Z'), { stepKey: 'plan' }]) {
    const other = await staff.patch(`/api/interviews/${id}`, body, key('nota-otra'));
    assert.is(other.status, 422, JSON.stringify(body));
    assert.is(other.body.error, HTTP_TEXTS.reusedIdempotencyKey);
  }
  assert.equal(await stored(server, id), before);
  assert.equal(await databaseSnapshot(server.db), tables);
});

test('while the first save with a key is still being processed a repeat gets 409 and changes nothing; another body 422', async ({
  server,
  staff,
}) => {
  const id = await create(staff);
  const body = note('En curso.', '2026-11-25T10:00:00.000Z');
  // The first request's claim, as respondOnce writes it before the save, with the fingerprint of the same body.
  await server.db.orm.em
    .getConnection()
    .execute('insert into idempotency_keys (key, fingerprint, status, body, created_at) values (?, ?, null, null, now())', [
      `/api/interviews/${id}:${await staffUserId(server)}:en-curso`,
      bodyFingerprint(body),
    ]);
  const before = await stored(server, id);
  const tables = await databaseSnapshot(server.db);
  const busy = await staff.patch(`/api/interviews/${id}`, body, key('en-curso'));
  assert.is(busy.status, 409);
  assert.is(busy.body.error, HTTP_TEXTS.busyIdempotencyKey);
  assert.is((await staff.patch(`/api/interviews/${id}`, note('Otra.', '2026-11-25T10:00:00.000Z'), key('en-curso'))).status, 422);
  assert.equal(await stored(server, id), before);
  assert.equal(await databaseSnapshot(server.db), tables);
});

test('simultaneous sends of one queued note apply it once; the others get its answer or 409', async ({ server, staff }) => {
  const id = await create(staff);
  const body = note('Doble envío.', '2026-11-25T10:00:00.000Z');
  const answers = await Promise.all(Array.from({ length: 5 }, () => staff.patch(`/api/interviews/${id}`, body, key('a-la-vez'))));
  const saved = answers.filter((answer) => answer.status === 200);
  assert.ok(saved.length >= 1);
  for (const answer of saved) assert.equal(answer.body, saved[0].body);
  for (const answer of answers.filter((a) => a.status !== 200))
    assert.equal([answer.status, answer.body.error], [409, HTTP_TEXTS.busyIdempotencyKey]);
  const row = await stored(server, id);
  assert.equal(row.notes, { presentacion: 'Doble envío.' });
  assert.is(new Date(row.updated_at).toISOString(), saved[0].body.updatedAt, 'the row as the one stored answer left it');
});

test('a note landing late for the first time (its earlier tries failed) is stored but leaves the consultant on the step they moved to', async ({
  server,
  staff,
}) => {
  const id = await create(staff);
  assert.is((await staff.patch(`/api/interviews/${id}`, { stepKey: 'historial' })).status, 200);
  const late = await staff.patch(`/api/interviews/${id}`, note('Escrita en el paso 1.', '2026-11-25T10:00:00.000Z'), key('tarde'));
  assert.is(late.status, 200);
  assert.is(late.body.currentStep, 4);
  const row = await stored(server, id);
  assert.equal(
    [row.notes, row.notes_at, row.current_step],
    [{ presentacion: 'Escrita en el paso 1.' }, { presentacion: '2026-11-25T10:00:00.000Z' }, 4],
  );
});

test('a note typed before the kept one changes nothing and answers the interview as stored; a later one replaces it', async ({
  server,
  staff,
}) => {
  const id = await create(staff);
  // The newer note, typed at 10:05 (on another device, or its request overtook a slow one).
  await staff.patch(`/api/interviews/${id}`, note('Nueva.', '2026-11-25T10:05:00.000Z'));
  const before = await stored(server, id);
  const tables = await databaseSnapshot(server.db);
  const older = await staff.patch(`/api/interviews/${id}`, note('Vieja.', '2026-11-25T10:00:00.000Z'), key('vieja'));
  assert.is(older.status, 200);
  assert.equal(older.body.consultantNotes, { presentacion: 'Nueva.' });
  const after = await stored(server, id);
  assert.equal(after, before, 'note, its time, step and updatedAt as they were');
  // Only the key's answer was written.
  const now = await databaseSnapshot(server.db);
  assert.equal(
    Object.keys(now).filter((table) => now[table] !== tables[table]),
    ['idempotency_keys'],
  );

  const later = await staff.patch(`/api/interviews/${id}`, note('Más nueva.', '2026-11-25T10:06:00.000Z'));
  assert.equal(later.body.consultantNotes, { presentacion: 'Más nueva.' });
  assert.equal((await stored(server, id)).notes_at, { presentacion: '2026-11-25T10:06:00.000Z' });
});

test('a refused save does not use up its key: after reopening, the same key and note are stored', async ({ server, staff }) => {
  const id = await create(staff);
  await staff.patch(`/api/interviews/${id}`, { stepKey: 'coherencia' });
  assert.is((await staff.post(`/api/interviews/${id}/complete`, {})).status, 200);
  const body = note('Tras cerrar.', '2026-11-25T10:00:00.000Z', 'coherencia');
  const refused = await staff.patch(`/api/interviews/${id}`, body, key('cerrada'));
  assert.is(refused.status, 409);
  assert.equal(await server.db.orm.em.getConnection().execute('select key from idempotency_keys'), []);
  assert.is((await staff.post(`/api/interviews/${id}/reopen`, {})).status, 200);
  const saved = await staff.patch(`/api/interviews/${id}`, body, key('cerrada'));
  assert.is(saved.status, 200);
  assert.equal(saved.body.consultantNotes, { coherencia: 'Tras cerrar.' });
});

test('a key belongs to one interview and one user: the same key elsewhere is another save', async ({ server, staff }) => {
  const first = await create(staff, 'Ana Pérez');
  const second = await create(staff, 'Luis Gómez');
  const body = note('Misma clave.', '2026-11-25T10:00:00.000Z');
  assert.is((await staff.patch(`/api/interviews/${first}`, body, key('compartida'))).status, 200);
  assert.is((await staff.patch(`/api/interviews/${second}`, body, key('compartida'))).status, 200);
  await createAccount(server.db.orm.em.fork(), { username: 'asesor', password: 'otra-clave-de-prueba', role: 'consultor' }, new Date());
  const other = new TestClient(server.url);
  assert.is((await other.post('/api/auth/login', { username: 'asesor', password: 'otra-clave-de-prueba' })).status, 200);
  const theirs = await other.patch(`/api/interviews/${first}`, note('De otro usuario.', '2026-11-25T10:01:00.000Z'), key('compartida'));
  assert.is(theirs.status, 200, 'not 422: their key is not mine');
  assert.equal(
    [(await stored(server, first)).notes, (await stored(server, second)).notes],
    [{ presentacion: 'De otro usuario.' }, { presentacion: 'Misma clave.' }],
  );
});

test('a note time that is not a date and time is refused in Spanish and changes nothing', async ({ server, staff }) => {
  const id = await create(staff);
  const tables = await databaseSnapshot(server.db);
  for (const notedAt of ['ayer', '2026-11-25', 12]) {
    const refused = await staff.patch(`/api/interviews/${id}`, { stepKey: 'plan', note: 'x', notedAt }, key(`mala-${notedAt}`));
    assert.is(refused.status, 400, String(notedAt));
    assert.match(JSON.stringify(refused.body), /La hora de la nota debe ser una fecha y hora ISO 8601/);
  }
  assert.equal(await databaseSnapshot(server.db), tables);
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSubmissionQueue, QueueStorageError, type QueueEvent } from './submissionQueue.ts';
import { leaseLock, webLock } from './senderLock.ts';
import { json, manualClock, memoryLockManager, memoryStorage, scriptedFetch, settle, testQueue } from './testDoubles.ts';
import type { Clock } from './clock.ts';

const test = suite('submissionQueue');

type Answer = Parameters<typeof scriptedFetch>[1][number];

function setup(
  answers: Answer[] = [],
  shared?: {
    storage: ReturnType<typeof memoryStorage>;
    locks: ReturnType<typeof memoryLockManager>;
    clock: ReturnType<typeof manualClock>;
  },
) {
  const clock = shared?.clock ?? manualClock();
  const storage = shared?.storage ?? memoryStorage();
  const locks = shared?.locks ?? memoryLockManager();
  const server = scriptedFetch(clock, answers);
  const network = { online: true };
  const queue = testQueue({ storage, locks, clock, fetch: server.fetch, network });
  const events: QueueEvent[] = [];
  queue.subscribe((event) => events.push(event));
  return { clock, storage, locks, server, network, queue, events };
}

const task = (title: string) => ({ endpoint: '/api/admin/tasks', method: 'POST', data: { title }, formId: 'task' });
const stored = (storage: ReturnType<typeof memoryStorage>, key = 'q') => JSON.parse(storage.getItem(key) ?? '[]');

test('offline: items wait in storage with every field and their own key; online: sent first-in first-out, then gone', async () => {
  const { queue, network, server, storage } = setup();
  network.online = false;
  const first = await queue.enqueue(task('uno'));
  await queue.enqueue(task('dos'));
  await queue.enqueue(task('tres'));
  await queue.flush();
  assert.is(server.calls.length, 0);
  const kept = stored(storage);
  assert.equal(
    kept.map((item: { data: { title: string } }) => item.data.title),
    ['uno', 'dos', 'tres'],
  );
  for (const field of ['id', 'endpoint', 'method', 'data', 'timestamp', 'formId', 'retryCount', 'idempotencyKey']) {
    assert.ok(field in kept[0], field);
  }
  assert.is(kept[0].state, 'queued');
  assert.is(new Set(kept.map((item: { idempotencyKey: string }) => item.idempotencyKey)).size, 3);

  network.online = true;
  await queue.flush();
  assert.equal(
    server.calls.map((call) => (call.body as { title: string }).title),
    ['uno', 'dos', 'tres'],
  );
  assert.is(server.calls[0].headers['Idempotency-Key'], first.idempotencyKey);
  assert.is(server.calls[0].url, '/api/admin/tasks');
  assert.is(server.calls[0].method, 'POST');
  assert.equal(queue.pending(), []);
  assert.is(storage.getItem('q'), null);
});

test('an item is marked in flight, not removed, while it is sent; it leaves only on a 2xx', async () => {
  let answer!: (response: Response) => void;
  const { queue, storage, events } = setup([() => new Promise<Response>((resolve) => (answer = resolve))]);
  await queue.enqueue(task('uno'));
  await settle();
  const during = stored(storage);
  assert.is(during.length, 1);
  assert.is(during[0].state, 'sending');
  answer(json(201, { id: 'abc' }));
  await queue.flush();
  assert.equal(stored(storage), []);
  const sent = events.find((event) => event.type === 'sent');
  assert.ok(sent && sent.type === 'sent');
  assert.equal(sent.response, { id: 'abc' });
});

test('500 twice then 201: waits 2 s then 4 s, sends the same key each time, and leaves the queue once', async () => {
  const { queue, server, clock, events, storage } = setup([
    json(500, { error: 'Error interno' }),
    json(500, { error: 'Error interno' }),
    json(201, {}),
  ]);
  const start = clock.now();
  await queue.enqueue(task('uno'));
  await queue.flush();
  assert.is(server.calls.length, 1);
  const waiting = stored(storage)[0];
  assert.is(waiting.state, 'waiting');
  assert.is(waiting.retryCount, 1);
  assert.is(waiting.nextAttemptAt, start + 2000);
  assert.is(waiting.lastError, 'Error interno');

  await clock.advance(1999);
  assert.is(server.calls.length, 1, 'no try before the back-off ends');
  await clock.advance(1);
  assert.is(server.calls.length, 2);
  assert.is(server.calls[1].at, start + 2000);
  await clock.advance(3999);
  assert.is(server.calls.length, 2);
  await clock.advance(1);
  assert.is(server.calls.length, 3);
  assert.is(server.calls[2].at, start + 6000);
  assert.is(new Set(server.calls.map((call) => call.headers['Idempotency-Key'])).size, 1);
  assert.equal(queue.pending(), []);
  assert.is(events.filter((event) => event.type === 'sent').length, 1);
  assert.equal(queue.failed(), []);
});

test('Retry-After is honoured when longer than the back-off (seconds and HTTP date)', async () => {
  const { queue, server, clock } = setup([
    json(503, { error: 'Servicio no disponible' }, { 'Retry-After': '30' }),
    json(429, { error: 'Demasiadas solicitudes' }, { 'Retry-After': new Date(Date.parse('2026-11-25T10:02:00Z')).toUTCString() }),
    json(201, {}),
  ]);
  const start = clock.now();
  await queue.enqueue(task('uno'));
  await queue.flush();
  await clock.advance(29_999);
  assert.is(server.calls.length, 1, 'Retry-After: 30 keeps it waiting 30 s, not 2 s');
  await clock.advance(1);
  assert.is(server.calls.length, 2);
  assert.is(server.calls[1].at, start + 30_000);
  await clock.advance(Date.parse('2026-11-25T10:02:00Z') - clock.now() - 1);
  assert.is(server.calls.length, 2, 'an HTTP-date Retry-After keeps it waiting until that moment');
  await clock.advance(1);
  assert.is(server.calls.length, 3);
  assert.equal(queue.pending(), []);
});

test('network error, timeout and 408 are retried; after 3 failed tries the item leaves with a failure event and its data is kept', async () => {
  const { queue, server, clock, events } = setup(['network', 'hang', json(408, { error: 'Tiempo agotado' })]);
  await queue.enqueue(task('uno'));
  await queue.flush();
  assert.is(queue.pending()[0].lastError, 'Sin conexión con el servidor.');
  await clock.advance(2000);
  assert.is(server.calls.length, 2);
  await clock.advance(15_000);
  assert.is(queue.pending()[0].lastError, 'El servidor no respondió a tiempo.');
  assert.is(queue.pending()[0].retryCount, 2);
  await clock.advance(4000);
  assert.is(server.calls.length, 3);
  assert.equal(queue.pending(), []);
  const failures = events.filter((event) => event.type === 'failed');
  assert.is(failures.length, 1);
  const [failed] = queue.failed();
  assert.is(failed.reason, 'exhausted');
  assert.is(failed.retryCount, 3);
  assert.equal(failed.data, { title: 'uno' });
  assert.is(failed.message, 'Tiempo agotado');
  await clock.advance(60_000);
  assert.is(server.calls.length, 3, 'never tried a fourth time');
  await queue.discardFailed(failed.id);
  assert.equal(queue.failed(), []);
});

test('a 4xx other than 401/408/409/429 fails at once with the server message and is not retried', async () => {
  const { queue, server, clock, events } = setup([
    json(400, { error: 'Datos no válidos', details: [{ path: 'title', message: 'Título es requerido' }] }),
  ]);
  await queue.enqueue(task(''));
  await queue.flush();
  await clock.advance(120_000);
  assert.is(server.calls.length, 1);
  assert.equal(queue.pending(), []);
  const [failed] = queue.failed();
  assert.is(failed.reason, 'refused');
  assert.is(failed.message, 'Datos no válidos Título es requerido');
  assert.ok(events.some((event) => event.type === 'failed'));
});

test('a 422 (same key, different body) is refused, not retried', async () => {
  const { queue, server, clock } = setup([json(422, { error: 'La clave de idempotencia ya se usó con otros datos.' })]);
  await queue.enqueue(task('uno'));
  await queue.flush();
  await clock.advance(60_000);
  assert.is(server.calls.length, 1);
  assert.is(queue.failed()[0].message, 'La clave de idempotencia ya se usó con otros datos.');
});

test('a 409 (the first try with the key still in progress) and a body-less 502 are retried', async () => {
  const { queue, server, clock } = setup([
    json(409, { error: 'En curso' }),
    new Response('', { status: 502, statusText: 'Bad Gateway' }),
    json(200, {}),
  ]);
  await queue.enqueue(task('uno'));
  await queue.flush();
  await clock.advance(2000);
  assert.is(queue.pending()[0].lastError, '502: Bad Gateway');
  await clock.advance(4000);
  assert.is(server.calls.length, 3);
  assert.equal(queue.pending(), []);
  assert.equal(queue.failed(), []);
});

test('a 401 keeps the item queued without counting a try and asks for sign-in', async () => {
  const { queue, server, events } = setup([json(401, { error: 'Inicie sesión' }), json(201, {})]);
  await queue.enqueue(task('uno'));
  await queue.flush();
  assert.is(queue.pending()[0].state, 'queued');
  assert.is(queue.pending()[0].retryCount, 0);
  assert.ok(events.some((event) => event.type === 'unauthorized'));
  await queue.flush();
  assert.is(server.calls.length, 1, 'nothing more is sent while signed out');
  await queue.resumeAfterSignIn();
  assert.is(server.calls.length, 2);
  assert.equal(queue.pending(), []);
});

test('a try cut off by going offline does not count; the item waits for the connection', async () => {
  const { queue, server, network } = setup([
    () => {
      network.online = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    },
  ]);
  await queue.enqueue(task('uno'));
  await queue.flush();
  assert.is(queue.pending()[0].state, 'queued');
  assert.is(queue.pending()[0].retryCount, 0);
  await queue.flush();
  assert.is(server.calls.length, 1);
  network.online = true;
  await queue.flush();
  assert.is(server.calls.length, 2);
  assert.equal(queue.pending(), []);
});

test('first-in first-out: an item waiting for its retry holds back the ones queued after it', async () => {
  const { queue, server, clock } = setup([json(500, {}), json(201, {}), json(201, {})]);
  await queue.enqueue(task('uno'));
  await queue.flush();
  await queue.enqueue(task('dos'));
  await queue.flush();
  assert.is(server.calls.length, 1);
  await clock.advance(2000);
  assert.equal(
    server.calls.map((call) => (call.body as { title: string }).title),
    ['uno', 'uno', 'dos'],
  );
});

function twoTabsSharing(lockKind: 'web' | 'lease') {
  const clock = manualClock();
  const storage = memoryStorage();
  const locks = memoryLockManager();
  let answered = 0;
  const calls: string[] = [];
  // One server for both tabs: it stores a key once.
  const keys = new Set<string>();
  const serverFetch = (async (_url: string, init: RequestInit) => {
    const key = (init.headers as Record<string, string>)['Idempotency-Key'];
    calls.push(key);
    keys.add(key);
    answered++;
    return json(201, {});
  }) as unknown as typeof fetch;
  const tab = (name: string) => {
    const lock = (kind: string) =>
      lockKind === 'web'
        ? webLock(locks, kind)
        : leaseLock({ storage, clock: clock as Clock, key: `lease:${kind}`, owner: `${name}-${kind}` });
    let ids = 0;
    return createSubmissionQueue({
      storage,
      fetch: serverFetch,
      clock,
      sendLock: lock('send'),
      writeLock: lock('write'),
      isOnline: () => true,
      newId: () => `${name}-${++ids}`,
      queueKey: 'q',
      failedKey: 'q:failed',
    });
  };
  return { clock, storage, tabA: tab('a'), tabB: tab('b'), calls, keys, answered: () => answered };
}

for (const lockKind of ['web', 'lease'] as const) {
  test(`two tabs flushing together send each item once (${lockKind === 'web' ? 'Web Locks' : 'localStorage lease'})`, async () => {
    const { clock, storage, tabA, tabB, calls } = twoTabsSharing(lockKind);
    storage.setItem(
      'q',
      JSON.stringify(
        [1, 2, 3].map((n) => ({
          id: `x${n}`,
          idempotencyKey: `k${n}`,
          endpoint: '/api/admin/tasks',
          method: 'POST',
          data: { n },
          timestamp: 0,
          formId: 'task',
          retryCount: 0,
          state: 'queued',
        })),
      ),
    );
    const both = Promise.all([tabA.flush(), tabB.flush(), tabA.flush(), tabB.flush()]);
    await clock.advance(10_000);
    await both;
    assert.equal(calls, ['k1', 'k2', 'k3']);
    assert.equal(tabA.pending(), []);
  });
}

test('two tabs queuing at the same moment keep both items (writes are serialised)', async () => {
  const { clock, tabA, tabB, calls } = twoTabsSharing('lease');
  const both = Promise.all([tabA.enqueue(task('de A')), tabB.enqueue(task('de B'))]);
  await clock.advance(10_000);
  await both;
  await Promise.all([tabA.flush(), tabB.flush(), clock.advance(10_000)]);
  assert.is(calls.length, 2);
});

test('an item left in flight by a closed tab is sent again by the next sender with the same key', async () => {
  const { queue, storage, server } = setup();
  storage.setItem(
    'q',
    JSON.stringify([
      {
        id: 'x',
        idempotencyKey: 'kept-key',
        endpoint: '/api/admin/tasks',
        method: 'POST',
        data: {},
        timestamp: 0,
        formId: 'task',
        retryCount: 1,
        state: 'sending',
      },
    ]),
  );
  await queue.flush();
  assert.is(server.calls.length, 1);
  assert.is(server.calls[0].headers['Idempotency-Key'], 'kept-key');
  assert.equal(queue.pending(), []);
});

test('storage full: queuing fails with a Spanish message and nothing is sent', async () => {
  const { queue, storage, server } = setup();
  storage.failWrites = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  try {
    await queue.enqueue(task('uno'));
    assert.unreachable('enqueue should fail');
  } catch (error) {
    assert.instance(error, QueueStorageError);
    assert.match((error as Error).message, 'almacenamiento del navegador está lleno');
  }
  await queue.flush();
  assert.is(server.calls.length, 0);
});

const note = (text: string, formId = 'interview:1:note:plan') => ({
  endpoint: '/api/interviews/1',
  method: 'PATCH',
  data: { stepKey: 'plan', note: text },
  formId,
});

test('supersede: a newer value replaces the queued one of the same formId, others keep their place', async () => {
  const { queue, network, server } = setup();
  network.online = false;
  await queue.enqueue(note('uno'), { supersede: true });
  await queue.enqueue(task('tarea'));
  await queue.enqueue(note('otro paso', 'interview:1:note:vinculos'), { supersede: true });
  await queue.enqueue(note('uno dos'), { supersede: true });
  assert.equal(
    queue.pending().map((item) => (item.data as { note?: string; title?: string }).note ?? (item.data as { title: string }).title),
    ['tarea', 'otro paso', 'uno dos'],
  );
  network.online = true;
  await queue.flush();
  assert.equal(
    server.calls.map((call) => (call.body as { note?: string }).note ?? 'tarea'),
    ['tarea', 'otro paso', 'uno dos'],
  );
});

test('supersede: one already on its way stays ahead, so the newer value is stored last', async () => {
  let answer!: (response: Response) => void;
  const { queue, server, storage } = setup([() => new Promise<Response>((resolve) => (answer = resolve))]);
  await queue.enqueue(note('viejo'), { supersede: true });
  await settle();
  assert.is(stored(storage)[0].state, 'sending');
  await queue.enqueue(note('nuevo'), { supersede: true });
  assert.equal(
    queue.pending().map((item) => (item.data as { note: string }).note),
    ['viejo', 'nuevo'],
  );
  answer(json(200, {}));
  await queue.flush();
  assert.equal(
    server.calls.map((call) => (call.body as { note: string }).note),
    ['viejo', 'nuevo'],
  );
  assert.equal(queue.pending(), []);
});

test('supersede: a waiting retry of the older value is dropped and a failed one forgotten', async () => {
  const { queue, server, clock } = setup([json(503, { error: 'Caído' }), json(400, { error: 'No' }), json(200, {})]);
  await queue.enqueue(note('viejo'), { supersede: true });
  await queue.flush();
  assert.is(queue.pending()[0].state, 'waiting');
  await queue.enqueue(note('nuevo'), { supersede: true });
  await queue.flush();
  assert.equal(
    server.calls.map((call) => (call.body as { note: string }).note),
    ['viejo', 'nuevo'],
  );
  assert.is(queue.failed().length, 1, 'the refused newer one is kept');
  await queue.enqueue(note('corregido'), { supersede: true });
  await queue.flush();
  await clock.advance(0);
  assert.equal(queue.failed(), []);
  assert.equal(queue.pending(), []);
  assert.is((server.calls.at(-1)?.body as { note: string }).note, 'corregido');
});

test.run();

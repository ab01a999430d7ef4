import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { INTERVIEW_STEP_KEYS } from '../../../engine/interview/types.ts';
import { createDraftStore } from '../../offline/formDraft.ts';
import { json, manualClock, memoryLockManager, memoryStorage, scriptedFetch, settle, testQueue } from '../../offline/testDoubles.ts';
import { NoteAutosaver } from './noteAutosaver.ts';

type Answer = Parameters<typeof scriptedFetch>[1][number];

/** One page's saver over the browser's stand-ins; pass `browser` again to open the page anew (a reload). */
function page(
  answers: Answer[] = [],
  browser = { storage: memoryStorage(), locks: memoryLockManager(), clock: manualClock(), network: { online: true } },
) {
  const { storage, locks, clock, network } = browser;
  const server = scriptedFetch(clock, answers);
  const queue = testQueue({ storage, locks, clock, fetch: server.fetch, network });
  const saver = new NoteAutosaver({
    interviewId: 'i1',
    queue,
    drafts: createDraftStore(storage, clock),
    stepKeys: INTERVIEW_STEP_KEYS,
    clock,
    isOnline: () => network.online,
  });
  const notes = () => server.calls.map((call) => (call.body as { stepKey: string; note: string }).note);
  return { browser, clock, network, server, queue, saver, notes, storage };
}

test('typing is saved once, after the 1000 ms pause, with the last text, and says Guardado', async () => {
  const { saver, clock, notes, server } = page();
  saver.type('plan', 'H');
  await clock.advance(500);
  saver.type('plan', 'Ho');
  saver.type('plan', 'Hola');
  assert.is(saver.getState().state, 'pending');
  assert.is(saver.unsaved('plan'), 'Hola');
  await clock.advance(999);
  assert.equal(notes(), [], 'nothing before the pause ends');
  await clock.advance(1);
  assert.equal(notes(), ['Hola']);
  assert.is(server.calls[0].url, '/api/interviews/i1');
  assert.is(server.calls[0].method, 'PATCH');
  // The time of the last letter (10:00:00 on the test clock, then 500 ms), not of the queuing.
  assert.equal(server.calls[0].body, { stepKey: 'plan', note: 'Hola', notedAt: '2026-11-25T10:00:00.500Z' });
  assert.ok(server.calls[0].headers['Idempotency-Key']);
  assert.is(saver.getState().state, 'saved');
  assert.is(saver.unsaved('plan'), undefined);
});

test('flush sends at once, without waiting for the pause', async () => {
  const { saver, notes } = page();
  saver.type('plan', 'Cerrado enseguida');
  await saver.flush();
  assert.equal(notes(), ['Cerrado enseguida']);
  assert.is(saver.getState().state, 'saved');
});

test('a network failure is retried until the note lands; it stays unsaved meanwhile', async () => {
  const { saver, clock, notes } = page(['network', json(200, {})]);
  saver.type('sponsor', 'Nota');
  await clock.advance(1000);
  assert.equal(saver.getState(), { state: 'retrying', retryInMs: 2000 });
  assert.is(saver.unsaved('sponsor'), 'Nota');
  await clock.advance(2000);
  assert.equal(notes(), ['Nota', 'Nota']);
  assert.is(saver.getState().state, 'saved');
});

test('a retry sends the same body with the same key: the time the note was typed, not the time of the try', async () => {
  const { saver, clock, server } = page(['network', json(503, {}), json(200, {})]);
  saver.type('sponsor', 'Nota');
  await clock.advance(1000);
  await clock.advance(2000);
  await clock.advance(4000);
  assert.is(server.calls.length, 3);
  for (const call of server.calls) {
    assert.equal(call.body, { stepKey: 'sponsor', note: 'Nota', notedAt: '2026-11-25T10:00:00.000Z' });
    assert.is(call.headers['Idempotency-Key'], server.calls[0].headers['Idempotency-Key']);
  }
});

test('a refusal (400) is shown and not retried; the refused note is still offered', async () => {
  const { saver, clock, server } = page([json(400, { error: 'La nota admite hasta 5000 caracteres' })]);
  saver.type('plan', 'x');
  await clock.advance(1000);
  assert.equal(saver.getState(), { state: 'failed', message: 'La nota admite hasta 5000 caracteres' });
  await saver.flush();
  await clock.advance(60_000);
  assert.is(server.calls.length, 1);
  assert.is(saver.unsaved('plan'), 'x');
});

test('text typed while a save is on its way is saved after it', async () => {
  let release!: (response: Response) => void;
  const { saver, notes } = page([() => new Promise<Response>((resolve) => (release = resolve))]);
  saver.type('plan', 'uno');
  const flushing = saver.flush();
  await settle();
  saver.type('plan', 'uno dos');
  release(json(200, {}));
  await flushing;
  await saver.flush();
  assert.equal(notes(), ['uno', 'uno dos']);
  assert.is(saver.getState().state, 'saved');
});

test('offline: the note is kept in storage through a reload and sent when the connection returns', async () => {
  const first = page();
  first.network.online = false;
  first.saver.type('plan', 'Escrita sin conexión');
  await first.saver.flush();
  assert.is(first.saver.getState().state, 'offline');
  assert.equal(first.notes(), []);

  // The page is reloaded, still offline: the new page offers the note and keeps it.
  const second = page([], first.browser);
  assert.is(second.saver.unsaved('plan'), 'Escrita sin conexión');
  await second.queue.flush();
  assert.equal(second.notes(), []);
  second.network.online = true;
  await second.queue.flush();
  assert.equal(second.notes(), ['Escrita sin conexión']);
  assert.equal(second.queue.pending(), []);
});

test('a later note for the same step wins over the older queued one, which is never sent', async () => {
  const { saver, network, notes } = page();
  network.online = false;
  saver.type('plan', 'vieja');
  await saver.flush();
  saver.type('historial', 'otro paso');
  saver.type('plan', 'nueva');
  await saver.flush();
  network.online = true;
  await saver.flush();
  assert.equal(notes(), ['otro paso', 'nueva']);
});

test('a note typed just before the tab closes is kept and queued by the next page', async () => {
  const first = page();
  first.saver.type('plan', 'Antes de cerrar');
  await first.clock.advance(300);
  first.saver.keepTyped();
  // The tab is gone before the pause ends: nothing was sent nor queued.
  assert.equal(first.queue.pending(), []);
  const second = page([], first.browser);
  assert.is(second.saver.unsaved('plan'), 'Antes de cerrar');
  await second.saver.flush();
  assert.equal(second.notes(), ['Antes de cerrar']);
  assert.is(
    (second.server.calls[0].body as { notedAt: string }).notedAt,
    '2026-11-25T10:00:00.300Z',
    'when the page kept it, moments after the last letter',
  );
  assert.is(second.saver.unsaved('plan'), undefined);
  assert.equal(third(first.browser), [], 'nothing is left to send again');
});

const third = (browser: ReturnType<typeof page>['browser']) => page([], browser).queue.pending();

test.run();

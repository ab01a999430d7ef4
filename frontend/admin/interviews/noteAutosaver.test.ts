import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../api/apiRequest.ts';
import { NoteAutosaver, type NoteSaveState } from './noteAutosaver.ts';

/** Resolves when the saver reaches `state`. */
const reaches = (saver: NoteAutosaver, state: NoteSaveState['state']) =>
  new Promise<void>((resolve) => {
    if (saver.getState().state === state) return resolve();
    const stop = saver.subscribe(() => {
      if (saver.getState().state === state) {
        stop();
        resolve();
      }
    });
  });

test('typing is saved once, after the pause, with the last text', async () => {
  const sent: [string, string][] = [];
  const saver = new NoteAutosaver({ send: async (key, note) => void sent.push([key, note]), delayMs: 20 });
  saver.type('plan', 'H');
  saver.type('plan', 'Ho');
  saver.type('plan', 'Hola');
  assert.is(saver.getState().state, 'pending');
  assert.is(saver.unsaved('plan'), 'Hola');
  await reaches(saver, 'saved');
  assert.equal(sent, [['plan', 'Hola']]);
  assert.is(saver.unsaved('plan'), undefined);
});

test('flush sends at once, without waiting for the pause', async () => {
  const sent: string[] = [];
  const saver = new NoteAutosaver({ send: async (_key, note) => void sent.push(note), delayMs: 60_000 });
  saver.type('plan', 'Cerrado enseguida');
  await saver.flush();
  assert.equal(sent, ['Cerrado enseguida']);
  assert.is(saver.getState().state, 'saved');
});

test('a network failure is retried until the note lands; it stays unsaved meanwhile', async () => {
  let failures = 2;
  const sent: string[] = [];
  const saver = new NoteAutosaver({
    send: async (_key, note) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      sent.push(note);
    },
    delayMs: 1,
    retryDelayMs: () => 5,
  });
  saver.type('sponsor', 'Nota');
  await reaches(saver, 'retrying');
  assert.is(saver.unsaved('sponsor'), 'Nota');
  await reaches(saver, 'saved');
  assert.equal(sent, ['Nota']);
});

test('a refusal (400) is shown and not retried', async () => {
  let calls = 0;
  const saver = new NoteAutosaver({
    send: async () => {
      calls += 1;
      throw new ApiError(400, '{"error":"La nota admite hasta 5000 caracteres"}', 'Bad Request');
    },
    delayMs: 1,
    retryDelayMs: () => 1,
  });
  saver.type('plan', 'x');
  await reaches(saver, 'failed');
  await saver.flush();
  assert.is(calls, 1);
});

test('text typed while a save is on its way is saved after it', async () => {
  const sent: string[] = [];
  let release!: () => void;
  const first = new Promise<void>((resolve) => (release = resolve));
  const saver = new NoteAutosaver({
    send: async (_key, note) => {
      if (sent.length === 0) await first;
      sent.push(note);
    },
    delayMs: 1,
  });
  saver.type('plan', 'uno');
  const flushing = saver.flush();
  saver.type('plan', 'uno dos');
  release();
  await flushing;
  await reaches(saver, 'saved');
  await saver.flush();
  assert.equal(sent.at(-1), 'uno dos');
});

test.run();

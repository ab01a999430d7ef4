import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDraftStore, debounced, DRAFT_DEBOUNCE_MS } from './formDraft.ts';
import { manualClock, memoryStorage } from './testDoubles.ts';
import { FORM_DRAFT_PREFIX } from './storageKeys.ts';

const test = suite('formDraft');

test('a draft is stored as {data, timestamp, formId} under the form prefix, read back and cleared', () => {
  const clock = manualClock();
  const storage = memoryStorage();
  const drafts = createDraftStore(storage, clock);
  drafts.save('task', { title: 'Llamar' });
  assert.equal(JSON.parse(storage.getItem(`${FORM_DRAFT_PREFIX}task`)!), {
    data: { title: 'Llamar' },
    timestamp: clock.now(),
    formId: 'task',
  });
  assert.equal(drafts.load('task'), { data: { title: 'Llamar' }, timestamp: clock.now(), formId: 'task' });
  assert.is(drafts.load('other'), null);
  drafts.clear('task');
  assert.is(drafts.load('task'), null);
});

test('an unreadable or foreign draft is ignored', () => {
  const storage = memoryStorage();
  const drafts = createDraftStore(storage, manualClock());
  storage.setItem(`${FORM_DRAFT_PREFIX}task`, '{no es json');
  assert.is(drafts.load('task'), null);
  storage.setItem(`${FORM_DRAFT_PREFIX}task`, JSON.stringify({ data: {}, timestamp: 1, formId: 'case' }));
  assert.is(drafts.load('task'), null);
});

test('autosave waits 500 ms after the last change, and each change restarts the wait', async () => {
  const clock = manualClock();
  const saved: string[] = [];
  const saver = debounced<string>(clock, DRAFT_DEBOUNCE_MS, (value) => saved.push(value));
  assert.is(DRAFT_DEBOUNCE_MS, 500);
  saver.changed('L');
  await clock.advance(300);
  saver.changed('Ll');
  await clock.advance(499);
  assert.equal(saved, []);
  await clock.advance(1);
  assert.equal(saved, ['Ll']);
  await clock.advance(5000);
  assert.equal(saved, ['Ll']);
});

test('flushNow saves what is waiting at once; cancel drops it', async () => {
  const clock = manualClock();
  const saved: string[] = [];
  const saver = debounced<string>(clock, DRAFT_DEBOUNCE_MS, (value) => saved.push(value));
  saver.changed('a');
  saver.flushNow();
  assert.equal(saved, ['a']);
  saver.changed('b');
  saver.cancel();
  await clock.advance(1000);
  assert.equal(saved, ['a']);
});

test.run();

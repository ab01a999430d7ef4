import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { oneRunAtATime } from './oneRunAtATime.ts';

/** A run the test ends when it chooses, recording the argument it was started with. */
function controlledWork() {
  const runs: { argument: string; end: () => void; fail: (error: Error) => void }[] = [];
  const work = (argument: string) =>
    new Promise<void>((resolve, reject) => {
      runs.push({ argument, end: resolve, fail: reject });
    });
  return { runs, work };
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false, error: null as unknown };
  promise.then(
    () => (state.done = true),
    (error) => ((state.done = true), (state.error = error)),
  );
  return state;
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

test('a caller finding nothing running starts a run at once', async () => {
  const { runs, work } = controlledWork();
  const call = settled(oneRunAtATime(work)('a'));
  assert.equal(
    runs.map((r) => r.argument),
    ['a'],
  );
  runs[0].end();
  await turn();
  assert.ok(call.done);
});

test('callers arriving during a run share one next run, started when the current one ends, with the first one’s argument', async () => {
  const { runs, work } = controlledWork();
  const inTurn = oneRunAtATime(work);
  const first = settled(inTurn('a'));
  const second = settled(inTurn('b'));
  const third = settled(inTurn('c'));
  await turn();
  assert.is(runs.length, 1, 'no second run while the first one runs');
  runs[0].end();
  await turn();
  assert.ok(first.done);
  assert.not.ok(second.done || third.done, 'the callers who came during the first run wait for a run started after them');
  assert.equal(
    runs.map((r) => r.argument),
    ['a', 'b'],
  );
  runs[1].end();
  await turn();
  assert.ok(second.done && third.done);
  assert.is(runs.length, 2);
});

test('a failed run fails its callers only: those waiting for the next one get a run of their own', async () => {
  const { runs, work } = controlledWork();
  const inTurn = oneRunAtATime(work);
  const first = settled(inTurn('a'));
  const second = settled(inTurn('b'));
  runs[0].fail(new Error('base de datos caída'));
  await turn();
  assert.instance(first.error, Error);
  assert.not.ok(second.done);
  runs[1].end();
  await turn();
  assert.equal([second.done, second.error], [true, null]);
  const later = settled(inTurn('c'));
  assert.is(runs.length, 3, 'a caller after every run ended starts one at once');
  runs[2].end();
  await turn();
  assert.ok(later.done);
});

test.run();

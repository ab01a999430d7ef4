import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { componentChunk } from './componentChunk.ts';

const Dialog = () => null;

test('a chunk is fetched once however often it is asked for, and known once in', async () => {
  let fetches = 0;
  const chunk = componentChunk(async () => {
    fetches += 1;
    return { default: Dialog };
  });
  assert.is(chunk.current(), null);
  const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
  assert.is(first, Dialog);
  assert.is(second, Dialog);
  assert.is(await chunk.load(), Dialog);
  assert.is(fetches, 1);
  assert.is(chunk.current(), Dialog);
});

test('a chunk fetched ahead is not fetched again, and a failed fetch ahead is no error', async () => {
  let fetches = 0;
  const chunk = componentChunk(async () => {
    fetches += 1;
    if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Dialog };
  });
  chunk.prefetch();
  await chunk.load().catch(() => {});
  assert.is(fetches, 1, 'the press met the fetch ahead, failed alike');
  chunk.prefetch();
  assert.is(await chunk.load(), Dialog);
  chunk.prefetch();
  assert.is(fetches, 2, 'nothing fetched once in');
});

test('a chunk that could not be fetched is fetched again when next asked for', async () => {
  let fetches = 0;
  const chunk = componentChunk(async () => {
    fetches += 1;
    if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Dialog };
  });
  await chunk.load().then(
    () => assert.unreachable('the first fetch fails'),
    (error: unknown) => assert.instance(error, TypeError),
  );
  assert.is(chunk.current(), null);
  assert.is(await chunk.load(), Dialog);
  assert.is(fetches, 2);
});

test.run();

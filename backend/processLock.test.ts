import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withProcessLock } from './processLock.ts';

const turns = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left ? setImmediate(() => step(left - 1)) : resolve());
    step(count);
  });

test('holders of one lock take turns: never two at work at once', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lock-'));
  const lock = path.join(dir, 'dist.lock');
  let atWork = 0;
  let most = 0;
  const finished: number[] = [];
  await Promise.all(
    [1, 2, 3].map((n) =>
      withProcessLock(lock, async () => {
        atWork++;
        most = Math.max(most, atWork);
        // Work that spans many turns of the event loop, as a build does: without the lock they overlap.
        await turns(50);
        atWork--;
        finished.push(n);
      }),
    ),
  );
  assert.is(most, 1);
  assert.is(finished.length, 3);
  await rm(dir, { recursive: true });
});

test('the lock is released when the work fails', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lock-'));
  const lock = path.join(dir, 'dist.lock');
  const failure = await withProcessLock(lock, () => Promise.reject(new Error('vite build failed'))).catch((error: Error) => error);
  assert.is((failure as Error).message, 'vite build failed');
  assert.is(await withProcessLock(lock, async () => 'taken again'), 'taken again');
  await rm(dir, { recursive: true });
});

test('a lock left by a process that has ended is taken over', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lock-'));
  const lock = path.join(dir, 'dist.lock');
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  await mkdir(lock);
  await writeFile(path.join(lock, 'pid'), ended.stdout);
  assert.is(await withProcessLock(lock, async () => 'taken over'), 'taken over');
  await rm(dir, { recursive: true });
});

test.run();

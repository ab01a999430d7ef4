import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isFrontendStale } from './frontendBuild.ts';

async function project() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'frontend-build-'));
  const file = async (relative: string, secondsAgo: number) => {
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, 'x');
    const when = new Date(Date.now() - secondsAgo * 1000);
    await utimes(full, when, when);
  };
  return { root, file };
}

test('a missing build is stale', async () => {
  const { root, file } = await project();
  await file('frontend/main.tsx', 100);
  assert.ok(await isFrontendStale({ root }));
  await rm(root, { recursive: true });
});

test('a build newer than every source is fresh; a later source edit makes it stale', async () => {
  const { root, file } = await project();
  await file('frontend/main.tsx', 100);
  await file('schemas/contactRequest.schema.json', 100);
  await file('dist/.vite/manifest.json', 50);
  assert.not.ok(await isFrontendStale({ root }));
  await file('schemas/contactRequest.schema.json', 10);
  assert.ok(await isFrontendStale({ root }));
  await rm(root, { recursive: true });
});

test('tests and browser tests do not count as sources', async () => {
  const { root, file } = await project();
  await file('frontend/main.tsx', 100);
  await file('dist/.vite/manifest.json', 50);
  await file('frontend/e2e/landing.e2e.ts', 1);
  await file('frontend/budget.test.ts', 1);
  assert.not.ok(await isFrontendStale({ root }));
  await rm(root, { recursive: true });
});

test.run();

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ensureFrontendBuild, isFrontendStale } from './frontendBuild.ts';

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

test('a build with no source saved meanwhile is fresh, however finely the file system keeps times', async () => {
  const { root, file } = await project();
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  await file('frontend/index.html', 100);
  await writeFile(path.join(root, 'frontend/index.html'), '<!doctype html><title>x</title><p>x</p>');
  // A time with a fraction of a millisecond, as ext4 keeps them.
  const when = (Date.now() - 50_000 + 0.75) / 1000;
  await utimes(path.join(root, 'frontend/index.html'), when, when);
  await writeFile(path.join(root, 'vite.config.ts'), `export default { logLevel: 'silent', build: { manifest: true } };`);
  await utimes(path.join(root, 'vite.config.ts'), when - 10, when - 10);
  assert.is(await ensureFrontendBuild({ root, log: () => {} }), 'built');
  assert.not.ok(await isFrontendStale({ root }));
  assert.is(await ensureFrontendBuild({ root, log: () => {} }), 'fresh');
  await rm(root, { recursive: true });
});

test('a source saved while a build runs leaves the build stale; the build runs in a process of its own', async () => {
  const { root, file } = await project();
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  await file('frontend/index.html', 100);
  await writeFile(path.join(root, 'frontend/index.html'), '<!doctype html><title>x</title><p>x</p>');
  // The build itself saves a source once it has started reading them, as an editor would mid-build.
  await writeFile(
    path.join(root, 'vite.config.ts'),
    `import { writeFileSync } from 'node:fs';
export default { logLevel: 'silent', build: { manifest: true }, plugins: [{ name: 'edit', buildStart() { writeFileSync(${JSON.stringify(path.join(root, 'frontend/late.ts'))}, 'export {};'); } }] };`,
  );
  const when = new Date(Date.now() - 100_000);
  await utimes(path.join(root, 'vite.config.ts'), when, when);
  const nodeEnv = process.env.NODE_ENV;
  assert.is(await ensureFrontendBuild({ root, log: () => {} }), 'built');
  assert.ok(await isFrontendStale({ root }), 'the file saved during the build is newer than the build');
  // The build runs apart: the caller's React (loaded in its own mode) never meets the build's.
  assert.is(process.env.NODE_ENV, nodeEnv, 'the build leaves the calling process as it was');
  await rm(root, { recursive: true });
});

test.run();

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildProblem, sourcesHash, STAMP_FILE } from './buildStamp.ts';

/** A project folder with the given files, relative path → content. */
async function project(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'build-stamp-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

const SOURCES = {
  'package.json': JSON.stringify({ version: '1.2.0' }),
  'package-lock.json': '{}',
  'frontend/main.tsx': 'export {};',
  'engine/rule.ts': 'export const a = 1;',
};

const stamp = async (root: string, version: string, sources: string | null) =>
  writeFile(path.join(root, 'dist', STAMP_FILE), JSON.stringify({ version, sources }));

test('a dist/ without a stamp, or no dist/ at all, is not current: the line says to run the build', async () => {
  const root = await project(SOURCES);
  assert.is(await buildProblem(root), 'Falta la compilación del front end en dist/: ejecute npm run build y vuelva a arrancar');
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html>');
  assert.is(await buildProblem(root), 'Falta la compilación del front end en dist/: ejecute npm run build y vuelva a arrancar');
  await rm(root, { recursive: true });
});

test('a stamp of this version and these sources is current, wherever and whenever they were copied', async () => {
  const root = await project({ ...SOURCES, 'dist/index.html': '<!doctype html>' });
  await stamp(root, '1.2.0', await sourcesHash(root));
  assert.is(await buildProblem(root), null);
  const copy = await project(SOURCES);
  await mkdir(path.join(copy, 'dist'));
  await stamp(copy, '1.2.0', await sourcesHash(root));
  assert.is(await buildProblem(copy), null, 'contents decide, not file times or the folder');
  await rm(root, { recursive: true });
  await rm(copy, { recursive: true });
});

test('another version, or a changed source, is not current; tests and generated files do not count as sources', async () => {
  const root = await project({ ...SOURCES, 'dist/index.html': '<!doctype html>' });
  const built = await sourcesHash(root);
  await stamp(root, '1.1.0', built);
  assert.match(
    (await buildProblem(root))!,
    /^La compilación del front end en dist\/ es de la versión 1\.1\.0 y el código es de la 1\.2\.0: ejecute npm run build/,
  );
  await stamp(root, '1.2.0', built);
  await writeFile(path.join(root, 'frontend', 'main.test.ts'), 'test');
  await mkdir(path.join(root, 'frontend', 'e2e'));
  await writeFile(path.join(root, 'frontend', 'e2e', 'page.e2e.ts'), 'test');
  assert.is(await buildProblem(root), null);
  await writeFile(path.join(root, 'engine', 'rule.ts'), 'export const a = 2;');
  assert.match((await buildProblem(root))!, /^La compilación del front end en dist\/ no corresponde al código/);
  await rm(root, { recursive: true });
});

test('where the sources are absent only the version is compared', async () => {
  const root = await project({ 'package.json': JSON.stringify({ version: '1.2.0' }), 'dist/index.html': '<!doctype html>' });
  assert.is(await sourcesHash(root), null);
  await stamp(root, '1.2.0', 'a'.repeat(64));
  assert.is(await buildProblem(root), null);
  await stamp(root, '1.1.0', 'a'.repeat(64));
  assert.ok(await buildProblem(root));
  await rm(root, { recursive: true });
});

test.run();

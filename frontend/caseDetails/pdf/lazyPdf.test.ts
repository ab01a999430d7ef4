import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ensureFrontendBuild } from '../../../backend/frontendBuild.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve('dist');

/** Code only pdfmake's browser build or its font bundle holds. */
const PDFMAKE_MARKERS = ['Roboto-Regular.ttf', 'No URL access policy defined'];

/** The files a chunk loads with it (itself and its static imports), never those it imports on demand. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

test('pdfmake and its fonts load only when a PDF is asked for: not with the admin page, not with the case dialog', async () => {
  await ensureFrontendBuild({ log: () => {} });
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => /admin\/AdminPage\.tsx$|caseDetails\/CaseDetailsDialog\.tsx$/.test(key));
  assert.ok(
    entries.some((key) => key.endsWith('AdminPage.tsx')),
    'the admin chunk is in the build',
  );
  const pdfmakeChunks = Object.keys(manifest).filter((key) => /pdfmake\/build\/(pdfmake|vfs_fonts)\.js$/.test(key));
  assert.is(pdfmakeChunks.length, 2, 'pdfmake and its fonts are chunks of their own');
  for (const entry of entries) {
    for (const file of staticClosure(manifest, entry)) {
      const code = await readFile(path.join(dist, file), 'utf8');
      for (const marker of PDFMAKE_MARKERS)
        assert.not.ok(code.includes(marker), `${file} (loaded with ${entry}) holds pdfmake code: "${marker}"`);
    }
  }
  for (const key of pdfmakeChunks) {
    const code = await readFile(path.join(dist, manifest[key].file), 'utf8');
    assert.ok(
      PDFMAKE_MARKERS.some((marker) => code.includes(marker)),
      `the markers do find pdfmake in ${manifest[key].file}`,
    );
  }
});

test.run();

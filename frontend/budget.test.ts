import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ensureFrontendBuild } from '../backend/frontendBuild.ts';
import { COMPILE_HINT } from '../engine/validation/standaloneCode.ts';

/**
 * What `/` may cost before anyone interacts (gzip, bytes): what it cost on 2026-11-29, before its sections
 * were hydrated apart (82.8 kB of JavaScript, 18.05 kB of CSS). It now costs a little less; whatever the
 * landing gains must be paid for by something it sheds.
 */
const JS_BUDGET = 82_800;
const CSS_BUDGET = 18_050;

// Redoc's own wrapper class: in the code of the redoc package only.
const REDOC_MARKER = 'redoc-wrap';

/** Text that only each heavy library (or the back-office) contains; none may reach the landing page. */
const FORBIDDEN = [
  ['the back-office', 'Panel de Administración'],
  ['react-query', 'refetchOnReconnect'],
  ['ajv', 'must NOT have'],
  ['xstate', 'xstate.init'],
  ['pdfmake', 'createPdf'],
  ['RJSF', '__rjsf'],
  ['Redoc', REDOC_MARKER],
] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.resolve('dist');

/** The files the browser loads for `/` before any interaction: the entry and its static imports, with their CSS. */
async function landingFiles() {
  await ensureFrontendBuild({ log: () => {} });
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const lazy = Object.values(manifest)
    .filter((c) => !js.has(c.file))
    .map((c) => c.file);
  return { js: [...js], css: [...css], lazy };
}

const gzipSize = async (files: string[]) => {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total;
};

test('the landing page loads at most 82.8 kB of gzipped JavaScript', async () => {
  const { js } = await landingFiles();
  assert.ok(js.length > 0, 'the build has an entry chunk');
  const size = await gzipSize(js);
  assert.ok(size <= JS_BUDGET, `landing JavaScript is ${size} bytes gzipped (budget ${JS_BUDGET})`);
});

test('the landing page loads at most 18.05 kB of gzipped CSS', async () => {
  const { css } = await landingFiles();
  assert.ok(css.length > 0, 'the build has a stylesheet');
  const size = await gzipSize(css);
  assert.ok(size <= CSS_BUDGET, `landing CSS is ${size} bytes gzipped (budget ${CSS_BUDGET})`);
});

test('the back-office and the form demo are separate chunks the landing page does not load', async () => {
  const { lazy } = await landingFiles();
  assert.ok(
    lazy.some((file) => file.includes('AdminPage')),
    'admin chunk',
  );
  assert.ok(
    lazy.some((file) => file.includes('FormDemoPage')),
    'form demo chunk',
  );
});

test('no heavy library or back-office code is in the landing bundle', async () => {
  const { js } = await landingFiles();
  const code = (await Promise.all(js.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  for (const [what, marker] of FORBIDDEN) assert.not.ok(code.includes(marker), `${what} is in the landing bundle`);
});

/** The files /admin loads before any tab is opened: the AdminPage chunk and its static imports. */
async function adminFiles() {
  await ensureFrontendBuild({ log: () => {} });
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const adminKey = Object.keys(manifest).find((key) => manifest[key].file.includes('AdminPage'));
  assert.ok(adminKey, 'the build has an AdminPage chunk');
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(adminKey!);
  const editorKey = Object.keys(manifest).find((key) => manifest[key].file.includes('TemplatesTab'));
  const editor = editorKey ? [manifest[editorKey].file, ...(manifest[editorKey].imports ?? []).map((key) => manifest[key].file)] : [];
  return { js: [...js], editor };
}

// CodeMirror's editor class: in the code of @codemirror/view only.
const CODEMIRROR_MARKER = 'cm-editor';

test('CodeMirror loads only with the Plantillas tab: not in the /admin chunks, in the template editor chunk', async () => {
  const { js, editor } = await adminFiles();
  const code = (await Promise.all(js.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  assert.ok(code.includes('Panel de Administración'), 'the files read are the back-office');
  assert.not.ok(code.includes(CODEMIRROR_MARKER), 'CodeMirror is in what /admin loads first');
  assert.ok(editor.length, 'the template editor is a chunk of its own');
  assert.not.ok(js.includes(editor[0]), '/admin does not load the template editor chunk up front');
  const editorCode = (await Promise.all(editor.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  assert.ok(editorCode.includes(CODEMIRROR_MARKER), 'the template editor brings CodeMirror');
});

test('Redoc loads only on /admin/api: not in the /admin chunks, in the reference chunk', async () => {
  const { js } = await adminFiles();
  const code = (await Promise.all(js.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  assert.ok(code.includes('Panel de Administración'), 'the files read are the back-office');
  assert.not.ok(code.includes(REDOC_MARKER), 'Redoc is in what /admin loads');
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const referenceKey = Object.keys(manifest).find(
    (key) => manifest[key].file.includes('Reference') && !manifest[key].file.includes('ApiReferencePage'),
  );
  assert.ok(referenceKey, 'the reference is a chunk of its own');
  const files = [manifest[referenceKey!].file, ...(manifest[referenceKey!].imports ?? []).map((key) => manifest[key].file)];
  const reference = (await Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  assert.ok(reference.includes(REDOC_MARKER), 'the reference chunk brings Redoc');
});

test('the chunks a case form runs in full carry the compile hint; the landing, pdfmake and CodeMirror do not', async () => {
  const { js: landing, lazy } = await landingFiles();
  const { editor } = await adminFiles();
  const starts = async (file: string) => (await readFile(path.join(dist, file), 'utf8')).startsWith(`${COMPILE_HINT}\n`);
  const hinted = (await Promise.all(lazy.map(async (file) => ((await starts(file)) ? file : null)))).filter(Boolean);
  for (const name of ['CaseDetailsDialog', 'InterviewDialog', 'usa.v3', '1-presentacion']) {
    assert.ok(
      hinted.some((file) => file!.includes(name)),
      `${name} is compiled up front`,
    );
  }
  // RJSF lands in whichever shared chunk the bundler picks: found by its own marker, not by a chunk name.
  const rjsf: string[] = [];
  for (const file of lazy) if ((await readFile(path.join(dist, file), 'utf8')).includes('__rjsf')) rjsf.push(file);
  assert.ok(rjsf.length > 0, 'the build has a chunk with RJSF');
  for (const file of rjsf) assert.ok(hinted.includes(file), `RJSF's chunk ${file} is compiled up front`);
  // The editor shares RJSF's chunk with the case dialog (its preview); its own code and CodeMirror stay lazy.
  const codeMirror: string[] = [];
  for (const file of editor) if ((await readFile(path.join(dist, file), 'utf8')).includes(CODEMIRROR_MARKER)) codeMirror.push(file);
  assert.ok(codeMirror.length > 0, 'the editor chunks hold CodeMirror');
  for (const file of [...landing, editor[0], ...codeMirror, ...lazy.filter((f) => /pdfmake|vfs_fonts/.test(f))]) {
    assert.not.ok(await starts(file), `${file} stays compiled on demand`);
  }
});

test('the checks can fail: the lazy chunks do contain what the landing must not', async () => {
  const { lazy } = await landingFiles();
  const code = (await Promise.all(lazy.map((file) => readFile(path.join(dist, file), 'utf8')))).join('\n');
  assert.ok(code.includes('Panel de Administración'));
  assert.ok(code.includes('refetchOnReconnect'));
});

test.run();

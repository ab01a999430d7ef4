import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/**
 * The server never imports frontend/: what it needs of the front end (the landing's renderer, the hashes of
 * the inline scripts, the build stamp) it reads from the build's output, dist/ (backend/http/builtFrontend.ts,
 * backend/buildStamp.ts; docs/decisions/0233-the-server-reads-the-front-end-from-its-build.md). Tests and their helpers
 * (backend/testing/) may import the front end's code to check it against the server.
 */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('backend/testing/');

const IMPORTS = [
  // import … from '…', import type … from '…', export … from '…' (over several lines too)
  /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  // import('…'), and a module imported for its effects: import '…'
  /\bimport\s*\(\s*['"`]([^'"`$]+)['"`]/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
];

/** The modules `source` imports or re-exports, statically or lazily, types included. */
function importedSpecifiers(source: string): string[] {
  return IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** The files under frontend/ that `file` (relative to the project) imports. */
function frontendImportsOf(file: string, source: string): string[] {
  return importedSpecifiers(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.join(path.posix.dirname(file), specifier))
    .filter((target) => target === 'frontend' || target.startsWith('frontend/'));
}

const productFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return productFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !isTestCode(file) ? [file] : [];
  });

test('every way of importing a module is seen', () => {
  const source = [
    "import { a } from '../../frontend/a.ts';",
    "import type { B } from '../../frontend/b.ts';",
    'import {\n  c,\n  type C,\n} from "../../frontend/c.ts";',
    "export { d } from '../../frontend/d.ts';",
    "const e = await import('../../frontend/e.ts');",
    "import '../../frontend/f.css';",
    "import { g } from '../../engine/g.ts';",
  ].join('\n');
  assert.equal(
    frontendImportsOf('backend/http/x.ts', source).sort(),
    ['a', 'b', 'c', 'd', 'e', 'f.css'].map((name) => `frontend/${name}${name.includes('.') ? '' : '.ts'}`),
  );
});

test('no file of the server imports from frontend/', () => {
  const files = productFiles('backend');
  assert.ok(files.includes('backend/server.ts') && files.includes('backend/http/frontend.ts'), 'the walk finds the server');
  const offenders = files.flatMap((file) => frontendImportsOf(file, readFileSync(file, 'utf8')).map((target) => `${file} → ${target}`));
  assert.equal(offenders, []);
});

test.run();

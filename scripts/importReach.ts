import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * How many of the project's own files a module reaches through its imports (packages left out):
 * `node --import tsx scripts/importReach.ts backend/templates/publishTemplate.ts [--list]`. Two figures:
 * what runs (esbuild's bundle, type-only imports dropped) and what a reader follows (every relative
 * import and re-export, types too). docs/decisions/0229-one-module-per-template-kind-and-layer.md records them
 * for publishing.
 */
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node --import tsx scripts/importReach.ts <file> [--list]');
  process.exit(2);
}

async function runtimeReach(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    outdir: 'out',
  });
  return Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
}

// `from './x.ts'` (imports and re-exports, type-only too) and `import './x.ts'`.
const RELATIVE = /(?:\bfrom|^import)\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function readerReach(file: string): string[] {
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    if (!/\.[cm]?[jt]sx?$/.test(at)) return;
    for (const [, fileName] of readFileSync(at, 'utf8').matchAll(RELATIVE))
      visit(path.relative('.', path.resolve(path.dirname(at), fileName)));
  };
  visit(path.normalize(file));
  return [...seen];
}

const describe = (label: string, files: string[]) => {
  if (process.argv.includes('--list')) for (const file of [...files].sort()) console.log(`  ${file}`);
  console.log(`${entry} ${label}: ${files.length} files in ${new Set(files.map((file) => path.dirname(file))).size} folders`);
};
describe('runs', await runtimeReach(entry));
describe('reads', readerReach(entry));

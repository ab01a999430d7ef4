import path from 'node:path';
import { build } from 'esbuild';

/**
 * How many of the project's own files a module reaches through its imports (packages left out):
 * `node --import tsx scripts/importReach.ts backend/templates/publishTemplate.ts`. The figure the
 * template-kinds decision records (docs/decisions/) is this script's output for publishing.
 */
const entry = process.argv[2];
if (!entry) {
  console.error('usage: node --import tsx scripts/importReach.ts <file>');
  process.exit(2);
}
const result = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent', outdir: 'out' });
const files = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules')).sort();
const folders = new Set(files.map((file) => path.dirname(file)));
if (process.argv.includes('--list')) for (const file of files) console.log(file);
console.log(`${entry}: ${files.length} files in ${folders.size} folders`);

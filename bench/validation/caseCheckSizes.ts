import { gzipSync } from 'node:zlib';
import path from 'node:path';

/**
 * A production build (vite, minified) of the browser's case check (engine/cases/validation/loadCaseCheck.ts): each
 * chunk's minified and gzip size, by file name. One chunk per template version (`<key>.v<n>.js`),
 * loaded with that version; the others are shared by every version.
 */
export async function caseCheckSizes(): Promise<Map<string, { minified: number; gzip: number }>> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      // An application build (not library mode, which keeps whitespace): the page's own minification.
      rollupOptions: {
        input: path.resolve('engine/cases/validation/loadCaseCheck.ts'),
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: 'caseCheck.js', chunkFileNames: '[name].js' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  return new Map(
    chunks
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => [chunk.fileName, { minified: Buffer.byteLength(chunk.code), gzip: gzipSync(chunk.code, { level: 9 }).length }]),
  );
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Stamps every build (`npm run build`, and the build `npm start` runs outside production) with `stamp()`,
 * written as JSON to `file` in the output folder. The stamp is taken as the build starts, so a file saved
 * while it runs leaves the stamp behind the code. What the stamp holds, and the check production makes of
 * it, are the server's (backend/buildStamp.ts; vite.config.ts passes them in).
 */
export function writeBuildStamp(file: string, stamp: () => Promise<unknown>): Plugin {
  let outDir = '';
  let taken: Promise<unknown> | null = null;
  return {
    name: 'build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The landing's renderer is a build of its own inside this one (frontend/prerender/prerenderPlugin.ts).
      if (config.build.ssr) outDir = '';
    },
    buildStart() {
      if (outDir) taken = stamp();
    },
    async closeBundle() {
      if (!outDir || !taken) return;
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, file), JSON.stringify(await taken) + '\n');
    },
  };
}

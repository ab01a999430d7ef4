import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { currentBuildStamp, STAMP_FILE } from './backend/buildStamp.ts';
import { BUILT_FRONTEND } from './backend/http/builtFrontend.ts';
import { compileHints } from './frontend/build/compileHints.ts';
import { noRemoteAssets } from './frontend/build/noRemoteAssets.ts';
import { writeBuildStamp } from './frontend/build/writeBuildStamp.ts';
import { precompress } from './frontend/precompress.ts';
import { lowPriorityScripts } from './frontend/prerender/lowPriorityScripts.ts';
import { prerenderLanding } from './frontend/prerender/prerenderPlugin.ts';

const root = fileURLToPath(new URL('./frontend', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

const css = {
  preprocessorOptions: {
    // Bulma 1 still uses Sass features that print deprecation warnings; they are Bulma's, not ours.
    scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'if-function'] },
  },
};

/**
 * The front end lives in frontend/ and builds to dist/, which the Koa server serves. This file joins the two:
 * the server never imports frontend/ and reads what it needs from dist/; the names of those files and the
 * build stamp are the server's (backend/http/builtFrontend.ts, backend/buildStamp.ts), handed to the plugins here.
 * The manifest (dist/.vite/manifest.json) lets frontend/budget.test.ts measure what `/` loads.
 */
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [
    react(),
    compileHints(),
    noRemoteAssets(),
    precompress(),
    // dist/.build-stamp.json: the version and sources this build is of, which production checks at start-up.
    writeBuildStamp(STAMP_FILE, () => currentBuildStamp(projectRoot)),
    lowPriorityScripts(),
    // dist/landing.html: `/` with its text already in the HTML (frontend/prerender/prerenderPlugin.ts), and in
    // dist/.server/ what the server reads of the front end, under the names it reads them by.
    prerenderLanding({
      entry: fileURLToPath(new URL('./frontend/prerender/renderLanding.tsx', import.meta.url)),
      plugins: [react()],
      css,
      files: BUILT_FRONTEND,
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Keep every chunk's CSS apart so the landing never pays for admin styles.
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
  },
  css,
});

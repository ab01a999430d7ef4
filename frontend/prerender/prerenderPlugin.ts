import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { HELD_SUBMITS_SCRIPT } from '../forms/heldSubmits.ts';

/** The page shell's empty mount point, which the prerendered landing fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

/** Where the prerendered `/` is written, beside index.html (the empty shell the other pages keep). */
export const LANDING_PAGE_FILE = 'landing.html';

export interface PrerenderOptions {
  /** The module whose `renderLanding()` returns the landing's HTML (renderLanding.tsx). */
  entry: string;
  /** A folder inside the project, so the server bundle finds react and react-dom in node_modules. */
  workDir: string;
  /** The plugins and CSS settings the server bundle is built with (those of the app, without this one). */
  plugins: UserConfig['plugins'];
  css: UserConfig['css'];
}

/**
 * The shell with the landing's HTML in its mount point. React writes preload links for the page's first
 * images ahead of its HTML; they go to the head, where they belong and where hydration does not meet them.
 * The head also gets the script that holds a form sent before the app took the page over
 * (frontend/forms/heldSubmits.ts): it must run before anyone can press a button.
 */
export function fillRoot(shell: string, html: string): string {
  if (!shell.includes(EMPTY_ROOT) || !shell.includes('</head>')) throw new Error(`index.html no contiene ${EMPTY_ROOT} o </head>`);
  const preloads = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return shell
    .replace('</head>', () => `${preloads}<script>${HELD_SUBMITS_SCRIPT}</script></head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${html.slice(preloads.length)}</div>`);
}

/**
 * After the browser build, builds renderLanding.tsx for Node, renders the landing page with it and
 * writes dist/landing.html: the shell with the page's visible text already in it, which the server
 * answers `/` with (backend/http/frontend.ts) and main.tsx hydrates. /admin, /form-demo and the 404
 * page keep the empty index.html.
 */
export function prerenderLanding(options: PrerenderOptions): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (skip) return;
      const { build } = await import('vite');
      const work = path.join(options.workDir, `prerender-${process.pid}-${Date.now()}`);
      await mkdir(work, { recursive: true });
      try {
        await build({
          configFile: false,
          root: path.dirname(options.entry),
          mode: 'production',
          logLevel: 'error',
          plugins: options.plugins,
          css: options.css,
          build: { ssr: options.entry, outDir: work, emptyOutDir: true, target: 'node20', minify: false },
        });
        const bundle = path.join(work, `${path.basename(options.entry, path.extname(options.entry))}.js`);
        const { renderLanding } = (await import(pathToFileURL(bundle).href)) as { renderLanding: () => string };
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(path.join(outDir, LANDING_PAGE_FILE), fillRoot(shell, renderLanding()));
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

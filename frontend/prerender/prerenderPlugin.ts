import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import type { CarouselImage } from '../landing/carouselSlides.ts';
import { landingShell } from './landingShell.ts';
import { inlineScriptHashes } from './inlineScripts.ts';
import { EMPTY_ROOT, fillRoot, type LandingRenderer } from './landingFiles.ts';

/**
 * The carousel as the server renders it when images are stored: two slides, so that its dots and its pause
 * button are in the markup whose rules the landing's head carries (criticalCss.ts). The build's own page has
 * the carousel's placeholder instead.
 */
const STORED_CAROUSEL: CarouselImage[] = ['usa', 'canada'].map((country) => ({
  country,
  backgroundImageUrl: `/img/carrusel/${country}.svg`,
  womanImageUrl: '/img/carrusel/consultora.svg',
}));

/** Where the build writes what the server reads (vite.config.ts passes the server's names, backend/http/builtFrontend.ts). */
export interface BuiltLandingFiles {
  /** The prerendered `/`, beside index.html. */
  landingPage: string;
  /** The folder, in the output, of the files below. */
  serverDir: string;
  /** renderLanding.tsx built for Node. */
  landingRenderer: string;
  /** The landing's shell, which landingPage and the server's rendering of `/` fill. */
  landingShell: string;
  /** The Content-Security-Policy hashes of the pages' inline scripts, as a JSON list (inlineScripts.ts). */
  inlineScriptHashes: string;
}

export interface PrerenderOptions {
  /** The module whose `renderLanding()` returns the landing's HTML (renderLanding.tsx). */
  entry: string;
  /** The plugins and CSS settings the server bundle is built with (those of the app, without this one). */
  plugins: UserConfig['plugins'];
  css: UserConfig['css'];
  files: BuiltLandingFiles;
}

/**
 * After the browser build, builds renderLanding.tsx for Node into dist/.server/ (inside the project, so it
 * finds react and react-dom in node_modules), renders the landing page with it and writes
 * dist/landing.html: the landing's shell (landingShell.ts: the CSS the page uses in its head, the stylesheet
 * and the app loaded after the first paint) with the page's visible text already in it, which the server
 * answers `/` with when it has no carousel image to show (backend/http/frontend.ts) and main.tsx hydrates.
 * The shell is kept in dist/.server/ for the server's rendering with the carousel, beside the hashes of the
 * inline scripts for its Content-Security-Policy. /admin, /form-demo and the 404 page keep the empty index.html.
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
      const { files } = options;
      const rendererDir = path.join(outDir, files.serverDir);
      await build({
        configFile: false,
        root: path.dirname(options.entry),
        mode: 'production',
        logLevel: 'error',
        plugins: options.plugins,
        css: options.css,
        build: { ssr: options.entry, outDir: rendererDir, emptyOutDir: true, target: 'node20', minify: false },
      });
      const bundle = path.join(rendererDir, files.landingRenderer);
      const { renderLanding } = (await import(pathToFileURL(bundle).href)) as LandingRenderer;
      // Loaded here, as vite is: the server imports this file's names, and a deployment has no build tools.
      const { criticalCss } = await import('./criticalCss.ts');
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const page = renderLanding();
      // The rules of both versions of `/`: the build's, and the server's with the carousel's slides.
      const both = index.replace(EMPTY_ROOT, () => `<div id="root">${page}${renderLanding(STORED_CAROUSEL)}</div>`);
      const shell = landingShell(index, await criticalCss(both, outDir));
      await writeFile(path.join(rendererDir, files.landingShell), shell);
      await writeFile(path.join(rendererDir, files.inlineScriptHashes), JSON.stringify(inlineScriptHashes()) + '\n');
      await writeFile(path.join(outDir, files.landingPage), fillRoot(shell, page));
    },
  };
}

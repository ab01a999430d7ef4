import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import type { CarouselImage } from '../landing/carouselSlides.ts';
import { landingShell } from './landingShell.ts';
import { EMPTY_ROOT, fillRoot, LANDING_PAGE_FILE, LANDING_RENDERER_DIR, LANDING_RENDERER_FILE, LANDING_SHELL_FILE, type LandingRenderer } from './landingFiles.ts';

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

export interface PrerenderOptions {
  /** The module whose `renderLanding()` returns the landing's HTML (renderLanding.tsx). */
  entry: string;
  /** The plugins and CSS settings the server bundle is built with (those of the app, without this one). */
  plugins: UserConfig['plugins'];
  css: UserConfig['css'];
}

/**
 * After the browser build, builds renderLanding.tsx for Node into dist/.server/ (inside the project, so it
 * finds react and react-dom in node_modules), renders the landing page with it and writes
 * dist/landing.html: the landing's shell (landingShell.ts: the CSS the page uses in its head, the stylesheet
 * and the app loaded after the first paint) with the page's visible text already in it, which the server
 * answers `/` with when it has no carousel image to show (backend/http/frontend.ts) and main.tsx hydrates.
 * The shell is kept in dist/.server/ for the server's rendering with the carousel. /admin, /form-demo and the
 * 404 page keep the empty index.html.
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
      const rendererDir = path.join(outDir, LANDING_RENDERER_DIR);
      await build({
        configFile: false,
        root: path.dirname(options.entry),
        mode: 'production',
        logLevel: 'error',
        plugins: options.plugins,
        css: options.css,
        build: { ssr: options.entry, outDir: rendererDir, emptyOutDir: true, target: 'node20', minify: false },
      });
      const bundle = path.join(rendererDir, LANDING_RENDERER_FILE);
      const { renderLanding } = (await import(pathToFileURL(bundle).href)) as LandingRenderer;
      // Loaded here, as vite is: the server imports this file's names, and a deployment has no build tools.
      const { criticalCss } = await import('./criticalCss.ts');
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const page = renderLanding();
      // The rules of both versions of `/`: the build's, and the server's with the carousel's slides.
      const both = index.replace(EMPTY_ROOT, () => `<div id="root">${page}${renderLanding(STORED_CAROUSEL)}</div>`);
      const shell = landingShell(index, await criticalCss(both, outDir));
      await writeFile(path.join(rendererDir, LANDING_SHELL_FILE), shell);
      await writeFile(path.join(outDir, LANDING_PAGE_FILE), fillRoot(shell, page));
    },
  };
}

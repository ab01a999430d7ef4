import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CarouselImage } from '../../schemas/generated/carouselImage.ts';
import { BUILT_FRONTEND, type LandingRenderer } from './builtFrontend.ts';

/**
 * `/` with the carousel's images from the database: the first slide is in the HTML (with its size and
 * fetchpriority="high"), so it paints without waiting for the script and GET /api/carousel-images. The
 * build's renderer (dist/.server/renderLanding.js) renders the same tree main.tsx hydrates, with the same
 * images, which the page carries as JSON for it (frontend/landing/initialCarousel.ts). `shell`: the landing's
 * (dist/.server/landingShell.html), whose inlined rules include the slides' (frontend/prerender/landingShell.ts).
 * Null when the build has no renderer: `/` is then the build's prerendered landing.html.
 */
export async function renderLandingWithCarousel(root: string, shell: string, images: CarouselImage[]): Promise<string | null> {
  const renderer = await loadRenderer(root);
  if (!renderer) return null;
  return renderer.renderLandingPage(shell, images);
}

let loaded: { file: string; mtimeMs: number; renderer: LandingRenderer } | null = null;

/** The build's renderer, imported again when a new build replaced it. */
async function loadRenderer(root: string): Promise<LandingRenderer | null> {
  const file = path.join(root, BUILT_FRONTEND.serverDir, BUILT_FRONTEND.landingRenderer);
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  if (loaded?.file !== file || loaded.mtimeMs !== info.mtimeMs) {
    // The query makes a rebuilt file a new module for Node's import cache.
    const renderer = (await import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`)) as LandingRenderer;
    loaded = { file, mtimeMs: info.mtimeMs, renderer };
  }
  return loaded.renderer;
}

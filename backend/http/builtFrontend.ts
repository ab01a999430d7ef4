import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CarouselImage } from '../../schemas/generated/carouselImage.ts';

/**
 * The files of the front end's build (dist/) the server reads: what the server needs of the front end
 * reaches it only so, never by importing frontend/ (docs/decisions/0233-the-server-reads-the-front-end-from-its-build.md).
 * vite.config.ts hands these names to the build's plugins, which write the files.
 */
export const BUILT_FRONTEND = {
  /** `/` with its text already in the HTML, beside index.html (the empty shell the other pages keep). */
  landingPage: 'landing.html',
  /** The folder of the files below: for the server only, a dot folder it never sends (frontend.ts). */
  serverDir: '.server',
  /** The landing's renderer built for Node: a LandingRenderer, imported again after each build. */
  landingRenderer: 'renderLanding.js',
  /** The shell both landing.html and the server's rendering of `/` fill. */
  landingShell: 'landingShell.html',
  /** The Content-Security-Policy sources (`'sha256-…'`) of the scripts the pages carry inline. */
  inlineScriptHashes: 'inlineScriptHashes.json',
} as const;

/** What the built renderer exports (frontend/prerender/renderLanding.tsx). */
export interface LandingRenderer {
  /** `shell` with `/` rendered with `images` in it, and the images for the app to hydrate with. */
  renderLandingPage(shell: string, images: CarouselImage[]): string;
}

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The hashes of the inline scripts the build in `dir` wrote, read once at start-up for the
 * Content-Security-Policy (security.ts). None when `dir` holds no build (the API tests): then no inline
 * script may run. A file that is there but unreadable stops the start.
 */
export function readInlineScriptHashes(dir: string): string[] {
  const file = path.join(dir, BUILT_FRONTEND.serverDir, BUILT_FRONTEND.inlineScriptHashes);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const hashes: unknown = JSON.parse(text);
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && SCRIPT_HASH.test(hash))) {
    throw new Error(`${file} no es una lista de hashes 'sha256-…'`);
  }
  return hashes as string[];
}

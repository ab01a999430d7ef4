import { HELD_SUBMITS_SCRIPT } from '../forms/heldSubmits.ts';
import type { CarouselImage } from '../landing/carouselSlides.ts';

/*
 * The names the server shares with the landing's prerender (prerenderPlugin.ts). Apart from the plugin so the
 * server loads none of the build tools it uses (vite, beasties, postcss), which a production install has not.
 */

/** What dist/.server/renderLanding.js exports (renderLanding.tsx). */
export interface LandingRenderer {
  renderLanding(carouselImages?: CarouselImage[] | null): string;
}

/** The page shell's empty mount point, which the prerendered landing fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

/** Where the prerendered `/` is written, beside index.html (the empty shell the other pages keep). */
export const LANDING_PAGE_FILE = 'landing.html';

/**
 * Where the build keeps renderLanding.tsx built for Node, so the server can render `/` again with the
 * carousel images of its database (backend/http/landingPage.ts). The server never sends its files.
 */
export const LANDING_RENDERER_DIR = '.server';
export const LANDING_RENDERER_FILE = 'renderLanding.js';
/** Beside the renderer: the shell both landing.html and the server's rendering of `/` fill (landingShell.ts). */
export const LANDING_SHELL_FILE = 'landingShell.html';

/**
 * The shell with the landing's HTML in its mount point. React writes preload links for the page's first
 * images ahead of its HTML; they go to the head, where they belong and where hydration does not meet them.
 * The head also gets the script that holds a form sent before the app took the page over
 * (frontend/forms/heldSubmits.ts): it must run before anyone can press a button. `head`: more for the
 * head (the carousel's images, when the server renders the page with them).
 */
export function fillRoot(shell: string, html: string, head = ''): string {
  if (!shell.includes(EMPTY_ROOT) || !shell.includes('</head>')) throw new Error(`index.html no contiene ${EMPTY_ROOT} o </head>`);
  const preloads = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return shell
    .replace('</head>', () => `${preloads}<script>${HELD_SUBMITS_SCRIPT}</script>${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${html.slice(preloads.length)}</div>`);
}

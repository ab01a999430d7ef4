import { HELD_SUBMITS_SCRIPT } from '../forms/heldSubmits.ts';
import type { CarouselImage } from '../landing/carouselSlides.ts';

/** What dist/.server/renderLanding.js exports (renderLanding.tsx), as the build and the server use it. */
export interface LandingRenderer {
  renderLanding(carouselImages?: CarouselImage[] | null): string;
  renderLandingPage(shell: string, carouselImages: CarouselImage[]): string;
}

/** The page shell's empty mount point, which the prerendered landing fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

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

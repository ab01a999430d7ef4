import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.tsx';
import type { CarouselImage } from '../landing/carouselSlides.ts';
import { carouselDataScript, InitialCarouselContext } from '../landing/initialCarousel.ts';
import { fillRoot } from './landingFiles.ts';

/**
 * The HTML of `/` as the app first renders it: at build time without carousel images (prerenderPlugin.ts),
 * and by the server with the images of its database (renderLandingPage). It is the same tree main.tsx
 * hydrates, so whatever the landing page holds is prerendered with it; the router answers '/' while there
 * is no window (frontend/app/router.ts).
 */
export function renderLanding(carouselImages: CarouselImage[] | null = null): string {
  return renderToString(
    <StrictMode>
      <InitialCarouselContext value={carouselImages}>
        <App />
      </InitialCarouselContext>
    </StrictMode>,
  );
}

/**
 * `/` as the server answers it when its database has carousel images (backend/http/landingPage.ts): `shell`
 * (the build's dist/.server/landingShell.html) with the landing rendered with them, and the images in the page
 * for main.tsx to hydrate with (initialCarousel.ts). The server has this from the build, never from frontend/.
 */
export function renderLandingPage(shell: string, carouselImages: CarouselImage[]): string {
  return fillRoot(shell, renderLanding(carouselImages), carouselDataScript(carouselImages));
}

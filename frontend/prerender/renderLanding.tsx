import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.tsx';
import type { CarouselImage } from '../landing/carouselSlides.ts';
import { InitialCarouselContext } from '../landing/initialCarousel.ts';

/**
 * The HTML of `/` as the app first renders it: at build time without carousel images (prerenderPlugin.ts),
 * and by the server with the images of its database (backend/http/landingPage.ts), which it also writes into
 * the page for main.tsx to hydrate with. It is the same tree main.tsx hydrates, so whatever the landing page
 * holds is prerendered with it; the router answers '/' while there is no window (frontend/app/router.ts).
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

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { InitialCarouselContext, readInitialCarousel } from './landing/initialCarousel.ts';
import './styles/main.scss';

const root = document.getElementById('root')!;
// The carousel images the server rendered `/` with, if it did (frontend/prerender/renderLanding.tsx).
const app = (
  <StrictMode>
    <InitialCarouselContext value={readInitialCarousel()}>
      <App />
    </InitialCarouselContext>
  </StrictMode>
);
// `/` arrives prerendered (frontend/prerender/prerenderPlugin.ts): React takes over that HTML; the other
// pages arrive with an empty root and are rendered.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

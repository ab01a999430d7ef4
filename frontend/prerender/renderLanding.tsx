import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.tsx';

/**
 * The HTML of `/` as the app first renders it, for the build to write into the page (prerenderPlugin.ts).
 * It is the same tree main.tsx hydrates, so whatever the landing page holds is prerendered with it; the
 * router answers '/' while there is no window (frontend/app/router.ts).
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

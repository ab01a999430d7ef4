import type { Plugin } from 'vite';

/**
 * Marks the page's own scripts `fetchpriority="low"`. On `/` they are asked for only after the first paint
 * (landingShell.ts), beside the stylesheet and the first slide's images still loading: at low priority they
 * come after those on a slow phone connection.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  };
}

import type { Plugin } from 'vite';

/**
 * Marks the page's own scripts `fetchpriority="low"`. The landing arrives prerendered, so its text paints
 * with the HTML and the stylesheet alone; on a slow phone connection the script would otherwise share the
 * first round trips with the stylesheet and delay that paint (it still starts at once and runs before
 * anyone can click: the buttons were never usable earlier).
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

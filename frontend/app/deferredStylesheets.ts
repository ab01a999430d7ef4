/** The attribute a stylesheet that must not hold the first paint carries, with the media it is for. */
export const DEFERRED_MEDIA_ATTRIBUTE = 'data-deferred-media';

/**
 * Applies the stylesheets the page loads without waiting for them (`media="print"` until now, see
 * frontend/prerender/inlineCriticalCss.ts), and resolves once every one has loaded and applies, so that
 * whatever the app shows next finds its styles. A stylesheet that fails to load is applied all the same.
 */
export function applyDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${DEFERRED_MEDIA_ATTRIBUTE}]`)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = link.getAttribute(DEFERRED_MEDIA_ATTRIBUTE) || 'all';
            link.removeAttribute(DEFERRED_MEDIA_ATTRIBUTE);
            resolve();
          };
          if (link.sheet) apply();
          else {
            link.addEventListener('load', apply, { once: true });
            link.addEventListener('error', apply, { once: true });
          }
        }),
    ),
  ).then(() => undefined);
}

/**
 * Resolves once the page has painted text or an image for the first time (its first contentful paint), read
 * from the browser's paint timing rather than from timers or frame callbacks. A tab hidden from the start
 * paints when it is first shown, and it resolves then; a browser without paint timing resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

import type { Locator } from 'playwright-core';

/**
 * Whether a person sees `locator`: the element the page hit-tests at its centre is it or inside it,
 * so nothing (a dialog, a sticky footer, the edge of the screen) covers it.
 */
export async function shownAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** `shownAtCentre` once scrolled into view: what a person sees after scrolling to it. */
export async function shownOnceScrolledTo(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return shownAtCentre(locator);
}

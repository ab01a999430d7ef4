/**
 * Geometry checks for layout tests: where an element is drawn, whether it lies inside another, and
 * whether a person pointing at its centre would reach it (nothing drawn over it).
 */
import type { Locator } from 'playwright-core';

/** The two screens every layout is checked on: a laptop and a phone. */
export const LAYOUT_VIEWPORTS = [
  ['1366 px', { width: 1366, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

/** True when `inner` lies inside `outer` (half a pixel of rounding allowed). */
export function isInside(inner: Box, outer: Box): boolean {
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

export const describeBox = (box: Box) =>
  `x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`;

/**
 * Scrolls the element to the middle of its scroller (clear of sticky headers and footers) and says
 * whether the element at its centre is it (or inside it).
 */
export async function isHitAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/**
 * Whether `locator` is hit at its centre within `frames` animation frames. A toast over a dialog is placed by
 * CSS anchor positioning, whose fallback (above the dialog's footer when there is no room below the panel)
 * the browser may apply one frame after the toast first shows: a person sees it there from that frame on.
 */
export async function isHitAtCentreWithin(locator: Locator, frames = 5): Promise<boolean> {
  for (let frame = 0; frame < frames; frame++) {
    if (await isHitAtCentre(locator)) return true;
    await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  return isHitAtCentre(locator);
}

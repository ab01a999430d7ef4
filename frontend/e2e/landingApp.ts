import type { Page } from 'playwright-core';

/**
 * `/` paints before its stylesheet and its app are even asked for
 * (docs/decisions/0158-the-landing-paints-before-its-stylesheet-and-its-app-load.md), so after
 * `page.goto('/')` the app may not have taken the page over yet. Resolves once it has: both landing forms
 * drop their before-app mark in the app's first effects (frontend/forms/useFormBeforeApp.ts). For tests
 * whose premise is the app at work (its timers under a paused clock, a state read right after a press).
 */
export async function landingAppReady(page: Page) {
  await page.locator('form.contact-form').waitFor({ state: 'attached' });
  await page.locator('form[data-before-app]').first().waitFor({ state: 'detached' });
}

/**
 * Holds the page's requests whose URL matches `pattern` until `release()`. `asked` resolves when the first
 * one is made; `count()` says how many were held so far.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  let count = 0;
  await page.route(pattern, async (route) => {
    count += 1;
    markAsked();
    await released;
    // The page may have been closed meanwhile.
    await route.continue().catch(() => {});
  });
  return { release, asked, count: () => count };
}

/** The landing's own stylesheet and scripts (hashed files under /assets/). */
export const STYLESHEET = /\/assets\/[^/?]+\.css(\?.*)?$/;
export const SCRIPTS = /\/assets\/[^/?]+\.js(\?.*)?$/;

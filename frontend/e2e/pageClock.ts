import type { Page } from 'playwright-core';

/**
 * Pauses the page's clock (installed with `page.clock.install()`) `aheadMs` after the time it reads
 * now. The page's clock runs on while that time travels back and the pause travels in, so the pause
 * must be safely ahead: on a loaded machine the round trip can outlast a small margin, and Playwright
 * refuses to pause in the past. Should it still land there, it reads the time again and retries.
 */
export async function pauseClockAhead(page: Page, aheadMs = 2000) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt === 3 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Runs `show`, which brings up a toast, and `check`, which looks at it, with the page's clock held, so
 * the toast (which closes itself after 5 s) stays until the test has seen it however slow the machine
 * is. The clock runs at real speed again afterwards. The page's clock must have been installed.
 */
export async function withClockHeld(page: Page, show: () => Promise<void>, check: () => Promise<void>) {
  await pauseClockAhead(page);
  await show();
  await check();
  await page.clock.resume();
}

import type { Page, Request } from 'playwright-core';

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

/**
 * With the page's clock paused: runs `act`, then moves the clock on a millisecond at a time, only while
 * no request of the page is on the network, until `done()`. The page's timers (a library handing its
 * data over in one) run in order, yet the page's time passes only as its own steps need, however slow
 * the network or the machine: a 200 ms or 300 ms timer of the page cannot run out while it waits.
 */
export async function runClockUntil(page: Page, act: () => Promise<void>, done: () => Promise<boolean>, timeoutMs = 20_000) {
  const onTheNetwork = new Set<Request>();
  let networkIdle: () => void = () => {};
  const started = (request: Request) => onTheNetwork.add(request);
  const ended = (request: Request) => {
    onTheNetwork.delete(request);
    if (onTheNetwork.size === 0) networkIdle();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await act();
    let pageTime = 0;
    for (const deadline = Date.now() + timeoutMs; !(await done());) {
      if (Date.now() > deadline) throw new Error(`not done after ${timeoutMs} ms (${pageTime} ms of the page's time)`);
      if (onTheNetwork.size) {
        // Woken when the last request ends, or at the deadline (a request that never ends fails the wait above).
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          networkIdle = resolve;
          timer = setTimeout(resolve, Math.max(deadline - Date.now(), 0) + 1);
        });
        clearTimeout(timer);
      } else {
        await page.clock.runFor(1);
        pageTime += 1;
      }
    }
    return pageTime;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

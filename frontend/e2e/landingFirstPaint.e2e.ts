/**
 * `/` paints from its first response: the rules it uses are in its head, and the whole stylesheet and the
 * app are asked for only after that first paint
 * (docs/decisions/0158-the-landing-paints-before-its-stylesheet-and-its-app-load.md). The page must look the
 * same before and after the stylesheet arrives, and nothing may move when the app takes over.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from './browserSuite.ts';
import { holdRequests, landingAppReady, SCRIPTS, STYLESHEET } from './landingApp.ts';
import { LAYOUT_VIEWPORTS } from './layoutChecks.ts';
import { shownAtCentre } from './shownAtCentre.ts';

const test = browserSuite('landing first paint');

/** What makes an element look as it does, besides its box. */
const PROPERTIES = [
  'display',
  'position',
  'visibility',
  'opacity',
  'z-index',
  'transform',
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-top-width',
  'border-top-left-radius',
  'box-shadow',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'text-decoration-line',
  'width',
  'height',
  'content',
];

/**
 * Every element of the body (the whole page, its first screen included) by its place in the page: its box,
 * and the properties above for it and for its ::before and ::after.
 */
function looks(page: Page): Promise<Record<string, string>> {
  return page.evaluate((properties) => {
    const seen: Record<string, string> = {};
    for (const element of document.body.querySelectorAll('*')) {
      // No named helper: the test runner's transform would name it through a function the page lacks.
      let place = '';
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const index = [...node.parentElement!.children].indexOf(node) + 1;
        place = ` > ${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}:nth-child(${index})${place}`;
      }
      place = `body${place}`;
      const box = element.getBoundingClientRect();
      seen[`${place} box`] = [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 2) / 2).join(' ');
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(element, pseudo || null);
        if (pseudo && style.content === 'none') continue;
        for (const property of properties) seen[`${place}${pseudo} ${property}`] = style.getPropertyValue(property);
      }
    }
    return seen;
  }, PROPERTIES);
}

function differences(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).map((key) => `${key}: ${before[key] ?? '—'} → ${after[key] ?? '—'}`);
}

const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))).then(() => undefined),
  );

const firstContentfulPaint = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

/** The page as it first paints: the stylesheet and the app's scripts held back (the stylesheet has been asked for). */
async function paintedWithoutStylesheet(page: Page) {
  const stylesheet = await holdRequests(page, STYLESHEET);
  const scripts = await holdRequests(page, SCRIPTS);
  // Not 'load': the page's load waits for the stylesheet it asked for, which is held.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await firstContentfulPaint(page);
  await stylesheet.asked;
  await animationsDone(page);
  return { stylesheet, scripts };
}

/**
 * Compares the page before the whole stylesheet applies and after (the app held back throughout, so only the
 * stylesheet changes): the differences, and whether applying it started an animation (a slide fading in again).
 */
async function changesWhenTheStylesheetApplies(page: Page) {
  const { stylesheet } = await paintedWithoutStylesheet(page);
  const before = await looks(page);
  stylesheet.release();
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
  // The first slide's fade-in has ended (it stays in effect, filled); a new stylesheet must not start it again.
  const startedAnimations = await page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
  );
  await animationsDone(page);
  return { changed: differences(before, await looks(page)), startedAnimations };
}

for (const [name, viewport] of LAYOUT_VIEWPORTS) {
  test(`${name}: with the stylesheet and the app held back, the page paints its header, the first slide and its text, styled`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await paintedWithoutStylesheet(page);
    assert.equal(
      await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href)),
      [null],
      'only the rules in the head apply',
    );
    assert.is(
      await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor),
      'rgba(11, 31, 58, 0.97)',
      'the navy header',
    );
    const hero = page.locator('.hero-carousel');
    assert.is(await hero.evaluate((element) => element.getBoundingClientRect().height), viewport.width >= 769 ? 500 : 400);
    const background = page.locator('.hero-slide[data-country="usa"] img.hero-background');
    await page.waitForFunction(() => (document.querySelector('img.hero-background') as HTMLImageElement | null)?.complete === true);
    assert.ok(await background.evaluate((image: HTMLImageElement) => image.naturalWidth > 0), 'the first slide has loaded');
    assert.equal(await background.boundingBox(), await hero.boundingBox(), 'the first slide covers the hero');
    assert.ok(await shownAtCentre(page.locator('.hero-country')), "'ESTADOS UNIDOS' is on top");
    assert.ok(await shownAtCentre(page.getByRole('button', { name: 'Agendar consulta' })), 'the booking button is on top');
    assert.is(await page.locator('.hero-country').evaluate((heading) => getComputedStyle(heading).fontWeight), '800');
    await page.screenshot({ path: `.tmp/admin-screens/portada-primer-pintado-${viewport.width}.png` });
    assert.ok(await page.locator('form.contact-form[data-before-app]').count(), 'the app has not run');
  });

  test(`${name}: the whole stylesheet arrives after that paint and changes nothing the page shows, nor starts an animation again`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    const { changed, startedAnimations } = await changesWhenTheStylesheetApplies(page);
    assert.equal(changed, [], `the rules in the head miss what the page uses:\n${changed.slice(0, 20).join('\n')}`);
    assert.is(startedAnimations, 0);
    await page.screenshot({ path: `.tmp/admin-screens/portada-hoja-completa-${viewport.width}.png`, fullPage: true });
  });

  test(`${name}: the stylesheet and the app are asked for after the first paint, and nothing moves when they arrive`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await page.goto('/');
    await landingAppReady(page);
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      files: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.(css|js)$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    assert.ok(
      timings.files.some((file) => file.name.endsWith('.css')) && timings.files.some((file) => file.name.endsWith('.js')),
      JSON.stringify(timings.files),
    );
    for (const file of timings.files)
      assert.ok(file.start >= timings.paint, `${file.name} asked for at ${file.start} ms, before the first paint at ${timings.paint} ms`);
    await animationsDone(page);
    const shifts = await page.evaluate(() => {
      // Observed with `buffered`, the shifts so far are in the observer's records at once.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as unknown as Array<{ value: number }>;
      observer.disconnect();
      return entries.reduce((sum, entry) => sum + entry.value, 0);
    });
    assert.ok(shifts < 0.01, `layout shift ${shifts}`);
  });
}

test('the check can fail: a rule missing from the head shows as a change when the stylesheet applies', async ({ site }) => {
  const page = await site.newPage();
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\.brand-name\{[^}]*\}/, '');
    const csp = response.headers()['content-security-policy'];
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': csp }, body: html });
  });
  const { changed } = await changesWhenTheStylesheetApplies(page);
  assert.ok(
    changed.some((line) => line.includes('span.brand-name')),
    changed.slice(0, 5).join('\n'),
  );
});

test('the app is started only once the whole stylesheet applies, its module fetched meanwhile', async ({ site }) => {
  const page = await site.newPage();
  const stylesheet = await holdRequests(page, STYLESHEET);
  const entry = page.waitForResponse((response) => /\/assets\/index-[^/]+\.js$/.test(response.url()));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await stylesheet.asked;
  await entry;
  assert.is(await page.locator('script[src*="/assets/"]').count(), 0, 'the entry script is not in the page yet');
  assert.is(await page.locator('form[data-before-app]').count(), 2, 'the app has not run');
  stylesheet.release();
  await landingAppReady(page);
  assert.is(await page.locator('head > script[type="module"][src*="/assets/index-"]').count(), 1);
});

test.run();

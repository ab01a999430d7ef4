/**
 * Moving around the landing page: the header's links on a laptop and through the menu on a phone,
 * and the carousel's dots, after which the slides go on advancing.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from './browserSuite.ts';
import { landingAppReady } from './landingApp.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite('landing navigation');

const [[, DESKTOP], [, PHONE]] = LAYOUT_VIEWPORTS;
const LINKS = [
  ['Servicios', '#servicios'],
  ['Contacto', '#contact-section'],
] as const;

const header = (page: Page) => page.locator('header.site-header');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menú' });

/** The section's top has come to rest just under the sticky header. */
async function waitForSectionInView(page: Page, selector: string) {
  await page.waitForFunction((target) => {
    const top = document.querySelector(target)!.getBoundingClientRect().top;
    const headerBottom = document.querySelector('header.site-header')!.getBoundingClientRect().bottom;
    return top >= 0 && top <= headerBottom + 80;
  }, selector);
}

test("on a laptop the header's links are on screen and lead to their section; there is no menu button", async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await page.goto('/');
  assert.not.ok(await menuButton(page).isVisible());
  for (const [name, target] of LINKS) {
    const link = header(page).getByRole('link', { name });
    assert.ok(await isHitAtCentre(link), `'${name}' can be clicked`);
    await link.click();
    await waitForSectionInView(page, target);
  }
});

test("on a phone the menu opens the header's links, each leads to its section and closes the menu; Esc closes it too", async ({ site }) => {
  const page = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto('/');
  // The menu is the app's; a press before it runs is landingBeforeApp.e2e.ts's.
  await landingAppReady(page);
  const menu = menuButton(page);
  assert.ok(await isHitAtCentre(menu), 'the menu button can be pressed');
  assert.is(await menu.getAttribute('aria-expanded'), 'false');
  const controlled = page.locator(`#${await menu.getAttribute('aria-controls')}`);
  assert.not.ok(await controlled.isVisible(), 'the menu starts closed');
  assert.ok(await isHitAtCentre(header(page).getByRole('button', { name: 'Agendar consulta' })), 'booking stays one tap away');

  for (const [name, target] of LINKS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.tap();
    assert.is(await menu.getAttribute('aria-expanded'), 'true');
    const link = controlled.getByRole('link', { name });
    assert.ok(await isHitAtCentre(link), `'${name}' can be tapped`);
    await link.tap();
    await waitForSectionInView(page, target);
    assert.is(await menu.getAttribute('aria-expanded'), 'false', `following '${name}' closes the menu`);
    assert.not.ok(await controlled.isVisible());
  }

  await menu.tap();
  await controlled.getByRole('link', { name: 'Servicios' }).focus();
  await page.keyboard.press('Escape');
  assert.is(await menu.getAttribute('aria-expanded'), 'false', 'Esc closes the menu');
  assert.ok(await menu.evaluate((button) => document.activeElement === button), 'and gives focus back to the menu button');

  await menu.tap();
  await header(page).getByRole('button', { name: 'Agendar consulta' }).tap();
  await page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' }).waitFor();
  assert.is(await menu.getAttribute('aria-expanded'), 'false', 'booking closes the menu');
});

const slide = (page: Page) => page.locator('.hero-slide').getAttribute('data-country');
const dot = (page: Page, n: number, label: string) => page.getByRole('button', { name: `Ir a la diapositiva ${n}: ${label}` });

/** Fake timers that move only when the test says so. */
async function stopClock(page: Page) {
  const start = new Date('2026-03-02T14:00:00-04:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

async function advance(page: Page, country: string) {
  await page.clock.runFor(5000);
  await page.locator(`.hero-slide[data-country="${country}"]`).waitFor({ timeout: 5000 });
}

test('after a dot is clicked the carousel shows that slide and goes on advancing every 5 s; hovering still pauses it', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await stopClock(page);
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  await dot(page, 4, 'PERÚ').click();
  await page.locator('.hero-slide[data-country="peru"]').waitFor();
  // The pointer leaves the carousel; focus stays on the dot.
  await page.mouse.move(5, DESKTOP.height - 5);
  assert.ok(await dot(page, 4, 'PERÚ').evaluate((button) => document.activeElement === button));
  await page.clock.runFor(4900);
  assert.is(await slide(page), 'peru', 'the chosen slide gets its full 5 s');
  await page.clock.runFor(100);
  await page.locator('.hero-slide[data-country="colombia"]').waitFor({ timeout: 5000 });
  await advance(page, 'curacao');

  await page.locator('.hero-carousel').hover();
  await page.clock.runFor(11_000);
  assert.is(await slide(page), 'curacao', 'the pointer over the carousel pauses it');
  await page.mouse.move(5, DESKTOP.height - 5);
  await advance(page, 'usa');
});

test('on a phone, after a dot is tapped the carousel shows that slide and goes on advancing', async ({ site }) => {
  const page = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await stopClock(page);
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  await dot(page, 2, 'CANADÁ').tap();
  await page.locator('.hero-slide[data-country="canada"]').waitFor();
  await advance(page, 'europa');
  await advance(page, 'peru');
});

test.run();

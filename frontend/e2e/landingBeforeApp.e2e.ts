/**
 * `/` can be pressed before its app runs: it paints first and asks for the app after
 * (docs/decisions/0160-a-press-before-the-app-runs-is-held-then-made-once.md). A button pressed meanwhile
 * acts once the app has taken over, once however often it was pressed; links work as links from the start.
 * Sends pressed early are contactFormsBeforeApp.e2e.ts's.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from './browserSuite.ts';
import { holdRequests, landingAppReady, SCRIPTS } from './landingApp.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';
import { shownAtCentre } from './shownAtCentre.ts';

const test = browserSuite('landing pressed before the app runs');

const [[, DESKTOP], [, PHONE]] = LAYOUT_VIEWPORTS;

/** The page painted and styled, its app's scripts asked for and held until `release()`. */
async function beforeTheApp(page: Page) {
  const scripts = await holdRequests(page, SCRIPTS);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await scripts.asked;
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
  return scripts;
}

const openDialogs = (page: Page) => page.locator('dialog[open]').count();

test('390 px: the menu button pressed twice before the app runs opens the menu once the app runs, and the menu works', async ({ site }) => {
  const page = await site.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  const scripts = await beforeTheApp(page);
  const menu = page.locator('header.site-header').getByRole('button', { name: 'Menú' });
  await menu.tap();
  await menu.tap();
  assert.is(await menu.getAttribute('aria-expanded'), 'false', 'nothing happens before the app runs');

  scripts.release();
  await landingAppReady(page);
  assert.is(await menu.getAttribute('aria-expanded'), 'true', 'the menu opens once, not twice');
  const link = page.locator('header.site-header').getByRole('link', { name: 'Contacto' });
  assert.ok(await isHitAtCentre(link), "'Contacto' can be tapped");
  await page.screenshot({ path: '.tmp/admin-screens/portada-menu-antes-de-la-app-390.png' });
  await link.tap();
  assert.is(await menu.getAttribute('aria-expanded'), 'false', 'following a link closes the menu');
  await menu.tap();
  assert.is(await menu.getAttribute('aria-expanded'), 'true', 'a press after the app runs is made once');
});

for (const [name, viewport] of LAYOUT_VIEWPORTS) {
  test(`${name}: 'Agendar consulta' pressed before the app runs opens the appointment dialog once the app runs`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    const scripts = await beforeTheApp(page);
    const book = page.locator('header.site-header').getByRole('button', { name: 'Agendar consulta' });
    await book.click();
    await book.click();
    assert.is(await openDialogs(page), 0, 'nothing happens before the app runs');

    scripts.release();
    const dialog = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
    await dialog.waitFor();
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    assert.ok(await shownAtCentre(dialog.getByRole('heading', { name: 'Agendar Consulta Migratoria' })), 'its title is on top');
    assert.is(await openDialogs(page), 1);
    await page.screenshot({ path: `.tmp/admin-screens/portada-cita-antes-de-la-app-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.is(await openDialogs(page), 0, 'closed, it stays closed');
  });
}

test('a carousel dot and then a service card pressed before the app runs: the slide shows and the card opens its dialog, in that order', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: DESKTOP });
  const scripts = await beforeTheApp(page);
  await page.getByRole('button', { name: 'Ir a la diapositiva 3: EUROPA' }).click();
  await page.locator('.step-card[data-service="aplicacion"]').click();
  assert.is(await page.locator('.hero-slide').getAttribute('data-country'), 'usa');
  assert.is(await openDialogs(page), 0);

  scripts.release();
  await page.getByRole('dialog', { name: 'Aplicación al visado' }).waitFor();
  assert.is(await page.locator('.hero-slide').getAttribute('data-country'), 'europa');
  assert.is(await openDialogs(page), 1);
});

test('links work before the app runs', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await beforeTheApp(page);
  await page.locator('header.site-header').getByRole('link', { name: 'Servicios' }).click();
  await page.waitForFunction(
    () => location.hash === '#servicios' && document.querySelector('#servicios')!.getBoundingClientRect().top < 200,
  );
  assert.is(await page.locator('form[data-before-app]').count(), 2, 'the app has not run');
});

test.run();

/**
 * A case save that fails says so in the case dialog's footer, beside 'Guardar Cambios', and not only in
 * a toast: on a desktop and on a phone. When the server names a wrong answer, its section opens and
 * the answer takes the focus.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { httpError, serviceUnavailable, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';

const test = browserSuite('a failed case save');

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const NAME = 'Lucía Méndez';

const dialog = (page: Page) => page.locator('dialog.case-dialog');
const saveButton = (page: Page) => dialog(page).getByRole('button', { name: 'Guardar Cambios' });

async function openCase(site: Site, page: Page) {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', NAME)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
}

/** The element under the centre of `locator` is inside it (nothing covers it). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** How far apart two elements' boxes are from top to bottom, in pixels (0 when they share a row). */
async function verticalGap(a: Locator, b: Locator): Promise<number> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return Infinity;
  return Math.max(0, one.y - (two.y + two.height), two.y - (one.y + one.height));
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`${device}: a server outage is named in the footer beside the save button, and goes with the next save`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(503));
    await openCase(site, page);
    await page.route('**/api/consultation-details', (route) =>
      route.request().method() === 'POST' ? serviceUnavailable(route) : route.fallback(),
    );
    await saveButton(page).click();
    await toast(page).filter({ hasText: 'Error al guardar' }).waitFor();
    const message = dialog(page).locator('.case-footer [role="alert"]');
    await message
      .getByText('No se guardó (Error 503: Servicio no disponible, inténtelo más tarde). Sus cambios siguen aquí: inténtelo de nuevo.')
      .waitFor();
    await toast(page).locator('.toast-close').click();
    assert.ok(await onTop(message), 'the footer message is visible');
    assert.ok((await verticalGap(message, saveButton(page))) < 100, 'the message sits near the save button');
    await screenshot(page, `caso-no-guardado-${device}`);

    await page.unroute('**/api/consultation-details');
    await saveButton(page).click();
    await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
    assert.is(await message.count(), 0, 'the message goes once the case is saved');
  });

  test(`${device}: an answer the server refuses is named in the footer and takes the focus, its section opened`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(400));
    await openCase(site, page);
    const residence = dialog(page).locator('[data-section="residence"] .case-section-toggle');
    assert.is(await residence.getAttribute('aria-expanded'), 'false');
    await page.route('**/api/consultation-details', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Datos no válidos',
              details: [{ path: 'data.residence.email', message: 'Correo electrónico no válido' }],
            }),
          })
        : route.fallback(),
    );
    await saveButton(page).click();
    const message = dialog(page).locator('.case-footer [role="alert"]');
    await message.getByText('No se guardó: corrija «Correo electrónico».').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'caso_residence_email');
    assert.is(await residence.getAttribute('aria-expanded'), 'true');
    await toast(page).locator('.toast-close').click();
    assert.ok(await onTop(message), 'the footer message is visible');
  });
}

test.run();

/**
 * The panel by role, in Chromium against the real server, on a laptop and a phone: each role sees the
 * tabs and buttons it may use and nothing that would answer 403 (the harness fails a page on any
 * console error, so a refused request would fail these tests too).
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation, seedContacts } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, screenshot, signInAs, TAB_NAMES, waitForTab } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll } from './harness.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite('the panel by role (browser)');

const tabNames = (page: Page) =>
  page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.querySelector('span')?.textContent ?? ''));

/** Every request the page makes to the API, to check none was refused. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  return refused;
}

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const shot = (name: string) => `roles-${name}-${label.replace(' ', '')}`;

  test(`${label}: a consultor sees Contactos, Entrevistas, Consultas and Resultados, lands on the first even when the address names another, and has no consultation 'Eliminar'`, async ({
    site,
  }) => {
    await seedContacts(site.server.db.orm, [{ name: 'Rosa Díaz' }]);
    await seedConsultation(site.server.db.orm, { name: 'Juan Peña', status: 'pending' });
    const page = await site.newPage({ viewport });
    const refused = refusals(page);
    await signInAs(site, page, 'consultor');
    await page.goto('/admin?tab=equipo');
    await waitForTab(page, 'contactos');
    assert.equal(await tabNames(page), ['Contactos', 'Entrevistas', 'Consultas', 'Resultados']);
    assert.is(await page.getByRole('tab', { name: /^Contactos/ }).getAttribute('aria-selected'), 'true');
    assert.is(
      await card(page, 'contact-card', 'Rosa Díaz').getByRole('button', { name: 'Eliminar' }).count(),
      1,
      'a consultor deletes contacts',
    );
    assert.not.ok(await hasHorizontalScroll(page));

    await page.getByRole('tab', { name: /^Consultas/ }).click();
    await waitForTab(page, 'consultas');
    const juan = card(page, 'consultation-card', 'Juan Peña');
    await juan.getByRole('button', { name: 'Confirmar' }).waitFor();
    for (const button of ['Detalles', 'Confirmar', 'Reprogramar'])
      assert.ok(await isHitAtCentre(juan.getByRole('button', { name: button, exact: true })), `'${button}' is there`);
    assert.is(await juan.getByRole('button', { name: 'Eliminar' }).count(), 0, 'no consultation Eliminar');
    await screenshot(page, shot('consultor'));
    assert.equal(refused, [], 'nothing was refused');
  });

  test(`${label}: an editor lands on Carrusel, sees only Carrusel and Plantillas, and the template preview has no saved records, with a note saying why`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    const refused = refusals(page);
    const recordRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/records|\/preview$/.test(new URL(request.url()).pathname)) recordRequests.push(request.url());
    });
    await signInAs(site, page, 'editor');
    await page.goto('/admin');
    await waitForTab(page, 'carrusel');
    assert.equal(await tabNames(page), ['Carrusel', 'Plantillas']);
    await page.locator('#admin-panel-carrusel').getByRole('button', { name: 'Editar Imágenes' }).first().waitFor();
    await screenshot(page, shot('editor-carousel'));

    await page.getByRole('tab', { name: 'Plantillas' }).click();
    await waitForTab(page, 'plantillas');
    const preview = page.getByRole('region', { name: 'Vista previa' });
    const note = preview.getByTestId('records-administradores-only');
    await note.waitFor();
    assert.match(await note.innerText(), 'solo para administradores');
    assert.ok(await isHitAtCentre(note), 'the note is seen');
    assert.is(await page.getByTestId('record-picker').count(), 0, 'no record picker');
    await screenshot(page, shot('editor-templates'), { fullPage: false });
    assert.equal(recordRequests, [], 'no saved record is asked for');
    assert.equal(refused, [], 'nothing was refused');
  });

  test(`${label}: an administrador sees every tab, the consultation 'Eliminar' and the template preview's record picker`, async ({
    site,
  }) => {
    await seedConsultation(site.server.db.orm, { name: 'Juan Peña', status: 'pending' });
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'consultas');
    assert.equal(await tabNames(page), Object.values(TAB_NAMES));
    await card(page, 'consultation-card', 'Juan Peña').getByRole('button', { name: 'Eliminar' }).waitFor();
    await page.getByRole('tab', { name: 'Plantillas' }).click();
    await waitForTab(page, 'plantillas');
    await page.getByTestId('record-picker').waitFor();
    assert.is(await page.getByTestId('records-administradores-only').count(), 0);
  });
}

test.run();

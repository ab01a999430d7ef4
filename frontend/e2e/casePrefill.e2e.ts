/**
 * A new case starts with the identity of its consultation (name, e-mail, phone, address) in the case
 * dialog; a saved case shows what was saved.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { MOBILE, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';

const test = browserSuite('case identity prefilled from the consultation (browser)');

const dialog = (page: Page) => page.locator('dialog.case-dialog');
const input = (page: Page, section: string, path: string) =>
  dialog(page).locator(`[data-section="${section}"] .case-field[data-path="${path}"]`).locator('input, select, textarea').first();

async function openCase(site: Site, page: Page, name: string) {
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', name)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
}

async function openSection(page: Page, key: string) {
  const toggle = dialog(page).locator(`[data-section="${key}"] .case-section-toggle`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const storedCase = async (site: Site, id: string) =>
  (await (await site.staffApi()).get(`/api/consultation-details?consultationId=${id}`)).body;

for (const [label, viewport] of [
  ['1366', { width: 1366, height: 900 }],
  ['390', MOBILE],
] as const) {
  test(`(${label}px) a new case opens with the consultation's name, e-mail, phone and address, and saves them`, async ({ site }) => {
    const id = await seedConsultation(site.server.db.orm, {
      name: 'Teresa Almonte',
      email: 'teresa.almonte@correo.com',
      phone: '809-555-3030',
      address: 'Calle Las Flores 8, La Vega',
      country: 'europa',
    });
    const page = await site.newPage({ viewport });
    await openCase(site, page, 'Teresa Almonte');
    assert.is(await input(page, 'identity', 'fullName').inputValue(), 'Teresa Almonte');
    await openSection(page, 'residence');
    assert.is(await input(page, 'residence', 'email').inputValue(), 'teresa.almonte@correo.com');
    assert.is(await input(page, 'residence', 'primaryPhone').inputValue(), '809-555-3030');
    assert.is(await input(page, 'residence', 'currentAddressFull').inputValue(), 'Calle Las Flores 8, La Vega');
    await input(page, 'identity', 'fullName').scrollIntoViewIfNeeded();
    await screenshot(page, `case-prefilled-${label}`);

    // Closing without a change asks nothing: the prefilled answers are where the case starts.
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    assert.is((await storedCase(site, id)).version, 0, 'opening a case stores nothing');

    await card(page, 'consultation-card', 'Teresa Almonte')
      .getByRole('button', { name: /^Detalles/ })
      .click();
    await dialog(page).locator('[data-testid="case-editor"]').waitFor();
    await input(page, 'identity', 'fullName').fill('TERESA ALMONTE DE LEON');
    await dialog(page).getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
    const stored = await storedCase(site, id);
    assert.is(stored.version, 1);
    assert.is(stored.formTemplate, 'europa');
    assert.is(stored.data.identity.fullName, 'TERESA ALMONTE DE LEON');
    assert.equal(
      {
        email: stored.data.residence.email,
        primaryPhone: stored.data.residence.primaryPhone,
        currentAddressFull: stored.data.residence.currentAddressFull,
      },
      { email: 'teresa.almonte@correo.com', primaryPhone: '809-555-3030', currentAddressFull: 'Calle Las Flores 8, La Vega' },
    );
  });
}

test('a saved case shows what was saved, never the consultation over it', async ({ site }) => {
  const id = await seedConsultation(site.server.db.orm, {
    name: 'Ulises Peña',
    email: 'ulises@correo.com',
    phone: '829-555-4040',
    address: 'Av. Sol 3',
  });
  const staff = await site.staffApi();
  const saved = await staff.post('/api/consultation-details', {
    consultationId: id,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    version: 0,
    data: { identity: { fullName: 'ULISES PENA GARCIA' }, residence: { primaryPhone: '809-000-1111' } },
  });
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  const page = await site.newPage();
  await openCase(site, page, 'Ulises Peña');
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'ULISES PENA GARCIA');
  await openSection(page, 'residence');
  assert.is(await input(page, 'residence', 'primaryPhone').inputValue(), '809-000-1111');
  assert.is(await input(page, 'residence', 'email').inputValue(), '', 'a saved case is not refilled');
  assert.is(await input(page, 'residence', 'currentAddressFull').inputValue(), '');
});

test.run();

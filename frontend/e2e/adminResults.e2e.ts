import * as assert from 'uvu/assert';
import { minutesApart, seedConsultation, seedResults } from '../../backend/testing/seedRows.ts';
import { shownAtCentre } from './shownAtCentre.ts';
import { browserSuite } from './browserSuite.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { MOBILE, hasHorizontalScroll } from './harness.ts';

const test = browserSuite('admin Resultados tab (browser)');

test('the folders show their counts and their own results, most recently completed first; search and country narrow them', async ({
  site,
}) => {
  const times = minutesApart(5, Date.UTC(2026, 10, 20, 15));
  await seedResults(site.server.db.orm, [
    { name: 'Ana Éxito', resultType: 'exito', country: 'usa', completedAt: times[0] },
    { name: 'Bruno Éxito', resultType: 'exito', country: 'canada', email: 'bruno@correo.com', completedAt: times[1] },
    { name: 'Celia Éxito', resultType: 'exito', country: 'usa', completedAt: times[2] },
    { name: 'Dario Reaplica', resultType: 'reaplicar', country: 'peru', completedAt: times[3] },
  ]);
  const page = await site.newPage();
  await openAdmin(site, page, 'resultados');
  const folders = page.getByRole('group', { name: 'Carpeta' });
  await folders.getByRole('button', { name: /Éxitos\s*3/ }).waitFor();
  assert.ok(await folders.getByRole('button', { name: /Reaplicar\s*1/ }).isVisible());
  assert.match(await page.getByRole('tab', { name: /^Resultados/ }).innerText(), /4/);

  const names = () => page.locator('[data-testid="result-card"] .record-card-title').allInnerTexts();
  assert.equal(await names(), ['Celia Éxito', 'Bruno Éxito', 'Ana Éxito']);
  assert.ok((await page.locator('[data-testid="result-card"]').first().innerText()).includes('20 nov 2026'));

  await page.getByLabel('País').selectOption('usa');
  await page.getByText('1–2 de 2').waitFor();
  assert.equal(await names(), ['Celia Éxito', 'Ana Éxito']);
  await page.getByLabel('País').selectOption('');
  await page.getByRole('searchbox').fill('bruno@');
  await page.getByText('1–1 de 1').waitFor();
  assert.equal(await names(), ['Bruno Éxito']);
  await page.getByRole('searchbox').fill('');
  // Wait for the whole folder again: '1–1 de 1' is also what the search above showed.
  await page.getByText('1–3 de 3').waitFor();

  await folders.getByRole('button', { name: /Reaplicar/ }).click();
  await page.locator('[data-testid="result-card"] .record-card-title', { hasText: 'Dario Reaplica' }).waitFor();
  assert.equal(await names(), ['Dario Reaplica']);
  assert.is(await folders.getByRole('button', { name: /Reaplicar/ }).getAttribute('aria-pressed'), 'true');
});

test('an empty folder says so', async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'resultados');
  await page.getByText('No hay resultados en Éxitos aún.').waitFor();
  await page
    .getByRole('group', { name: 'Carpeta' })
    .getByRole('button', { name: /Reaplicar/ })
    .click();
  await page.getByText('No hay resultados en Reaplicar aún.').waitFor();
});

/** Whether the element's centre shows the element itself (nothing covers it). */

for (const [label, viewport] of [
  ['1366', { width: 1366, height: 900 }],
  ['390', MOBILE],
] as const) {
  test(`(${label}px) Detalles on a result opens the finished case; an edit is saved to that consultation's case`, async ({ site }) => {
    const orm = site.server.db.orm;
    const id = await seedConsultation(orm, { name: 'Marta Final', status: 'confirmed', country: 'canada' });
    const gone = await seedConsultation(orm, { name: 'Nadia Borrada', status: 'confirmed' });
    const staff = await site.staffApi();
    for (const consultation of [id, gone])
      assert.is((await staff.post(`/api/admin/consultations/${consultation}/complete`, { resultType: 'exito' })).status, 200);
    assert.is((await staff.delete(`/api/admin/consultations/${gone}`)).status, 200);

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'resultados');
    const result = card(page, 'result-card', 'Marta Final');
    const details = result.getByRole('button', { name: /^Detalles/ });
    await details.scrollIntoViewIfNeeded();
    assert.ok(await shownAtCentre(details), 'the Detalles button is visible on the card');
    const deleted = card(page, 'result-card', 'Nadia Borrada');
    assert.is(await deleted.getByRole('button', { name: /^Detalles/ }).count(), 0, 'no case to open once the consultation is deleted');
    const note = deleted.getByText('La consulta fue eliminada; su caso ya no está disponible.');
    await note.scrollIntoViewIfNeeded();
    assert.ok(await shownAtCentre(note));
    assert.not.ok(await hasHorizontalScroll(page), `fits ${label}px`);
    await screenshot(page, `result-details-${label}`);

    await details.click();
    const dialog = page.locator('dialog.case-dialog');
    await dialog.locator('[data-testid="case-editor"]').waitFor();
    await page.getByRole('dialog', { name: /Marta Final/ }).waitFor();
    const passport = dialog.locator('[data-section="identity"] .case-field[data-path="passportNumber"]').locator('input').first();
    await passport.fill('CA7654321');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
    const stored = (await staff.get(`/api/consultation-details?consultationId=${id}`)).body;
    assert.is(stored.version, 1);
    assert.is(stored.formTemplate, 'canada');
    assert.is(stored.data.identity.passportNumber, 'CA7654321');
  });
}

test.run();

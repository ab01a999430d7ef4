import * as assert from 'uvu/assert';
import { minutesApart, seedResults } from '../../backend/testing/seedRows.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin } from './adminHelpers.ts';

const test = browserSuite('admin Resultados tab (browser)');

test('the folders show their counts and their own results, most recently completed first; search and country narrow them', async ({ site }) => {
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
  await page.getByRole('group', { name: 'Carpeta' }).getByRole('button', { name: /Reaplicar/ }).click();
  await page.getByText('No hay resultados en Reaplicar aún.').waitFor();
});

test.run();

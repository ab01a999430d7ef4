import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { httpError, serviceUnavailable, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin, toast } from './adminHelpers.ts';

const test = browserSuite('admin Carrusel tab (browser)');

const slide = (page: Page, country: string) => page.locator(`[data-testid="carousel-card"][data-country="${country}"]`);
const storedSlide = async (site: Site, country: string) =>
  (
    (await site.server.anonymous().get('/api/carousel-images')).body as {
      country: string;
      backgroundImageUrl: string;
      womanImageUrl: string;
    }[]
  ).find((s) => s.country === country)!;

test('every country shows both image addresses with previews, in the landing order', async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'carrusel');
  const countries = await page
    .locator('[data-testid="carousel-card"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-country')));
  assert.equal(countries, ['usa', 'canada', 'europa', 'peru', 'colombia', 'curacao']);
  const usa = slide(page, 'usa');
  assert.ok((await usa.innerText()).includes('/img/carrusel/usa.svg'));
  assert.is(await usa.locator('img:visible').count(), 2);
});

test('the live preview hides itself when the typed address cannot be loaded, and comes back for a good one; Cancelar changes nothing', async ({
  site,
}) => {
  const page = await site.newPage();
  page.allowErrors(httpError(404));
  await openAdmin(site, page, 'carrusel');
  const usa = slide(page, 'usa');
  await usa.getByRole('button', { name: /Editar Imágenes/ }).click();
  const background = usa.getByLabel('Imagen de fondo');
  await background.fill('/img/no-existe.png');
  await usa.locator('.image-preview.is-background img[hidden]').waitFor({ state: 'attached' });
  assert.is(await usa.locator('.image-preview.is-background img:visible').count(), 0, 'the broken preview is hidden');
  assert.ok(await usa.getByText('Vista previa no disponible').isVisible());

  await background.fill('/img/carrusel/peru.svg');
  await usa.locator('.image-preview.is-background img:visible').waitFor();
  assert.is(await usa.getByText('Vista previa no disponible').count(), 0);

  await usa.getByRole('button', { name: 'Cancelar' }).click();
  assert.ok((await usa.innerText()).includes('/img/carrusel/usa.svg'));
  assert.is((await storedSlide(site, 'usa')).backgroundImageUrl, '/img/carrusel/usa.svg', 'nothing saved');
});

test('Guardar stores both images, and the landing page then shows them', async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'carrusel');
  const canada = slide(page, 'canada');
  await canada.getByRole('button', { name: /Editar Imágenes/ }).click();
  await canada.getByLabel('Imagen de fondo').fill('/img/carrusel/colombia.svg');
  await canada.getByLabel('Imagen de la consultora').fill('/img/logo.svg');
  await canada.getByRole('button', { name: 'Guardar' }).click();
  await toast(page).filter({ hasText: 'Imágenes guardadas' }).waitFor();
  await canada.getByRole('button', { name: /Editar Imágenes/ }).waitFor();
  assert.equal(await storedSlide(site, 'canada'), {
    country: 'canada',
    backgroundImageUrl: '/img/carrusel/colombia.svg',
    womanImageUrl: '/img/logo.svg',
  });
  assert.ok((await canada.innerText()).includes('/img/carrusel/colombia.svg'));

  await page.goto('/');
  await page.getByRole('button', { name: /CANADÁ/ }).click();
  await page.locator('.hero-slide .hero-background[src="/img/carrusel/colombia.svg"]').waitFor({ state: 'attached' });
  await page.locator('.hero-slide .hero-portrait img[src="/img/logo.svg"]').waitFor({ state: 'attached' });
});

test("an address the server refuses shows its Spanish reason under the field and 'Error al guardar'; nothing is stored and the typing is kept", async ({
  site,
}) => {
  const page = await site.newPage();
  page.allowErrors(httpError(400), /violates the following Content Security Policy directive/);
  await openAdmin(site, page, 'carrusel');
  const peru = slide(page, 'peru');
  await peru.getByRole('button', { name: /Editar Imágenes/ }).click();
  await peru.getByLabel('Imagen de fondo').fill('http://inseguro.com/foto.jpg');
  await peru.getByRole('button', { name: 'Guardar' }).click();
  const shown = toast(page);
  await shown.filter({ hasText: 'Error al guardar' }).waitFor();
  assert.ok((await shown.innerText()).includes('No se pudieron guardar los cambios.'));
  await peru.getByText(/Use una dirección https:\/\//).waitFor();
  assert.is(await peru.getByLabel('Imagen de fondo').inputValue(), 'http://inseguro.com/foto.jpg');
  assert.is((await storedSlide(site, 'peru')).backgroundImageUrl, '/img/carrusel/peru.svg');
});

test('slides that cannot be loaded say why, and Reintentar loads them', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(503));
  await site.signInAsStaff(page);
  await page.route('**/api/carousel-images', serviceUnavailable);
  await page.goto('/admin?tab=carrusel');
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudo cargar la lista.' });
  await failure.waitFor();
  await page.unroute('**/api/carousel-images', serviceUnavailable);
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await slide(page, 'usa').waitFor();
});

test.run();

import * as assert from 'uvu/assert';
import { describeViolations, hasHorizontalScroll, httpError, MOBILE, runAxe } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { landingAppReady } from './landingApp.ts';
import { CarouselImage } from '../../backend/db/entities/index.ts';
import type { Site } from './harness.ts';

const test = browserSuite('landing page', { WHATSAPP_NUMBER: '1 (829) 555-0199' });

const currentCountry = (page: import('playwright-core').Page) => page.locator('.hero-slide').getAttribute('data-country');

/**
 * With images stored, `/` arrives with them (backend/http/landingPage.ts); without, the page asks
 * GET /api/carousel-images, whose answers the tests below stand in for.
 */
const withoutStoredImages = (site: Site) => site.server.db.orm.em.fork().nativeDelete(CarouselImage, {});

/** Fake timers that move only when the test says so (Playwright's clock otherwise keeps ticking). */
async function stopClock(page: import('playwright-core').Page) {
  const start = new Date('2026-03-02T14:00:00-04:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test('the carousel shows the slides in order, advances every 5 s and wraps to the first', async ({ site }) => {
  const page = await site.newPage();
  await stopClock(page);
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  // The slides' timer is the app's: it starts after the first paint
  // (docs/decisions/0158-the-landing-paints-before-its-stylesheet-and-its-app-load.md).
  await landingAppReady(page);
  assert.is(await currentCountry(page), 'usa');
  assert.is(await page.locator('.hero-country').textContent(), 'ESTADOS UNIDOS');
  assert.is(
    await page.locator('.hero-subtitle').textContent(),
    'Llegamos con visa de turismo. Hoy guiamos a otros para que también lo logren.',
  );
  await page.clock.runFor(4900);
  assert.is(await currentCountry(page), 'usa', 'not before 5 s');
  const seen = [];
  for (const country of ['canada', 'europa', 'peru', 'colombia', 'curacao', 'usa']) {
    await page.clock.runFor(seen.length === 0 ? 100 : 5000);
    await page.locator(`.hero-slide[data-country="${country}"]`).waitFor({ timeout: 5000 });
    seen.push(await currentCountry(page));
  }
  assert.equal(seen, ['canada', 'europa', 'peru', 'colombia', 'curacao', 'usa']);
  assert.equal(page.errors, []);
});

test('a dot jumps to its slide and the active dot is gold', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Ir a la diapositiva 4: PERÚ' }).click();
  await page.locator('.hero-slide[data-country="peru"]').waitFor();
  assert.is(await page.locator('.hero-country').textContent(), 'PERÚ');
  const active = page.locator('.hero-dot[aria-current="true"]');
  assert.is(await active.getAttribute('aria-label'), 'Ir a la diapositiva 4: PERÚ');
  // The dot's colour is animated: wait for the end of the transition.
  await active.evaluate((dot) =>
    Promise.all(dot.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => undefined),
  );
  const color = await active.evaluate((el) => getComputedStyle(el, '::before').backgroundColor.replace(/\s/g, ''));
  assert.ok(['rgb(212,169,60)', 'rgba(212,169,60,1)'].includes(color), color);
});

test('the first slide image loads eagerly, and the current and next slides are preloaded', async ({ site }) => {
  const page = await site.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const nextSlide = page.waitForRequest((request) => request.url().endsWith('/img/carrusel/canada.svg'));
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  assert.is(await page.locator('.hero-background').getAttribute('loading'), 'eager');
  await nextSlide;
  assert.ok(requested.includes('/img/carrusel/usa.svg'));
  assert.not.ok(requested.includes('/img/carrusel/europa.svg'), 'slides after the next one are not fetched yet');
  await page.getByRole('button', { name: 'Ir a la diapositiva 3: EUROPA' }).click();
  assert.is(await page.locator('.hero-background').getAttribute('loading'), 'lazy');
});

test('the carousel stands still for visitors who prefer reduced motion', async ({ site }) => {
  const page = await site.newPage({ reducedMotion: 'reduce' });
  await stopClock(page);
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  await landingAppReady(page);
  await page.clock.runFor(11000);
  assert.is(await currentCountry(page), 'usa');
});

test("the carousel says 'Cargando...' while the images load", async ({ site }) => {
  await withoutStoredImages(site);
  const page = await site.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/carousel-images', async (route) => {
    await released;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        { country: 'usa', backgroundImageUrl: '/img/carrusel/usa.svg', womanImageUrl: '/img/carrusel/consultora.svg' },
      ]),
    });
  });
  await page.goto('/');
  await page.getByText('Cargando...', { exact: true }).waitFor();
  release();
  await page.locator('.hero-slide').waitFor();
  assert.is(await page.getByText('Cargando...', { exact: true }).count(), 0);
});

test("an empty carousel says 'No hay imágenes del carrusel disponibles'", async ({ site }) => {
  await withoutStoredImages(site);
  const page = await site.newPage();
  await page.route('**/api/carousel-images', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/');
  await page.getByText('No hay imágenes del carrusel disponibles', { exact: true }).waitFor();
  assert.is(await page.locator('.hero-dot').count(), 0);
});

test('an unknown country in the carousel shows its key in capitals without a subtitle', async ({ site }) => {
  await withoutStoredImages(site);
  const page = await site.newPage();
  await page.route('**/api/carousel-images', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        { country: 'japon', backgroundImageUrl: '/img/carrusel/usa.svg', womanImageUrl: '/img/carrusel/consultora.svg' },
      ]),
    }),
  );
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  assert.is(await page.locator('.hero-country').textContent(), 'JAPON');
  assert.is(await page.locator('.hero-subtitle').count(), 0);
});

test("the first slide is in the page's HTML: it paints without the script, fetched first at its size", async ({ site }) => {
  const page = await site.newPage({ javaScriptEnabled: false });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  const background = page.locator('.hero-slide[data-country="usa"] img.hero-background');
  await page.waitForFunction(() => (document.querySelector('img.hero-background') as HTMLImageElement | null)?.complete === true);
  assert.ok(await background.evaluate((image: HTMLImageElement) => image.naturalWidth > 0), 'the background has loaded');
  assert.is(await background.getAttribute('fetchpriority'), 'high');
  assert.is(await background.getAttribute('width'), '1600');
  assert.is(await background.getAttribute('height'), '900');
  assert.is(await page.locator('.hero-country').textContent(), 'ESTADOS UNIDOS');
  assert.ok(await page.locator('.hero-background').isVisible());
  assert.not.ok(asked.includes('/api/carousel-images'));
  await page.screenshot({ path: '.tmp/admin-screens/portada-sin-script.png' });
});

test('the app takes over the server-rendered carousel without a mismatch or a second request, and it rotates', async ({ site }) => {
  await site.server.db.orm.em.fork().nativeDelete(CarouselImage, { country: 'usa' });
  const page = await site.newPage({ viewport: MOBILE });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await stopClock(page);
  await page.goto('/');
  assert.is(await currentCountry(page), 'canada', 'the first of the stored images');
  // Hydrated: the dots answer.
  await page.getByRole('button', { name: 'Ir a la diapositiva 2: EUROPA' }).click();
  await page.locator('.hero-slide[data-country="europa"]').waitFor();
  // A mouse resting on the carousel pauses it.
  await page.mouse.move(1, 1);
  await page.clock.runFor(5000);
  await page.locator('.hero-slide[data-country="peru"]').waitFor();
  assert.not.ok(asked.includes('/api/carousel-images'));
  assert.equal(page.errors, [], 'no hydration error');
});

test('the sections come in the order of the specification', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  const order = await page.evaluate(() =>
    ['.site-header', '.hero-carousel', '.testimonial-section', '#servicios', '#contact-section', '.site-footer'].map(
      (selector) => document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY,
    ),
  );
  assert.equal(
    [...order].sort((a, b) => a - b),
    order,
  );
  assert.is(await page.locator('html').getAttribute('lang'), 'es');
  assert.ok((await page.title()).includes('Rumbo Migratorio'));
  assert.is(await page.getByRole('button', { name: 'SOLICITA TU EVALUACIÓN AHORA' }).count(), 2);
});

for (const [key, title] of [
  ['evaluacion', 'Evaluación migratoria personalizada'],
  ['aplicacion', 'Aplicación al visado'],
  ['seguimiento', 'Seguimiento y asesoría post aprobación'],
] as const) {
  test(`the '${title}' card opens its modal, and 'Solicitar ahora' leads to the appointment modal`, async ({ site }) => {
    const page = await site.newPage();
    await page.goto('/');
    await page.locator(`.step-card[data-service="${key}"]`).click();
    const info = page.getByRole('dialog', { name: title });
    await info.waitFor();
    assert.is(await page.getByRole('dialog').count(), 1, 'one modal at a time');
    await info.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' }).waitFor();
    assert.is(await info.isVisible(), false);
    assert.ok(await page.getByText('Complete la información para agendar su evaluación migratoria personalizada.').isVisible());
  });
}

test("the passport modal offers 'Escribe ahora', which opens WhatsApp in a new tab and closes the modal", async ({ site }) => {
  const page = await site.newPage();
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/');
  await page.locator('.step-card[data-service="pasaporte"]').click();
  const info = page.getByRole('dialog', { name: 'Obtención del pasaporte' });
  await info.getByText('Para obtener tu pasaporte escríbenos acá').waitFor();
  assert.is(await info.getByRole('button', { name: 'Solicitar ahora' }).count(), 0);
  const link = info.getByRole('link', { name: 'Escribe ahora' });
  assert.is(await link.getAttribute('target'), '_blank');
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  assert.is(popup.url(), 'https://wa.me/18295550199', 'the number comes from the server configuration');
  await info.waitFor({ state: 'hidden' });
});

test('an info modal closes on the backdrop and on Escape, and focus returns to its card', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  const card = page.locator('.step-card[data-service="aplicacion"]');
  await card.click();
  const info = page.getByRole('dialog', { name: 'Aplicación al visado' });
  await info.waitFor();
  await page.mouse.click(8, 400);
  await info.waitFor({ state: 'hidden' });
  await card.focus();
  await page.keyboard.press('Enter');
  await info.waitFor();
  await page.keyboard.press('Escape');
  await info.waitFor({ state: 'hidden' });
  assert.ok(await card.evaluate((el) => el === document.activeElement));
});

test('keyboard focus stays inside an open modal', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  await page.locator('.step-card[data-service="evaluacion"]').click();
  const info = page.getByRole('dialog', { name: 'Evaluación migratoria personalizada' });
  await info.waitFor();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await info.evaluate((dialog) => dialog.contains(document.activeElement)), `after ${i + 1} Tab`);
  }
  await page.keyboard.press('Shift+Tab');
  assert.ok(await info.evaluate((dialog) => dialog.contains(document.activeElement)));
});

test("an unknown path answers 404 with 'Page Not Found' and a link home", async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(404));
  const response = await page.goto('/no-existe');
  assert.is(response?.status(), 404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await page.locator('.hero-carousel').waitFor();
  assert.is(new URL(page.url()).pathname, '/');
});

test('/admin and /form-demo load their own chunks; the landing page never requests them', async ({ site }) => {
  const page = await site.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  assert.not.ok(
    scripts.some((s) => /AdminPage|FormDemoPage|QueryRoot/.test(s)),
    scripts.join(', '),
  );
  await site.signInAsStaff(page);
  const admin = await page.goto('/admin');
  assert.is(admin?.status(), 200);
  await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
  assert.ok(scripts.some((s) => s.includes('AdminPage')));
  const demo = await page.goto('/form-demo');
  assert.is(demo?.status(), 200);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('FormDemoPage')));
});

test('built files are sent compressed to browsers that accept it', async ({ site }) => {
  const page = await site.newPage();
  const script = page.waitForResponse((response) => /\/assets\/index-[^/]+\.js$/.test(response.url()));
  await page.goto('/');
  const response = await script;
  // Chromium asks for br only over https; on http://localhost it takes gzip.
  assert.ok(
    ['br', 'gzip'].includes(response.headers()['content-encoding'] ?? ''),
    `content-encoding: ${response.headers()['content-encoding']}`,
  );
  assert.ok((await response.text()).length > 1000, 'the browser decodes it');
  const plain = await fetch(response.url(), { headers: { 'Accept-Encoding': 'identity' } });
  assert.is(plain.headers.get('content-encoding'), null);
});

test('at 390 px nothing scrolls sideways, and the hero button spans the width', async ({ site }) => {
  const page = await site.newPage({ viewport: MOBILE, isMobile: true, hasTouch: true });
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  assert.not.ok(await hasHorizontalScroll(page));
  const button = await page.locator('.hero-cta').boundingBox();
  assert.ok(button && button.width >= MOBILE.width - 60, `hero button is ${button?.width}px wide`);
  const height = await page.locator('.hero-carousel').evaluate((el) => el.getBoundingClientRect().height);
  assert.is(height, 400);
  await page.locator('.hero-cta').click();
  await page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' }).waitFor();
  assert.not.ok(await hasHorizontalScroll(page));
});

test('the hero is 500 px tall from the sm breakpoint, with text and photo side by side on desktop', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  assert.is(await page.locator('.hero-carousel').evaluate((el) => el.getBoundingClientRect().height), 500);
  const text = (await page.locator('.hero-text').boundingBox())!;
  const photo = (await page.locator('.hero-portrait').boundingBox())!;
  assert.ok(photo.x > text.x + text.width, 'photo is to the right of the text');
});

test('axe finds no serious or critical problem on the landing page, its modals and the 404 page', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(404));
  await page.goto('/');
  await page.locator('.hero-slide').waitFor();
  let violations = await runAxe(page);
  assert.equal(violations, [], describeViolations(violations));
  await page.locator('.hero-cta').click();
  await page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' }).waitFor();
  await page.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
  await page.getByText('Escriba su nombre completo').waitFor();
  violations = await runAxe(page);
  assert.equal(violations, [], describeViolations(violations));
  await page.keyboard.press('Escape');
  await page.locator('.step-card[data-service="pasaporte"]').click();
  await page.getByRole('dialog', { name: 'Obtención del pasaporte' }).waitFor();
  violations = await runAxe(page);
  assert.equal(violations, [], describeViolations(violations));
  await page.goto('/otra-cosa');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  violations = await runAxe(page);
  assert.equal(violations, [], describeViolations(violations));
});

test.run();

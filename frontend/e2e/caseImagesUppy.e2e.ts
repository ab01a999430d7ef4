/**
 * The case dialog's images sent by Uppy's own S3 client (@uppy/aws-s3) in Chromium, through the
 * server's companion calls, on the local disk and on an S3 stand-in (s3rver): single-part as docs/product-rules.md, Images,
 * says, and with multipart forced, several parts, an interrupted part that a retry resumes by listing
 * the stored parts, and a cancel that deletes them. Messages are hit-tested at 1366 and 390 px.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { startS3Stand } from '../../backend/testing/s3Stand.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { eventually } from '../../backend/testing/eventually.ts';
import type { Site } from './harness.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const MB = 1024 * 1024;
const png = (name: string, size: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]),
});
const CLIENT = 'Carmen Lucía Reyes';
const VIEWPORTS = [
  ['1366', { width: 1366, height: 768 }],
  ['390', { width: 390, height: 844 }],
] as const;
const CONNECTION_LOST = 'No se pudo subir la imagen: compruebe la conexión a internet y pulse «Reintentar».';

async function openImages(site: Site, viewport: { width: number; height: number }, multipartFrom?: number) {
  await seedConsultation(site.server.db.orm, { name: CLIENT, email: `carmen-${viewport.width}@correo.example`, country: 'usa' });
  const page = await site.newPage({ viewport });
  if (multipartFrom !== undefined) await page.addInitScript((from) => void (globalThis.__RUMBO_MULTIPART_FROM__ = from), multipartFrom);
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', CLIENT).getByRole('button', { name: 'Detalles' }).click();
  await page.getByText('Este caso no tiene imágenes todavía.').waitFor({ timeout: 60_000 });
  return page;
}

const input = (page: Page) => page.locator('.case-images input[type="file"]');
const calls = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/s3/') || url.pathname.startsWith('/api/objects/') || url.port !== new URL(page.url()).port)
      seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
};

async function slowUplink(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 10,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

function storageSuite(kind: 'local' | 's3', env: Record<string, string>) {
  const test = browserSuite(`case images through Uppy on ${kind} storage`, env);
  const multipartDir = (site: Site) => path.join(site.server.deps.config.dataDir, 'objects', 'multipart');
  const uploadsInProgress = (site: Site) => (existsSync(multipartDir(site)) ? readdirSync(multipartDir(site)) : []);

  test('a chosen image waits for Subir, then goes as one form upload with its progress bar, and appears in the list', async ({ site }) => {
    const page = await openImages(site, VIEWPORTS[0][1]);
    const seen = calls(page);
    await input(page).setInputFiles([png('pasaporte.png', 3 * MB)]);
    await page.getByRole('button', { name: 'Subir 1 imagen' }).waitFor();
    assert.equal(seen, [], 'nothing is sent before Subir');
    await slowUplink(page, 4 * MB);
    await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progreso de pasaporte.png' });
    await bar.waitFor();
    await toast(page).filter({ hasText: 'Imagen subida' }).waitFor();
    await page.getByTestId('case-image').filter({ hasText: 'pasaporte.png' }).waitFor();
    assert.ok(seen.includes('GET /api/s3/params'), seen.join(', '));
    assert.ok(
      seen.some((call) => call.startsWith('POST ') && !call.includes('/s3/') && !call.includes('/images')),
      `a form POST: ${seen.join(', ')}`,
    );
    assert.not.ok(
      seen.some((call) => call.includes('/s3/multipart')),
      'single-part: no multipart call',
    );
  });

  if (kind === 's3') {
    // s3rver implements neither ListParts nor AbortMultipartUpload: cancel and resume are driven on the local storage.
    test('with multipart forced an image goes to the bucket in two parts and registers', async ({ site }) => {
      const page = await openImages(site, VIEWPORTS[0][1], 1);
      const seen = calls(page);
      await input(page).setInputFiles([png('pasaporte.png', 5 * MB + 200 * 1024)]);
      await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
      await toast(page).filter({ hasText: 'Imagen subida' }).waitFor({ timeout: 60_000 });
      await page.getByTestId('case-image').filter({ hasText: 'pasaporte.png' }).waitFor();
      assert.equal(seen.filter((call) => call.startsWith('PUT ') && call.includes('/casos-rumbo/uploads/')).length, 2, seen.join(', '));
      assert.ok(
        seen.some((call) => /\/complete$/.test(call)),
        seen.join(', '),
      );
    });
  }

  for (const [label, viewport] of kind === 'local' ? VIEWPORTS : []) {
    test(`${label} px: with multipart forced an image goes in two parts; cancelling drops them; an interrupted part is resumed by Reintentar`, async ({
      site,
    }) => {
      const page = await openImages(site, viewport, 1);
      page.allowErrors(/ERR_FAILED|net::|Failed to load resource/);
      const seen = calls(page);
      await slowUplink(page, 2 * MB);

      // Cancelled while its first part goes: the upload and its parts are gone.
      await input(page).setInputFiles([png('visado.png', 5 * MB + 300 * 1024)]);
      await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
      const cancel = page.getByRole('button', { name: 'Cancelar subida visado.png' });
      await cancel.waitFor();
      assert.ok(await shownOnceScrolledTo(cancel), 'the cancel button is visible');
      assert.ok(await eventually(() => seen.some((call) => /^PUT /.test(call)), 30_000), 'a part is being sent');
      await cancel.click();
      await page.getByText('Subida cancelada.').waitFor();
      assert.ok(await eventually(() => seen.some((call) => call.startsWith('DELETE /api/s3/multipart/')), 30_000), seen.join(', '));
      assert.ok(await eventually(() => uploadsInProgress(site).length === 0, 30_000), 'no part is kept');
      await page.getByRole('button', { name: 'Quitar visado.png' }).click();

      // The second part cannot get through: the upload fails with a message a person understands.
      seen.length = 0;
      let partTwoBlocked = true;
      await page.route('**/api/objects/parts/**', (route) =>
        partTwoBlocked && /\/2\?/.test(route.request().url()) && route.request().method() === 'PUT'
          ? route.abort('failed')
          : route.fallback(),
      );
      await input(page).setInputFiles([png('pasaporte.png', 5 * MB + 200 * 1024)]);
      await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
      const message = page.getByTestId('pending-image').getByText(CONNECTION_LOST);
      await message.waitFor({ timeout: 60_000 });
      assert.ok(await shownOnceScrolledTo(message), 'the error is visible');
      await toast(page).filter({ hasText: 'Error al subir imagen' }).waitFor();
      const retry = page.getByRole('button', { name: 'Reintentar pasaporte.png' });
      assert.ok(await shownOnceScrolledTo(retry), 'Reintentar is visible');
      await screenshot(page, `imagenes-uppy-error-${kind}-${label}`);
      assert.equal(seen.filter((call) => /^PUT .*\/1$/.test(call)).length, 1, `part 1 sent once: ${seen.join(', ')}`);

      // Reintentar lists the stored parts and sends only the missing one.
      partTwoBlocked = false;
      seen.length = 0;
      await retry.click();
      await toast(page).filter({ hasText: 'Imagen subida' }).waitFor({ timeout: 60_000 });
      await page.getByTestId('case-image').filter({ hasText: 'pasaporte.png' }).waitFor();
      assert.ok(
        seen.some((call) => /^GET \/api\/s3\/multipart\/[^/]+$/.test(call)),
        `the parts were listed: ${seen.join(', ')}`,
      );
      assert.equal(seen.filter((call) => call.startsWith('PUT ')).length, 1, `only the missing part was sent: ${seen.join(', ')}`);
      assert.ok(
        seen.some((call) => /\/complete$/.test(call)),
        seen.join(', '),
      );
      await screenshot(page, `imagenes-uppy-${kind}-${label}`);
    });
  }

  test.run();
}

storageSuite('local', {});
const stand = await startS3Stand();
storageSuite('s3', stand.env);
process.on('exit', () => void stand.close());

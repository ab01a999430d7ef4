/**
 * The case details dialog's images section and 'Descargar' menu in Chromium, against the real
 * server: a consultation is seeded with the USA sample case, and its dialog opened from the
 * Consultas tab as a consultant would.
 */
import { readFile } from 'node:fs/promises';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { ConsultationDetails, OutboxMessage } from '../../backend/db/entities/index.ts';
import { queueMail } from '../../backend/mail/outbox.ts';
import { pdfText } from '../../backend/testing/pdfText.ts';
import { renderCasePdf } from '../../backend/pdf/renderCasePdf.ts';
import { PROCESS_STAGE_LABELS } from '../../engine/lifecycles/processStage.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { card, openAdmin, toast } from './adminHelpers.ts';
import { httpError, serviceUnavailable, type Site, type SitePage } from './harness.ts';
import { browserSuite } from './browserSuite.ts';

const test = browserSuite('case images and the Descargar menu');

/** A real 1×1 PNG; bytes after its end are ignored by viewers, so it can be padded to any size. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TEN_MB = 10 * 1024 * 1024;
const png = (name: string, size = 4096) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]) });
const CLIENT = 'José Miguel Peña Rodríguez';
const CLIENT_EMAIL = 'jose.pena@correo.example';
const usa = loadCaseTemplates().get('usa');
const sample = loadCaseSamples().get('usa')!;

interface OpenCase {
  page: SitePage;
  dialog: Locator;
  consultationId: string;
}

/** A consultation whose case holds the USA sample at stage 'cita-programada', its dialog open. */
async function openCase(site: Site): Promise<OpenCase> {
  const consultationId = await seedConsultation(site.server.db.orm, { name: CLIENT, email: CLIENT_EMAIL, country: 'usa' });
  const em = site.server.db.orm.em.fork();
  em.create(ConsultationDetails, {
    consultation: consultationId,
    formTemplate: usa.key,
    templateVersion: usa.version,
    currentStage: 'cita-programada',
    destinationCountry: 'usa',
    data: sample,
  });
  await em.flush();
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', CLIENT).getByRole('button', { name: 'Detalles' }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del caso · ${CLIENT}` });
  await dialog.getByText('Este caso no tiene imágenes todavía.').waitFor({ timeout: 60_000 });
  return { page, dialog, consultationId };
}

const storedImages = async (site: Site, consultationId: string) =>
  (await (await site.staffApi()).get(`/api/consultations/${consultationId}/images`)).body as { originalName: string }[];
const input = (page: Page) => page.locator('.case-images input[type="file"]');
const refusedText = (page: Page) => page.locator('.case-images-refused').innerText();

test('chosen images wait for the consultant, then upload with a progress bar each and appear in the grid', async ({ site }) => {
  const { page, consultationId } = await openCase(site);
  await input(page).setInputFiles([png('pasaporte.png', 3 * 1024 * 1024), png('cedula.png', 2 * 1024 * 1024)]);
  await page.getByRole('button', { name: 'Subir 2 imágenes' }).waitFor();
  assert.is(await page.getByTestId('pending-image').count(), 2);
  assert.equal(await storedImages(site, consultationId), [], 'nothing is sent before the consultant confirms');

  // A slow uplink, so the bars have time to move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const timer = window.setInterval(() => {
      for (const bar of document.querySelectorAll('progress')) seen.push((bar as HTMLProgressElement).value);
    }, 25);
    window.setTimeout(() => window.clearInterval(timer), 60_000);
  });
  await page.getByRole('button', { name: 'Subir 2 imágenes' }).click();
  await page.getByRole('progressbar', { name: 'Progreso de pasaporte.png' }).waitFor();
  await toast(page).filter({ hasText: '2 imágenes subidas' }).waitFor({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  assert.ok(
    seen.some((value) => value > 0 && value < 100),
    `the bar moved through intermediate values: ${[...new Set(seen)].join(', ')}`,
  );
  assert.is(await page.getByTestId('pending-image').count(), 0);
  await page.getByTestId('case-image').nth(1).waitFor();
  assert.equal((await storedImages(site, consultationId)).map((i) => i.originalName).sort(), ['cedula.png', 'pasaporte.png']);
  assert.equal(page.errors, []);
});

test('a renamed text file and a file of 10 MB + 1 byte are refused with their reason, and never sent', async ({ site }) => {
  const { page, consultationId } = await openCase(site);
  await input(page).setInputFiles([
    { name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('Esto es texto, aunque el archivo se llame notas.png.\n'.repeat(20)) },
    png('enorme.png', TEN_MB + 1),
    png('justo.png', TEN_MB),
  ]);
  await page.locator('.case-images-refused').waitFor();
  const refused = await refusedText(page);
  assert.match(refused, '«notas.png» no es una imagen admitida (JPEG, PNG, WebP, GIF o HEIC).');
  assert.match(refused, '«enorme.png» pesa 10,1 MB: el máximo es 10 MB por imagen.');
  assert.is(await page.getByTestId('pending-image').count(), 1, 'exactly 10 MB is accepted');
  await page.getByTestId('pending-image').getByText('justo.png').waitFor();
  assert.equal(await storedImages(site, consultationId), []);
});

test('ten images fill a case: the eleventh is refused', async ({ site }) => {
  const { page, consultationId } = await openCase(site);
  const eleven = Array.from({ length: 11 }, (_, i) => png(`foto-${String(i + 1).padStart(2, '0')}.png`, 2048 + i));
  await input(page).setInputFiles(eleven);
  await page.locator('.case-images-refused').waitFor();
  assert.is(await refusedText(page), '«foto-11.png» no se añadió: cada caso admite como máximo 10 imágenes.');
  await page.getByRole('button', { name: 'Subir 10 imágenes' }).click();
  await toast(page).filter({ hasText: '10 imágenes subidas' }).waitFor({ timeout: 60_000 });
  assert.is((await storedImages(site, consultationId)).length, 10);
  await page.getByText('10 imágenes de 10').waitFor();

  await input(page).setInputFiles([png('otra-mas.png')]);
  await page.locator('.case-images-refused').getByText('«otra-mas.png» no se añadió: cada caso admite como máximo 10 imágenes.').waitFor();
  assert.is(await page.getByTestId('pending-image').count(), 0);
});

test('an image opens in a preview, downloads as an attachment, and is deleted after confirmation', async ({ site }) => {
  const { page, consultationId } = await openCase(site);
  await input(page).setInputFiles([png('acta-nacimiento.png'), png('pasaporte.png')]);
  await page.getByRole('button', { name: 'Subir 2 imágenes' }).click();
  await toast(page).filter({ hasText: '2 imágenes subidas' }).waitFor();

  await page.getByRole('button', { name: 'Ver imagen: acta-nacimiento.png' }).click();
  const preview = page.getByRole('dialog', { name: 'acta-nacimiento.png' });
  await preview.waitFor();
  const loaded = await preview.locator('img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  assert.is(loaded, 1, 'the image is served to staff and shown');
  const href = await preview.getByRole('link', { name: 'Descargar' }).getAttribute('href');
  const download = await page.context().request.get(new URL(href!, site.url).href);
  assert.is(download.status(), 200);
  assert.match(download.headers()['content-disposition'] ?? '', 'attachment');

  await preview.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar imagen' });
  await confirm.getByText('¿Eliminar la imagen «acta-nacimiento.png» de este caso? No se puede deshacer.').waitFor();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page).filter({ hasText: 'Imagen eliminada' }).waitFor();
  await page.getByTestId('case-image').filter({ hasText: 'acta-nacimiento.png' }).waitFor({ state: 'detached' });
  assert.equal(
    (await storedImages(site, consultationId)).map((i) => i.originalName),
    ['pasaporte.png'],
  );

  // Cancelling the confirmation keeps the image.
  await page.getByRole('button', { name: 'Eliminar pasaporte.png' }).click();
  await page.getByRole('dialog', { name: 'Eliminar imagen' }).getByRole('button', { name: 'Cancelar' }).click();
  assert.is((await storedImages(site, consultationId)).length, 1);
});

test('a failed delete says "Error al eliminar imagen" and keeps the image listed', async ({ site }) => {
  const { page, consultationId } = await openCase(site);
  page.allowErrors(httpError(503));
  await input(page).setInputFiles([png('pasaporte.png')]);
  await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
  await toast(page).filter({ hasText: 'Imagen subida' }).waitFor();
  await page.route('**/api/consultations/images/*', serviceUnavailable);
  await page.getByRole('button', { name: 'Eliminar pasaporte.png' }).click();
  await page.getByRole('dialog', { name: 'Eliminar imagen' }).getByRole('button', { name: 'Eliminar' }).click();
  await toast(page).filter({ hasText: 'Error al eliminar imagen' }).waitFor();
  assert.is((await storedImages(site, consultationId)).length, 1);
  assert.is(await page.getByTestId('case-image').count(), 1);
});

test('a refused upload says "Error al subir imagen" and the file stays in the list to try again', async ({ site }) => {
  const { page, consultationId } = await openCase(site);
  page.allowErrors(httpError(403));
  await page.route('**/api/objects/form', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'Request has expired', details: [] }) }),
  );
  await input(page).setInputFiles([png('pasaporte.png')]);
  await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
  await toast(page).filter({ hasText: 'Error al subir imagen' }).waitFor();
  // 'Request has expired' (docs/product-rules.md, Images), in words the consultant can act on.
  assert.match(await toast(page).innerText(), 'El permiso para subir esta imagen caducó');
  await page.getByTestId('pending-image').getByText('El permiso para subir esta imagen caducó').waitFor();
  await page.unroute('**/api/objects/form');
  await page.getByRole('button', { name: 'Subir 1 imagen' }).click();
  await toast(page).filter({ hasText: 'Imagen subida' }).waitFor();
  assert.is((await storedImages(site, consultationId)).length, 1);
});

const openMenu = async (dialog: Locator) => dialog.getByRole('button', { name: 'Descargar', exact: true }).click();

test('Descargar PDF saves the case on screen as caso-<applicant>-<destination>.pdf, the same document the server renders', async ({
  site,
}) => {
  const { page, dialog, consultationId } = await openCase(site);
  await openMenu(dialog);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('menuitem', { name: 'Descargar PDF' }).click(),
  ]);
  assert.is(download.suggestedFilename(), 'caso-jose-miguel-pena-rodriguez-estados-unidos.pdf');
  const bytes = await readFile(await download.path());
  assert.is(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  await toast(page).filter({ hasText: 'PDF descargado' }).waitFor();

  const server = await renderCasePdf(usa, sample, {
    businessName: BUSINESS_NAME,
    caseId: consultationId.slice(0, 8).toUpperCase(),
    applicantName: (sample.identity as Record<string, string>).fullName,
    destinationLabel: usa.label,
    stageLabel: PROCESS_STAGE_LABELS['cita-programada'],
    date: new Date(),
  });
  const [browserText, serverText] = await Promise.all([pdfText(bytes), pdfText(server)]);
  assert.ok(browserText.includes('Página 1 de'));
  assert.is(browserText, serverText, 'the browser and the server print the same document');
  assert.equal(page.errors, []);
});

test('Enviar copia por correo offers the client address, lets it be changed, and queues one message', async ({ site }) => {
  const { page, dialog, consultationId } = await openCase(site);
  await openMenu(dialog);
  await dialog.getByRole('menuitem', { name: 'Enviar copia por correo' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Enviar copia por correo' });
  const address = emailDialog.getByLabel('Correo del destinatario');
  assert.is(await address.inputValue(), CLIENT_EMAIL);

  await address.fill('no-es-un-correo');
  await emailDialog.getByRole('button', { name: 'Enviar copia' }).click();
  await emailDialog.getByText('Escriba un correo electrónico válido, por ejemplo nombre@correo.com').waitFor();

  await address.fill('patrocinador@correo.example');
  await emailDialog.getByRole('button', { name: 'Enviar copia' }).click();
  await toast(page).filter({ hasText: 'Copia enviada' }).waitFor({ timeout: 60_000 });
  await emailDialog.waitFor({ state: 'hidden' });
  const rows = await site.server.db.orm.em.fork().find(OutboxMessage, { kind: 'case.copy' });
  assert.is(rows.length, 1);
  assert.is(rows[0].to, 'patrocinador@correo.example');
  assert.is(rows[0].relatedId, consultationId);
  assert.is(rows[0].attachments?.[0].filename, 'caso-jose-miguel-pena-rodriguez-estados-unidos.pdf');
  assert.ok(await dialog.isVisible(), 'the case dialog stays open');
  // The copy is listed, and the list follows it until the mail server has it.
  const copy = dialog.getByTestId('case-copy').filter({ hasText: 'patrocinador@correo.example' });
  await copy.getByText('Enviada', { exact: true }).waitFor({ timeout: 15_000 });
  await copy.getByText('Entregada al servidor de correo el').waitFor();
  assert.equal(page.errors, []);
});

test('a copy the mail server refused on every attempt is listed as not sent, with what to do', async ({ site }) => {
  const { page, dialog, consultationId } = await openCase(site);
  await site.server.db.orm.em
    .fork()
    .transactional((tx) =>
      queueMail(
        tx,
        [{ kind: 'case.copy', to: 'buzon.inexistente@correo.example', subject: 'Copia', text: 'Hola', relatedId: consultationId }],
        new Date(),
      ),
    );
  await site.server.db.orm.em
    .fork()
    .nativeUpdate(
      OutboxMessage,
      { to: 'buzon.inexistente@correo.example' },
      { status: 'failed', attempts: 10, lastError: '550 5.1.1 mailbox unavailable' },
    );
  // Sending another copy refreshes the list.
  await openMenu(dialog);
  await dialog.getByRole('menuitem', { name: 'Enviar copia por correo' }).click();
  await page.getByRole('dialog', { name: 'Enviar copia por correo' }).getByRole('button', { name: 'Enviar copia' }).click();
  const failed = dialog.getByTestId('case-copy').filter({ hasText: 'buzon.inexistente@correo.example' });
  await failed.getByText('No se pudo enviar').waitFor({ timeout: 15_000 });
  await failed.getByText('Revise la dirección y envíela de nuevo desde «Descargar».').waitFor();
  assert.not.match(await failed.innerText(), '550', "the mail server's own words are not shown");
  assert.is(await dialog.getByTestId('case-copy').count(), 2);
  assert.equal(page.errors, []);
});

test('a failed send says "Error al enviar correo" and keeps the address typed', async ({ site }) => {
  const { page, dialog } = await openCase(site);
  page.allowErrors(httpError(503));
  await page.route('**/email-copy', serviceUnavailable);
  await openMenu(dialog);
  await dialog.getByRole('menuitem', { name: 'Enviar copia por correo' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Enviar copia por correo' });
  await emailDialog.getByLabel('Correo del destinatario').fill('otra.direccion@correo.example');
  await emailDialog.getByRole('button', { name: 'Enviar copia' }).click();
  await toast(page).filter({ hasText: 'Error al enviar correo' }).waitFor();
  assert.match(await toast(page).innerText(), 'Servicio no disponible');
  assert.is(await emailDialog.getByLabel('Correo del destinatario').inputValue(), 'otra.direccion@correo.example');
});

test('a PDF that cannot be made says "Error al generar PDF"', async ({ site }) => {
  const { page, dialog } = await openCase(site);
  page.allowErrors(/net::ERR_FAILED/);
  // The PDF library cannot be loaded (as on a dropped connection).
  await page.route('**/assets/**', (route) =>
    /pdfmake|vfs_fonts|casePdf/i.test(route.request().url()) ? route.abort() : route.fallback(),
  );
  await openMenu(dialog);
  await dialog.getByRole('menuitem', { name: 'Descargar PDF' }).click();
  await toast(page).filter({ hasText: 'Error al generar PDF' }).waitFor();
});

test.run();

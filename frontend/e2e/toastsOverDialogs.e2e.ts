/**
 * Toasts shown while a dialog is open are seen and can be closed: on a desktop and on a phone, each
 * notification the product shows over a dialog (the booking modal, the case dialog and the dialogs it
 * opens) is the element under its own centre and under its close button's centre, and the close
 * button takes a real click. The page's clock is held from each action until its toast is checked
 * and closed, so a toast (which closes itself after 5 s) waits for the test on a slow machine.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { ConsultationDetails } from '../../backend/db/entities/index.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { httpError, serviceUnavailable, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { pauseClockAhead, runClockUntil, withClockHeld } from './pageClock.ts';

const test = browserSuite('toasts above dialogs');

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

const PERSON = {
  name: 'María Fernández',
  email: 'maria.fernandez@correo.com',
  phone: '829-555-0147',
  address: 'Calle El Sol 12, Santiago',
  country: 'canada',
  preferredDate: todayInBusinessZone(new Date(Date.now() + 10 * 86_400_000)),
};

async function fill(page: Page, formId: 'contacto' | 'cita') {
  for (const [field, value] of Object.entries(PERSON)) {
    const control = page.locator(`#${formId}-${field}`);
    if (field === 'country') await control.selectOption(value);
    else await control.fill(value);
  }
}

/**
 * The toast that `show` brings up saying `text`, shown while a modal dialog is open, is on top at its
 * centre and at its close button, is announced, and closes on a click of that button. The page's clock
 * stands still from `show` until it has closed.
 */
async function seeAndCloseToast(page: Page, text: string, show: () => Promise<void>, screenshotName?: string) {
  await withClockHeld(page, show, () => checkAndClose(page, text, screenshotName));
}

async function checkAndClose(page: Page, text: string, screenshotName?: string) {
  const item = toast(page).filter({ hasText: text });
  await item.waitFor();
  // A toast that moved above a dialog as it opened replays its entrance: measure where it comes to rest.
  await item.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  if (screenshotName) await screenshot(page, screenshotName);
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const seen = await item.evaluate((element) => {
    const close = element.querySelector('.toast-close')!;
    const [toastCentre, closeCentre] = [element, close].map((target) => {
      const box = target.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    const toastHit = document.elementFromPoint(toastCentre.x, toastCentre.y);
    const closeHit = document.elementFromPoint(closeCentre.x, closeCentre.y);
    // The dialog under the toast keeps what a person reads and reaches first uncovered: its title, the
    // line under it, its own '×', its first field (brought to the top of the dialog's body), and the
    // buttons of its footer.
    const dialog = element.closest('dialog');
    const panel = dialog?.querySelector(':scope > .modal-panel');
    const firstField = [...(panel?.querySelectorAll<HTMLElement>(':scope > .modal-panel-body :is(input, select, textarea)') ?? [])].find(
      (field) =>
        field.closest('dialog') === dialog &&
        field.getClientRects().length > 0 &&
        field.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
    firstField?.scrollIntoView({ block: 'start', behavior: 'instant' });
    const title = panel?.querySelector(':scope > .modal-panel-head .modal-panel-title') ?? null;
    const covered = Object.entries({
      title,
      description: panel?.querySelector(':scope > .modal-panel-head .modal-panel-description') ?? null,
      close: panel?.querySelector(':scope > .modal-panel-head .modal-close') ?? null,
      'first field': firstField ?? null,
      ...Object.fromEntries(
        [
          ...(panel?.querySelectorAll<HTMLElement>(':scope > .modal-panel-foot button, :scope > .modal-panel-body .case-footer button') ??
            []),
        ]
          .filter((button) => button.closest('dialog') === dialog && button.getClientRects().length > 0)
          .map((button) => [`'${button.textContent?.trim()}' in the footer`, button]),
      ),
    }).flatMap(([name, target]) => {
      if (!target) return [];
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && target.contains(hit) ? [] : [`${name} (found ${hit?.outerHTML.slice(0, 60) ?? null})`];
    });
    return {
      covered,
      hasTitle: title !== null,
      dialogOpen: document.querySelector('dialog:modal') !== null,
      toastOnTop: toastHit !== null && element.contains(toastHit),
      closeOnTop: closeHit !== null && close.contains(closeHit),
      hitInstead: toastHit?.outerHTML.slice(0, 80) ?? null,
      role: element.getAttribute('role'),
      live: element.closest('[aria-live]')?.getAttribute('aria-live') ?? null,
      close: closeCentre,
    };
  });
  assert.ok(seen.dialogOpen, `a dialog is open while «${text}» shows`);
  assert.ok(seen.toastOnTop, `«${text}» is on top at its centre (found ${seen.hitInstead})`);
  assert.ok(seen.closeOnTop, `the close button of «${text}» is on top`);
  assert.ok(seen.hasTitle, `«${text}» shows inside a titled dialog`);
  assert.equal(seen.covered, [], `the dialog's title, '×', first field and footer buttons stay uncovered while «${text}» shows`);
  assert.ok(seen.role === 'status' || seen.role === 'alert', `«${text}» is announced (role ${seen.role})`);
  assert.is(seen.live, 'polite');
  await page.mouse.click(seen.close.x, seen.close.y);
  await item.waitFor({ state: 'detached' });
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`${device}: a failed booking shows its Error toast above the booking modal`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await page.clock.install();
    page.allowErrors(httpError(500), /^\/api\/consultations failed/);
    await page.route('**/api/consultations', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Error interno"}' }),
    );
    await page.goto('/');
    await page.locator('.hero-cta').click();
    const modal = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
    await modal.waitFor();
    await fill(page, 'cita');
    const book = () => modal.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
    await seeAndCloseToast(page, 'Hubo un problema al agendar tu cita. Inténtalo de nuevo.', book, `toast-cita-error-${device}`);
    assert.ok(await modal.isVisible(), 'the booking modal stays open with the data');
  });

  test(`${device}: '¡Mensaje enviado!' shows above the appointment modal it opens`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await page.clock.install();
    await page.goto('/');
    await fill(page, 'contacto');
    await seeAndCloseToast(page, '¡Mensaje enviado!', async () => {
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' }).waitFor();
    });
  });

  test(`${device}: 'Entrevista creada' shows above the interview dialog it opens, its title and first question uncovered`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await page.clock.install();
    await openAdmin(site, page, 'entrevistas');
    await page.getByRole('button', { name: 'Nueva Entrevista' }).click();
    await page.getByLabel('Nombre del cliente').fill('Ana Entrevista');
    await page.getByLabel('País de destino').selectOption('usa');
    const firstQuestion = page.locator('dialog.interview-dialog[open]').getByLabel('Motivo del viaje');
    // The dialog loads its steps (timers of the page's own) while the toast is up: the clock moves only
    // as far as that loading needs, so the toast cannot close before it is checked.
    await pauseClockAhead(page);
    await runClockUntil(
      page,
      () => page.getByRole('button', { name: 'Crear Entrevista' }).click(),
      () => firstQuestion.isVisible(),
    );
    await checkAndClose(page, 'Entrevista creada', `toast-entrevista-${device}`);
    await page.clock.resume();
  });

  test(`${device}: the case dialog's toasts show above it and above the dialogs it opens`, async ({ site }) => {
    const page = await openCase(site, viewport);
    page.allowErrors(httpError(503), httpError(403), /net::ERR_FAILED/);
    const dialog = page.locator('dialog.case-dialog');
    const save = () => dialog.getByRole('button', { name: 'Guardar Cambios' }).click();

    await seeAndCloseToast(page, 'Cambios guardados', save, `toast-guardado-${device}`);

    await page.route('**/api/consultation-details', (route) =>
      route.request().method() === 'POST' ? serviceUnavailable(route) : route.fallback(),
    );
    await seeAndCloseToast(page, 'Error al guardar', save);
    await page.unroute('**/api/consultation-details');

    const files = dialog.locator('.case-images input[type="file"]');
    await page.route('**/api/objects/form', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":"Request has expired","details":[]}' }),
    );
    await files.setInputFiles([{ name: 'pasaporte.png', mimeType: 'image/png', buffer: PNG }]);
    const upload = () => dialog.getByRole('button', { name: 'Subir 1 imagen' }).click();
    await seeAndCloseToast(page, 'Error al subir imagen', upload);
    await page.unroute('**/api/objects/form');
    await seeAndCloseToast(page, 'Imagen subida', upload);

    await page.route('**/api/consultations/images/*', serviceUnavailable);
    await dialog.getByRole('button', { name: 'Eliminar pasaporte.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar imagen' });
    await seeAndCloseToast(page, 'Error al eliminar imagen', () => confirm.getByRole('button', { name: 'Eliminar' }).click());
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await page.unroute('**/api/consultations/images/*');

    await page.route('**/assets/**', (route) =>
      /pdfmake|vfs_fonts|casePdf/i.test(route.request().url()) ? route.abort() : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Descargar', exact: true }).click();
    await seeAndCloseToast(page, 'Error al generar PDF', () => dialog.getByRole('menuitem', { name: 'Descargar PDF' }).click());

    await page.route('**/email-copy', serviceUnavailable);
    await dialog.getByRole('button', { name: 'Descargar', exact: true }).click();
    await dialog.getByRole('menuitem', { name: 'Enviar copia por correo' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Enviar copia por correo' });
    const sendCopy = () => emailDialog.getByRole('button', { name: 'Enviar copia' }).click();
    await seeAndCloseToast(page, 'Error al enviar correo', sendCopy, `toast-correo-error-${device}`);
    assert.ok(await emailDialog.isVisible(), 'the e-mail dialog stays open');
  });
}

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const CLIENT = 'José Miguel Peña Rodríguez';

/** A consultation holding the USA sample case, its dialog open from the Consultas tab. */
async function openCase(site: Site, viewport: { width: number; height: number }) {
  const usa = loadCaseTemplates().get('usa');
  const consultationId = await seedConsultation(site.server.db.orm, { name: CLIENT, email: 'jose.pena@correo.example', country: 'usa' });
  const em = site.server.db.orm.em.fork();
  em.create(ConsultationDetails, {
    consultation: consultationId,
    formTemplate: usa.key,
    templateVersion: usa.version,
    currentStage: 'cita-programada',
    destinationCountry: 'usa',
    data: loadCaseSamples().get('usa')!,
  });
  await em.flush();
  const page = await site.newPage({ viewport });
  // A fake clock running at real speed, so each toast's check can hold it (seeAndCloseToast).
  await page.clock.install();
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', CLIENT).getByRole('button', { name: 'Detalles' }).click();
  await page.locator('dialog.case-dialog').getByText('Este caso no tiene imágenes todavía.').waitFor({ timeout: 60_000 });
  return page;
}

test.run();

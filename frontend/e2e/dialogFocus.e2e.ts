/**
 * Dialogs and the keyboard: a dialog opens with the focus on its first field (or its first action
 * when it has none), never on its '×'; Escape closes only the top-most dialog, so a dialog opened from
 * the case dialog closes without closing the case or asking about its unsaved changes.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, placesOnPage, toast } from './adminHelpers.ts';
import { MOBILE, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { pauseClockAhead, runClockUntil } from './pageClock.ts';
import { shownAtCentre } from './shownAtCentre.ts';

const test = browserSuite('dialog focus and Escape');

const NAME = 'Lucía Méndez';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const caseDialog = (page: Page) => page.locator('dialog.case-dialog');
const closePrompt = (page: Page) => page.getByRole('dialog', { name: 'Cambios sin guardar' });

async function openCase(site: Site, page: Page) {
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', NAME)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await caseDialog(page).locator('[data-testid="case-editor"]').waitFor();
}

/** What has the focus once `dialog` is open: it must be inside it, and not its '×'. */
async function focusIn(dialog: Locator, field = 'input, select, textarea') {
  await dialog.waitFor();
  return dialog.evaluate((element, selector) => {
    const active = document.activeElement as HTMLElement | null;
    const body = element.querySelector('.modal-panel-body');
    return {
      inside: active !== null && element.contains(active),
      isClose: active?.classList.contains('modal-close') ?? false,
      firstField: body?.querySelector(selector) === active,
      label: active?.id || active?.getAttribute('aria-label') || active?.textContent?.trim() || active?.tagName || null,
    };
  }, field);
}

/** The focus is on the first field of `dialog` (the first match of `field` in its body). */
async function expectFirstField(page: Page, dialog: Locator, what: string, field = 'input, select, textarea') {
  await dialog.waitFor();
  // The case dialog's form arrives after the dialog opened: give the focus time to reach it.
  await page
    .waitForFunction(
      ([element, selector]) => {
        const first = (element as Element | null)?.querySelector('.modal-panel-body')?.querySelector(selector as string);
        return first != null && document.activeElement === first;
      },
      [await dialog.elementHandle(), field] as const,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const focus = await focusIn(dialog, field);
  assert.ok(focus.inside && focus.firstField, `${what}: focus on its first field (found ${focus.label})`);
}

/** The focus is on an action of `dialog` that is not its '×'. */
async function expectAction(dialog: Locator, name: string, what: string) {
  const focus = await focusIn(dialog);
  assert.ok(focus.inside && !focus.isClose, `${what}: focus inside, not on '×' (found ${focus.label})`);
  assert.is(focus.label, name, what);
}

test('each dialog opens with the focus on its first field or first action, not on its close button', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa', status: 'confirmed' });
  const page = await site.newPage();

  await page.goto('/');
  await page.locator('.hero-cta').click();
  const booking = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
  await expectFirstField(page, booking, 'booking modal');
  assert.is((await focusIn(booking)).label, 'cita-name');
  await page.keyboard.press('Escape');
  await booking.waitFor({ state: 'hidden' });

  await page.locator('button.step-card').first().click();
  const service = page.locator('dialog.service-modal[open]');
  const serviceFocus = await focusIn(service);
  assert.ok(serviceFocus.inside && !serviceFocus.isClose, `service modal: focus on its action (found ${serviceFocus.label})`);
  await page.keyboard.press('Escape');

  await openAdmin(site, page, 'consultas');
  const consultation = card(page, 'consultation-card', NAME);
  await consultation.getByRole('button', { name: 'Reprogramar' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reprogramar consulta' });
  await expectFirstField(page, reschedule, 'reschedule dialog', '[role="grid"] [tabindex="0"]');
  await page.keyboard.press('Escape');
  await reschedule.waitFor({ state: 'hidden' });

  await consultation.getByRole('button', { name: 'Marcar Completada' }).click();
  const complete = page.getByRole('dialog', { name: 'Marcar consulta como completada' });
  await expectFirstField(page, complete, 'complete dialog');
  await page.keyboard.press('Escape');
  await complete.waitFor({ state: 'hidden' });

  await consultation.getByRole('button', { name: 'Eliminar' }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar consulta' });
  await expectAction(remove, 'Cancelar', 'delete confirmation');
  await page.keyboard.press('Escape');
  await remove.waitFor({ state: 'hidden' });

  await consultation.getByRole('button', { name: /^Detalles/ }).click();
  await expectFirstField(page, caseDialog(page), 'case dialog');

  await caseDialog(page)
    .locator('.case-images input[type="file"]')
    .setInputFiles([{ name: 'pasaporte.png', mimeType: 'image/png', buffer: PNG }]);
  await caseDialog(page).getByRole('button', { name: 'Subir 1 imagen' }).click();
  await toast(page).filter({ hasText: 'Imagen subida' }).waitFor();
  await caseDialog(page).getByRole('button', { name: 'Ver imagen: pasaporte.png' }).click();
  const preview = page.getByRole('dialog', { name: 'pasaporte.png' });
  await expectAction(preview, 'Cerrar', 'image preview');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });

  await caseDialog(page).getByRole('button', { name: 'Descargar', exact: true }).click();
  await caseDialog(page).getByRole('menuitem', { name: 'Enviar copia por correo' }).click();
  await expectFirstField(page, page.getByRole('dialog', { name: 'Enviar copia por correo' }), 'e-mail copy dialog');
});

for (const [label, viewport] of [
  ['desktop', undefined],
  ['390px', MOBILE],
] as const) {
  test(`the case dialog opens with the case in it; a slow case is announced beside the button, then in the dialog (${label})`, async ({
    site,
  }) => {
    await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
    const page = await site.newPage(viewport ? { viewport } : {});
    await page.clock.install();
    await openAdmin(site, page, 'consultas');
    // Each time a case dialog opens: whether the case was already in it.
    await page.evaluate(() => {
      const openings: boolean[] = [];
      (window as unknown as { caseOpenings: boolean[] }).caseOpenings = openings;
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (target instanceof HTMLDialogElement && target.matches('.case-dialog[open]'))
            openings.push(target.querySelector('[data-testid="case-editor"]') !== null);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    const details = card(page, 'consultation-card', NAME).getByRole('button', { name: /^Detalles/ });
    // The page's time moves only while it waits for nothing: a machine slower than 300 ms is not a slow case.
    await pauseClockAhead(page);
    await runClockUntil(
      page,
      () => details.click(),
      () => caseDialog(page).locator('[data-testid="case-editor"]').isVisible(),
    );
    await page.clock.resume();
    await expectFirstField(page, caseDialog(page), 'case dialog');
    assert.equal(
      await page.evaluate(() => (window as unknown as { caseOpenings: boolean[] }).caseOpenings),
      [true],
      'opened once, with the case in it',
    );
    await page.keyboard.press('Escape');
    await caseDialog(page).waitFor({ state: 'hidden' });

    // The saved case is held back by the network: the consultant sees it coming, then the dialog does.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/consultation-details',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // The page's clock held: the dialog waits 300 ms for the case before it opens on its loading text.
    await pauseClockAhead(page);
    const otherButtons = card(page, 'consultation-card', NAME).locator('.record-card-actions button:not(dialog *, .case-details-button)');
    const placesBefore = await placesOnPage(otherButtons);
    await details.click();
    // Beside the button (the dialog itself sits in the card too: its own status is not this one).
    const beside = card(page, 'consultation-card', NAME)
      .locator('.case-details-loading[role="status"]')
      .filter({ hasText: 'Cargando el caso...' });
    await beside.waitFor();
    assert.ok(await shownAtCentre(beside), 'the loading text beside the button is on screen');
    assert.equal(await placesOnPage(otherButtons), placesBefore, "the loading text moves none of the card's other buttons");
    assert.is(await caseDialog(page).evaluate((element) => (element as HTMLDialogElement).open), false, 'no empty dialog yet');
    await page.clock.runFor(300);
    const loading = caseDialog(page).getByRole('status').filter({ hasText: 'Cargando el caso...' });
    await loading.waitFor();
    assert.ok(await shownAtCentre(loading), 'the dialog says the case is loading');
    assert.is(await beside.count(), 0, 'said once: in the dialog now');
    await page.clock.resume();
    release();
    await expectFirstField(page, caseDialog(page), 'case dialog after a slow load');
    assert.equal(await page.evaluate(() => (window as unknown as { caseOpenings: boolean[] }).caseOpenings), [true, false]);
  });
}

test('Escape in a dialog opened from the case dialog closes only that dialog, with no unsaved-changes prompt', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await openCase(site, page);
  await caseDialog(page)
    .locator('.case-images input[type="file"]')
    .setInputFiles([{ name: 'pasaporte.png', mimeType: 'image/png', buffer: PNG }]);
  await caseDialog(page).getByRole('button', { name: 'Subir 1 imagen' }).click();
  await toast(page).filter({ hasText: 'Imagen subida' }).waitFor();
  await caseDialog(page).locator('.case-field[data-path="fullName"] input').first().fill('LUCIA MENDEZ');
  await caseDialog(page).locator('.case-footer .case-unsaved').waitFor();

  const stillEditing = async (what: string) => {
    assert.ok(await caseDialog(page).isVisible(), `${what}: the case dialog stays open`);
    assert.is(await closePrompt(page).count(), 0, `${what}: no unsaved-changes prompt`);
    assert.is(await caseDialog(page).locator('.case-field[data-path="fullName"] input').first().inputValue(), 'LUCIA MENDEZ');
  };

  // The image preview.
  await caseDialog(page).getByRole('button', { name: 'Ver imagen: pasaporte.png' }).click();
  const preview = page.getByRole('dialog', { name: 'pasaporte.png' });
  await preview.waitFor();
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });
  await stillEditing('image preview');

  // The delete confirmation opened from the preview: Escape closes it alone, then the preview.
  await caseDialog(page).getByRole('button', { name: 'Ver imagen: pasaporte.png' }).click();
  await preview.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar imagen' });
  await confirm.waitFor();
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  await stillEditing('delete confirmation');
  if (await preview.isVisible()) {
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await stillEditing('image preview after the confirmation');
  }

  // The delete confirmation from the grid.
  await caseDialog(page).getByRole('button', { name: 'Eliminar pasaporte.png' }).click();
  await confirm.waitFor();
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'hidden' });
  await stillEditing('delete confirmation from the grid');

  // The e-mail copy dialog.
  await caseDialog(page).getByRole('button', { name: 'Descargar', exact: true }).click();
  await caseDialog(page).getByRole('menuitem', { name: 'Enviar copia por correo' }).click();
  const email = page.getByRole('dialog', { name: 'Enviar copia por correo' });
  await email.waitFor();
  await page.keyboard.press('Escape');
  await email.waitFor({ state: 'hidden' });
  await stillEditing('e-mail copy dialog');

  // The prompt itself: Escape keeps editing.
  await caseDialog(page).locator('.modal-close').first().click();
  await closePrompt(page).waitFor();
  await page.keyboard.press('Escape');
  await closePrompt(page).waitFor({ state: 'hidden' });
  await stillEditing('unsaved-changes prompt');

  // Escape in the case dialog itself still asks before losing the changes.
  await caseDialog(page).locator('.case-field[data-path="fullName"] input').first().focus();
  await page.keyboard.press('Escape');
  await closePrompt(page).waitFor();
});

test('Escape pressed again and again never closes the case dialog without asking: each time the prompt shows, on top', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await openCase(site, page);
  await caseDialog(page).locator('.case-field[data-path="birthPlace"] input').first().fill('Santiago de los Caballeros');
  // The browser lets a page keep a dialog open through its 'cancel' only after a click or key since the
  // last time, and otherwise closes it itself (seen after Escape, click, Escape, Escape): the dialogs take
  // Escape before it becomes the browser's 'cancel', which must therefore never come.
  await page.evaluate(() => {
    (window as unknown as { cancels: number }).cancels = 0;
    document.addEventListener('cancel', () => (window as unknown as { cancels: number }).cancels++, true);
  });
  const asks = async (what: string) => {
    await closePrompt(page).waitFor();
    assert.ok(await shownAtCentre(closePrompt(page).getByRole('button', { name: 'Seguir editando' })), `${what}: the prompt is on top`);
    assert.ok(await caseDialog(page).evaluate((element) => (element as HTMLDialogElement).open), `${what}: the case dialog stays open`);
  };
  await caseDialog(page).locator('.modal-close').first().click();
  await asks('×');
  await page.keyboard.press('Escape');
  await closePrompt(page).waitFor({ state: 'hidden' });
  await caseDialog(page).getByRole('button', { name: 'Cancelar', exact: true }).click();
  await asks('Cancelar');
  await page.keyboard.press('Escape');
  await closePrompt(page).waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await asks('Escape after Escape');
  await page.keyboard.press('Escape');
  await closePrompt(page).waitFor({ state: 'hidden' });
  await page.keyboard.press('Escape');
  await asks('Escape a third time');
  await closePrompt(page).getByRole('button', { name: 'Seguir editando' }).click();
  assert.is(
    await caseDialog(page).locator('.case-field[data-path="birthPlace"] input').first().inputValue(),
    'Santiago de los Caballeros',
    'nothing lost',
  );
  assert.is(await page.evaluate(() => (window as unknown as { cancels: number }).cancels), 0, 'no Escape was left to the browser');
});

test.run();

/**
 * The case dialog's layout on a laptop and a phone: the image grid keeps every button inside its tile
 * and every tile inside the dialog, 'No aplica' sits beside the tick box it belongs to, and the notice
 * and file sizes read as Spanish.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { ConsultationDetails } from '../../backend/db/entities/index.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import type { Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { boxOf, describeBox, isHitAtCentre, isInside, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite('case dialog layout');

const CLIENT = 'Marisol Altagracia de los Santos';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string, size = 4096) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]) });

async function openCase(
  site: Site,
  viewport: { width: number; height: number } = LAYOUT_VIEWPORTS[0][1],
): Promise<{ page: Page; dialog: Locator }> {
  const usa = loadCaseTemplates().get('usa');
  const consultationId = await seedConsultation(site.server.db.orm, { name: CLIENT, country: 'usa' });
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
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', CLIENT)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  const dialog = page.locator('dialog.case-dialog');
  await dialog.locator('[data-testid="case-editor"]').waitFor({ timeout: 60_000 });
  return { page, dialog };
}

test('each image tile holds its own buttons and the grid stays inside the dialog, on a laptop and a phone; sizes use a decimal comma', async ({
  site,
}) => {
  const { page, dialog } = await openCase(site);
  await dialog.getByText('Este caso no tiene imágenes todavía.').waitFor({ timeout: 60_000 });
  await page
    .locator('.case-images input[type="file"]')
    .setInputFiles([
      png('pasaporte-escaneado-pagina-principal-con-visado-anterior.png', 5_000_000),
      png('b.png'),
      png('cedula-de-identidad-y-electoral-frente-y-dorso.png'),
      png('foto.png'),
      png('estado-de-cuenta-bancario.png'),
    ]);
  assert.is(
    await dialog.getByTestId('pending-image').first().locator('.case-images-pending-size').textContent(),
    '4,8 MB',
    'waiting files show their size with a comma',
  );
  await dialog.getByRole('button', { name: 'Subir 5 imágenes' }).click();
  await toast(page).filter({ hasText: '5 imágenes subidas' }).waitFor({ timeout: 60_000 });
  const tiles = dialog.getByTestId('case-image');
  await tiles.nth(4).waitFor();
  const big = tiles.filter({ hasText: 'pasaporte-escaneado' });
  assert.is(await big.locator('.case-images-size').textContent(), '4,8 MB');

  for (const [label, viewport] of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    const dialogBox = await boxOf(dialog);
    for (let i = 0; i < (await tiles.count()); i += 1) {
      const tile = tiles.nth(i);
      await tile.scrollIntoViewIfNeeded();
      const tileBox = await boxOf(tile);
      const name = await tile.getAttribute('aria-label');
      assert.ok(
        tileBox.x >= dialogBox.x && tileBox.x + tileBox.width <= dialogBox.x + dialogBox.width,
        `${label}: tile «${name}» (${describeBox(tileBox)}) inside the dialog (${describeBox(dialogBox)})`,
      );
      const buttons = await tile.locator('.button').all();
      assert.is(buttons.length, 2);
      for (const button of buttons) {
        const buttonBox = await boxOf(button);
        assert.ok(
          isInside(buttonBox, tileBox),
          `${label}: '${await button.textContent()}' (${describeBox(buttonBox)}) inside its tile «${name}» (${describeBox(tileBox)})`,
        );
      }
      // Scrolls: only after the tile and its buttons were measured together.
      for (const button of buttons)
        assert.ok(await isHitAtCentre(button), `${label}: '${await button.textContent()}' of «${name}» can be clicked`);
    }
    const body = dialog.locator('.modal-panel-body').first();
    assert.ok(await body.evaluate((el) => el.scrollWidth <= el.clientWidth), `${label}: the dialog does not scroll sideways`);
  }
});

test("'No aplica' sits on the row of its tick box, on a laptop and a phone", async ({ site }) => {
  const { page, dialog } = await openCase(site);
  const checks = dialog.locator('[data-section="checks"]');
  await checks.locator('.case-section-toggle').click();
  const fields = checks.locator('.case-field:has(.case-checkbox)');
  await fields.first().waitFor();
  assert.is(await fields.count(), 5);
  for (const [label, viewport] of LAYOUT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const field of await fields.all()) {
      await field.scrollIntoViewIfNeeded();
      const tick = await boxOf(field.locator('.case-checkbox'));
      const button = field.getByRole('button', { name: /no aplica/ });
      const buttonBox = await boxOf(button);
      const centre = buttonBox.y + buttonBox.height / 2;
      const name = await field.getAttribute('data-path');
      assert.ok(
        centre >= tick.y && centre <= tick.y + tick.height,
        `${label}: 'No aplica' of ${name} (centre y ${Math.round(centre)}) on its tick box's row (${describeBox(tick)})`,
      );
      assert.ok(buttonBox.x >= tick.x + tick.width - 0.5, `${label}: 'No aplica' of ${name} beside its tick box, not over it`);
      assert.ok(await isHitAtCentre(button), `${label}: 'No aplica' of ${name} can be clicked`);
    }
  }
  // Switching a check to NA and back works from the new place, and the focus stays on the switch.
  const first = checks.locator(`.case-field[data-path="${await fields.first().getAttribute('data-path')}"]`);
  const naSwitch = first.getByRole('button', { name: /no aplica/ });
  await naSwitch.click();
  assert.is(await naSwitch.getAttribute('aria-pressed'), 'true');
  assert.is(await first.locator('input.input').inputValue(), 'NA');
  assert.ok(await naSwitch.evaluate((button) => document.activeElement === button), 'focus stays on the switch');
  await page.keyboard.press('Enter');
  assert.is(await naSwitch.getAttribute('aria-pressed'), 'false');
  assert.ok(await first.locator('.case-checkbox input[type="checkbox"]').isVisible(), 'the tick box is back');
});

test("the notice says 'Revisa dos veces' once", async ({ site }) => {
  const { dialog } = await openCase(site);
  const notice = await dialog.locator('.case-instructions').innerText();
  assert.is(notice.split('Revisa dos veces').length - 1, 1, notice);
});

/** Whether the element lies wholly on the screen and is what a tap at its centre reaches, without scrolling anything. */
const seenWhereItIs = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test('on a phone the first screen of the case dialog shows the first field of the form: the notice starts folded and opens from its title, the footer is one short row', async ({
  site,
}) => {
  const { page, dialog } = await openCase(site, LAYOUT_VIEWPORTS[1][1]);
  const firstField = dialog.locator('.case-sections').getByLabel('Nombre completo (como aparece en el pasaporte)');
  await firstField.waitFor();
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, 'case-first-screen-phone', { fullPage: false });
  assert.ok(await seenWhereItIs(firstField), `the form's first field is on the first screen (${describeBox(await boxOf(firstField))})`);
  const footer = dialog.locator('.case-footer');
  assert.ok((await boxOf(footer)).height <= 64, `the footer is one short row (${describeBox(await boxOf(footer))})`);
  for (const name of ['Descargar', 'Cancelar', 'Guardar Cambios']) {
    assert.ok(await seenWhereItIs(footer.getByRole('button', { name, exact: true })), `'${name}' is whole and can be pressed`);
  }

  const notice = dialog.locator('.case-instructions');
  const text = notice.getByText(/^cada dato antes de guardar/);
  assert.is(await notice.evaluate((details: HTMLDetailsElement) => details.open), false, 'folded at first');
  assert.not.ok(await text.isVisible(), 'the instructions are folded away');
  assert.ok(await seenWhereItIs(notice.getByText('Revisa dos veces', { exact: true })), 'its title is seen');
  await notice.locator('summary').click();
  assert.ok(await text.isVisible(), 'a press on the title unfolds the instructions');
  await notice.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.not.ok(await text.isVisible(), 'Enter on the title folds them again');
});

test('on a laptop the notice is open, reads as one sentence, and folds from its title', async ({ site }) => {
  const { dialog } = await openCase(site);
  const notice = dialog.locator('.case-instructions');
  const text = notice.getByText(/^cada dato antes de guardar/);
  assert.ok(await text.isVisible(), 'open at first');
  const [title, sentence] = await Promise.all([boxOf(notice.getByText('Revisa dos veces', { exact: true })), boxOf(text)]);
  assert.ok(
    Math.abs(title.y - sentence.y) < 4,
    `the title starts the sentence's first line (${describeBox(title)}, ${describeBox(sentence)})`,
  );
  await notice.locator('summary').click();
  assert.not.ok(await text.isVisible(), 'folded by a press on its title');
});

test.run();

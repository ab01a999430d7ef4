/**
 * 'Actualizar a la versión N' in the case dialog, in Chromium against the real server: a version that
 * retires a field and adds one is published through the API, an old case offers the move, lists the
 * changes, refuses while changes are unsaved, moves, keeps the retired value read-only under 'Campos
 * retirados' and prints it in the PDF; a move raced by another save gets the conflict view.
 */
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { pdfText } from '../../backend/testing/pdfText.ts';
import { caseData, createConsultation, draftWithoutGender, publish, rows, saveCase } from '../../backend/testing/templateFixtures.ts';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { describeViolations, httpError, runAxe, type Site } from './harness.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';
import { withClockHeld } from './pageClock.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';

const test = browserSuite('case upgrade (browser)');

const NAME = 'Ana Pérez';
const OLD = loadCaseTemplates().get('usa').version;
const NEW = OLD + 1;

const dialog = (page: Page) => page.locator('dialog.case-dialog');
const upgradeDialog = (page: Page) => page.locator('dialog.case-upgrade-dialog');
const identityField = (page: Page, key: string) => dialog(page).locator(`[data-section="identity"] .case-field[data-path="${key}"]`);
const upgradeButton = (page: Page) =>
  dialog(page)
    .getByTestId('case-upgrade')
    .getByRole('button', { name: `Actualizar a la versión ${NEW}` });

/** An old usa case (gender 'femenino') and a published version without gender and with a nickname. */
async function oldCaseAndNewVersion(site: Site) {
  const staff = await site.server.staff();
  const id = await createConsultation(site.server);
  const saved = await saveCase(staff, id, caseData(), 0);
  assert.is(saved.status, 200, saved.text);
  const published = await publish(staff, await draftWithoutGender(staff));
  assert.is(published.status, 201, published.text);
  return { id, staff };
}

async function openCase(site: Site, page: Page) {
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', NAME)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
}

const storedCase = async (site: Site, id: string) =>
  (
    await rows<{ template_version: number; version: number; retired_values: { path: string; value: unknown }[] }>(
      site.server,
      'select template_version, version, retired_values from consultation_details where consultation_id = ?',
      [id],
    )
  )[0];

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  test(`at ${label} an old case lists the changes, refuses while unsaved, moves to the new version and keeps the retired value, also in the PDF`, async ({
    site,
  }) => {
    const { id } = await oldCaseAndNewVersion(site);
    const page = await site.newPage({ viewport });
    await page.clock.install();
    await openCase(site, page);
    const notice = dialog(page).getByTestId('case-upgrade');
    await notice.getByText(`Este caso usa la versión ${OLD} del formulario; ya está publicada la versión ${NEW}.`).waitFor();
    assert.ok(await shownOnceScrolledTo(upgradeButton(page)), 'the action is seen and can be pressed');
    assert.is(await identityField(page, 'gender').count(), 1, 'the case opens on its own version, gender and all');

    // Unsaved changes are never lost by a move: it refuses until they are saved or undone.
    const fullName = identityField(page, 'fullName').locator('input');
    await fullName.fill('Ana María Pérez');
    await dialog(page).locator('.case-footer .case-unsaved').waitFor();
    await upgradeButton(page).click();
    const refusal = notice.getByRole('alert');
    await refusal
      .getByText('Guarde o descarte los cambios sin guardar antes de actualizar: la actualización parte del caso guardado.')
      .waitFor();
    assert.ok(await shownOnceScrolledTo(refusal), 'the refusal is seen');
    await screenshot(page, `caso-actualizar-sin-guardar-${viewport.width}`);
    assert.not.ok(await upgradeDialog(page).evaluate((element: HTMLDialogElement) => element.open), 'no preview opens');
    assert.equal((await storedCase(site, id)).template_version, OLD);
    await fullName.fill(NAME);
    await dialog(page).locator('.case-footer .case-unsaved').waitFor({ state: 'detached' });
    await refusal.waitFor({ state: 'detached' });

    // The preview: what this case sets apart, and every change of the form, marked where it touches saved data.
    await upgradeButton(page).click();
    const preview = upgradeDialog(page);
    const changes = preview.getByTestId('case-upgrade-changes');
    await changes.waitFor();
    const added = changes.locator('[data-group="Campos nuevos"] li');
    assert.equal(await added.allInnerTexts(), ['Datos personales e identidad › Apodo']);
    const retired = changes.locator('[data-group="Campos retirados"] li');
    assert.match(await retired.innerText(), /Datos personales e identidad › Sexo\s*Afecta a datos guardados/);
    const setApart = preview.getByTestId('case-upgrade-set-apart');
    assert.match(await setApart.locator('.case-retired-line').innerText(), /Sexo\s*Femenino/);
    assert.ok(await shownOnceScrolledTo(retired), 'the retired field is seen in the preview');
    await screenshot(page, `caso-actualizar-vista-previa-${viewport.width}`);
    const previewViolations = await runAxe(page, 'dialog.case-upgrade-dialog');
    assert.equal(previewViolations, [], describeViolations(previewViolations));
    assert.equal((await storedCase(site, id)).template_version, OLD, 'the preview changes nothing');

    const confirm = preview.getByRole('button', { name: `Actualizar a la versión ${NEW}` });
    assert.ok(await shownOnceScrolledTo(confirm), 'the confirmation is seen and can be pressed');
    await withClockHeld(
      page,
      () => confirm.click(),
      async () => {
        const done = toast(page).filter({ hasText: `Caso actualizado a la versión ${NEW}` });
        await done.getByText('Se conservó 1 valor en «Campos retirados».').waitFor();
        await done.getByRole('button', { name: 'Cerrar notificación' }).click();
      },
    );

    // The dialog now shows the case on the new version: the nickname is asked, gender is not.
    await dialog(page).getByText(`Versión del formulario: ${NEW}`, { exact: true }).waitFor();
    await identityField(page, 'nickname').waitFor();
    assert.is(await identityField(page, 'gender').count(), 0);
    assert.is(await dialog(page).getByTestId('case-upgrade').count(), 0, 'nothing newer to move to');
    const stored = await storedCase(site, id);
    assert.equal([stored.template_version, stored.retired_values.map((v) => [v.path, v.value])], [NEW, [['identity.gender', 'femenino']]]);

    // The retired value, read-only, as it was written.
    const kept = dialog(page).getByTestId('case-retired');
    await kept.getByRole('heading', { name: 'Campos retirados' }).waitFor();
    const line = kept.locator('.case-retired-line');
    assert.equal([await line.locator('dt').innerText(), await line.locator('dd').innerText()], ['Sexo', 'Femenino']);
    await kept.getByText(`Escrito en la versión ${OLD}; apartado al pasar a la versión ${NEW}.`).waitFor();
    assert.is(await kept.locator('input, select, textarea, button').count(), 0, 'nothing to edit');
    assert.ok(await shownOnceScrolledTo(line), 'the retired value is seen');
    await screenshot(page, `caso-campos-retirados-${viewport.width}`);
    const violations = await runAxe(page, 'dialog.case-dialog');
    assert.equal(violations, [], describeViolations(violations));

    // The history names the move.
    await dialog(page).getByTestId('case-versions').locator('summary').click();
    const move = dialog(page).getByTestId('case-versions').getByText(`Actualizado de la versión ${OLD} a la ${NEW}`);
    // Scrolled to the middle: at the end of the dialog the sticky footer covers what is merely scrolled into view.
    assert.ok(await isHitAtCentre(move), 'the move is seen in the history');
    await screenshot(page, `caso-actualizar-historial-${viewport.width}`);

    // The PDF prints it under 'Campos retirados'.
    const menu = dialog(page).getByRole('button', { name: 'Descargar', exact: true });
    assert.ok(await shownOnceScrolledTo(menu));
    await menu.click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog(page).getByRole('menuitem', { name: 'Descargar PDF' }).click(),
    ]);
    const text = (await pdfText(await readFile(await download.path()))).split('\n');
    const title = text.indexOf('Campos retirados');
    assert.ok(title > 0, text.join('\n'));
    assert.ok(
      text.slice(title).some((row) => row.startsWith('Sexo') && row.includes('Femenino')),
      text.slice(title).join('\n'),
    );
  });
}

test('a move raced by another save moves nothing: the dialog takes what was saved meanwhile and the move can be made from it', async ({
  site,
}) => {
  const { id, staff } = await oldCaseAndNewVersion(site);
  const page = await site.newPage({ viewport: LAYOUT_VIEWPORTS[0][1] });
  page.allowErrors(httpError(409));
  await page.clock.install();
  await openCase(site, page);
  await upgradeButton(page).click();
  await upgradeDialog(page).getByTestId('case-upgrade-changes').waitFor();

  const opened = await staff.get(`/api/consultation-details?consultationId=${id}`);
  const meanwhile = await saveCase(staff, id, caseData({ fullName: 'Ana María Pérez' }), opened.body.version, OLD);
  assert.is(meanwhile.status, 200, meanwhile.text);
  const before = await storedCase(site, id);

  // The consultant had nothing unsaved (a move refuses otherwise): there is nothing of theirs to weigh
  // against the colleague's save, so no 'keep my changes' that would blank what the colleague wrote.
  await withClockHeld(
    page,
    () =>
      upgradeDialog(page)
        .getByRole('button', { name: `Actualizar a la versión ${NEW}` })
        .click(),
    async () => {
      const refused = toast(page).filter({ hasText: 'No se actualizó el caso' });
      await refused
        .getByText('Otra persona lo guardó mientras tanto: ahora se ve lo que guardó. Revíselo y vuelva a actualizar.')
        .waitFor();
      assert.ok(await isHitAtCentre(refused.locator('.toast-title')), 'the refusal is seen');
      await refused.getByRole('button', { name: 'Cerrar notificación' }).click();
    },
  );
  assert.not.ok(await upgradeDialog(page).evaluate((element: HTMLDialogElement) => element.open), 'the preview is closed');
  await page.waitForFunction(
    () =>
      (
        document.querySelector(
          'dialog.case-dialog [data-section="identity"] .case-field[data-path="fullName"] input',
        ) as HTMLInputElement | null
      )?.value === 'Ana María Pérez',
  );
  assert.is(await dialog(page).getByTestId('case-conflict').count(), 0, 'no conflict to resolve');
  assert.is(await dialog(page).locator('.case-footer .case-unsaved').count(), 0, 'what is shown is what is saved');
  assert.equal(await storedCase(site, id), before, 'nothing moved');
  assert.equal(before.retired_values, []);

  await upgradeButton(page).click();
  await upgradeDialog(page)
    .getByRole('button', { name: `Actualizar a la versión ${NEW}` })
    .click();
  await dialog(page).getByText(`Versión del formulario: ${NEW}`, { exact: true }).waitFor();
  const moved = await storedCase(site, id);
  assert.is(moved.template_version, NEW);
  const [{ data }] = await rows<{ data: { identity: Record<string, unknown> } }>(
    site.server,
    'select data from consultation_details where consultation_id = ?',
    [id],
  );
  assert.is(data.identity.fullName, 'Ana María Pérez', "the colleague's answer moved with the case");
});

test('after a rollback brings a retired field back, the move returns its answer to the case: said in the preview, shown in the field', async ({
  site,
}) => {
  const { id, staff } = await oldCaseAndNewVersion(site);
  const opened = await staff.get(`/api/consultation-details?consultationId=${id}`);
  const moved = await staff.post(`/api/admin/consultations/${id}/case/upgrade`, { toVersion: NEW, version: opened.body.version });
  assert.is(moved.status, 200, moved.text);
  const rolledBack = await staff.post('/api/admin/templates/case/usa/rollback', { version: OLD, note: 'El sexo vuelve al formulario' });
  assert.is(rolledBack.status, 201, rolledBack.text);
  const restored = rolledBack.body.version as number;

  const page = await site.newPage({ viewport: LAYOUT_VIEWPORTS[1][1] });
  await openCase(site, page);
  await dialog(page).getByTestId('case-retired').waitFor();
  await dialog(page)
    .getByTestId('case-upgrade')
    .getByRole('button', { name: `Actualizar a la versión ${restored}` })
    .click();
  const returned = upgradeDialog(page).getByTestId('case-upgrade-returned');
  await returned.getByRole('heading', { name: 'Respuestas apartadas que vuelven al caso' }).waitFor();
  assert.match(await returned.locator('.case-retired-line').innerText(), /Sexo\s*Femenino/);
  assert.ok(await shownOnceScrolledTo(returned), 'what comes back is seen before confirming');
  await screenshot(page, `caso-actualizar-respuestas-que-vuelven-${LAYOUT_VIEWPORTS[1][1].width}`);

  await upgradeDialog(page)
    .getByRole('button', { name: `Actualizar a la versión ${restored}` })
    .click();
  await dialog(page).getByText(`Versión del formulario: ${restored}`, { exact: true }).waitFor();
  await page.waitForFunction(() => {
    const checked = document.querySelector(
      'dialog.case-dialog [data-section="identity"] .case-field[data-path="gender"] input:checked, dialog.case-dialog [data-section="identity"] .case-field[data-path="gender"] select',
    );
    return checked instanceof HTMLInputElement
      ? checked.value.includes('femenino') || checked.closest('label')?.textContent?.includes('Femenino')
      : checked instanceof HTMLSelectElement && checked.selectedOptions[0]?.textContent === 'Femenino';
  });
  assert.is(await dialog(page).getByTestId('case-retired').count(), 0, "no longer under 'Campos retirados'");
  const stored = await storedCase(site, id);
  assert.equal([stored.template_version, stored.retired_values], [restored, []]);
});

test.run();

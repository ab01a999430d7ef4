/**
 * The 'Plantillas' tab's versions and preview on saved cases: the diff of two versions with its marks,
 * 'Restaurar esta versión' asked first and publishing a new version the audit lists, and a saved case
 * drawn by the draft with the draft's messages; on a desktop and on a 390-px phone.
 */
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { eventually } from '../../backend/testing/eventually.ts';
import { seedConsultations } from '../../backend/testing/seedRows.ts';
import type { TestClient } from '../../backend/testing/testServer.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin, screenshot } from './adminHelpers.ts';
import { describeViolations, hasHorizontalScroll, MOBILE, runAxe, type Site } from './harness.ts';

const test = browserSuite('template versions and preview on saved cases (browser)');

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: MOBILE.width, height: MOBILE.height }],
] as const;
const FILE_VERSION = loadCaseTemplates().get('usa').version;

/** The usa template (its latest version is `version`) open on its personal-data section. */
async function openUsa(site: Site, page: Page, version = FILE_VERSION) {
  await openAdmin(site, page, 'plantillas');
  await page.getByLabel('Plantilla', { exact: true }).selectOption(`case:usa@${version}`);
  await page.getByLabel('Sección', { exact: true }).selectOption('identity');
  await page.getByRole('list', { name: 'Campos de la sección' }).waitFor();
}

/** Publishes, from the latest usa version: 'Sexo' retired, 'Lugar de nacimiento' required, the ID number a number, a new 'Apodo', 'Otros nombres' relabelled. */
async function publishChanges(staff: TestClient) {
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  const identity = content.schema.properties.identity;
  delete identity.properties.gender;
  identity.required.push('birthPlace');
  const { maxLength: _maxLength, ...idNumber } = identity.properties.nationalIdNumber;
  identity.properties.nationalIdNumber = { ...idNumber, type: 'integer' };
  identity.properties.nickname = { type: 'string', title: 'Apodo', maxLength: 80 };
  identity.properties.otherNames.title = 'Otros nombres usados';
  const order: string[] = content.uiSchema.identity['ui:order'];
  order.splice(order.indexOf('gender'), 1, 'nickname');
  delete content.uiSchema.identity.gender;
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);
  const published = await staff.post('/api/admin/templates/case/usa/publish', { note: 'Datos personales revisados', revision: 1 });
  assert.is(published.status, 201, published.text);
}

const diffEntry = (page: Page, group: string, text: string) =>
  page.getByTestId('version-diff').getByRole('region', { name: group }).getByTestId('diff-entry').filter({ hasText: text });
const versionEntry = (page: Page, version: number) =>
  page.getByTestId('template-version').filter({ has: page.getByText(`Versión ${version}`, { exact: true }) });

/** A screenshot of one part of the page (a phone's full page is too long to read), beside screenshot()'s. */
async function screenshotOf(locator: Locator, name: string) {
  await locator.screenshot({ path: path.resolve('.tmp/admin-screens', `${name}.png`) });
}

async function seen(locator: Locator, what: string) {
  await locator.waitFor();
  assert.ok(await shownOnceScrolledTo(locator), `${what} is seen`);
}

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: the diff of two versions lists added, retired and changed fields and options, marking those that touch saved cases`, async ({
    site,
  }) => {
    const staff = await site.server.staff();
    await publishChanges(staff);
    const page = await site.newPage({ viewport });
    await openUsa(site, page, FILE_VERSION + 1);

    const panel = page.getByTestId('versions-panel');
    await seen(versionEntry(page, FILE_VERSION + 1).getByText('Datos personales revisados'), 'the new version and its note');
    assert.match(
      await versionEntry(page, FILE_VERSION + 1).innerText(),
      new RegExp(`Versión ${FILE_VERSION + 1}\\s+consultora[\\s\\S]*En uso[\\s\\S]*Huella: [0-9a-f]{12}`),
    );
    assert.match(await versionEntry(page, FILE_VERSION).innerText(), /Incluida en la aplicación/);

    const diff = page.getByTestId('version-diff');
    assert.is(await diff.getByLabel('Desde la versión').inputValue(), String(FILE_VERSION), 'the latest against the one before it');
    assert.is(await diff.getByLabel('Hasta la versión').inputValue(), String(FILE_VERSION + 1));
    await seen(diff.getByTestId('diff-summary').getByText('5 cambios; 3 afectan a datos guardados.'), 'the summary');
    const marked = async (group: string, text: string, affects: boolean) => {
      const entry = diffEntry(page, group, text);
      await entry.waitFor();
      assert.is(await entry.getAttribute('data-affects'), String(affects), `${text}: ${affects ? 'marked' : 'not marked'}`);
      assert.is(await entry.getByText('Afecta a datos guardados').count(), affects ? 1 : 0, text);
      return entry;
    };
    await seen((await marked('Campos retirados', 'Sexo', true)).getByText('Afecta a datos guardados'), 'the mark of the retired field');
    await marked('Campos modificados', 'Tipo: texto → número entero', true);
    await marked('Campos modificados', 'Pasa a ser obligatorio', true);
    await marked('Campos modificados', 'Etiqueta: «Otros nombres o apellidos usados» → «Otros nombres usados»', false);
    await marked('Campos añadidos', 'Apodo', false);
    assert.is(await diff.getByTestId('diff-entry').count(), 5);
    await screenshot(page, `template-versions-diff-${device}`);
    await screenshotOf(panel, `template-versions-panel-${device}`);

    await diff.getByLabel('Desde la versión').selectOption(String(FILE_VERSION + 1));
    await seen(diff.getByText('Elija dos versiones distintas para compararlas.'), 'the same version twice');
    await diff.getByLabel('Desde la versión').selectOption(String(FILE_VERSION - 1));
    await diff.getByTestId('diff-summary').waitFor();
    assert.ok((await diffEntry(page, 'Campos retirados', 'Sexo').count()) === 1, 'any two versions compare');
    assert.is(await hasHorizontalScroll(page), false, 'nothing wider than the screen');
    const violations = await runAxe(page, '[data-testid="versions-panel"]');
    assert.equal(violations, [], describeViolations(violations));
  });

  test(`${device}: 'Restaurar esta versión' asks first, then publishes the old content as a new version the audit lists`, async ({
    site,
  }) => {
    const staff = await site.server.staff();
    await publishChanges(staff);
    const page = await site.newPage({ viewport });
    await openUsa(site, page, FILE_VERSION + 1);
    const restoreButton = versionEntry(page, FILE_VERSION).getByRole('button', { name: 'Restaurar esta versión' });
    assert.is(
      await versionEntry(page, FILE_VERSION + 1)
        .getByRole('button', { name: 'Restaurar esta versión' })
        .count(),
      0,
      'the version in use has nothing to restore',
    );
    const dialog = page.getByRole('dialog', { name: `Restaurar la versión ${FILE_VERSION}` });

    // Cancelling publishes nothing.
    await restoreButton.click();
    await seen(
      dialog.getByText(`Se publicará de nuevo el contenido de la versión ${FILE_VERSION} como versión ${FILE_VERSION + 2}.`, {
        exact: false,
      }),
      'the question',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const versionRows = () =>
      site.server.db.orm.em
        .fork()
        .getConnection()
        .execute<{ version: number; rolled_back_from: number | null; note: string }[]>(
          "select version, rolled_back_from, note from template_versions where kind = 'case' and key = 'usa' order by version",
        );
    assert.is((await versionRows()).length, 1);

    // A note is asked for before anything is sent.
    await restoreButton.click();
    await dialog.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await seen(dialog.getByTestId('restore-error').getByText('Escriba una nota que explique la vuelta atrás.'), 'the missing note');
    assert.is((await versionRows()).length, 1, 'nothing published without a note');
    await screenshot(page, `template-restore-dialog-${device}`);
    await screenshotOf(dialog, `template-restore-dialog-only-${device}`);
    const dialogViolations = await runAxe(page, '.template-restore-dialog');
    assert.equal(dialogViolations, [], describeViolations(dialogViolations));

    await dialog.getByLabel('Nota de la nueva versión').fill('Vuelve el campo Sexo');
    await dialog.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await seen(
      page.getByTestId('restore-outcome').getByText(`Versión ${FILE_VERSION} restaurada como versión ${FILE_VERSION + 2}.`),
      'the confirmation',
    );
    assert.equal(
      (await versionRows()).map((r) => [r.version, r.rolled_back_from, r.note]),
      [
        [FILE_VERSION + 1, null, 'Datos personales revisados'],
        [FILE_VERSION + 2, FILE_VERSION, 'Vuelve el campo Sexo'],
      ],
    );

    const newest = versionEntry(page, FILE_VERSION + 2);
    await seen(newest.getByText(`Restaura la versión ${FILE_VERSION}`), 'the new version, restoring the old one');
    assert.match(await newest.innerText(), /En uso/);
    const audit = page.getByTestId('audit-entry');
    await seen(
      audit
        .first()
        .getByText(`consultora volvió a publicar la versión ${FILE_VERSION} del formulario de caso como versión ${FILE_VERSION + 2}`),
      'the rollback in the audit',
    );
    assert.match(await audit.first().innerText(), /Restauración[\s\S]*consultora[\s\S]*Vuelve el campo Sexo/);
    assert.match(
      await audit.nth(1).innerText(),
      new RegExp(
        `Publicación[\\s\\S]*consultora publicó la versión ${FILE_VERSION + 1} del formulario de caso, que sustituye a la ${FILE_VERSION}`,
      ),
    );
    // Without a draft, the editor now holds the restored content: 'Sexo' is back in the field list.
    await page.getByLabel('Sección', { exact: true }).selectOption('identity');
    await page.getByRole('list', { name: 'Campos de la sección' }).getByRole('button', { name: /^Sexo/ }).waitFor();
    await screenshot(page, `template-restored-${device}`);
    assert.is(await hasHorizontalScroll(page), false);
  });

  test(`${device}: the preview loads a saved case: its values drawn by the draft with the draft's messages; clearing empties it`, async ({
    site,
  }) => {
    const staff = await site.server.staff();
    const names = ['Lucía Méndez', 'Pedro Álvarez', 'Ana Gómez', 'Luis Peña', 'Carmen Díaz', 'José Reyes', 'Rosa Castillo'];
    const ids = await seedConsultations(
      site.server.db.orm,
      names.map((name) => ({ name })),
    );
    for (const [i, id] of ids.entries()) {
      const fullName = names[i].normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      const saved = await staff.post('/api/consultation-details', {
        consultationId: id,
        formTemplate: 'usa',
        currentStage: 'pre-chequeo',
        documentsReviewStatus: 'pending',
        data: { identity: { fullName, birthPlace: 'Santiago' } },
        version: 0,
      });
      assert.is(saved.status, 200, saved.text);
    }
    const { body } = await staff.get('/api/admin/templates/case/usa');
    const content = structuredClone(body.content);
    content.schema.properties.identity.properties.fullName.maxLength = 8;
    assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);

    const page = await site.newPage({ viewport });
    await openUsa(site, page);
    const fullName = page.locator('#vista_fullName');
    await page.getByTestId('record-picker').getByText('Ver un caso guardado').click();
    const search = page.getByLabel('Buscar un caso guardado');
    await seen(search, 'the search, with many saved cases');
    assert.is(await page.getByTestId('template-record').count(), names.length);
    await search.fill('méndez');
    await page.getByTestId('template-record').filter({ hasText: 'Rosa' }).waitFor({ state: 'detached' });
    const lucia = page.getByTestId('template-record');
    assert.is(await lucia.count(), 1);
    assert.match(await lucia.innerText(), /LUCIA MENDEZ[\s\S]*Consulta de Lucía Méndez[\s\S]*guardado con la versión/);
    assert.ok(await shownOnceScrolledTo(lucia), 'the case to pick is seen');
    await screenshotOf(page.getByTestId('record-picker'), `template-record-picker-${device}`);
    await lucia.click();

    const shown = page.getByTestId('preview-record');
    await seen(
      shown.getByText(`Vista previa con el caso de LUCIA MENDEZ (guardado con la versión ${FILE_VERSION}).`),
      'which case is shown',
    );
    assert.is(await fullName.inputValue(), 'LUCIA MENDEZ');
    assert.is(await page.locator('#vista_birthPlace').inputValue(), 'Santiago');
    const findings = page.getByTestId('preview-findings');
    await seen(findings.getByText('Con este borrador, 1 respuesta del caso no sería válida:'), "the draft's verdict on the case");
    assert.match(await findings.innerText(), /Nombre completo[^:]*: .*8 caracteres/);
    const fieldError = page.locator('.template-preview-form').getByText(/8 caracteres/);
    await seen(fieldError, 'the message beside the field');
    await screenshot(page, `template-preview-case-${device}`);
    await screenshotOf(page.locator('.template-preview'), `template-preview-case-only-${device}`);
    const violations = await runAxe(page, '.template-preview');
    assert.equal(violations, [], describeViolations(violations));

    // What is typed into the case is checked with the draft too, and never saved.
    await fullName.fill('LUCIA');
    await seen(findings.getByText('Con este borrador, todas las respuestas del caso son válidas.'), 'the corrected answer');
    assert.is(await fieldError.count(), 0);
    const [stored] = await site.server.db.orm.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>("select data #>> '{identity,fullName}' as name from consultation_details where consultation_id = ?", [
        ids[0],
      ]);
    assert.is(stored.name, 'LUCIA MENDEZ', 'the saved case is unchanged');

    await shown.getByRole('button', { name: 'Quitar el caso' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.is(await fullName.inputValue(), '', 'back to an empty form');
    assert.is(await page.getByText('Vista previa con el caso de').count(), 0);
    assert.is(await hasHorizontalScroll(page), false);
  });
}

test('after a publish from the page, the next change starts a new draft on the new version', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openUsa(site, page);
  const list = page.getByRole('list', { name: 'Campos de la sección' });
  await list.getByRole('button', { name: /^Nombre completo/ }).click();
  await page.getByLabel('Etiqueta', { exact: true }).first().fill('Nombre completo (pasaporte)');
  await page.getByTestId('draft-state').getByText('Borrador guardado.').waitFor();
  await page.getByLabel('Nota de la versión', { exact: true }).fill('Nombre más corto');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page
    .getByTestId('publish-outcome')
    .getByText(`Versión ${FILE_VERSION + 1} publicada.`)
    .waitFor();
  await page.getByLabel('Etiqueta', { exact: true }).first().fill('Nombre completo según el pasaporte');
  const staff = await site.server.staff();
  const draftSaved = () => staff.get('/api/admin/templates/case/usa').then(({ body }) => body.draft !== null);
  assert.ok(await eventually(draftSaved, 10_000), 'the change is saved as a new draft');
  const { draft } = (await staff.get('/api/admin/templates/case/usa')).body;
  assert.equal([draft.revision, draft.baseVersion], [1, FILE_VERSION + 1]);
  assert.ok(JSON.stringify(draft.content).includes('Nombre completo según el pasaporte'));
  assert.equal(page.errors, []);
});

test.run();

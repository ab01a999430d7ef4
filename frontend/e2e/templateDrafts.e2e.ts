/**
 * The 'Plantillas' tab keeps a case template's draft on the server: two editors on one draft (the second
 * save gets both drafts to choose from), a publish refused naming the place, a publish accepted and listed.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin, screenshot } from './adminHelpers.ts';
import { MOBILE, type Site } from './harness.ts';

const test = browserSuite('template drafts on the server (browser)');

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: MOBILE.width, height: MOBILE.height }],
] as const;

const fieldList = (page: Page) => page.getByRole('list', { name: 'Campos de la sección' });
const draftState = (page: Page) => page.getByTestId('draft-state');

async function openUsaFamily(page: Page) {
  await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
  await page.getByLabel('Sección', { exact: true }).selectOption('family');
  await fieldList(page).waitFor();
}

async function relabelFather(page: Page, label: string) {
  await fieldList(page)
    .getByRole('button', { name: /^Nombre completo del padre/ })
    .click();
  await page.getByLabel('Etiqueta', { exact: true }).first().fill(label);
}

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: two editors on one draft: the second save shows both drafts, and keeping mine saves it`, async ({ site }) => {
    const first = await site.newPage({ viewport });
    const second = await site.newPage({ viewport });
    second.allowErrors(/status of 409/);
    for (const page of [first, second]) {
      await openAdmin(site, page, 'plantillas');
      await openUsaFamily(page);
    }
    await relabelFather(first, 'Padre (nombre completo)');
    await draftState(first).getByText('Borrador guardado.').waitFor();
    await relabelFather(second, 'Nombre del padre');
    const conflict = second.getByTestId('draft-conflict');
    await conflict.getByText('consultora guardó este borrador mientras usted lo editaba. Elija cuál conservar.').waitFor();
    assert.ok(await shownOnceScrolledTo(conflict.locator('p').first()), 'the conflict message is seen');
    assert.ok((await conflict.getByText('Padre (nombre completo)').count()) > 0, "the server's draft is shown");
    assert.ok((await conflict.getByText('Nombre del padre').count()) > 0, 'mine is shown');
    // What differs, in words; the JSON of both only on request.
    await conflict.getByText('Lo que su borrador cambia respecto al guardado por consultora:').waitFor();
    await conflict.getByText('Campos modificados').waitFor();
    await conflict.getByText('Etiqueta: «Padre (nombre completo)» → «Nombre del padre»').waitFor();
    assert.not.ok(await conflict.locator('pre').first().isVisible(), 'the JSON waits behind its summary');
    await draftState(second).getByText('Sin guardar: elija qué borrador conservar.').waitFor();
    assert.ok(await shownOnceScrolledTo(draftState(second)), 'the status line is seen');
    await screenshot(second, `template-draft-conflict-${device}`);

    await conflict.getByRole('button', { name: 'Conservar el mío' }).click();
    await draftState(second).getByText('Borrador guardado.').waitFor();
    const staff = await site.server.staff();
    const saved = (await staff.get('/api/admin/templates/case/usa')).body.draft;
    assert.is(saved.revision, 2);
    assert.ok(JSON.stringify(saved.content).includes('"Nombre del padre"'), 'mine is the saved draft');
    assert.not.ok(JSON.stringify(saved.content).includes('Padre (nombre completo)'));
    assert.equal(first.errors, []);
  });

  test(`${device}: a refused publish names the place in Spanish; nothing is published`, async ({ site }) => {
    const staff = await site.server.staff();
    const { body } = await staff.get('/api/admin/templates/case/usa');
    const content = structuredClone(body.content);
    content.uiSchema.identity.fantasma = { 'ui:widget': 'textarea' };
    assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);

    const page = await site.newPage({ viewport });
    page.allowErrors(/status of 400/);
    await openAdmin(site, page, 'plantillas');
    await openUsaFamily(page);
    await draftState(page).getByText('Borrador guardado por consultora: los cambios se guardan solos.').waitFor();
    await page.getByLabel('Nota de la versión').fill('Prueba');
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const outcome = page.getByTestId('publish-outcome');
    await outcome.getByText('El borrador no se puede publicar: corrija los puntos señalados').waitFor();
    // Named by the section's label and the entry's key (no field has it), not by a JSON pointer.
    await outcome.getByText('Datos personales e identidad › fantasma:').waitFor();
    assert.ok(await shownOnceScrolledTo(outcome.locator('p').first()), 'the refusal is seen');
    await screenshot(page, `template-publish-refused-${device}`);
    assert.is((await staff.get('/api/admin/templates/case/usa')).body.versions.length, 3);
  });
}

const openFromList = (page: Page, id: string) => page.locator(`[data-template="${id}"]`).getByRole('button').click();

/** The draft the server holds, once `until` accepts it (a save may still be on its way). */
async function serverDraft(site: Site, until: (draft: { content: unknown } | null) => boolean) {
  const staff = await site.server.staff();
  for (let tries = 0; tries < 50; tries++) {
    const { draft } = (await staff.get('/api/admin/templates/case/usa')).body;
    if (until(draft)) return draft;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never held the expected draft');
}
const holds = (text: string) => (draft: { content: unknown } | null) => JSON.stringify(draft?.content ?? null).includes(text);

test('a change typed just before opening another template is saved, and is there on coming back', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openAdmin(site, page, 'plantillas');
  await openUsaFamily(page);
  await relabelFather(page, 'Padre, según el pasaporte');
  await draftState(page).getByText('Cambios sin guardar todavía: se guardan en un momento.').waitFor();
  await openFromList(page, 'form:task');
  await fieldList(page).waitFor();
  await serverDraft(site, holds('Padre, según el pasaporte'));

  await openFromList(page, 'case:usa');
  await page.getByLabel('Sección', { exact: true }).selectOption('family');
  await fieldList(page)
    .getByRole('button', { name: /^Padre, según el pasaporte/ })
    .waitFor();
  await page.locator('[data-template="case:usa"]').getByText('Sí, sin publicar').waitFor();
  assert.equal(page.errors, []);
});

test("a change saved on leaving that meets another editor's draft comes back as the conflict to resolve", async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  page.allowErrors(/status of 409/);
  await openAdmin(site, page, 'plantillas');
  await openUsaFamily(page);
  const staff = await site.server.staff();
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const theirs = JSON.parse(JSON.stringify(body.content).replace('"Nombre completo del padre"', '"Padre (de otra persona)"'));
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content: theirs, revision: 0 })).status, 200);

  await relabelFather(page, 'Padre (mío)');
  await openFromList(page, 'form:task');
  await fieldList(page).waitFor();
  await openFromList(page, 'case:usa');
  const conflict = page.getByTestId('draft-conflict');
  await conflict.getByText('Etiqueta: «Padre (de otra persona)» → «Padre (mío)»').waitFor();
  await draftState(page).getByText('Sin guardar: elija qué borrador conservar.').waitFor();
  await conflict.getByRole('button', { name: 'Conservar el mío' }).click();
  await draftState(page).getByText('Borrador guardado.').waitFor();
  await serverDraft(site, holds('Padre (mío)'));
  await page.getByLabel('Sección', { exact: true }).selectOption('family');
  await fieldList(page)
    .getByRole('button', { name: /^Padre \(mío\)/ })
    .waitFor();
  assert.equal(
    page.errors.filter((error) => !/status of 409/.test(error)),
    [],
  );
});

for (const action of ['Publicar', 'Comprobar'] as const) {
  test(`an editor whose saved draft another saved over is shown the conflict on '${action}', not a refusal with nothing to compare`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
    page.allowErrors(/status of 409/);
    await openAdmin(site, page, 'plantillas');
    await openUsaFamily(page);
    await relabelFather(page, 'Padre (mío)');
    await draftState(page).getByText('Borrador guardado.').waitFor();
    // Another editor saves over it; this page has nothing left to save, so it hears nothing until it acts.
    const staff = await site.server.staff();
    const { body } = await staff.get('/api/admin/templates/case/usa');
    const theirs = JSON.parse(JSON.stringify(body.draft.content).replace('"Padre (mío)"', '"Padre (de otra persona)"'));
    assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content: theirs, revision: body.draft.revision })).status, 200);

    await page.getByLabel('Nota de la versión').fill('Etiqueta del padre');
    await page.getByRole('button', { name: action, exact: true }).click();
    const conflict = page.getByTestId('draft-conflict');
    await conflict.getByText('Etiqueta: «Padre (de otra persona)» → «Padre (mío)»').waitFor();
    assert.ok(await shownOnceScrolledTo(conflict.locator('p').first()), 'the conflict is seen');
    await draftState(page).getByText('Sin guardar: elija qué borrador conservar.').waitFor();
    assert.is(await page.getByTestId('publish-outcome').count(), 0, 'no refusal beside it');
    assert.is(await page.getByTestId('check-result').count(), 0, "the other editor's draft is not checked as if it were mine");
    assert.equal((await staff.get('/api/admin/templates/case/usa')).body.versions.length, 3, 'nothing published');

    await conflict.getByRole('button', { name: 'Conservar el mío' }).click();
    await draftState(page).getByText('Borrador guardado.').waitFor();
    await serverDraft(site, holds('Padre (mío)'));
    assert.equal(
      page.errors.filter((error) => !/status of 409/.test(error)),
      [],
    );
  });
}

test('closing the tab with a change not yet saved asks first, and the change is saved anyway', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openAdmin(site, page, 'plantillas');
  await openUsaFamily(page);
  await relabelFather(page, 'Padre (cierre de pestaña)');
  const asked = new Promise<string>((resolve) =>
    page.on('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  assert.is(await asked, 'beforeunload');
  await serverDraft(site, holds('Padre (cierre de pestaña)'));
});

test('a save that cannot reach the server keeps the change, says so, and is sent again by itself once the server answers', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  page.allowErrors(/net::ERR_CONNECTION_REFUSED/);
  await openAdmin(site, page, 'plantillas');
  await openUsaFamily(page);
  const draftUrl = '**/api/admin/templates/case/usa/draft';
  await page.route(draftUrl, (route) => route.abort('connectionrefused'));
  await relabelFather(page, 'Padre (sin conexión)');
  await draftState(page).getByText('No se pudo guardar el borrador; sus cambios siguen aquí.').waitFor();
  const staff = await site.server.staff();
  assert.is((await staff.get('/api/admin/templates/case/usa')).body.draft, null, 'nothing reached the server');
  await page.unroute(draftUrl);
  await draftState(page).getByText('Borrador guardado.').waitFor();
  await serverDraft(site, holds('Padre (sin conexión)'));
  await fieldList(page)
    .getByRole('button', { name: /^Padre \(sin conexión\)/ })
    .waitFor();
  assert.equal(
    page.errors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error)),
    [],
  );
});

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: 'Descartar borrador' says what is lost, deletes the draft and shows the published version`, async ({ site }) => {
    const staff = await site.server.staff();
    const { body } = await staff.get('/api/admin/templates/case/usa');
    const content = JSON.parse(JSON.stringify(body.content).replace('"Nombre completo del padre"', '"Padre (borrador)"'));
    assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await openUsaFamily(page);
    await fieldList(page)
      .getByRole('button', { name: /^Padre \(borrador\)/ })
      .waitFor();
    await page.locator('[data-template="case:usa"]').getByText('Sí, sin publicar').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Descartar borrador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar el borrador' });
    await dialog.getByText('se perderán todos sus cambios sin publicar').waitFor();
    await dialog.getByText('El editor volverá a la versión publicada 3, que no cambia.').waitFor();
    assert.ok(await shownOnceScrolledTo(dialog.getByText('se perderán todos sus cambios sin publicar')), 'what is lost is seen');
    await screenshot(page, `template-discard-dialog-${device}`);

    await dialog.getByRole('button', { name: 'Descartar borrador' }).click();
    await draftState(page).getByText('Borrador descartado: el editor muestra la versión publicada 3.').waitFor();
    await page.getByLabel('Sección', { exact: true }).selectOption('family');
    await fieldList(page)
      .getByRole('button', { name: /^Nombre completo del padre/ })
      .waitFor();
    await page.locator('[data-template="case:usa"]').getByText('Sí, sin publicar').waitFor({ state: 'detached' });
    assert.is(
      (await staff.get('/api/admin/templates')).body.find((t: { kind: string; key: string }) => t.kind === 'case' && t.key === 'usa')
        .hasDraft,
      false,
    );
    assert.is((await staff.get('/api/admin/templates/case/usa')).body.draft, null);
    assert.ok(await shownOnceScrolledTo(draftState(page)), 'the status line is seen');
    assert.is(await page.getByRole('button', { name: 'Descartar borrador' }).count(), 0);
    await screenshot(page, `template-discarded-${device}`);
    assert.equal(page.errors, []);
  });
}

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: a retired field comes back with 'Deshacer' exactly where it was, required as it was`, async ({ site }) => {
    const staff = await site.server.staff();
    const published = (await staff.get('/api/admin/templates/case/usa')).body.content;
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
    await page.getByLabel('Sección', { exact: true }).selectOption('identity');
    const keys = () => fieldList(page).locator('.template-field-key').allInnerTexts();
    const before = await keys();
    const birthDate = fieldList(page)
      .getByRole('button')
      .filter({ has: page.locator('code', { hasText: /^birthDate$/ }) });
    assert.match(await birthDate.innerText(), /Obligatorio/);
    await birthDate.click();
    await page.getByRole('button', { name: 'Retirar campo' }).click();
    const notice = page.getByTestId('retire-undo');
    await notice.getByText('Campo «Fecha de nacimiento» retirado del formulario.').waitFor();
    assert.not.ok((await keys()).includes('birthDate'));
    await serverDraft(site, (draft) => Boolean(draft) && JSON.stringify(draft!.content).includes('"retired"'));
    assert.ok(await shownOnceScrolledTo(notice), 'the undo offer is seen');
    await screenshot(page, `template-retire-undo-${device}`);

    await notice.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByTestId('retire-undone').getByText('Campo «Fecha de nacimiento» restaurado en su sitio.').waitFor();
    assert.equal(await keys(), before);
    assert.match(await birthDate.innerText(), /Obligatorio/);
    assert.ok(await birthDate.evaluate((button) => button === document.activeElement), 'the keyboard goes on from the field put back');
    // Schema, uiSchema entry, place in ui:order, required and the retired list: all as published.
    await serverDraft(site, (draft) => JSON.stringify(draft?.content) === JSON.stringify(published));
    await screenshot(page, `template-retire-undone-${device}`);
    assert.equal(page.errors, []);
  });
}

test('a publish with a note makes a new version, listed with who published it', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openAdmin(site, page, 'plantillas');
  await openUsaFamily(page);
  await relabelFather(page, 'Padre (nombre completo)');
  await draftState(page).getByText('Borrador guardado.').waitFor();
  await page.getByLabel('Nota de la versión').fill('Etiqueta del padre más clara');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByTestId('publish-outcome').getByText('Versión 4 publicada.').waitFor();
  const row = page.getByTestId('template-version').filter({ hasText: 'Etiqueta del padre más clara' });
  await row.waitFor();
  assert.match(await row.innerText(), /4\s+consultora/);
  // The published draft is gone: the status line no longer says one is saved, and there is none to discard.
  await draftState(page).getByText('Sin borrador guardado: los cambios se guardan solos como borrador.').waitFor();
  assert.is(await page.getByRole('button', { name: 'Descartar borrador' }).count(), 0);
  assert.ok(await shownOnceScrolledTo(page.getByTestId('publish-outcome')), 'the confirmation is seen');
  await screenshot(page, 'template-published-desktop');
  assert.equal(page.errors, []);
});

test('Comprobar names the saved cases the draft would refuse, with the field and the Spanish message', async ({ site }) => {
  const staff = await site.server.staff();
  const consultationId = await seedConsultation(site.server.db.orm, { name: 'Lucía Méndez', country: 'usa' });
  const data = { identity: { fullName: 'LUCIA MENDEZ' } };
  const saved = await staff.post('/api/consultation-details', {
    consultationId,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data,
    version: 0,
  });
  assert.is(saved.status, 200, saved.text);
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  content.schema.properties.identity.properties.fullName.maxLength = 5;
  assert.is((await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 })).status, 200);

  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openAdmin(site, page, 'plantillas');
  await openUsaFamily(page);
  await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
  const result = page.getByTestId('check-result');
  await result.getByText('1 de 1 casos guardados no pasarían con este borrador:').waitFor();
  await result.getByText('Datos personales e identidad › Nombre completo (como aparece en el pasaporte):').waitFor();
  assert.ok(await shownOnceScrolledTo(result.locator('p').first()), 'the check result is seen');
  await screenshot(page, 'template-check-desktop');
  assert.equal(page.errors, []);
});

test.run();

import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { shownOnceScrolledTo } from './shownAtCentre.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin, screenshot } from './adminHelpers.ts';
import { MOBILE, type Site } from './harness.ts';
import { pauseClockAhead } from './pageClock.ts';

const test = browserSuite('admin Plantillas tab (browser)');

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: MOBILE.width, height: MOBILE.height };
const VIEWPORTS = [
  ['desktop', LAPTOP],
  ['phone', PHONE],
] as const;

const preview = (page: Page) => page.getByRole('region', { name: 'Vista previa' });
const fieldList = (page: Page) => page.getByRole('list', { name: 'Campos de la sección' });

/** Opens the USA case template on its Familia section. */
async function openFamily(page: Page) {
  await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
  await page.getByLabel('Sección', { exact: true }).selectOption('family');
  await preview(page).getByText('Estado civil', { exact: true }).waitFor();
}

async function openField(page: Page, title: string) {
  const toggle = fieldList(page).getByRole('button', { name: new RegExp(`^${title}`) });
  await toggle.click();
  return toggle.locator('xpath=..');
}

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: relabelling a field in the field list shows the new label in the preview`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await openFamily(page);
    const row = await openField(page, 'Nombre completo del padre');
    await row.getByLabel('Etiqueta', { exact: true }).fill('Nombre y apellidos del padre');
    const shown = preview(page).locator('label', { hasText: 'Nombre y apellidos del padre' });
    await shown.waitFor();
    assert.ok(await shownOnceScrolledTo(shown), 'the new label is seen in the preview');
    assert.is(await preview(page).locator('label', { hasText: 'Nombre completo del padre' }).count(), 0);
    await screenshot(page, `templates-fields-${label}`);
    // What a person sees around the field being edited, not the whole page.
    await page.getByLabel('Etiqueta', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/admin-screens/templates-fields-${label}-view.png` });
    assert.equal(page.errors, []);
  });

  test(`${label}: adding an option in the field list shows it in the preview's select`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await openFamily(page);
    const row = await openField(page, 'Estado civil');
    await row.getByLabel('Nueva opción').fill('Separado/a');
    await row.getByRole('button', { name: 'Añadir opción' }).click();
    await row.getByLabel('Etiqueta de la opción «separado-a»').waitFor();
    const options = await preview(page).locator('select#vista_maritalStatus option').allInnerTexts();
    assert.ok(options.includes('Separado/a'), `the preview offers the new option (${options.join(', ')})`);
    // A refused edit says why, on screen, and changes nothing.
    await row.getByLabel('Nueva opción').fill('casado/A');
    await row.getByRole('button', { name: 'Añadir opción' }).click();
    const refusal = row.getByRole('alert');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /Ya hay una opción «casado\/A»/);
    assert.ok(await shownOnceScrolledTo(refusal));
    assert.is((await preview(page).locator('select#vista_maritalStatus option').allInnerTexts()).length, options.length);
    await screenshot(page, `templates-options-${label}`);
    assert.equal(page.errors, []);
  });

  test(`${label}: 'Mostrar solo si' with a field chosen and no answer ticked says nothing changed yet; a ticked answer applies it`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await openFamily(page);
    const row = await openField(page, 'Nombre completo del padre');
    await row.getByLabel('Mostrar solo si', { exact: true }).selectOption({ label: 'Estado civil' });
    const incomplete = row.getByText('Marque al menos una respuesta: hasta entonces el campo se muestra siempre.');
    await incomplete.waitFor();
    assert.ok(await shownOnceScrolledTo(incomplete), 'the editor sees the condition is not set yet');
    assert.ok(await preview(page).locator('label', { hasText: 'Nombre completo del padre' }).isVisible(), 'the field still shows');
    await row.getByLabel('Casado/a').check();
    await incomplete.waitFor({ state: 'detached' });
    // Now the field shows only for that answer, as the preview draws it.
    await preview(page).locator('label', { hasText: 'Nombre completo del padre' }).waitFor({ state: 'detached' });
    assert.equal(page.errors, []);
  });

  test(`${label}: publishing without a note says so and puts the cursor in the note`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await openFamily(page);
    await page.getByRole('button', { name: 'Publicar' }).click();
    const message = page.getByTestId('publish-outcome').getByText('Escriba una nota que explique el cambio.');
    await message.waitFor();
    assert.ok(await shownOnceScrolledTo(message));
    assert.is(await page.evaluate(() => document.activeElement?.id), await page.getByLabel('Nota de la versión').getAttribute('id'));
    assert.is(await page.getByLabel('Nota de la versión').getAttribute('aria-invalid'), 'true');
    assert.equal(page.errors, []);
  });

  test(`${label}: invalid JSON is marked at its line in Spanish and the preview keeps the last good form`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await openFamily(page);
    await page.getByRole('button', { name: 'Esquema (JSON)' }).click();
    const editor = page.getByRole('textbox', { name: 'Esquema JSON de la plantilla' });
    await editor.click();
    // Line 2 is `"$schema": "…",`: remove its comma.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    const problems = page.locator('.template-problems');
    await problems.waitFor();
    assert.match(await problems.innerText(), /Esquema, Línea 2: JSON no válido: falta una coma o una llave de cierre «}»/);
    assert.ok(await shownOnceScrolledTo(problems.locator('li').first()), 'the problem is seen');
    const markedLine = await page
      .locator('.cm-content .cm-line')
      .evaluateAll((lines) => lines.findIndex((line) => line.querySelector('.cm-lintRange-error')) + 1);
    assert.is(markedLine, 2, 'the mark is on line 2');
    assert.is(await page.locator('.cm-gutter-lint .cm-lint-marker-error').count(), 1);
    // The preview still shows the last good template.
    assert.ok(await preview(page).getByText('Estado civil', { exact: true }).isVisible());
    await screenshot(page, `templates-json-error-${label}`);
    await page.screenshot({ path: `.tmp/admin-screens/templates-json-error-${label}-view.png` });

    // The field list waits for valid JSON instead of overwriting what was typed.
    await page.getByRole('button', { name: 'Campos' }).click();
    assert.ok(await page.getByText('Corrija primero los problemas del JSON').isVisible());
    await page.getByRole('button', { name: 'Esquema (JSON)' }).click();
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.type(',');
    await problems.waitFor({ state: 'detached' });
    assert.is(await page.locator('.cm-lintRange-error').count(), 0);
    assert.equal(page.errors, []);
  });
}

test('typing in the schema JSON updates the preview as it is typed', async ({ site }) => {
  const page = await site.newPage({ viewport: LAPTOP });
  await openAdmin(site, page, 'plantillas');
  await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
  const original = 'Nombre completo (como aparece en el pasaporte)';
  await preview(page).locator('label', { hasText: original }).waitFor();
  await page.getByRole('button', { name: 'Esquema (JSON)' }).click();
  await page.getByRole('textbox', { name: 'Esquema JSON de la plantilla' }).click();
  // Line 13 is the first field's `"title": "Nombre completo (…)",`: type before its closing quote.
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < 13; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' y apellidos');
  await preview(page)
    .locator('label', { hasText: `${original} y apellidos` })
    .waitFor();
  assert.is(await page.locator('.template-problems').count(), 0, 'the edited JSON is accepted');
  // Back in the field list, the field carries the typed label.
  await page.getByRole('button', { name: 'Campos' }).click();
  await fieldList(page)
    .getByRole('button', { name: new RegExp(`y apellidos`) })
    .waitFor();
  assert.equal(page.errors, []);
});

/** The USA template's JSON documents as the editor shows them, and the 1-based line of a fragment in one. */
async function usaTexts(site: Site) {
  const { body } = await (await site.server.staff()).get('/api/admin/templates/case/usa');
  const content = body.draft?.content ?? body.content;
  return { schema: JSON.stringify(content.schema, null, 2), uiSchema: JSON.stringify(content.uiSchema, null, 2) };
}
const lineOf = (text: string, fragment: string) => text.slice(0, text.indexOf(fragment)).split('\n').length;

/** Puts the editor's caret at the end of `line`. */
async function caretAtLineEnd(page: Page, line: number) {
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

const FULL_NAME = 'Nombre completo (como aparece en el pasaporte)';

/** Opens the USA template's schema or UI schema JSON, with the caret in it; the text it shows. */
async function openUsaJson(site: Site, page: Page, document: 'schema' | 'uiSchema') {
  await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
  await preview(page).locator('label', { hasText: FULL_NAME }).waitFor();
  const texts = await usaTexts(site);
  const [button, box] =
    document === 'schema' ? ['Esquema (JSON)', 'Esquema JSON de la plantilla'] : ['UI schema (JSON)', 'UI schema JSON de la plantilla'];
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('textbox', { name: box }).click();
  return texts[document];
}

/** Opens the USA template's schema JSON with the caret just inside the closing quote of the first field's title. */
async function editFirstTitle(site: Site, page: Page) {
  const schema = await openUsaJson(site, page, 'schema');
  await caretAtLineEnd(page, lineOf(schema, `"title": "${FULL_NAME}",`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  return schema;
}

test('typed JSON is drawn at once and checked once it is painted: a problem typed is then listed and marked at its line', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: LAPTOP });
  await page.clock.install();
  await openAdmin(site, page, 'plantillas');
  const schema = await editFirstTitle(site, page);
  // The page's clock stands still from here: the check, which waits for an idle moment, waits for the test.
  await pauseClockAhead(page);
  for (let i = 0; i < FULL_NAME.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Backspace');
  // The field without its title is drawn before the check has run.
  await preview(page).locator('label', { hasText: FULL_NAME }).waitFor({ state: 'detached' });
  const problems = page.locator('.template-problems');
  assert.is(await problems.count(), 0, 'not checked yet');

  await page.clock.runFor(500);
  await problems.waitFor();
  const line = lineOf(schema, '"fullName": {');
  assert.match(await problems.innerText(), new RegExp(`Esquema, Línea ${line}: .*título en español`));
  const markedLine = await page
    .locator('.cm-content .cm-line')
    .evaluateAll((lines) => lines.findIndex((l) => l.querySelector('.cm-lintRange-error')) + 1);
  assert.is(markedLine, line, 'the mark is on the field the problem names');
  // The preview is back on the last draft the check accepted.
  await preview(page).locator('label', { hasText: FULL_NAME }).waitFor();
  await page.clock.resume();
  assert.equal(page.errors, []);
});

test('the schema is checked against JSON Schema draft-07 as it is typed: a keyword of the wrong type is named in Spanish at its line', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: LAPTOP });
  await openAdmin(site, page, 'plantillas');
  const schema = await openUsaJson(site, page, 'schema');
  // The full name's `"maxLength": 200` becomes the text "200".
  const line = lineOf(schema, `"title": "${FULL_NAME}",`) + 1;
  await caretAtLineEnd(page, line);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('"200"');
  const problems = page.locator('.template-problems');
  await problems
    .getByText(
      new RegExp(
        `Esquema, Línea ${line}: El esquema no es JSON Schema draft-07 válido en properties\\.identity\\.properties\\.fullName\\.maxLength: debe ser un número entero`,
      ),
    )
    .waitFor();
  const markedLine = await page
    .locator('.cm-content .cm-line')
    .evaluateAll((lines) => lines.findIndex((l) => l.querySelector('.cm-lintRange-error')) + 1);
  assert.is(markedLine, line);
  assert.equal(page.errors, []);
});

test('JSON left with a problem is said to be unsaved, comes back when the template is opened again, and is saved once corrected', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: PHONE });
  await openAdmin(site, page, 'plantillas');
  const schema = await openUsaJson(site, page, 'schema');
  // The full name's label gets a word, then the root's `"type": "object",` loses its comma.
  await caretAtLineEnd(page, lineOf(schema, `"title": "${FULL_NAME}",`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' (sin abreviar)');
  await caretAtLineEnd(page, lineOf(schema, '"type": "object",'));
  await page.keyboard.press('Backspace');
  await page.locator('.template-problems').waitFor();
  const unsaved = page
    .getByTestId('draft-state')
    .getByText('Sin guardar: el JSON tiene errores (señalados abajo). Corríjalos y el borrador se guardará solo.');
  await unsaved.waitFor();
  assert.ok(await shownOnceScrolledTo(unsaved), 'the editor sees the JSON is not saved');

  // Another template, then this one again: the JSON typed is there, its problem listed.
  await page.getByLabel('Plantilla', { exact: true }).selectOption('form:task@1');
  await fieldList(page).waitFor();
  await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
  await page.locator('.template-problems').waitFor();
  await unsaved.waitFor();
  const editor = page.getByRole('textbox', { name: 'Esquema JSON de la plantilla' });
  assert.match(await editor.innerText(), /\(sin abreviar\)/);

  // Corrected, it is saved as the draft.
  await editor.click();
  await caretAtLineEnd(page, lineOf(schema, '"type": "object",'));
  await page.keyboard.type(',');
  await page.locator('.template-problems').waitFor({ state: 'detached' });
  await page.getByTestId('draft-state').getByText('Borrador guardado.').waitFor();
  const draft = (await (await site.server.staff()).get('/api/admin/templates/case/usa')).body.draft;
  assert.is(draft.content.schema.properties.identity.properties.fullName.title, `${FULL_NAME} (sin abreviar)`);
  assert.equal(page.errors, []);
});

test('closing the tab with JSON that has a problem asks first', async ({ site }) => {
  const page = await site.newPage({ viewport: LAPTOP });
  await openAdmin(site, page, 'plantillas');
  const schema = await openUsaJson(site, page, 'schema');
  await caretAtLineEnd(page, lineOf(schema, '"type": "object",'));
  await page.keyboard.press('Backspace');
  await page.locator('.template-problems').waitFor();
  const asked = new Promise<string>((resolve) =>
    page.on('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  assert.is(await asked, 'beforeunload');
});

test('only the newest text is checked: a problem typed and undone before its check is never listed, and the text saved is the last one', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: LAPTOP });
  await page.clock.install();
  await openAdmin(site, page, 'plantillas');
  await editFirstTitle(site, page);
  await pauseClockAhead(page);
  for (let i = 0; i < FULL_NAME.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('Nombre del titular');
  await preview(page).locator('label', { hasText: 'Nombre del titular' }).waitFor();

  // The check, then the autosave 0.8 s after it.
  await page.clock.runFor(1500);
  await page.getByTestId('draft-state').getByText('Borrador guardado.').waitFor();
  assert.is(await page.locator('.template-problems').count(), 0, 'no problem was ever listed for the text in between');
  const saved = (await (await site.server.staff()).get('/api/admin/templates/case/usa')).body.draft.content;
  assert.is(saved.schema.properties.identity.properties.fullName.title, 'Nombre del titular');
  await page.clock.resume();
  assert.equal(page.errors, []);
});

test('a draft the form cannot draw leaves a notice in the preview instead of a broken page, until its check refuses it at its line', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: LAPTOP });
  // RJSF throws on a widget it does not have; React reports the error it caught.
  page.allowErrors(/No widget 'datex'/);
  await page.clock.install();
  await openAdmin(site, page, 'plantillas');
  const uiSchema = await openUsaJson(site, page, 'uiSchema');
  // The birth date's `"ui:widget": "date"`: type inside its closing quote.
  const widgetLine = lineOf(uiSchema, '"birthDate": {') + 1;
  await caretAtLineEnd(page, widgetLine);
  await page.keyboard.press('ArrowLeft');
  // The check runs after the preview has drawn the draft: the clock waits while the notice is looked at.
  await pauseClockAhead(page);
  await page.keyboard.type('x');
  const notice = preview(page).getByText('El formulario no puede dibujar esta sección del borrador');
  await notice.waitFor();
  assert.ok(await shownOnceScrolledTo(notice), 'the notice is seen');
  // Then the check refuses the widget, at its line, and the preview goes back to the last accepted draft.
  await page.clock.runFor(500);
  const problems = page.locator('.template-problems');
  await problems
    .getByText(/«ui:widget» en uiSchema\.identity\.birthDate nombra «datex», que el formulario no puede usar para este campo/)
    .waitFor();
  await problems
    .getByText(new RegExp(`Línea ${widgetLine}\\b`))
    .first()
    .waitFor();
  await preview(page).locator('label', { hasText: FULL_NAME }).waitFor();
  assert.is(await notice.count(), 0);
  await page.clock.resume();
  await page.keyboard.press('Backspace');
  await problems.waitFor({ state: 'detached' });
});

test("JSON typed out of a template's shape leaves a notice in the preview until its check refuses it", async ({ site }) => {
  const page = await site.newPage({ viewport: LAPTOP });
  // The preview catches what it cannot draw; React reports the error it caught.
  page.allowErrors(/Cannot read properties of undefined/);
  await page.clock.install();
  await openAdmin(site, page, 'plantillas');
  const schema = await openUsaJson(site, page, 'schema');
  // The root's `"properties": {`: its key loses its last letter, so the template has no sections.
  await caretAtLineEnd(page, lineOf(schema, '"properties": {'));
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await pauseClockAhead(page);
  await page.keyboard.press('Backspace');
  const notice = preview(page).getByText('El formulario no puede dibujar esta sección del borrador');
  await notice.waitFor();
  const problems = page.locator('.template-problems');
  assert.is(await problems.count(), 0, 'not checked yet');
  await page.clock.runFor(500);
  await problems.waitFor();
  await preview(page).locator('label', { hasText: FULL_NAME }).waitFor();
  assert.is(await notice.count(), 0, 'the preview is back on the last accepted draft');
  await page.clock.resume();

  // A field that is `null` is refused in Spanish too (the checks cannot walk it).
  await page.keyboard.type('s');
  await problems.waitFor({ state: 'detached' });
  await caretAtLineEnd(page, lineOf(schema, '"fullName": {') - 1);
  await page.keyboard.press('Enter');
  await page.keyboard.type('"apodo": null,');
  await problems.getByText('El borrador no tiene la forma de una plantilla y no se puede revisar').waitFor();
  assert.ok(await preview(page).locator('label', { hasText: FULL_NAME }).isVisible());
});

// ---- Valid draft-07 that ajv's strict mode refuses: warned of, published ------------------------------------

/** Saves a USA draft with a tuple field (no `minItems`, no `additionalItems`): valid draft-07 stock RJSF draws. */
async function draftWithTuple(site: Site) {
  const staff = await site.server.staff();
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  content.schema.properties.identity.properties.emergencyContact = {
    type: 'array',
    title: 'Contacto de emergencia',
    items: [
      { type: 'string', title: 'Nombre' },
      { type: 'string', title: 'Teléfono' },
    ],
  };
  content.uiSchema.identity['ui:order'].push('emergencyContact');
  const saved = await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 });
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  return JSON.stringify(content.schema, null, 2);
}

const TUPLE_WARNING = '«items» en properties.identity.properties.emergencyContact describe una lista de 2 posiciones';

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: a template ajv's strict mode would refuse shows its warning beside the JSON, marked at its line, and publishes`, async ({
    site,
  }) => {
    const schema = await draftWithTuple(site);
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await page.getByLabel('Plantilla', { exact: true }).selectOption('case:usa@3');
    await preview(page).locator('label', { hasText: FULL_NAME }).waitFor();
    await page.getByRole('button', { name: 'Esquema (JSON)' }).click();
    const warnings = page.getByTestId('template-warnings');
    const line = lineOf(schema, '"emergencyContact": {') + 3;
    assert.ok(schema.split('\n')[line - 1].includes('"items": ['), 'the line of the tuple');
    const warning = warnings.locator('li').filter({ hasText: `Esquema, Línea ${line}: ${TUPLE_WARNING}` });
    await warning.waitFor();
    assert.match(await warnings.innerText(), /Hay 1 aviso; la plantilla es válida y se puede publicar/);
    assert.ok(await shownOnceScrolledTo(warning), 'the warning is seen');
    assert.is(await page.locator('.template-problems').count(), 0, 'no problem refuses the draft');

    // Marked in the JSON as a warning, not an error, at the tuple's line.
    const editor = page.getByRole('textbox', { name: 'Esquema JSON de la plantilla' });
    await editor.click();
    await caretAtLineEnd(page, line);
    const marked = page.locator('.cm-content .cm-line').filter({ has: page.locator('.cm-lintRange-warning') });
    await marked.first().waitFor();
    assert.match(await marked.first().innerText(), /"items": \[/);
    assert.is(await page.locator('.cm-lintRange-error').count(), 0);
    assert.ok(await shownOnceScrolledTo(marked.first()), 'the mark is seen');
    await screenshot(page, `templates-json-warning-${label}`);
    await page.screenshot({ path: `.tmp/admin-screens/templates-json-warning-${label}-view.png` });

    // The check lists it with its place in the form's words; publishing goes through.
    await page.getByRole('button', { name: 'Comprobar' }).click();
    const checked = page
      .getByTestId('check-warnings')
      .locator('li')
      .filter({ hasText: `Datos personales e identidad › Contacto de emergencia: ${TUPLE_WARNING}` });
    await checked.waitFor();
    assert.ok(await shownOnceScrolledTo(checked), "the check's warning is seen");
    await page.screenshot({ path: `.tmp/admin-screens/templates-check-warning-${label}-view.png` });
    await page.getByLabel('Nota de la versión').fill('Contacto de emergencia');
    await page.getByRole('button', { name: 'Publicar' }).click();
    const published = page.getByTestId('publish-outcome');
    await published.getByText('Versión 4 publicada.').waitFor();
    assert.ok(await shownOnceScrolledTo(published));
    assert.equal(page.errors, []);
  });
}

test('a strict-mode finding typed into the JSON becomes a warning at its line, and the draft is still accepted and saved', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: LAPTOP });
  await openAdmin(site, page, 'plantillas');
  const schema = await openUsaJson(site, page, 'schema');
  // After the full name's `"maxLength": 200`: `minItems` on a text, which applies to lists only.
  const line = lineOf(schema, `"title": "${FULL_NAME}",`) + 1;
  await caretAtLineEnd(page, line);
  await page.keyboard.type(', "minItems": 1');
  const warnings = page.getByTestId('template-warnings');
  await warnings
    .getByText(
      new RegExp(
        `Esquema, Línea ${line}: «minItems» en properties\\.identity\\.properties\\.fullName solo se aplica a un valor de tipo "array" \\(lista\\)`,
      ),
    )
    .waitFor();
  const markedLine = await page
    .locator('.cm-content .cm-line')
    .evaluateAll((lines) => lines.findIndex((l) => l.querySelector('.cm-lintRange-warning')) + 1);
  assert.is(markedLine, line);
  assert.is(await page.locator('.template-problems').count(), 0);
  await page.getByTestId('draft-state').getByText('Borrador guardado.').waitFor();
  const { body } = await (await site.server.staff()).get('/api/admin/templates/case/usa');
  assert.is(body.draft.content.schema.properties.identity.properties.fullName.minItems, 1, 'the draft is saved');
  // Taken out again, the warning goes.
  for (let i = 0; i < ', "minItems": 1'.length; i++) await page.keyboard.press('Backspace');
  await warnings.waitFor({ state: 'detached' });
  assert.is(await page.locator('.cm-lintRange-warning').count(), 0);
  assert.equal(page.errors, []);
});

test.run();

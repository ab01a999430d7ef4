/**
 * The 'Plantillas' tab beyond the case forms: an interview step and the task form edited through the
 * field list, saved on the server, checked and published, then used (an interview made before keeps its
 * steps, /form-demo draws the new task form); the scoring rules edited in JSON, marked at their line.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from './browserSuite.ts';
import { card, openAdmin, screenshot, selectTab, toast } from './adminHelpers.ts';
import { MOBILE } from './harness.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';

const test = browserSuite('Plantillas: interview, rules and task form (browser)');

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: MOBILE.width, height: MOBILE.height }],
] as const;

const preview = (page: Page) => page.getByRole('region', { name: 'Vista previa' });
const fieldList = (page: Page) => page.getByRole('list', { name: 'Campos de la sección' });
const draftState = (page: Page) => page.getByTestId('draft-state');
const listRow = (page: Page, id: string) => page.locator(`[data-testid="template-row"][data-template="${id}"]`);
const interviewDialog = (page: Page) => page.locator('dialog.interview-dialog[open]');

/** Waits until the list's row of a template says `text` where a person sees it (a table row, or a phone's summary line). */
async function rowSays(page: Page, id: string, text: RegExp) {
  await page.waitForFunction(
    ([selector, source]) => new RegExp(source).test((document.querySelector(selector) as HTMLElement | null)?.innerText ?? ''),
    [`[data-testid="template-row"][data-template="${id}"]`, text.source] as const,
  );
}

async function publishWithNote(page: Page, note: string, version: number) {
  await page.getByLabel('Nota de la versión').fill(note);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const outcome = page.getByTestId('publish-outcome');
  await outcome.getByText(`Versión ${version} publicada.`).waitFor();
  assert.ok(await shownOnceScrolledTo(outcome.locator('p')), 'the confirmation is seen');
}

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: an interview step relabelled in the tab is published; an interview made before keeps its steps, a new one takes the new`, async ({
    site,
  }) => {
    const staff = await site.staffApi();
    const before = await staff.post('/api/interviews', { clientName: 'Antes Pérez', country: 'usa' });
    assert.is(before.status, 201);

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    assert.match(await listRow(page, 'interview:standard').innerText(), /Entrevista de evaluación/);
    await listRow(page, 'interview:standard').getByRole('button', { name: 'Abrir Entrevista de evaluación' }).click();
    await page.getByLabel('Paso', { exact: true }).selectOption('presentacion');
    await preview(page).getByText('Motivo del viaje', { exact: true }).waitFor();
    // The hidden region the interview fills is not offered for editing, and the list says why.
    assert.is(
      await fieldList(page)
        .getByRole('button', { name: /^Región de destino/ })
        .count(),
      0,
    );
    assert.ok(await shownOnceScrolledTo(page.getByText(/La región de destino no figura en la lista/)), 'the note is seen');
    await fieldList(page)
      .getByRole('button', { name: /^Motivo del viaje/ })
      .click();
    await page.getByLabel('Etiqueta', { exact: true }).first().fill('Propósito del viaje');
    const shown = preview(page).locator('label', { hasText: 'Propósito del viaje' });
    await shown.waitFor();
    assert.ok(await shownOnceScrolledTo(shown), 'the new label is seen in the preview');
    await draftState(page).getByText('Borrador guardado.').waitFor();
    await rowSays(page, 'interview:standard', /sin publicar/);
    const draft = (await staff.get('/api/admin/templates/interview/standard')).body.draft;
    assert.is(
      draft.content.steps[0].schema.properties.motivo.title,
      'Propósito del viaje',
      'the draft is kept on the server, as the steps',
    );
    await screenshot(page, `template-interview-step-${device}`);

    await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
    const checked = page.getByTestId('check-result');
    const passes = checked.getByText('La entrevista guardada pasa con este borrador.');
    await passes.waitFor();
    assert.ok(await shownOnceScrolledTo(passes), 'the check is seen');
    await checked
      .getByTestId('check-changes')
      .getByText('Respecto a la versión publicada, el borrador hace 1 cambio; ninguno afecta a datos guardados:')
      .waitFor();
    await publishWithNote(page, 'El motivo pasa a llamarse propósito', 2);
    await rowSays(page, 'interview:standard', /consultora/);
    assert.not.match(await listRow(page, 'interview:standard').innerText(), /sin publicar/, 'the draft is gone once published');
    await screenshot(page, `template-interview-published-${device}`);

    // The interview made before opens with its own steps; a new one with the published ones.
    await selectTab(page, 'entrevistas');
    await card(page, 'interview-card', 'Antes Pérez').getByRole('button', { name: 'Continuar' }).click();
    await interviewDialog(page).getByRole('heading', { name: '1. Presentación' }).waitFor();
    const oldLabel = interviewDialog(page).getByText('Motivo del viaje', { exact: true });
    await oldLabel.waitFor();
    assert.ok(await shownOnceScrolledTo(oldLabel), 'the old interview shows its own label');
    assert.is(await interviewDialog(page).getByText('Propósito del viaje').count(), 0);
    await screenshot(page, `template-interview-old-${device}`);
    await interviewDialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();

    await page.getByRole('button', { name: 'Nueva Entrevista' }).click();
    await page.getByLabel('Nombre del cliente').fill('Después Gómez');
    await page.getByRole('button', { name: 'Crear Entrevista' }).click();
    const newLabel = interviewDialog(page).getByText('Propósito del viaje', { exact: true });
    await newLabel.waitFor();
    assert.ok(await shownOnceScrolledTo(newLabel), 'the new interview shows the published label');
    await screenshot(page, `template-interview-new-${device}`);
    const stored = (await staff.get('/api/interviews')).body as { clientName: string; templateVersion: number }[];
    assert.equal(stored.map((i) => [i.clientName, i.templateVersion]).sort(), [
      ['Antes Pérez', 1],
      ['Después Gómez', 2],
    ]);
    assert.equal(page.errors, []);
  });

  test(`${device}: 'Bajar' on an interview step's first field moves it past the next one, the hidden region field notwithstanding`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await listRow(page, 'interview:standard').getByRole('button', { name: 'Abrir Entrevista de evaluación' }).click();
    await page.getByLabel('Paso', { exact: true }).selectOption('presentacion');
    const titles = () => fieldList(page).locator('.template-field-title').allInnerTexts();
    const [first, second] = await titles();
    assert.is(first, 'Motivo del viaje');
    await fieldList(page)
      .getByRole('button', { name: /^Motivo del viaje/ })
      .click();
    await fieldList(page).getByRole('button', { name: 'Bajar', exact: true }).click();
    await page.waitForFunction(
      ([a, b]) => {
        const shown = [...document.querySelectorAll('.template-field-list .template-field-title')].map((e) => e.textContent);
        return shown[0] === b && shown[1] === a;
      },
      [first, second],
    );
    await draftState(page).getByText('Borrador guardado.').waitFor();
    const draft = (await (await site.staffApi()).get('/api/admin/templates/interview/standard')).body.draft;
    assert.equal(draft.content.steps[0].uiSchema['ui:order'].slice(0, 3), ['region', 'duracion', 'motivo']);
    assert.equal(page.errors, []);
  });

  test(`${device}: a field added to the task form in the tab is published, drawn by /form-demo and kept with the task`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await page.getByLabel('Plantilla', { exact: true }).selectOption('form:task@1');
    await fieldList(page)
      .getByRole('button', { name: /^Título/ })
      .waitFor();
    assert.is(await preview(page).getByRole('button', { name: 'No aplica' }).count(), 0, 'the task form offers no NA, as on /form-demo');
    await page.getByLabel('Etiqueta del campo nuevo').fill('Cliente');
    await page.getByRole('button', { name: 'Añadir campo' }).click();
    const added = page.getByText('Campo añadido con la clave «cliente».');
    await added.waitFor();
    assert.ok(await shownOnceScrolledTo(added), 'the new key is seen');
    await preview(page).locator('label', { hasText: 'Cliente' }).waitFor();
    await draftState(page).getByText('Borrador guardado.').waitFor();
    await screenshot(page, `template-task-field-${device}`);

    await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
    await page.getByTestId('check-result').getByText('No hay tareas guardadas: nada que comprobar.').waitFor();
    await publishWithNote(page, 'El cliente de la tarea', 2);

    await page.goto('/form-demo');
    await page.getByLabel(/^Cliente/).fill('Ana Pérez');
    await page.getByLabel(/^Título/).fill('Llamar a la clienta');
    await page.getByLabel(/^Descripción/).fill('Confirmar la cita del lunes por la mañana.');
    await page.getByLabel(/^Categoría/).selectOption({ label: 'Soporte' });
    await screenshot(page, `template-task-form-demo-${device}`);
    await page.getByRole('button', { name: 'Enviar tarea' }).click();
    const sent = page.locator('.form-demo-task', { hasText: 'Llamar a la clienta' });
    const client = sent.getByText('Cliente: Ana Pérez');
    await client.waitFor();
    // The toast confirming the send sits at the foot of a phone's screen, over the last task: closed, as a person would.
    const shownToast = toast(page);
    if (await shownToast.count())
      await shownToast
        .locator('.toast-close')
        .click()
        .catch(async (error) => {
          if (await shownToast.count()) throw error;
        });
    await page.locator('.toast').waitFor({ state: 'detached' });
    assert.ok(await shownOnceScrolledTo(client), 'the stored task shows the new field');
    await screenshot(page, `template-task-sent-${device}`);
    const [row] = await site.server.db.orm.em
      .fork()
      .getConnection()
      .execute<{ template_version: number; extra: unknown }[]>('select template_version, extra from tasks');
    assert.equal([row.template_version, row.extra], [2, { cliente: 'Ana Pérez' }]);
    assert.equal(page.errors, []);
  });
}

test('the scoring rules in JSON: a threshold typed changes the golden cases beside it; a wrong value is marked at its line', async ({
  site,
}) => {
  const staff = await site.staffApi();
  const content = (await staff.get('/api/admin/templates/rules/standard')).body.content;
  const lineOf = (fragment: string) =>
    JSON.stringify(content, null, 2)
      .split('\n')
      .findIndex((line) => line.includes(fragment)) + 1;
  const superior = lineOf('"minPercent": 80');

  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openAdmin(site, page, 'plantillas');
  await page.getByLabel('Plantilla', { exact: true }).selectOption('rules:standard@1');
  const editor = page.getByRole('textbox', { name: 'Reglas de puntuación en JSON' });
  await editor.click();
  await retypeLineEnd(page, superior, 2, '75');
  const changed = page.getByTestId('rules-preview-row').filter({ hasText: 'Respuestas intermedias (usa)' });
  await changed.getByText('cambia').waitFor();
  assert.match(await changed.innerText(), /Promedio.*\n?.*Superior/s);
  await draftState(page).getByText('Borrador guardado.').waitFor();

  // A word where a number goes: listed with its line, marked there; the preview keeps the last good draft.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('"ochenta"');
  const problems = page.locator('.template-problems');
  await problems.waitFor();
  assert.match(await problems.innerText(), new RegExp(`Línea ${superior}: En ratings\\.0\\.minPercent: debe ser un número`));
  assert.ok(await shownOnceScrolledTo(problems.locator('li').first()), 'the problem is seen');
  // CodeMirror draws only the lines in view: the marked line is known by its text.
  const marked = await page.locator('.cm-content .cm-line:has(.cm-lintRange-error)').allInnerTexts();
  assert.equal(
    marked.map((text) => text.trim()),
    ['"minPercent": "ochenta"'],
    'the mark is on the line typed',
  );
  await changed.getByText('cambia').waitFor();
  await screenshot(page, 'template-rules-error-desktop');

  for (let i = 0; i < '"ochenta"'.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('75');
  await problems.waitFor({ state: 'detached' });
  await draftState(page).getByText('Borrador guardado.').waitFor();
  await page.getByRole('button', { name: 'Comprobar', exact: true }).click();
  const checked = page.getByTestId('check-result');
  await checked.getByText('2 casos de referencia cambian de calificación:').waitFor();
  assert.match(await checked.innerText(), /Respuestas intermedias \(usa\): Promedio → Superior/);
  assert.ok(await shownOnceScrolledTo(checked.locator('p').first()));
  await screenshot(page, 'template-rules-check-desktop');
  assert.equal((await staff.get('/api/admin/templates/rules/standard')).body.draft.content.ratings[0].minPercent, 75);
  assert.equal(page.errors, []);
});

test('two editors on the scoring rules: the conflict names the JSON place that differs, the rules having no fields to name', async ({
  site,
}) => {
  const staff = await site.staffApi();
  const content = (await staff.get('/api/admin/templates/rules/standard')).body.content;
  const superior =
    JSON.stringify(content, null, 2)
      .split('\n')
      .findIndex((line) => line.includes('"minPercent": 80')) + 1;
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  page.allowErrors(/status of 409/);
  await openAdmin(site, page, 'plantillas');
  await page.getByLabel('Plantilla', { exact: true }).selectOption('rules:standard@1');
  const editor = page.getByRole('textbox', { name: 'Reglas de puntuación en JSON' });
  await editor.waitFor();
  const theirs = structuredClone(content);
  theirs.ratings[0].minPercent = 70;
  assert.is((await staff.put('/api/admin/templates/rules/standard/draft', { content: theirs, revision: 0 })).status, 200);

  await editor.click();
  await retypeLineEnd(page, superior, 2, '75');
  const conflict = page.getByTestId('draft-conflict');
  await conflict.getByText('Cambia 1 lugar del JSON:').waitFor();
  await conflict.getByText('/ratings/0/minPercent', { exact: true }).waitFor();
  await draftState(page).getByText('Sin guardar: elija qué borrador conservar.').waitFor();
  assert.ok(await shownOnceScrolledTo(conflict.locator('p').first()), 'the conflict is seen');
  await screenshot(page, 'template-rules-conflict-desktop');
});

/** In the focused editor, replaces the last `count` characters of `line` (1-based) with `text`. */
async function retypeLineEnd(page: Page, line: number, count: number, text: string) {
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  for (let i = 0; i < count; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test.run();

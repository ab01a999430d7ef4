/**
 * The 'Plantillas' tab's preview with a saved interview or task loaded: the interview's answers drawn by
 * the steps draft, step by step with the interview's region, each answer the draft refuses marked at its
 * field and listed by step; a task drawn by the task form draft and checked as of the day it was sent.
 * Nothing typed there is saved. On a desktop and on a 390-px phone.
 */
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import type { TestClient } from '../../backend/testing/testServer.ts';
import { dayFromToday } from '../../backend/testing/submissionFixtures.ts';
import { formatCalendarDay } from '../../engine/calendar/formatDate.ts';
import { browserSuite } from './browserSuite.ts';
import { openAdmin, screenshot } from './adminHelpers.ts';
import { describeViolations, hasHorizontalScroll, MOBILE, runAxe, type Site } from './harness.ts';
import { shownOnceScrolledTo } from './shownAtCentre.ts';

const test = browserSuite('template preview on saved interviews and tasks (browser)');

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: MOBILE.width, height: MOBILE.height }],
] as const;

const preview = (page: Page) => page.getByRole('region', { name: 'Vista previa' });

/** A screenshot of one part of the page (a phone's full page is too long to read), beside screenshot()'s. */
async function screenshotOf(locator: Locator, name: string) {
  await locator.screenshot({ path: path.resolve('.tmp/admin-screens', `${name}.png`) });
}

async function seen(locator: Locator, what: string) {
  await locator.waitFor();
  assert.ok(await shownOnceScrolledTo(locator), `${what} is seen`);
}

const rows = <T>(site: Site, sql: string, params: unknown[] = []) => site.server.db.orm.em.fork().getConnection().execute<T[]>(sql, params);

/** A steps draft that no longer offers business trips and allows savings up to 1,000 only. */
async function stepsDraft(staff: TestClient) {
  const { body } = await staff.get('/api/admin/templates/interview/standard');
  const content = structuredClone(body.content);
  const [presentacion, , solvencia] = content.steps;
  const motivo = presentacion.schema.properties.motivo;
  motivo.oneOf = motivo.oneOf.filter((o: { const: string }) => o.const !== 'negocios');
  solvencia.schema.properties.ahorros.maximum = 1000;
  const saved = await staff.put('/api/admin/templates/interview/standard/draft', { content, revision: 0 });
  assert.is(saved.status, 200, saved.text);
}

for (const [device, viewport] of VIEWPORTS) {
  test(`${device}: a saved interview loaded into the steps preview shows each answer the draft refuses, step by step with its region`, async ({
    site,
  }) => {
    const staff = await site.server.staff();
    const created = await staff.post('/api/interviews', { clientName: 'Lucía Méndez', country: 'europa' });
    assert.is(created.status, 201, created.text);
    const lucia = created.body.id;
    for (const [stepKey, data] of Object.entries({
      presentacion: { motivo: 'negocios', duracion: '16-30' },
      solvencia: { ahorros: 5000, tipoFinanciamiento: 'beca' },
    })) {
      assert.is((await staff.patch(`/api/interviews/${lucia}`, { stepKey, data })).status, 200);
    }
    for (const clientName of ['Pedro Álvarez', 'Ana Gómez', 'Luis Peña', 'Carmen Díaz', 'José Reyes', 'Rosa Castillo']) {
      assert.is((await staff.post('/api/interviews', { clientName, country: 'usa' })).status, 201);
    }
    await stepsDraft(staff);

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await page.getByLabel('Plantilla', { exact: true }).selectOption('interview:standard@1');
    await page.getByLabel('Paso', { exact: true }).selectOption('presentacion');
    await page.getByTestId('record-picker').getByText('Ver una entrevista guardada').click();
    const search = page.getByLabel('Buscar una entrevista guardada');
    await seen(search, 'the search, with many saved interviews');
    assert.is(await page.getByTestId('template-record').count(), 7);
    await search.fill('méndez');
    await page.getByTestId('template-record').filter({ hasText: 'Rosa' }).waitFor({ state: 'detached' });
    const entry = page.getByTestId('template-record');
    assert.is(await entry.count(), 1);
    assert.match(await entry.innerText(), /Lucía Méndez[\s\S]*Europa · En curso, paso 3 de 7[\s\S]*con la versión 1 de los pasos/);
    assert.ok(await shownOnceScrolledTo(entry), 'the interview to pick is seen');
    await screenshotOf(page.getByTestId('record-picker'), `template-record-picker-interview-${device}`);
    await entry.click();

    const shown = page.getByTestId('preview-record');
    await seen(
      shown.getByText('Vista previa con la entrevista de Lucía Méndez (guardada con la versión 1 de los pasos).'),
      'which interview is shown',
    );
    await seen(
      shown.getByText('Cada paso se comprueba con la región de la entrevista, Europa, como al guardarlo.'),
      'the region it is checked with',
    );
    const findings = page.getByTestId('preview-findings');
    await seen(
      findings.getByText('Con este borrador, 2 respuestas de la entrevista no serían válidas:'),
      "the draft's verdict on the interview",
    );
    const listed = await findings.getByRole('listitem').allInnerTexts();
    assert.equal(listed, [
      'Presentación › Motivo del viaje: Seleccione una de las opciones disponibles (respuesta: «negocios»)',
      'Solvencia › Ahorros disponibles: Debe ser 1,000 o menos (respuesta: «5000»)',
    ]);
    // The step shown draws the interview's answers, the refused one marked at its field.
    const motivoError = preview(page).locator('.template-preview-form').getByText('Seleccione una de las opciones disponibles');
    await seen(motivoError, 'the mark at the refused trip purpose');
    assert.is(await page.locator('#vista_duracion option:checked').innerText(), 'De 16 a 30 días');
    await screenshot(page, `template-preview-interview-${device}`);

    // Another step: the savings as saved, refused at the field; the Europe-only field drawn, as the region asks.
    await page.getByLabel('Paso', { exact: true }).selectOption('solvencia');
    const savings = page.locator('#vista_ahorros');
    await savings.waitFor();
    assert.is(await savings.inputValue(), '5000');
    const savingsError = preview(page).locator('.template-preview-form').getByText('Debe ser 1,000 o menos');
    await seen(savingsError, 'the mark at the refused savings');
    assert.is(
      await page.locator('#vista_tipoFinanciamiento option:checked').innerText(),
      'Beca o institución',
      'a field shown for Europe only, with its answer',
    );
    await screenshotOf(preview(page), `template-preview-interview-step-${device}`);
    const violations = await runAxe(page, '.template-preview');
    assert.equal(violations, [], describeViolations(violations));

    // What is typed is checked with the draft too, and never saved.
    await savings.fill('900');
    await seen(findings.getByText('Con este borrador, 1 respuesta de la entrevista no sería válida:'), 'the corrected savings');
    assert.is(await savingsError.count(), 0);
    const [stored] = await rows<{ ahorros: number }>(
      site,
      "select (step3data ->> 'ahorros')::int as ahorros from interviews where id = ?",
      [lucia],
    );
    assert.is(stored.ahorros, 5000, 'the saved interview is unchanged');

    await shown.getByRole('button', { name: 'Quitar la entrevista' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.is(await savings.inputValue(), '', 'back to an empty form');
    assert.is(await hasHorizontalScroll(page), false);
  });

  test(`${device}: a stored task loaded into the task form preview is checked as of the day it was sent`, async ({ site }) => {
    const staff = await site.server.staff();
    const sent = await staff.post('/api/admin/tasks', {
      title: 'Preparar la guía de requisitos',
      description: 'Requisitos de cada país.',
      category: 'support',
      priority: 'low',
      dueDate: dayFromToday(3),
    });
    assert.is(sent.status, 201, sent.text);
    assert.is(
      (
        await staff.post('/api/admin/tasks', {
          title: 'Llamar a la embajada',
          description: 'Confirmar la cita del lunes.',
          category: 'operations',
          priority: 'high',
        })
      ).status,
      201,
    );
    // Sent a month ago, due two days after: past today, but not on the day it was sent.
    await rows(
      site,
      "update tasks set created_at = now() - interval '30 days', due_date = (now() - interval '28 days')::date where id = ?",
      [sent.body.id],
    );
    const [{ sent_on: sentOn }] = await rows<{ sent_on: string }>(
      site,
      "select to_char(created_at at time zone 'America/Santo_Domingo', 'YYYY-MM-DD') as sent_on from tasks where id = ?",
      [sent.body.id],
    );
    const { body } = await staff.get('/api/admin/templates/form/task');
    const content = structuredClone(body.content);
    content.schema.properties.description.minLength = 30;
    content.schema.properties.description['x-messages'].minLength = 'Descripción debe tener al menos 30 caracteres';
    assert.is((await staff.put('/api/admin/templates/form/task/draft', { content, revision: 0 })).status, 200);

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'plantillas');
    await page.getByLabel('Plantilla', { exact: true }).selectOption('form:task@1');
    await page.getByTestId('record-picker').getByText('Ver una tarea guardada').click();
    const entry = page.getByTestId('template-record').filter({ hasText: 'Preparar la guía' });
    await seen(entry, 'the stored task');
    assert.is(await page.getByTestId('template-record').count(), 2);
    assert.equal(
      await page.getByTestId('template-record').locator('strong').allInnerTexts(),
      ['Llamar a la embajada', 'Preparar la guía de requisitos'],
      'the newest first',
    );
    assert.match(
      await entry.innerText(),
      new RegExp(`enviada el ${formatCalendarDay(sentOn)} por consultora[\\s\\S]*con la versión 1 del formulario`),
    );
    await screenshotOf(page.getByTestId('record-picker'), `template-record-picker-task-${device}`);
    await entry.click();

    const shown = page.getByTestId('preview-record');
    await seen(
      shown.getByText('Vista previa con la tarea «Preparar la guía de requisitos» (enviada con la versión 1 del formulario).'),
      'which task is shown',
    );
    await seen(
      shown.getByText(`Se comprueba como el día en que se envió, el ${formatCalendarDay(sentOn)}: la fecha límite se compara con ese día.`),
      'the day it is checked as of',
    );
    const findings = page.getByTestId('preview-findings');
    await seen(findings.getByText('Con este borrador, 1 respuesta de la tarea no sería válida:'), "the draft's verdict on the task");
    assert.equal(await findings.getByRole('listitem').allInnerTexts(), [
      'Descripción: Descripción debe tener al menos 30 caracteres (respuesta: «Requisitos de cada país.»)',
    ]);
    const description = page.locator('#vista_description');
    assert.is(await description.inputValue(), 'Requisitos de cada país.');
    const fieldError = preview(page).locator('.template-preview-form').getByText('Descripción debe tener al menos 30 caracteres');
    await seen(fieldError, 'the mark beside the description');
    assert.match(await page.locator('#vista_dueDate').inputValue(), /^\d{4}-\d{2}-\d{2}$/);
    assert.is(
      await preview(page).getByText('La fecha límite no puede ser anterior a hoy').count(),
      0,
      'a due date after the day it was sent is no error',
    );
    await screenshot(page, `template-preview-task-${device}`);
    await screenshotOf(preview(page), `template-preview-task-only-${device}`);
    const violations = await runAxe(page, '.template-preview');
    assert.equal(violations, [], describeViolations(violations));

    await description.fill('Requisitos de cada país de destino, con enlaces.');
    await seen(findings.getByText('Con este borrador, todas las respuestas de la tarea son válidas.'), 'the longer description');
    assert.is(await fieldError.count(), 0);
    const [stored] = await rows<{ description: string }>(site, 'select description from tasks where id = ?', [sent.body.id]);
    assert.is(stored.description, 'Requisitos de cada país.', 'the stored task is unchanged');

    await shown.getByRole('button', { name: 'Quitar la tarea' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.is(await description.inputValue(), '', 'back to an empty form');
    assert.is(await hasHorizontalScroll(page), false);
  });
}

test.run();

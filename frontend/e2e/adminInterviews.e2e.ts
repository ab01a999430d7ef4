import { readFile } from 'node:fs/promises';
import type { Page, Route } from 'playwright-core';
import * as assert from 'uvu/assert';
import { pdfText } from '../../backend/testing/pdfText.ts';
import { seedConsultations } from '../../backend/testing/seedRows.ts';
import { browserSuite } from './browserSuite.ts';
import { shownAtCentre, shownOnceScrolledTo } from './shownAtCentre.ts';
import { pauseClockAhead } from './pageClock.ts';
import { card, openAdmin, placesOnPage, screenshot, toast, waitForTab } from './adminHelpers.ts';
import { MOBILE, describeViolations, httpError, runAxe, type Site } from './harness.ts';

const test = browserSuite('admin Entrevistas tab and interview dialog (browser)');

const dialog = (page: Page) => page.locator('dialog.interview-dialog[open]');
const noteState = (page: Page) => dialog(page).locator('.interview-note-state');

async function storedInterviews(site: Site) {
  const staff = await site.staffApi();
  return (await staff.get('/api/interviews')).body as Array<Record<string, any>>;
}

async function createInterview(page: Page, name: string, country = 'usa') {
  await page.getByRole('button', { name: 'Nueva Entrevista' }).click();
  const create = page.getByRole('button', { name: 'Crear Entrevista' });
  assert.ok(await create.isDisabled(), 'disabled while the name is blank');
  await page.getByLabel('Nombre del cliente').fill('   ');
  assert.ok(await create.isDisabled(), 'disabled while the name is only spaces');
  await page.getByLabel('Nombre del cliente').fill(name);
  await page.getByLabel('País de destino').selectOption(country);
  await create.click();
  await dialog(page).getByRole('heading', { name: '1. Presentación' }).waitFor();
}

const stepButton = (page: Page, title: string) =>
  dialog(page).getByRole('navigation', { name: 'Pasos de la entrevista' }).getByRole('button', { name: title });

test('a whole interview: created, answered step by step, finalized, its summary shown and printed', async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'entrevistas');
  await page.getByText('No hay entrevistas aún.').waitFor();
  await createInterview(page, 'Ana Entrevista', 'canada');
  assert.match(await dialog(page).locator('.interview-step-of').innerText(), /Paso 1\/7/);

  await dialog(page).getByLabel('Motivo del viaje').selectOption({ label: 'Turismo' });
  await dialog(page).getByRole('button', { name: 'Siguiente' }).click();
  await dialog(page).getByRole('heading', { name: '2. Vínculos' }).waitFor();
  await screenshot(page, 'interview-step2-desktop');
  for (let n = 2; n < 7; n += 1) await dialog(page).getByRole('button', { name: 'Siguiente' }).click();
  await dialog(page).getByRole('heading', { name: '7. Coherencia' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).click();

  const summary = dialog(page).locator('[data-testid="interview-summary"]');
  await summary.waitFor();
  assert.match(await summary.locator('.interview-score').innerText(), /\d+ de \d+ puntos$/);
  const badge = summary.locator('.badge.is-rating');
  assert.ok(await shownOnceScrolledTo(badge));
  const [stored] = await storedInterviews(site);
  assert.is(stored.status, 'completed');
  assert.is(stored.step1Data.motivo, 'turismo', 'step 1 answers were stored');
  assert.is(await badge.innerText(), stored.rating);
  await summary.locator('.interview-ledger summary').click();
  assert.ok((await summary.locator('.interview-ledger li').count()) > 5, 'the ledger lists the rules');
  assert.match(await summary.locator('.interview-ledger').innerText(), /Motivo del viaje: Turismo/);
  await screenshot(page, 'interview-summary-desktop');

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    summary.getByRole('button', { name: 'Descargar resumen (PDF)' }).click(),
  ]);
  assert.is(download.suggestedFilename(), 'entrevista-ana-entrevista-canada.pdf');
  const text = await pdfText(await readFile(await download.path()));
  assert.match(text, /Ana Entrevista/);
  assert.match(text, /Cómo se calculó/);
  assert.match(text, /Motivo del viaje: Turismo/);

  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  const done = card(page, 'interview-card', 'Ana Entrevista');
  await done.getByText('Completada').waitFor();
  assert.match(await done.innerText(), /Visa recomendada/i);
  assert.match(await done.innerText(), /Notas del consultor\s*0/i);
  assert.ok((await done.innerText()).includes(stored.executiveSummary.recommendedVisa));
  assert.ok((await done.innerText()).includes(stored.executiveSummary.eligibilityLevel));
  assert.ok(await done.getByRole('button', { name: 'Ver Resumen' }).isVisible());
});

test('a note typed and the dialog closed at once is stored and there on reopening', async ({ site }) => {
  const page = await site.newPage();
  // A fake clock running at real speed until the note is typed; then paused, so the 1000 ms pause never
  // ends and only closing the dialog can send the note.
  await page.clock.install();
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Bruno Nota');
  // A little ahead: the page's clock keeps running until the call lands (nothing is typed yet).
  await pauseClockAhead(page);
  await dialog(page).getByLabel('Nota del consultor para este paso').fill('Cliente muy preparado');
  // Sent while the page's clock stands still: by the close, not by the pause ending.
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/interviews/'), { timeout: 10_000 });
  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  assert.ok((await saved).ok());
  assert.is((await storedInterviews(site))[0].consultantNotes.presentacion, 'Cliente muy preparado');
  await page.clock.resume();
  const inProgress = card(page, 'interview-card', 'Bruno Nota');
  await inProgress.getByText('Paso 1/7').waitFor();
  await inProgress.getByRole('button', { name: 'Continuar' }).click();
  const note = dialog(page).getByLabel('Nota del consultor para este paso');
  await note.waitFor();
  assert.is(await note.inputValue(), 'Cliente muy preparado');
  const [stored] = await storedInterviews(site);
  assert.is(stored.consultantNotes.presentacion, 'Cliente muy preparado');
});

test('a note is saved a second after typing stops, says Guardado, and a failed save is retried until it lands', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(503));
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Celia Red');
  let failing = true;
  await page.route('**/api/interviews/*', (route) =>
    failing && route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Servicio no disponible"}' })
      : route.fallback(),
  );
  await dialog(page).getByLabel('Nota del consultor para este paso').fill('Primera nota');
  await noteState(page).filter({ hasText: 'se reintenta' }).waitFor();
  assert.ok(await shownOnceScrolledTo(noteState(page)));
  assert.is((await storedInterviews(site))[0].consultantNotes.presentacion, undefined);
  failing = false;
  await noteState(page).filter({ hasText: 'Guardado' }).waitFor({ timeout: 15_000 });
  assert.is((await storedInterviews(site))[0].consultantNotes.presentacion, 'Primera nota');
});

/** The interview's notes as the database holds them (not as the API or the page shows them). */
async function notesInDatabase(site: Site, clientName: string): Promise<Record<string, string> | null> {
  const rows = (await site.server.db.orm.em
    .getConnection()
    .execute('select consultant_notes from interviews where client_name = ?', [clientName])) as { consultant_notes: unknown }[];
  const notes = rows[0]?.consultant_notes;
  return (typeof notes === 'string' ? JSON.parse(notes) : notes) as Record<string, string> | null;
}

test('a note typed offline survives closing the dialog and a reload, and is stored once the connection returns', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  page.allowErrors(/ERR_INTERNET_DISCONNECTED/);
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Dora Sin Red');
  // Note saves are held until released, so the reload is sure to cut off any try the first page starts.
  const held: Route[] = [];
  let open = false;
  await page
    .context()
    .route('**/api/interviews/*', (route) => (route.request().method() === 'PATCH' && !open ? void held.push(route) : route.fallback()));
  await page.context().setOffline(true);
  await dialog(page).getByLabel('Nota del consultor para este paso').fill('Primera versión');
  await dialog(page).getByLabel('Nota del consultor para este paso').fill('Escrita sin conexión');
  await noteState(page).filter({ hasText: 'Sin conexión: la nota queda guardada en este navegador' }).waitFor();
  assert.ok(await shownOnceScrolledTo(noteState(page)));
  await screenshot(page, 'interview-note-offline-desktop');
  await page.setViewportSize(MOBILE);
  assert.ok(await shownOnceScrolledTo(noteState(page)), 'seen on a 390-px phone too');
  await screenshot(page, 'interview-note-offline-phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  const queued = await page.evaluate(
    () => JSON.parse(localStorage.getItem('rumbo:queue') ?? '[]') as { data: { stepKey: string; note: string; notedAt: string } }[],
  );
  assert.equal(
    queued.map(({ data: { notedAt: _notedAt, ...data } }) => data),
    [{ stepKey: 'presentacion', note: 'Escrita sin conexión' }],
    'one note, the last one, kept in the browser',
  );
  const notedAt = Date.parse(queued[0].data.notedAt);
  assert.ok(notedAt <= Date.now() && notedAt > Date.now() - 60_000, 'with the time it was typed');
  assert.is((await notesInDatabase(site, 'Dora Sin Red'))?.presentacion, undefined);

  await page.context().setOffline(false);
  await page.reload();
  await waitForTab(page, 'entrevistas');
  assert.is((await notesInDatabase(site, 'Dora Sin Red'))?.presentacion, undefined, 'nothing stored while the saves are held');
  open = true;
  for (const route of held.splice(0)) await route.continue().catch(() => {});
  await waitUntil(async () => (await notesInDatabase(site, 'Dora Sin Red'))?.presentacion === 'Escrita sin conexión');
  await waitUntil(() => page.evaluate(() => localStorage.getItem('rumbo:queue') === null));
  await card(page, 'interview-card', 'Dora Sin Red').getByRole('button', { name: 'Continuar' }).click();
  const note = dialog(page).getByLabel('Nota del consultor para este paso');
  await note.waitFor();
  assert.is(await note.inputValue(), 'Escrita sin conexión');
});

/** Polls `condition` until it holds (10 s at most). */
async function waitUntil(condition: () => Promise<boolean>) {
  const until = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a note whose first try failed lands after the consultant moved on: stored with one key, and the card still says Paso 3/7', async ({
  site,
}) => {
  const page = await site.newPage();
  page.allowErrors(httpError(503));
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Fabio Tarde');
  let failing = true;
  const noteKeys: string[] = [];
  await page.route('**/api/interviews/*', (route) => {
    const request = route.request();
    const isNote = request.method() === 'PATCH' && typeof (request.postDataJSON() as { note?: unknown }).note === 'string';
    if (!isNote) return route.fallback();
    noteKeys.push(request.headers()['idempotency-key']);
    return failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Servicio no disponible"}' })
      : route.fallback();
  });
  await dialog(page).getByLabel('Nota del consultor para este paso').fill('Escrita en el paso 1');
  await noteState(page).filter({ hasText: 'se reintenta' }).waitFor();
  // The consultant moves on while the note waits for its retry; the move itself is stored at once.
  await stepButton(page, 'Solvencia').click();
  await dialog(page).getByRole('heading', { name: '3. Solvencia' }).waitFor();
  await waitUntil(async () => (await storedInterviews(site))[0].currentStep === 3);
  failing = false;
  await waitUntil(async () => (await storedInterviews(site))[0].consultantNotes.presentacion === 'Escrita en el paso 1');
  await waitUntil(() => page.evaluate(() => localStorage.getItem('rumbo:queue') === null));
  const [stored] = await storedInterviews(site);
  assert.is(stored.currentStep, 3, 'the late note did not take the interview back to step 1');
  assert.ok(
    noteKeys.length >= 2 && noteKeys.every((key) => key && key === noteKeys[0]),
    `every try with the key made when it was queued: ${noteKeys.join(', ')}`,
  );
  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  await card(page, 'interview-card', 'Fabio Tarde').getByText('Paso 3/7').waitFor();
});

test('steps are reached freely from the step buttons, answers kept, and the card follows the step', async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Dario Saltos');
  await stepButton(page, 'Plan').click();
  await dialog(page).getByRole('heading', { name: '5. Plan' }).waitFor();
  assert.is(await stepButton(page, 'Plan').getAttribute('aria-current'), 'step');
  assert.is(await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).count(), 0, 'finalize is offered from step 7 only');
  await stepButton(page, 'Coherencia').click();
  await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).waitFor();
  await stepButton(page, 'Presentación').click();
  await dialog(page).getByLabel('Motivo del viaje').selectOption({ label: 'Negocios' });
  await stepButton(page, 'Sponsor').click();
  await dialog(page).getByRole('heading', { name: '6. Sponsor' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Anterior' }).click();
  await dialog(page).getByRole('heading', { name: '5. Plan' }).waitFor();
  const [stored] = await storedInterviews(site);
  assert.is(stored.step1Data.motivo, 'negocios');
  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  await card(page, 'interview-card', 'Dario Saltos').getByText('Paso 5/7').waitFor();
});

test('an interview that cannot be loaded says so and loads on Reintentar; a failed finalize says Error al Finalizar', async ({ site }) => {
  const staff = await site.staffApi();
  const { body: created } = await staff.post('/api/interviews', { clientName: 'Elena Falla', country: 'europa' });
  await staff.patch(`/api/interviews/${created.id}`, { stepKey: 'coherencia' });
  const page = await site.newPage();
  page.allowErrors(httpError(503));
  await openAdmin(site, page, 'entrevistas');
  let failGet = true;
  let failComplete = true;
  await page.route(`**/api/interviews/${created.id}**`, (route) => {
    const request = route.request();
    if (failGet && request.method() === 'GET')
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Servicio no disponible"}' });
    if (failComplete && request.url().endsWith('/complete'))
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Servicio no disponible"}' });
    return route.fallback();
  });
  await card(page, 'interview-card', 'Elena Falla').getByRole('button', { name: 'Continuar' }).click();
  const failure = dialog(page).getByText('Error cargando la entrevista');
  await failure.waitFor();
  assert.ok(await shownOnceScrolledTo(failure));
  failGet = false;
  await dialog(page).getByRole('button', { name: 'Reintentar' }).click();
  await dialog(page).getByRole('heading', { name: '7. Coherencia' }).waitFor();

  await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).click();
  await toast(page).filter({ hasText: '❌ Error al Finalizar' }).waitFor();
  assert.match(await toast(page).innerText(), /No se pudo completar la evaluación\. Inténtalo de nuevo\./);
  assert.is((await storedInterviews(site))[0].status, 'in_progress');
  failComplete = false;
  await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).click();
  await dialog(page).locator('[data-testid="interview-summary"]').waitFor();
  assert.is((await storedInterviews(site))[0].status, 'completed');
});

test('on a 390-px phone the tab, the steps and the summary fit the screen', async ({ site }) => {
  const page = await site.newPage({ viewport: MOBILE });
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Fabiola Teléfono', 'europa');
  await screenshot(page, 'interview-step1-phone');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const onStep = await runAxe(page, 'dialog.interview-dialog');
  assert.equal(onStep, [], describeViolations(onStep));
  await stepButton(page, 'Coherencia').click();
  await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).click();
  await dialog(page).locator('[data-testid="interview-summary"]').waitFor();
  assert.ok(await shownOnceScrolledTo(dialog(page).locator('.badge.is-rating')));
  await screenshot(page, 'interview-summary-phone');
  const onSummary = await runAxe(page, 'dialog.interview-dialog');
  assert.equal(onSummary, [], describeViolations(onSummary));
  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  await card(page, 'interview-card', 'Fabiola Teléfono').getByText('Completada').waitFor();
  await screenshot(page, 'interview-list-phone');
});

test('Entrevista on a consultation card starts the interview linked to it, and opens that same one again', async ({ site }) => {
  await seedConsultations(site.server.db.orm, [{ name: 'Gabriel Consulta', status: 'confirmed', country: 'canada' }]);
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  const consultation = card(page, 'consultation-card', 'Gabriel Consulta');
  await consultation.getByRole('button', { name: 'Entrevista', exact: true }).click();
  await dialog(page).getByRole('heading', { name: 'Entrevista: Gabriel Consulta' }).waitFor();
  await dialog(page).getByRole('heading', { name: '1. Presentación' }).waitFor();
  await stepButton(page, 'Historial').click();
  await dialog(page).getByRole('heading', { name: '4. Historial' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();
  await consultation.getByRole('button', { name: 'Entrevista', exact: true }).click();
  await dialog(page).getByRole('heading', { name: '4. Historial' }).waitFor();
  const stored = await storedInterviews(site);
  assert.is(stored.length, 1, 'the same interview, not a second one');
  assert.is(stored[0].clientName, 'Gabriel Consulta');
  assert.is(stored[0].country, 'canada');
  assert.ok(stored[0].consultationId);
});

for (const [label, viewport] of [
  ['desktop', undefined],
  ['phone', MOBILE],
] as const) {
  test(`on ${label}, Entrevista says its dialog is loading above the button, moving no other button; a dialog that cannot be fetched is said, and the next press opens it`, async ({
    site,
  }) => {
    await seedConsultations(site.server.db.orm, [{ name: 'Gabriel Consulta', status: 'confirmed', country: 'canada' }]);
    const page = await site.newPage(viewport ? { viewport } : {});
    await openAdmin(site, page, 'consultas');
    const consultation = card(page, 'consultation-card', 'Gabriel Consulta');
    const chunk = (url: URL) => /\/assets\/InterviewDialog-[\w-]+\.js$/.test(url.pathname);
    // The dialog's code held on the network until the note has been looked at, then refused.
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(chunk, async (route) => {
      await refused;
      await route.abort('connectionreset');
    });
    page.allowErrors(/net::ERR_CONNECTION_RESET/);
    const others = consultation.locator('.record-card-actions button:not(dialog *, .interview-button)');
    const placesBefore = await placesOnPage(others);
    await consultation.getByRole('button', { name: 'Entrevista', exact: true }).click();
    const note = consultation.getByRole('status').filter({ hasText: 'Cargando la entrevista...' });
    await note.waitFor();
    assert.ok(await shownAtCentre(note), 'the loading note is on screen');
    assert.equal(await placesOnPage(others), placesBefore, 'no other button moved');
    await screenshot(page, `interview-loading-${label}`);
    refuse();
    const error = toast(page).filter({ hasText: 'Error al abrir la entrevista' }).filter({ hasText: 'No se pudo cargar la entrevista.' });
    await error.waitFor();
    assert.ok(await shownAtCentre(error), 'the error is on screen');
    assert.is(await note.count(), 0, 'no longer said to be loading');
    await page.unroute(chunk);
    await consultation.getByRole('button', { name: 'Entrevista', exact: true }).click();
    await dialog(page).getByRole('heading', { name: 'Entrevista: Gabriel Consulta' }).waitFor();
    assert.is((await storedInterviews(site)).length, 1, 'one interview, started by the first press');
  });
}

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', MOBILE],
] as const) {
  test(`on ${label}, Error al Finalizar is seen above the interview dialog and Ver Resumen shows a finished summary`, async ({ site }) => {
    const staff = await site.staffApi();
    const { body: open } = await staff.post('/api/interviews', { clientName: 'Irene Toast', country: 'usa' });
    await staff.patch(`/api/interviews/${open.id}`, { stepKey: 'coherencia' });
    const { body: finished } = await staff.post('/api/interviews', { clientName: 'Jorge Resumen', country: 'canada' });
    await staff.patch(`/api/interviews/${finished.id}`, { stepKey: 'coherencia' });
    const done = await staff.post(`/api/interviews/${finished.id}/complete`, {});
    assert.is(done.status, 200, JSON.stringify(done.body));
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(503));
    // A fake clock at real speed, held from the click until the toast is checked: it waits for the test.
    await page.clock.install();
    await openAdmin(site, page, 'entrevistas');
    await page.route(`**/api/interviews/${open.id}/complete`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Servicio no disponible"}' }),
    );
    await card(page, 'interview-card', 'Irene Toast').getByRole('button', { name: 'Continuar' }).click();
    await dialog(page).getByRole('heading', { name: '7. Coherencia' }).waitFor();
    await pauseClockAhead(page);
    await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).click();
    const failed = toast(page).filter({ hasText: '❌ Error al Finalizar' });
    await failed.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    assert.ok(await shownAtCentre(failed), 'the toast is not covered by the open dialog');
    assert.ok(await dialog(page).isVisible(), 'the dialog is still open under the toast');
    await screenshot(page, `interview-finalize-error-${label}`);
    await page.clock.resume();
    assert.is((await storedInterviews(site)).find((row) => row.id === open.id)?.status, 'in_progress');
    await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).click();

    await card(page, 'interview-card', 'Jorge Resumen').getByRole('button', { name: 'Ver Resumen' }).click();
    const summary = dialog(page).locator('[data-testid="interview-summary"]');
    await summary.waitFor();
    assert.is(await summary.locator('.badge.is-rating').innerText(), done.body.rating);
    assert.ok(await shownOnceScrolledTo(summary.locator('.interview-score')));
  });
}

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', MOBILE],
] as const) {
  test(`on ${label}, reopening beside an interview in progress for the same client is refused in a toast seen above the dialog`, async ({
    site,
  }) => {
    const staff = await site.staffApi();
    const { body: finished } = await staff.post('/api/interviews', { clientName: 'Lucía Reabrir', country: 'usa' });
    await staff.patch(`/api/interviews/${finished.id}`, { stepKey: 'coherencia' });
    assert.is((await staff.post(`/api/interviews/${finished.id}/complete`, {})).status, 200);
    const again = await staff.post('/api/interviews', { clientName: 'LUCÍA REABRIR', country: 'usa' });
    assert.is(again.status, 201, 'a new interview for the same client once the first is completed');
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(409));
    // A fake clock at real speed, held from the click until the toast is checked: it waits for the test.
    await page.clock.install();
    await openAdmin(site, page, 'entrevistas');
    await card(page, 'interview-card', 'Lucía Reabrir').getByRole('button', { name: 'Ver Resumen' }).click();
    const summary = dialog(page).locator('[data-testid="interview-summary"]');
    await summary.waitFor();
    await pauseClockAhead(page);
    await summary.getByRole('button', { name: 'Reabrir entrevista' }).click();
    const refused = toast(page).filter({ hasText: 'Error al reabrir' });
    await refused.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const reason = refused.getByText('Ya hay una entrevista en curso para este cliente: continúela o elimínela antes de reabrir esta.');
    assert.ok(await shownAtCentre(refused), 'the toast is not covered by the open dialog');
    assert.ok(await shownAtCentre(reason), 'nor is its reason');
    assert.ok(await summary.isVisible(), 'the summary stays open under the toast');
    await screenshot(page, `interview-reopen-refused-${label}`);
    await page.clock.resume();
    const stored = await storedInterviews(site);
    assert.equal(
      stored.map((row) => [row.id, row.status]).sort(),
      [
        [finished.id, 'completed'],
        [again.body.id, 'in_progress'],
      ].sort(),
      'nothing changed',
    );
  });
}

test('a consultant rating with a reason is kept beside the computed one after reload; Reabrir and finalizing again adds a result', async ({
  site,
}) => {
  const staff = await site.staffApi();
  const { body: made } = await staff.post('/api/interviews', { clientName: 'Karla Calificación', country: 'usa' });
  await staff.patch(`/api/interviews/${made.id}`, { stepKey: 'coherencia' });
  const { body: first } = await staff.post(`/api/interviews/${made.id}/complete`, {});
  const other = (await staff.get('/api/interview-template')).body.rules.ratings
    .map((r: { name: string }) => r.name)
    .find((name: string) => name !== first.rating);
  const results = async () =>
    (await site.server.db.orm.em
      .getConnection()
      .execute(`select rating, computed_rating, override_reason from interview_results where interview_id = ? order by created_at, id`, [
        made.id,
      ])) as Array<Record<string, string>>;
  const page = await site.newPage();
  await openAdmin(site, page, 'entrevistas');
  const open = async () => {
    await card(page, 'interview-card', 'Karla Calificación').getByRole('button', { name: 'Ver Resumen' }).click();
    const summary = dialog(page).locator('[data-testid="interview-summary"]');
    await summary.waitFor();
    return summary;
  };
  let summary = await open();
  await summary.getByLabel('Calificación del consultor').selectOption(other);
  await summary.getByRole('button', { name: 'Guardar calificación' }).click();
  const missing = summary.getByText('Indique el motivo del cambio.');
  await missing.waitFor();
  assert.ok(await shownAtCentre(missing));
  assert.equal(
    await results(),
    [{ rating: first.rating, computed_rating: first.rating, override_reason: null }],
    'nothing saved without a reason',
  );
  await summary.getByLabel('Motivo').fill('Documentos de arraigo sólidos');
  await summary.getByRole('button', { name: 'Guardar calificación' }).click();
  await toast(page).filter({ hasText: 'Calificación guardada' }).waitFor();
  assert.equal(await results(), [{ rating: other, computed_rating: first.rating, override_reason: 'Documentos de arraigo sólidos' }]);

  await page.reload();
  await openAdmin(site, page, 'entrevistas');
  summary = await open();
  assert.is(await summary.locator('.badge.is-rating').innerText(), other);
  const note = summary.locator('.interview-override-note');
  assert.match(await note.innerText(), new RegExp(`Calculada: ${first.rating}\\..*Documentos de arraigo sólidos`));
  assert.ok(await shownOnceScrolledTo(note));

  await summary.getByRole('button', { name: 'Reabrir entrevista' }).click();
  await stepButton(page, 'Presentación').waitFor();
  await stepButton(page, 'Presentación').click();
  await dialog(page).getByLabel('Motivo del viaje').selectOption({ label: 'Turismo' });
  await stepButton(page, 'Coherencia').click();
  await dialog(page).getByRole('button', { name: 'Finalizar Evaluación' }).click();
  await dialog(page).locator('[data-testid="interview-summary"]').waitFor();
  const after = await results();
  assert.is(after.length, 2, 'a new result, the earlier one kept');
  assert.equal(after[0], { rating: other, computed_rating: first.rating, override_reason: 'Documentos de arraigo sólidos' });
  assert.is(after[1].override_reason, null);
  const [stored] = await storedInterviews(site);
  assert.is(stored.status, 'completed');
  assert.is(stored.step1Data.motivo, 'turismo');
});

/** Which ends of the step row show their fade (drawn, not only marked), once the fades have finished appearing. */
async function scrollHints(page: Page) {
  const nav = dialog(page).getByRole('navigation', { name: 'Pasos de la entrevista' });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return nav.evaluate((element) => ({
    start: getComputedStyle(element, '::before').opacity === '1' && element.hasAttribute('data-more-start'),
    end: getComputedStyle(element, '::after').opacity === '1' && element.hasAttribute('data-more-end'),
  }));
}

test('on a desktop the steps all show, with no fade at either end', async ({ site }) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Lucía Escritorio', 'usa');
  for (const title of ['Presentación', 'Coherencia']) assert.ok(await shownAtCentre(stepButton(page, title)), `'${title}' is seen`);
  assert.equal(await scrollHints(page), { start: false, end: false });
});

test('on a 390-px phone the seven steps are one row that scrolls sideways, the current step in view', async ({ site }) => {
  const page = await site.newPage({ viewport: MOBILE });
  await openAdmin(site, page, 'entrevistas');
  await createInterview(page, 'Lucía Pasos', 'usa');
  const buttons = dialog(page).getByRole('navigation', { name: 'Pasos de la entrevista' }).getByRole('button');
  const tops = await buttons.evaluateAll((all) => all.map((button) => Math.round(button.getBoundingClientRect().top)));
  assert.is(tops.length, 7);
  assert.is(new Set(tops).size, 1, `one row, not ${new Set(tops).size}`);
  assert.ok(await shownAtCentre(stepButton(page, 'Presentación')));
  assert.equal(
    await scrollHints(page),
    { start: false, end: true },
    'on the first step a fade with an arrow says the row goes on to the right',
  );
  for (let n = 1; n < 7; n += 1) {
    await dialog(page).getByRole('button', { name: 'Siguiente' }).click();
    await dialog(page)
      .locator('.interview-step-of')
      .filter({ hasText: `Paso ${n + 1}/7` })
      .waitFor();
  }
  await dialog(page).getByRole('heading', { name: '7. Coherencia' }).waitFor();
  await dialog(page).evaluate((element) => element.scrollTo({ top: 0 }));
  assert.ok(await shownAtCentre(stepButton(page, 'Coherencia')), 'the current step is scrolled into the row');
  assert.equal(await scrollHints(page), { start: true, end: false }, 'on the last step the fade moves to the left edge');
  await stepButton(page, 'Historial').click();
  await dialog(page).getByRole('heading', { name: '4. Historial' }).waitFor();
  assert.ok(await shownAtCentre(stepButton(page, 'Historial')), 'a step chosen from the row is brought into view');
  assert.equal(await scrollHints(page), { start: true, end: true }, 'midway both edges fade');
  await screenshot(page, 'interview-steps-phone');
});

test.run();

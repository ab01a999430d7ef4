/**
 * The case details dialog in Chromium against the real server: opened from a consultation card,
 * filled in, saved, reloaded, switched to another destination, restored from history, and saved by
 * two consultants at once.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../backend/testing/pdfText.ts';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, screenshot, toast } from './adminHelpers.ts';
import { describeViolations, httpError, runAxe, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { pauseClockAhead, runClockUntil } from './pageClock.ts';
import { shownAtCentre, shownOnceScrolledTo } from './shownAtCentre.ts';

const test = browserSuite('case details dialog (browser)');

const NAME = 'Lucía Méndez';
const REQUIRED = {
  identity: {
    fullName: 'LUCIA MENDEZ',
    birthDate: '1990-04-12',
    currentNationality: 'Dominicana',
    passportNumber: 'RD1234567',
    passportExpiryDate: '2031-01-31',
  },
  residence: { primaryPhone: '809-555-1234' },
  tripPlan: { tripPurpose: 'turismo' },
};

const dialog = (page: Page) => page.locator('dialog.case-dialog');
const section = (page: Page, key: string) => dialog(page).locator(`[data-section="${key}"]`);
const field = (page: Page, path: string) => dialog(page).locator(`.case-field[data-path="${path}"]`);
const input = (page: Page, sectionKey: string, path: string): Locator =>
  section(page, sectionKey).locator(`.case-field[data-path="${path}"]`).locator('input, select, textarea').first();

async function openCase(site: Site, page: Page, name = NAME) {
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', name)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
}

async function openSection(page: Page, key: string) {
  const toggle = section(page, key).locator('.case-section-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function saveCase(page: Page) {
  await dialog(page).getByRole('button', { name: 'Guardar Cambios' }).click();
}

async function storedCase(site: Site, consultationId: string) {
  return (await (await site.staffApi()).get(`/api/consultation-details?consultationId=${consultationId}`)).body;
}

async function saveThroughApi(site: Site, consultationId: string, fullName: string, version: number) {
  const data = { ...REQUIRED, identity: { ...REQUIRED.identity, fullName } };
  const response = await (
    await site.staffApi()
  ).post('/api/consultation-details', {
    consultationId,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data,
    version,
  });
  assert.is(response.status, 200, JSON.stringify(response.body));
}

/** Answers a yes/no question of the open dialog. */
async function yesNo(page: Page, path: string, answer: 'Sí' | 'No') {
  await field(page, path).getByRole('radio', { name: answer, exact: true }).check();
}

test('a case is filled in three sections, NA is greyed, saved, and reads back after a reload', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await openCase(site, page);
  assert.is(await section(page, 'identity').locator('.case-section-toggle').getAttribute('aria-expanded'), 'true', 'personal section open');
  assert.is(await section(page, 'family').locator('.case-section-toggle').getAttribute('aria-expanded'), 'false', 'others collapsed');
  await dialog(page).getByText('Revisa dos veces', { exact: true }).waitFor();

  // Nothing is missing-as-an-error: the dialog lists what the case still needs to be filed.
  await dialog(page).getByTestId('case-missing').waitFor();

  for (const [name, value] of Object.entries(REQUIRED.identity)) await input(page, 'identity', name).fill(value);
  await input(page, 'identity', 'otherNames').fill('na');
  await input(page, 'identity', 'birthCountry').click();
  assert.ok(await field(page, 'otherNames').evaluate((el) => el.classList.contains('is-not-applicable')), 'NA greyed');
  assert.not.match(await field(page, 'fullName').innerText(), /obligatorio/, 'a required field is never shown as an error');
  // A date cannot hold text: its 'No aplica' switch marks it.
  await field(page, 'nationalIdExpiryDate')
    .getByRole('button', { name: /no aplica/ })
    .click();
  assert.ok(await field(page, 'nationalIdExpiryDate').evaluate((el) => el.classList.contains('is-not-applicable')));

  await openSection(page, 'residence');
  await input(page, 'residence', 'primaryPhone').fill(REQUIRED.residence.primaryPhone);
  await openSection(page, 'tripPlan');
  await input(page, 'tripPlan', 'tripPurpose').selectOption({ label: 'Turismo' });
  const progress = await section(page, 'tripPlan').locator('.case-section-progress').innerText();
  assert.match(progress, /^1\/\d+$/, progress);

  await dialog(page).getByLabel('Etapa del proceso').selectOption({ label: 'DS-160 en curso' });
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await storedCase(site, consultationId);
  assert.is(stored.version, 1);
  assert.is(stored.currentStage, 'ds160-curso');
  assert.equal(stored.data.identity.fullName, 'LUCIA MENDEZ');
  assert.is(stored.data.identity.otherNames, 'NA');
  assert.is(stored.data.identity.nationalIdExpiryDate, 'NA');
  assert.is(stored.data.tripPlan.tripPurpose, 'turismo');

  // The saved case's draft is dropped a moment after the save: reload once it is gone.
  await page.waitForFunction(() => !Object.keys(sessionStorage).some((key) => key.startsWith('caso-borrador:')));
  await page.reload();
  await openCase(site, page);
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'LUCIA MENDEZ');
  assert.is(await input(page, 'identity', 'otherNames').inputValue(), 'NA');
  assert.ok(await field(page, 'otherNames').evaluate((el) => el.classList.contains('is-not-applicable')));
  await openSection(page, 'residence');
  assert.is(await input(page, 'residence', 'primaryPhone').inputValue(), '809-555-1234');
  assert.is(await dialog(page).getByLabel('Etapa del proceso').inputValue(), 'ds160-curso');
  assert.equal(page.errors, []);
});

test('lists take and lose rows, multiple choices tick, and a whole list can be marked NA', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'LUCIA MENDEZ', 0);
  const page = await site.newPage();
  await openCase(site, page);
  await openSection(page, 'family');
  await yesNo(page, 'hasChildren', 'Sí');
  const children = field(page, 'children');
  await children.getByRole('button', { name: 'Añadir fila' }).click();
  await children.getByRole('button', { name: 'Añadir fila' }).click();
  await input(page, 'family', 'children.0.fullName').fill('MATEO MENDEZ');
  await input(page, 'family', 'children.1.fullName').fill('SOFIA MENDEZ');
  await input(page, 'family', 'children.1.birthDate').fill('2015-06-01');
  await children.locator('.case-list-row').first().getByRole('button', { name: 'Quitar fila' }).click();
  assert.is(await children.locator('.case-list-row').count(), 1);
  assert.is(await input(page, 'family', 'children.0.fullName').inputValue(), 'SOFIA MENDEZ');

  await openSection(page, 'education');
  const languages = field(page, 'languages');
  await languages.locator('label.checkbox').nth(1).locator('input').check();
  await languages.locator('label.checkbox').nth(0).locator('input').check();

  await openSection(page, 'finances');
  await field(page, 'bankAccounts')
    .getByRole('button', { name: /no aplica/ })
    .click();
  assert.ok(await field(page, 'bankAccounts').evaluate((el) => el.classList.contains('is-not-applicable')));

  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await storedCase(site, consultationId);
  assert.equal(stored.data.family.children, [{ fullName: 'SOFIA MENDEZ', birthDate: '2015-06-01' }]);
  assert.is(stored.data.education.languages.length, 2);
  assert.is(stored.data.finances.bankAccounts, 'NA');
  assert.equal(page.errors, []);
});

test('unsaved changes survive a reload and ask before closing', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'ORIGINAL', 0);
  const page = await site.newPage();
  await openCase(site, page);
  await input(page, 'identity', 'fullName').fill('SIN GUARDAR');
  await dialog(page).getByText('Cambios sin guardar').first().waitFor();
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Seguir editando' }).click();
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'SIN GUARDAR');

  // The draft is written to the tab's storage a moment after the last keystroke: reload once it is there.
  await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => sessionStorage.getItem(key)?.includes('SIN GUARDAR')));
  await page.reload();
  await openCase(site, page);
  await dialog(page).getByText('Se recuperaron cambios sin guardar').waitFor();
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'SIN GUARDAR');
  assert.is((await storedCase(site, consultationId)).data.identity.fullName, 'ORIGINAL', 'nothing saved yet');

  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Descartar cambios', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await card(page, 'consultation-card', NAME)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'ORIGINAL');
});

test('a save the server cannot take shows Error al guardar and keeps what was typed', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'GUARDADO', 0);
  const page = await site.newPage();
  page.allowErrors(httpError(503));
  await openCase(site, page);
  const violations = await runAxe(page, 'dialog.case-dialog');
  assert.equal(violations, [], describeViolations(violations));
  await page.route('**/api/consultation-details', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"El servicio no está disponible"}' })
      : route.fallback(),
  );
  await input(page, 'identity', 'fullName').fill('NUEVO NOMBRE');
  await saveCase(page);
  await toast(page).filter({ hasText: 'Error al guardar' }).waitFor();
  assert.match(await toast(page).innerText(), /No se pudieron guardar los cambios\./);
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'NUEVO NOMBRE');
  assert.is((await storedCase(site, consultationId)).data.identity.fullName, 'GUARDADO');
  await page.unroute('**/api/consultation-details');
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  assert.is((await storedCase(site, consultationId)).data.identity.fullName, 'NUEVO NOMBRE');
});

test('changing the destination switches the form and resets the sections, keeping the shared answers', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'LUCIA MENDEZ', 0);
  const page = await site.newPage();
  await openCase(site, page);
  await openSection(page, 'residence');
  assert.is(await section(page, 'usaContacts').count(), 1);
  await dialog(page).getByLabel('Destino (formulario)').selectOption({ label: 'Canadá' });
  await section(page, 'canadaFamily').waitFor();
  assert.is(await section(page, 'usaContacts').count(), 0);
  assert.is(await section(page, 'residence').locator('.case-section-toggle').getAttribute('aria-expanded'), 'false', 'sections reset');
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'LUCIA MENDEZ');
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await storedCase(site, consultationId);
  assert.is(stored.formTemplate, 'canada');
  assert.is(stored.data.identity.fullName, 'LUCIA MENDEZ');
});

test('an earlier saved version is restored from the history and saved as the newest', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'PRIMERA', 0);
  await saveThroughApi(site, consultationId, 'SEGUNDA', 1);
  const page = await site.newPage();
  await openCase(site, page);
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'SEGUNDA');
  const history = dialog(page).locator('[data-testid="case-versions"]');
  await history.locator('summary').click();
  const rows = history.locator('li');
  await rows.nth(1).waitFor();
  assert.match(await rows.nth(0).innerText(), /por consultora/);
  await rows.nth(1).getByRole('button', { name: 'Restaurar' }).click();
  await toast(page).filter({ hasText: 'Versión restaurada' }).waitFor();
  assert.is(await input(page, 'identity', 'fullName').inputValue(), 'PRIMERA');
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await storedCase(site, consultationId);
  assert.is(stored.version, 3);
  assert.is(stored.data.identity.fullName, 'PRIMERA');
  await rows.nth(2).waitFor();
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a save sent flat and without a version is marked in the history (${viewport.width} px)`, async ({ site }) => {
    const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
    await saveThroughApi(site, consultationId, 'PRIMERA', 0);
    const flat = await (await site.staffApi()).post('/api/consultation-details', { consultationId, passportNumber: 'RD7654321' });
    assert.is(flat.status, 200, JSON.stringify(flat.body));
    const page = await site.newPage({ viewport });
    await openCase(site, page);
    assert.is(await input(page, 'identity', 'passportNumber').inputValue(), 'RD7654321');
    assert.is(await input(page, 'identity', 'fullName').inputValue(), 'PRIMERA');
    const history = dialog(page).locator('[data-testid="case-versions"]');
    await history.locator('summary').click();
    const rows = history.locator('li');
    await rows.nth(1).waitFor();
    const mark = rows.nth(0).locator('.case-versions-unchecked');
    assert.is(await mark.innerText(), 'Guardada sin comprobar la versión');
    assert.ok(await shownOnceScrolledTo(mark), 'the mark is seen');
    assert.is(await rows.nth(1).locator('.case-versions-unchecked').count(), 0, 'the checked save has none');
    await screenshot(page, `caso-version-sin-comprobar-${viewport.width}`);
  });
}

test('two consultants save the same case: the second sees both versions and keeps theirs or takes the other', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'BASE', 0);
  const first = await site.newPage();
  const second = await site.newPage();
  for (const page of [first, second]) page.allowErrors(httpError(409));
  await openCase(site, first);
  await openCase(site, second);

  await input(first, 'identity', 'fullName').fill('CAMBIO DE ANA');
  await saveCase(first);
  await toast(first).filter({ hasText: 'Cambios guardados' }).waitFor();

  await input(second, 'identity', 'passportNumber').fill('RD7654321');
  await saveCase(second);
  const conflict = dialog(second).locator('[data-testid="case-conflict"]');
  await conflict.waitFor();
  assert.match(await conflict.innerText(), /Otra persona guardó este caso/);
  const nameRow = conflict.locator('tr[data-path="identity.fullName"]');
  assert.match(await nameRow.locator('td.is-mine').innerText(), /BASE/);
  assert.match(await nameRow.locator('td.is-theirs').innerText(), /CAMBIO DE ANA/);
  assert.match(await conflict.locator('tr[data-path="identity.passportNumber"] td.is-mine').innerText(), /RD7654321/);
  assert.is((await storedCase(site, consultationId)).data.identity.fullName, 'CAMBIO DE ANA', 'nothing overwritten yet');

  await conflict.getByRole('button', { name: 'Conservar mis cambios' }).click();
  await toast(second).filter({ hasText: 'Cambios guardados' }).waitFor();
  let stored = await storedCase(site, consultationId);
  assert.is(stored.version, 3);
  assert.is(stored.data.identity.passportNumber, 'RD7654321');

  // The first consultant, now behind, takes the other version instead of keeping theirs.
  await input(first, 'identity', 'currentNationality').fill('Española');
  await saveCase(first);
  const again = dialog(first).locator('[data-testid="case-conflict"]');
  await again.waitFor();
  await again.getByRole('button', { name: 'Usar la versión guardada' }).click();
  await again.waitFor({ state: 'detached' });
  assert.is(await input(first, 'identity', 'passportNumber').inputValue(), 'RD7654321');
  assert.is(await input(first, 'identity', 'currentNationality').inputValue(), 'Dominicana');
  stored = await storedCase(site, consultationId);
  assert.is(stored.version, 3, 'taking the other version saves nothing');
});

const missingBadge = (page: Page, key: string) => section(page, key).locator('.case-section-missing');

test('a consultant saves a half-filled case and sees what is missing, section by section, and jumps to it', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openCase(site, page);
  const summary = dialog(page).getByTestId('case-missing');
  // The name and the phone start filled from the consultation.
  await summary.getByText('Faltan 5 campos obligatorios para presentar el caso').waitFor();
  assert.is(await missingBadge(page, 'identity').innerText(), 'Faltan 4');
  assert.is(await missingBadge(page, 'residence').count(), 0);
  assert.is(await missingBadge(page, 'family').count(), 0, 'a section with nothing required shows no count');
  const violations = await runAxe(page, 'dialog.case-dialog');
  assert.equal(violations, [], describeViolations(violations));

  await input(page, 'identity', 'fullName').fill('LUCIA MENDEZ');
  await input(page, 'identity', 'passportNumber').fill('na');
  await missingBadge(page, 'identity').filter({ hasText: 'Faltan 3' }).waitFor();
  await screenshot(page, 'caso-faltan-1366');

  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await storedCase(site, consultationId);
  assert.is(stored.version, 1);
  assert.equal(stored.data.identity, { fullName: 'LUCIA MENDEZ', passportNumber: 'NA' });
  await summary.getByText('Faltan 4 campos obligatorios para presentar el caso').waitFor();

  // A missing field in the list is a way to it: its section opens and the field takes the focus.
  assert.is(await section(page, 'tripPlan').locator('.case-section-toggle').getAttribute('aria-expanded'), 'false');
  await summary.getByRole('button', { name: 'Motivo del viaje' }).click();
  await page.waitForFunction(() => document.activeElement?.id === 'caso_tripPlan_tripPurpose');
  assert.is(await section(page, 'tripPlan').locator('.case-section-toggle').getAttribute('aria-expanded'), 'true');

  await input(page, 'tripPlan', 'tripPurpose').selectOption({ label: 'Turismo' });
  for (const [name, value] of Object.entries({
    birthDate: '1990-04-12',
    currentNationality: 'Dominicana',
    passportExpiryDate: '2031-01-31',
  })) {
    await input(page, 'identity', name).fill(value);
  }
  await dialog(page).getByTestId('case-ready').getByText('Listo para presentar').waitFor();
  assert.is(await dialog(page).locator('.case-section-missing').count(), 0);
});

test('the case check is fetched once the case is on screen, never before it, and then lists what is missing', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  // When the case's first field entered the page (the page's clock, as resource timings read it).
  await page.evaluate(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('dialog.case-dialog [data-section] input')) return;
      (window as unknown as { caseShownAt: number }).caseShownAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true });
  });
  await card(page, 'consultation-card', NAME)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).getByTestId('case-missing').waitFor();
  const { shownAt, checkAsked } = await page.evaluate(() => ({
    shownAt: (window as unknown as { caseShownAt: number }).caseShownAt,
    // The validator of the case's template version (usa.v3-<hash>.js), a chunk of its own.
    checkAsked: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/usa\.v\d+-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  assert.is(checkAsked.length, 1, 'the validator was fetched once');
  assert.ok(checkAsked[0] > shownAt, `fetched at ${checkAsked[0].toFixed(1)} ms, after the case was on screen at ${shownAt.toFixed(1)} ms`);
});

test('the readiness shows as soon as the case is painted and its check is in, before the dialog has finished opening', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await page.clock.install();
  await openAdmin(site, page, 'consultas');
  await pauseClockAhead(page);
  const editor = dialog(page).locator('[data-testid="case-editor"]');
  await runClockUntil(
    page,
    () =>
      card(page, 'consultation-card', NAME)
        .getByRole('button', { name: /^Detalles/ })
        .click(),
    async () => (await editor.count()) > 0,
  );
  // The page's clock moves only while nothing is on the network: the validator's download takes none of it.
  const pageTime = await runClockUntil(
    page,
    async () => {},
    async () => (await dialog(page).getByTestId('case-missing').count()) > 0,
  );
  assert.ok(pageTime < 200, `the readiness came ${pageTime} ms of the page's time after the case, within the dialog's 200 ms opening`);
  const drawnAhead = await section(page, 'residence').locator('.case-section-body input').count();
  assert.is(drawnAhead, 0, 'the closed sections still wait for the opening to end');
});

test('the closed sections are drawn ahead once the dialog has opened; one opened before that shows its fields at once and keeps them; a field left before the check loaded is checked when it arrives', async ({
  site,
}) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await page.clock.install();
  await openAdmin(site, page, 'consultas');
  const drawn = (key: string) =>
    section(page, key).locator('.case-section-body input, .case-section-body select, .case-section-body textarea').count();
  // The page's clock held: the dialog opens, its 200 ms opening never ends.
  await pauseClockAhead(page);
  // The case's answers arrive on the network's time; the page's timers (React Query hands data over
  // in one) move only while the page waits for nothing, until the case is in.
  const editor = dialog(page).locator('[data-testid="case-editor"]');
  const pageTime = await runClockUntil(
    page,
    () =>
      card(page, 'consultation-card', NAME)
        .getByRole('button', { name: /^Detalles/ })
        .click(),
    async () => (await editor.count()) > 0,
  );
  assert.ok(pageTime < 200, `the case came in ${pageTime} ms of the page's time, within the dialog's opening`);
  assert.ok((await drawn('identity')) > 0, 'the open section is drawn');
  assert.is(await drawn('residence'), 0, 'closed sections wait');
  assert.is(await dialog(page).getByTestId('case-missing').count(), 0, 'the readiness waits for the case to be painted');

  await openSection(page, 'residence');
  await input(page, 'residence', 'primaryPhone').fill('809-555-1234');
  // The very element is marked: a section drawn again would hold a new one with the same value.
  await input(page, 'residence', 'primaryPhone').evaluate((element) => element.setAttribute('data-marked', ''));
  // A wrong address, left before the case check has loaded (it is asked for once the case has been painted, and the clock is held).
  await input(page, 'residence', 'email').fill('lucia@');
  await page.keyboard.press('Tab');
  await section(page, 'residence').locator('.case-section-toggle').click();
  await openSection(page, 'residence');
  assert.is(await input(page, 'residence', 'primaryPhone').inputValue(), '809-555-1234', 'kept while closed');
  assert.is(await input(page, 'residence', 'primaryPhone').getAttribute('data-marked'), '', 'the same field, not drawn again');

  await page.clock.resume();
  await dialog(page).getByTestId('case-missing').waitFor();
  await field(page, 'email').getByText('Correo electrónico no válido').waitFor();
  assert.ok(
    await shownOnceScrolledTo(field(page, 'email').getByText('Correo electrónico no válido')),
    'the error of the field left early is on screen',
  );
  await page.waitForFunction(
    () => document.querySelectorAll('dialog.case-dialog [data-section="family"] .case-section-body input').length > 0,
  );
  assert.is(
    await section(page, 'family').locator('.case-section-toggle').getAttribute('aria-expanded'),
    'false',
    'drawn ahead, still closed',
  );
  assert.is(await input(page, 'residence', 'primaryPhone').inputValue(), '809-555-1234');
});

test("when the dialog's code cannot be fetched, an error says so and the next press opens the case", async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  const chunk = (url: URL) => /\/assets\/CaseDetailsDialog-[\w-]+\.js$/.test(url.pathname);
  await page.route(chunk, (route) => route.abort('connectionreset'));
  // The browser's own report of the failed fetch; nothing else may go wrong.
  page.allowErrors(/net::ERR_CONNECTION_RESET/);
  const details = card(page, 'consultation-card', NAME).getByRole('button', { name: /^Detalles/ });
  await details.click();
  const error = toast(page).filter({ hasText: 'No se pudo cargar el caso.' });
  await error.waitFor();
  assert.ok(await shownAtCentre(error), 'the error is on screen');
  assert.is(await card(page, 'consultation-card', NAME).locator('.case-details-loading').count(), 0, 'no longer said to be loading');
  await page.unroute(chunk);
  await details.click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
});

test('a wrong value blocks the save: its section opens, the field takes the focus and the footer names it', async ({ site }) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage({ viewport: { width: 390, height: 844 } });
  await openCase(site, page);
  await dialog(page)
    .getByTestId('case-missing')
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'caso-faltan-390');
  await openSection(page, 'residence');
  await input(page, 'residence', 'email').fill('lucia@');
  await section(page, 'residence').locator('.case-section-toggle').click();
  assert.is(await section(page, 'residence').locator('.case-section-toggle').getAttribute('aria-expanded'), 'false');

  await saveCase(page);
  await toast(page).filter({ hasText: 'Error al guardar' }).waitFor();
  const footer = dialog(page).locator('.case-footer .case-wrong');
  await footer.getByText('No se guardó: corrija «Correo electrónico».').waitFor();
  assert.is(await section(page, 'residence').locator('.case-section-toggle').getAttribute('aria-expanded'), 'true');
  await page.waitForFunction(() => document.activeElement?.id === 'caso_residence_email');
  assert.match(await field(page, 'email').innerText(), /Correo electrónico no válido/);
  await screenshot(page, 'caso-erroneo-390');
  const violations = await runAxe(page, 'dialog.case-dialog');
  assert.equal(violations, [], describeViolations(violations));
  assert.is((await storedCase(site, consultationId)).version, 0, 'nothing saved');

  await input(page, 'residence', 'email').fill('lucia@correo.com');
  await footer.waitFor({ state: 'detached' });
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  assert.is((await storedCase(site, consultationId)).data.residence.email, 'lucia@correo.com');
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a phone with letters blocks the save: its section opens, it takes the focus and shows the accepted forms`, async ({
    site,
  }) => {
    const consultationId = await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
    const page = await site.newPage({ viewport });
    await openCase(site, page);
    await openSection(page, 'employment');
    await input(page, 'employment', 'employerPhone').fill('809-ABC-1234');
    await section(page, 'employment').locator('.case-section-toggle').click();
    assert.is(await section(page, 'employment').locator('.case-section-toggle').getAttribute('aria-expanded'), 'false');

    await saveCase(page);
    await dialog(page).locator('.case-footer .case-wrong').getByText('No se guardó: corrija «Teléfono del empleador».').waitFor();
    assert.is(await section(page, 'employment').locator('.case-section-toggle').getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(() => document.activeElement?.id === 'caso_employment_employerPhone');
    const message = field(page, 'employerPhone').locator('.help.is-danger');
    assert.is(
      await message.innerText(),
      'Escriba un teléfono dominicano (809-555-1234) o uno internacional con el código de país (+1 212 555 1234, +34 612 345 678)',
    );
    assert.ok(await shownAtCentre(message), 'the message is in view, not covered');
    await page.screenshot({ path: `.tmp/admin-screens/caso-telefono-erroneo-${viewport.width}.png` });
    assert.is((await storedCase(site, consultationId)).version, 0, 'nothing saved');

    await input(page, 'employment', 'employerPhone').fill('+1 212 555 1234');
    await saveCase(page);
    await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
    assert.is((await storedCase(site, consultationId)).data.employment.employerPhone, '+1 212 555 1234');
  });
}

test('the browser checks run under the real Content-Security-Policy, with no eval', async ({ site }) => {
  const page = await site.newPage();
  // Any violation becomes a console error, which fails the test.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  const landing = await page.goto('/');
  assert.not.match(landing!.headers()['content-security-policy'] ?? '', /unsafe-eval/);
  await page.locator('#contacto-email').fill('maria@correo');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.getByText('Escriba un correo electrónico válido, por ejemplo nombre@correo.com').first().waitFor();

  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  await openCase(site, page);
  await dialog(page).getByTestId('case-missing').waitFor();
  await openSection(page, 'residence');
  await input(page, 'residence', 'email').fill('lucia@');
  await input(page, 'residence', 'city').click();
  await field(page, 'email').getByText('Correo electrónico no válido').waitFor();
  assert.equal(page.errors, []);
});

test('a follow-up field appears when its condition is set, counts as missing, and disappears when it is unset', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openCase(site, page);
  const summary = dialog(page).getByTestId('case-missing');
  await summary.getByText('Faltan 5 campos obligatorios para presentar el caso').waitFor();
  await openSection(page, 'family');
  assert.is(await field(page, 'spouseFullName').count(), 0, 'no spouse fields for a case without a marital status');
  assert.is(await field(page, 'children').count(), 0);

  await input(page, 'family', 'maritalStatus').selectOption({ label: 'Unión libre' });
  await field(page, 'spouseFullName').waitFor();
  await missingBadge(page, 'family').filter({ hasText: 'Falta 1' }).waitFor();
  await summary.getByText('Faltan 6 campos obligatorios para presentar el caso').waitFor();
  await yesNo(page, 'hasChildren', 'Sí');
  await field(page, 'children').waitFor();
  await missingBadge(page, 'family').filter({ hasText: 'Faltan 2' }).waitFor();
  await summary.getByText('Faltan 7 campos obligatorios para presentar el caso').waitFor();

  await input(page, 'family', 'spouseFullName').fill('PEDRO ROSARIO');
  await missingBadge(page, 'family').filter({ hasText: 'Falta 1' }).waitFor();
  await yesNo(page, 'hasChildren', 'No');
  await field(page, 'children').waitFor({ state: 'detached' });
  await missingBadge(page, 'family').waitFor({ state: 'detached' });
  await input(page, 'family', 'maritalStatus').selectOption({ label: 'Soltero/a' });
  await field(page, 'spouseFullName').waitFor({ state: 'detached' });
  await summary.getByText('Faltan 5 campos obligatorios para presentar el caso').waitFor();

  await openSection(page, 'travelHistory');
  await yesNo(page, 'hasPreviousVisa', 'Sí');
  await field(page, 'previousVisaDetails').waitFor();
  await missingBadge(page, 'travelHistory').filter({ hasText: 'Falta 1' }).waitFor();
  await yesNo(page, 'hasPreviousVisa', 'No');
  await field(page, 'previousVisaDetails').waitFor({ state: 'detached' });
  await missingBadge(page, 'travelHistory').waitFor({ state: 'detached' });
  assert.equal(page.errors, []);
});

test('multi-selects (languages, visited countries): two choices each are saved, still chosen after a reload, and listed in the PDF', async ({
  site,
}) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'LUCIA MENDEZ', 0);
  const page = await site.newPage();
  await openCase(site, page);
  await openSection(page, 'education');
  const languages = field(page, 'languages');
  await languages.getByLabel('Inglés', { exact: true }).check();
  await languages.getByLabel('Papiamento', { exact: true }).check();
  await openSection(page, 'travelHistory');
  const countries = field(page, 'visitedCountryList');
  await countries.getByLabel('Curazao', { exact: true }).check();
  await countries.getByLabel('España', { exact: true }).check();
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await storedCase(site, consultationId);
  assert.equal(stored.data.education.languages, ['ingles', 'papiamento']);
  assert.equal(stored.data.travelHistory.visitedCountryList, ['curazao', 'espana']);

  await page.waitForFunction(() => !Object.keys(sessionStorage).some((key) => key.startsWith('caso-borrador:')));
  await page.reload();
  await openCase(site, page);
  await openSection(page, 'education');
  const checked = await field(page, 'languages')
    .locator('input:checked')
    .evaluateAll((inputs) => inputs.map((el) => el.closest('label')!.textContent!.trim()));
  assert.equal(checked, ['Inglés', 'Papiamento']);
  await openSection(page, 'travelHistory');
  const countriesChecked = await field(page, 'visitedCountryList')
    .locator('input:checked')
    .evaluateAll((inputs) => inputs.map((el) => el.closest('label')!.textContent!.trim()));
  assert.equal(countriesChecked, ['España', 'Curazao']);

  await dialog(page).getByRole('button', { name: 'Descargar', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog(page).getByRole('menuitem', { name: 'Descargar PDF' }).click(),
  ]);
  const text = await pdfText(await readFile(await download.path()));
  const line = text.split('\n').find((row) => row.startsWith('Idiomas que habla'));
  assert.ok(line, text);
  assert.match(line!, /Inglés/);
  assert.match(line!, /Papiamento/);
  const countryLine = text.split('\n').find((row) => row.startsWith('Países visitados'));
  assert.ok(countryLine, text);
  assert.match(countryLine!, /España/);
  assert.match(countryLine!, /Curazao/);
  assert.equal(page.errors, []);
});

test('marital status marked NA: saved, still NA after a reload, no spouse fields, missing nothing in the family, N/A in the PDF', async ({
  site,
}) => {
  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME });
  await saveThroughApi(site, consultationId, 'LUCIA MENDEZ', 0);
  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  await openCase(site, page);
  await openSection(page, 'family');
  await input(page, 'family', 'maritalStatus').selectOption({ label: 'Casado/a' });
  await field(page, 'spouseFullName').waitFor();
  await missingBadge(page, 'family').filter({ hasText: 'Falta 1' }).waitFor();
  await input(page, 'family', 'maritalStatus').selectOption({ label: 'No aplica (NA)' });
  await field(page, 'spouseFullName').waitFor({ state: 'detached' });
  await missingBadge(page, 'family').waitFor({ state: 'detached' });
  assert.ok(await field(page, 'maritalStatus').evaluate((el) => el.classList.contains('is-not-applicable')), 'NA is greyed');
  await saveCase(page);
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  assert.is((await storedCase(site, consultationId)).data.family.maritalStatus, 'NA');

  await page.waitForFunction(() => !Object.keys(sessionStorage).some((key) => key.startsWith('caso-borrador:')));
  await page.reload();
  await openCase(site, page);
  await openSection(page, 'family');
  assert.is(await input(page, 'family', 'maritalStatus').inputValue(), 'NA');
  assert.is(await field(page, 'spouseFullName').count(), 0);
  assert.is(await missingBadge(page, 'family').count(), 0);

  await dialog(page).getByRole('button', { name: 'Descargar', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog(page).getByRole('menuitem', { name: 'Descargar PDF' }).click(),
  ]);
  const text = await pdfText(await readFile(await download.path()));
  const line = text.split('\n').find((row) => row.startsWith('Estado civil'));
  assert.ok(line, text);
  assert.match(line!, /N\/A/);
  assert.not.match(text, /cónyuge/);
  assert.equal(page.errors, []);
});

test.run();

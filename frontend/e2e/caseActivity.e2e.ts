/**
 * The case dialog and the activity record, in Chromium against the real server: 'Actividad del caso'
 * for administradores only (read when opened), and each PDF downloaded from 'Descargar' reported to the
 * server, without the report ever standing in the download's way.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { ConsultationDetails } from '../../backend/db/entities/index.ts';
import { queryRows } from '../../backend/db/sql.ts';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { card, openAdmin, ROLE_USERS, screenshot, signInAs, TEST_USER, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { httpError, serviceUnavailable, type Site, type SitePage } from './harness.ts';
import { isHitAtCentre, isHitAtCentreWithin, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite('case dialog: its activity and PDF downloads (browser)');

const CLIENT = 'Marta Díaz Peña';
const usa = loadCaseTemplates().get('usa');
const sample = loadCaseSamples().get('usa')!;

interface Line {
  action: string;
  actor: string;
  description: string;
}

/** A consultation with the USA sample case, confirmed by a consultor and rescheduled by the administrador; another consultation's line beside it. */
async function seedCase(site: Site): Promise<string> {
  const consultationId = await seedConsultation(site.server.db.orm, { name: CLIENT, country: 'usa', status: 'pending' });
  const other = await seedConsultation(site.server.db.orm, { name: 'Otra Persona', country: 'canada', status: 'pending' });
  const em = site.server.db.orm.em.fork();
  em.create(ConsultationDetails, {
    consultation: consultationId,
    formTemplate: usa.key,
    templateVersion: usa.version,
    currentStage: 'cita-programada',
    destinationCountry: 'usa',
    data: sample,
  });
  await em.flush();
  const consultor = await site.server.as('consultor');
  assert.is((await consultor.patch(`/api/admin/consultations/${consultationId}/status`, { status: 'confirmed' })).status, 200);
  assert.is((await consultor.patch(`/api/admin/consultations/${other}/status`, { status: 'confirmed' })).status, 200);
  const admin = await site.staffApi();
  const reschedule = await admin.patch(`/api/admin/consultations/${consultationId}/reschedule`, { preferredDate: '2099-05-04' });
  assert.is(reschedule.status, 200, reschedule.text);
  return consultationId;
}

/** The consultation's lines in the database, newest first. */
const storedLines = (site: Site, consultationId: string) =>
  queryRows<Line>(
    site.server.db.orm.em.fork(),
    'select action, actor_name as actor, description from activity_log where consultation_id = ? order by at desc, id desc',
    [consultationId],
  );

const shownLines = (section: Locator): Promise<Line[]> =>
  section.locator('[data-testid="activity-line"]').evaluateAll((lines) =>
    lines.map((line) => ({
      action: line.getAttribute('data-action') ?? '',
      actor: line.querySelector('.activity-who')?.textContent ?? '',
      description: line.querySelector('.activity-description')?.textContent ?? '',
    })),
  );

/** Counts the page's requests for the activity record. */
function auditRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/audit') seen.count++;
  });
  return seen;
}

async function openCase(site: Site, page: SitePage): Promise<Locator> {
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', CLIENT).getByRole('button', { name: 'Detalles' }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del caso · ${CLIENT}` });
  // The images, copies, history and activity are drawn once the dialog has opened.
  await dialog.getByTestId('case-versions').waitFor({ timeout: 60_000 });
  return dialog;
}

async function downloadPdf(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Descargar', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('menuitem', { name: 'Descargar PDF' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^caso-.*\.pdf$/);
  const done = toast(page).filter({ hasText: 'PDF descargado' });
  await done.waitFor();
  assert.ok(await isHitAtCentreWithin(done), "'PDF descargado' is seen");
}

/** Waits until the database holds `count` PDF downloads of the consultation (the report is sent after the download). */
async function pdfDownloads(site: Site, consultationId: string, count: number): Promise<Line[]> {
  for (let waited = 0; ; waited += 100) {
    const rows = (await storedLines(site, consultationId)).filter((line) => line.action === 'case_pdf_downloaded');
    if (rows.length >= count || waited > 10_000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const shot = (name: string) => `case-activity-${name}-${label.replace(' ', '')}`;

  test(`${label}: an administrador opens 'Actividad del caso', read only then, with this consultation's lines; a PDF downloaded is reported and appears in it`, async ({
    site,
  }) => {
    const consultationId = await seedCase(site);
    const page = await site.newPage({ viewport });
    const requests = auditRequests(page);
    const dialog = await openCase(site, page);
    const section = dialog.getByTestId('case-activity');
    assert.is(await section.evaluate((details: HTMLDetailsElement) => details.open), false, 'collapsed at first');
    assert.is(requests.count, 0, 'nothing is read before it is opened');

    await section.getByText('Actividad del caso').click();
    await section.locator('[data-testid="activity-line"]').first().waitFor();
    assert.is(requests.count, 1);
    const stored = await storedLines(site, consultationId);
    assert.equal(await shownLines(section), stored, "this consultation's lines, newest first, none of another's");
    assert.equal(
      stored.map((line) => line.action),
      ['consultation_rescheduled', 'consultation_confirmed'],
    );
    assert.match(await section.locator('summary').innerText(), '(2)');
    assert.ok(await isHitAtCentre(section.locator('.activity-description').first()), 'a line is visible and uncovered');
    await screenshot(page, shot('open'), { fullPage: false });

    await downloadPdf(page, dialog);
    const [download] = await pdfDownloads(site, consultationId, 1);
    assert.equal(download, { action: 'case_pdf_downloaded', actor: TEST_USER.username, description: download.description });
    assert.match(download.description, CLIENT);
    // The open section shows the new line.
    await section.locator('[data-action="case_pdf_downloaded"]').waitFor();
    assert.equal(await shownLines(section), await storedLines(site, consultationId));
  });

  test(`${label}: a consultor's case dialog has no activity section and reads no activity; their PDF download is recorded in their name`, async ({
    site,
  }) => {
    const consultationId = await seedCase(site);
    const page = await site.newPage({ viewport });
    const requests = auditRequests(page);
    await signInAs(site, page, 'consultor');
    const dialog = await openCase(site, page);
    assert.is(await dialog.getByTestId('case-activity').count(), 0);
    assert.is(await dialog.getByText('Actividad del caso').count(), 0);
    await screenshot(page, shot('consultor'), { fullPage: false });

    await downloadPdf(page, dialog);
    const downloads = await pdfDownloads(site, consultationId, 1);
    assert.equal(
      downloads.map((line) => line.actor),
      [ROLE_USERS.consultor.username],
    );
    assert.is(requests.count, 0, 'the activity record is never asked for');
  });
}

test('a report the server cannot take, or that never arrives, neither stops the download nor shows an error', async ({ site }) => {
  const consultationId = await seedCase(site);
  const page = await site.newPage();
  page.allowErrors(httpError(503), /net::ERR_FAILED/);
  const dialog = await openCase(site, page);
  await page.route('**/pdf-downloads', serviceUnavailable);
  await downloadPdf(page, dialog);
  await page.unroute('**/pdf-downloads', serviceUnavailable);
  const abort = (route: import('playwright-core').Route) => route.abort();
  await page.route('**/pdf-downloads', abort);
  await downloadPdf(page, dialog);
  assert.is(await toast(page).filter({ hasText: 'Error' }).count(), 0, 'no error is shown');
  assert.is(await page.getByRole('dialog', { name: 'Su sesión ha expirado' }).count(), 0);
  assert.equal(await pdfDownloads(site, consultationId, 0), [], 'nothing reached the server');
  await page.unroute('**/pdf-downloads', abort);
  await downloadPdf(page, dialog);
  assert.is((await pdfDownloads(site, consultationId, 1)).length, 1, 'the next download is reported again');
});

test.run();

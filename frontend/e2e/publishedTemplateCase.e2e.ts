/**
 * A case saved with a template version published from the back-office (one the front end was not built
 * with) opens in the case dialog, is checked there with the validator the server serves for that version,
 * edited and saved, with no console error (engine/cases/validation/loadCaseCheck.ts).
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { card, openAdmin, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';

const test = browserSuite('a case of a published template version');

const NAME = 'Lucía Méndez';
const FILE_VERSION = loadCaseTemplates().get('usa').version;
const DATA = {
  identity: {
    fullName: 'LUCIA MENDEZ',
    birthDate: '1990-04-12',
    currentNationality: 'Dominicana',
    passportNumber: 'RD1234567',
    passportExpiryDate: '2031-01-31',
    nickname: 'Lu',
  },
  residence: { primaryPhone: '809-555-1234' },
  tripPlan: { tripPurpose: 'turismo' },
};

const dialog = (page: Page) => page.locator('dialog.case-dialog');
const input = (page: Page, path: string) =>
  dialog(page).locator(`[data-section="identity"] .case-field[data-path="${path}"]`).locator('input, select, textarea').first();

test('published with a new field, saved through the API, opened, edited and saved in the dialog', async ({ site }) => {
  const staff = await site.server.staff();
  const { body } = await staff.get('/api/admin/templates/case/usa');
  const content = structuredClone(body.content);
  content.schema.properties.identity.properties.nickname = { type: 'string', title: 'Apodo', maxLength: 20 };
  content.uiSchema.identity['ui:order'].push('nickname');
  const draft = await staff.put('/api/admin/templates/case/usa/draft', { content, revision: 0 });
  assert.is(draft.status, 200, draft.text);
  const published = await staff.post('/api/admin/templates/case/usa/publish', { note: 'Se añade el apodo', revision: draft.body.revision });
  assert.is(published.status, 201, published.text);
  const version = FILE_VERSION + 1;

  const consultationId = await seedConsultation(site.server.db.orm, { name: NAME, country: 'usa' });
  const saved = await staff.post('/api/consultation-details', {
    consultationId,
    formTemplate: 'usa',
    templateVersion: version,
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    data: DATA,
    version: 0,
  });
  assert.is(saved.status, 200, saved.text);

  const page = await site.newPage({ viewport: { width: 1366, height: 900 } });
  const validator = page.waitForResponse((response) => response.url().endsWith(`/api/case-templates/usa/${version}/validator.js`));
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', NAME)
    .getByRole('button', { name: /^Detalles/ })
    .click();
  await dialog(page).locator('[data-testid="case-editor"]').waitFor();
  assert.is((await validator).status(), 200);
  assert.is(await input(page, 'nickname').inputValue(), 'Lu');

  await input(page, 'nickname').fill('Lucy');
  await dialog(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  await toast(page).filter({ hasText: 'Cambios guardados' }).waitFor();
  const stored = await staff.get(`/api/consultation-details?consultationId=${consultationId}`);
  assert.is(stored.body.data.identity.nickname, 'Lucy');
  assert.is(stored.body.templateVersion, version);
});

test.run();

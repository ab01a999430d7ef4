import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { notApplicableSchema } from '../../engine/cases/validation/notApplicableSchema.ts';
import { valueSectionsTemplate } from '../../engine/templates/testdata/valueSectionsTemplate.ts';
import { standaloneValidatorCode } from '../../engine/validation/standaloneCode.ts';
import { browserSuite } from './browserSuite.ts';
import { buildStaticPage, serveStaticPage } from './staticPage.ts';

/**
 * The case dialog's sections (CaseSections, its readiness summary and form state) in Chromium on a test
 * template whose `notes` (a text), `languages` (a list) and `companions` (a number) are sections holding
 * one value: they render, count progress and readiness, grey NA and show their errors. The dialog itself
 * loads only shipped templates, so the page (frontend/e2e/caseSectionsPage) mounts its parts.
 */

const pageDir = path.resolve('frontend/e2e/caseSectionsPage');
const workDir = path.resolve('.tmp/case-sections-page');
const outDir = path.join(workDir, 'dist');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const test = browserSuite('case sections holding one value (browser)');

test.before(async () => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const schema = notApplicableSchema(valueSectionsTemplate().schema);
  writeFileSync(path.join(workDir, 'validator.js'), standaloneValidatorCode(schema, '../../engine/validation/standaloneRuntime.ts'));
  await buildStaticPage(pageDir, outDir);
});

const section = (page: Page, key: string) => page.locator(`[data-section="${key}"]`);
const progress = (page: Page, key: string) => section(page, key).locator('.case-section-progress');

/** Whether the element is what a person sees at its centre (nothing covers it). */
async function onTop(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && (element === hit || element.contains(hit)));
  });
}

async function open(page: Page, key: string) {
  await section(page, key).locator('.case-section-toggle').click();
  await section(page, key).locator('.case-section-body:not([hidden])').waitFor();
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${device}: one-value sections render, count progress and readiness, grey NA and show their error`, async ({ site }) => {
    const served = await serveStaticPage(outDir);
    try {
      const page = await site.newPage({ viewport });
      await page.goto(served.url);
      await page.locator('#ready').waitFor();
      const summary = page.getByTestId('case-missing');
      await summary.getByText('Faltan 3 campos obligatorios para presentar el caso').waitFor();
      assert.ok(await onTop(summary.getByRole('button', { name: 'Observaciones' })));
      assert.is(await progress(page, 'notes').textContent(), '0/1');
      assert.is(await section(page, 'notes').locator('.case-section-missing').textContent(), 'Falta 1');

      await open(page, 'notes');
      const notes = page.locator('#caso_notes');
      await notes.fill('Viaja con su hermana');
      await notes.blur();
      await progress(page, 'notes').filter({ hasText: '1/1' }).waitFor();
      await section(page, 'notes').locator('.case-section-missing').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => (window.__caseData as Record<string, unknown>).notes), 'Viaja con su hermana');

      await open(page, 'languages');
      await section(page, 'languages')
        .getByRole('button', { name: /no aplica/i })
        .click();
      const languages = section(page, 'languages').locator('.case-field');
      await languages.and(page.locator('.is-not-applicable')).waitFor();
      await progress(page, 'languages').filter({ hasText: '1/1' }).waitFor();
      assert.equal(await page.evaluate(() => (window.__caseData as Record<string, unknown>).languages), 'NA');

      await open(page, 'companions');
      const companions = page.locator('#caso_companions');
      await companions.fill('30');
      await companions.blur();
      const error = section(page, 'companions').locator('.help.is-danger');
      await error.waitFor();
      assert.ok(await onTop(error), 'the error is visible');
      await section(page, 'companions').getByText('Hay 1 campo por corregir.').waitFor();
      await companions.fill('NA');
      await companions.blur();
      await error.waitFor({ state: 'detached' });
      await section(page, 'companions').locator('.case-field.is-not-applicable').waitFor();
      await summary.getByText('Falta 1 campo obligatorio para presentar el caso').waitFor();
      assert.equal(await page.evaluate(() => window.__caseData), {
        identity: {},
        notes: 'Viaja con su hermana',
        languages: 'NA',
        companions: 'NA',
      });
      await page.screenshot({ path: path.join(workDir, `${device}.png`), fullPage: true });
      assert.equal(page.errors, []);
    } finally {
      await served.close();
    }
  });
}

test.run();

import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedConsultations, seedContacts, seedResults } from '../../backend/testing/seedRows.ts';
import { MOBILE, describeViolations, hasHorizontalScroll, httpError, runAxe } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import {
  TAB_NAMES,
  TEST_USER,
  card,
  expireAllSessions,
  fillSignIn,
  openAdmin,
  screenshot,
  selectTab,
  toast,
  type TabId,
} from './adminHelpers.ts';

const test = browserSuite('admin accessibility and layout (browser)');

test.before.each(async ({ site }) => {
  const orm = site.server.db.orm;
  await seedContacts(orm, [
    {
      name: 'María Rodríguez',
      email: 'maria.rodriguez@correo.com',
      phone: '809-555-1234',
      country: 'usa',
      address: 'Calle El Conde 45, Zona Colonial',
      preferredDate: '2030-12-10',
      message: 'Quisiera saber qué documentos necesito para la visa de turismo.',
    },
    { name: 'José Martínez', country: 'canada', isRead: true, message: '¿Cuánto cuesta la evaluación?' },
  ]);
  await seedConsultations(orm, [
    { name: 'Carlos Gómez', status: 'pending', message: 'Tengo una negación previa de 2019.' },
    { name: 'Lucía Fernández', status: 'confirmed', country: 'canada', preferredDate: null, address: null, message: '' },
    { name: 'Pedro Santana', status: 'rescheduled', country: 'europa' },
    { name: 'Rosa Díaz', status: 'completed', country: 'peru' },
  ]);
  await seedResults(orm, [
    { name: 'Elena Castillo', resultType: 'exito' },
    { name: 'Miguel Ureña', resultType: 'reaplicar' },
  ]);
  const staff = await site.staffApi();
  await staff.post('/api/interviews', { clientName: 'Sofía Almonte', country: 'europa' });
});

async function assertAccessible(page: Page, what: string) {
  // A dialog fading in has blended colours: measure contrast once every animation has finished.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const violations = await runAxe(page);
  assert.is(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

for (const [label, viewport] of [
  ['desktop', undefined],
  ['390px', MOBILE],
] as const) {
  test(`(${label}) the sign-in screen and every tab have no serious or critical axe violation and no sideways scrolling`, async ({
    site,
  }) => {
    const page = await site.newPage(viewport ? { viewport } : {});
    await page.goto('/admin');
    await page.getByLabel('Usuario', { exact: true }).waitFor();
    await assertAccessible(page, 'sign-in');
    await screenshot(page, `signin-${label}`);

    await openAdmin(site, page, 'contactos');
    for (const tab of Object.keys(TAB_NAMES) as TabId[]) {
      await selectTab(page, tab);
      await page.locator(`#admin-panel-${tab} [data-testid]`).first().waitFor();
      await assertAccessible(page, tab);
      assert.not.ok(await hasHorizontalScroll(page), `${tab} fits the ${label} width`);
      await screenshot(page, `${tab}-${label}`);
    }
    assert.equal(page.errors, [], 'no console errors, also while signed out');
  });
}

test('the dialogs (reschedule calendar, outcome, delete, expired session) have no serious or critical axe violation', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(401));
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', 'Lucía Fernández').getByRole('button', { name: 'Reprogramar' }).click();
  await page.getByRole('dialog', { name: 'Reprogramar consulta' }).waitFor();
  await assertAccessible(page, 'reschedule dialog');
  await screenshot(page, 'dialog-reschedule');
  await page.keyboard.press('Escape');
  await card(page, 'consultation-card', 'Lucía Fernández').getByRole('button', { name: 'Marcar Completada' }).click();
  await page.getByRole('dialog', { name: 'Marcar consulta como completada' }).waitFor();
  await assertAccessible(page, 'complete dialog');
  await screenshot(page, 'dialog-complete');
  await page.keyboard.press('Escape');
  await card(page, 'consultation-card', 'Carlos Gómez').getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: 'Eliminar consulta' }).waitFor();
  await assertAccessible(page, 'delete dialog');
  await page.keyboard.press('Escape');

  await expireAllSessions(site);
  await card(page, 'consultation-card', 'Carlos Gómez').getByRole('button', { name: 'Confirmar' }).click();
  const overlay = page.getByRole('dialog', { name: 'Su sesión ha expirado' });
  await overlay.waitFor();
  await assertAccessible(page, 'expired-session overlay');
  await screenshot(page, 'dialog-session-expired');
  await fillSignIn(page, TEST_USER.username, TEST_USER.password, overlay);
  await toast(page).filter({ hasText: 'Consulta confirmada' }).waitFor();
});

test('the tabs work from the keyboard: arrows move between them and open them', async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'contactos');
  await page.getByRole('tab', { name: /^Contactos/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.locator('#admin-panel-entrevistas [data-testid="interview-card"]').first().waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.id), 'admin-tab-entrevistas');
  await page.keyboard.press('ArrowRight');
  await page.locator('#admin-panel-consultas [data-testid="consultation-card"]').first().waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.id), 'admin-tab-consultas');
  // End opens the last tab, Actividad (an administrador's), and ArrowLeft the one before it.
  await page.keyboard.press('End');
  await page.locator('#admin-panel-actividad [data-testid="activity-line"]').first().waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.id), 'admin-tab-actividad');
  await page.keyboard.press('ArrowLeft');
  await page.locator('#admin-panel-equipo [data-testid="staff-card"]').first().waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.id), 'admin-tab-equipo');
  await page.keyboard.press('Home');
  assert.ok(await page.locator('#admin-panel-contactos').isVisible());
  assert.match(page.url(), /tab=contactos$/);
});

test.run();

import * as assert from 'uvu/assert';
import { LOGIN_LIMITS } from '../../backend/auth/loginThrottle.ts';
import { Consultation, Session } from '../../backend/db/entities/index.ts';
import { seedConsultation } from '../../backend/testing/seedRows.ts';
import { httpError, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { TEST_USER, card, expireAllSessions, fillSignIn, openAdmin, toast, todayInSantoDomingo } from './adminHelpers.ts';

const test = browserSuite('admin sign-in and sessions (browser)');

const sessionCount = (site: Site) => site.server.db.orm.em.fork().count(Session, {});

test('without a session /admin shows only the sign-in; a wrong password is refused in Spanish, the right one opens the panel, and signing out ends the session', async ({
  site,
}) => {
  const page = await site.newPage();
  await page.goto('/admin');
  await page.getByLabel('Usuario', { exact: true }).waitFor();
  assert.is(await page.getByRole('tablist').count(), 0, 'no panel before signing in');
  assert.equal(page.errors, [], 'a signed-out visit logs no console error');
  // From here on, the wrong password's own 401 answer is logged by Chromium.
  page.allowErrors(httpError(401));

  await fillSignIn(page, TEST_USER.username, 'no-es-la-clave');
  await page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).waitFor();
  assert.is(await page.getByLabel('Contraseña', { exact: true }).inputValue(), '', 'the wrong password is cleared');
  assert.is(await sessionCount(site), 0);

  await fillSignIn(page, TEST_USER.username, TEST_USER.password);
  await page.getByRole('heading', { name: 'Panel de Administración', level: 1 }).waitFor();
  await page.getByRole('tab', { name: /^Contactos/ }).waitFor();
  const tabNames = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.firstElementChild?.textContent));
  // The test staff user is an administrador: every tab.
  assert.equal(tabNames, ['Contactos', 'Entrevistas', 'Consultas', 'Resultados', 'Carrusel', 'Plantillas', 'Equipo', 'Actividad']);
  assert.is(await sessionCount(site), 1);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByLabel('Usuario', { exact: true }).waitFor();
  assert.is(await sessionCount(site), 0, 'the server forgot the session');
  await page.reload();
  await page.getByLabel('Usuario', { exact: true }).waitFor();
  assert.is(await page.getByRole('tablist').count(), 0, 'a reload does not bring the panel back');
});

test("after too many attempts the sign-in says 'Demasiados intentos…'", async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(401), httpError(429));
  await page.goto('/admin');
  // Failures up to the limit for this account from this address are refused as wrong; the next one is throttled.
  for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) {
    const response = await page.context().request.post(`${site.url}/api/auth/login`, {
      data: { username: 'intruso', password: 'x'.repeat(8) },
      headers: { Origin: site.url },
    });
    assert.is(response.status(), 401);
  }
  await fillSignIn(page, 'intruso', 'otra-clave-mas');
  await page
    .getByRole('alert')
    .filter({ hasText: /^Demasiados intentos/ })
    .waitFor();
});

test('when the session expires during an action, signing in again over the open dialog keeps the chosen day, and the action completes (also after giving up once)', async ({
  site,
}) => {
  const id = await seedConsultation(site.server.db.orm, { name: 'Marta Peña', status: 'pending', preferredDate: null });
  const page = await site.newPage();
  page.allowErrors(httpError(401));
  await openAdmin(site, page, 'consultas');
  await card(page, 'consultation-card', 'Marta Peña').getByRole('button', { name: 'Reprogramar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprogramar consulta' });
  await dialog.waitFor();
  // The day after tomorrow, chosen with the keyboard from today (which has the focus in the grid).
  await dialog.locator('button[data-day][tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const chosen = await dialog.locator('td[aria-selected="true"] button').getAttribute('data-day');
  assert.ok(chosen && chosen > todayInSantoDomingo());
  const chosenText = await dialog.locator('.reschedule-choice').innerText();

  await expireAllSessions(site);
  await dialog.getByRole('button', { name: 'Confirmar Nueva Fecha' }).click();
  const overlay = page.getByRole('dialog', { name: 'Su sesión ha expirado' });
  await overlay.waitFor();

  // Giving up: the action fails with a toast, but the dialog and its chosen day stay.
  await overlay.getByRole('button', { name: 'Cerrar' }).click();
  await toast(page).filter({ hasText: 'Sesión expirada' }).waitFor();
  assert.ok(await dialog.isVisible());
  assert.is(await dialog.locator('.reschedule-choice').innerText(), chosenText);
  assert.is((await site.server.db.orm.em.fork().findOneOrFail(Consultation, id)).status, 'pending', 'nothing changed');

  // Trying again: the overlay returns; signing in completes the waiting action.
  await dialog.getByRole('button', { name: 'Confirmar Nueva Fecha' }).click();
  await overlay.waitFor();
  assert.ok(await dialog.isVisible(), 'the dialog stays open under the sign-in');
  assert.is(await dialog.locator('.reschedule-choice').innerText(), chosenText, 'with the chosen day');
  await fillSignIn(page, TEST_USER.username, TEST_USER.password, overlay);
  await toast(page).filter({ hasText: 'Consulta reprogramada' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const api = await site.staffApi();
  const [stored] = (await api.get('/api/admin/consultations?q=Marta')).body.items;
  assert.is(stored.status, 'rescheduled');
  assert.is(stored.preferredDate, chosen);
  assert.ok(await card(page, 'consultation-card', 'Marta Peña').getByText('Reprogramada').isVisible());
});

test.run();

/**
 * One's own account in the browser: the steps a session must take before the panel (a new password for
 * an account an administrador made, two-factor set-up when the office requires it, also asked over an
 * open panel), changing the password in 'Mi cuenta', and 'Mis sesiones' across two browsers.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { Contact } from '../../backend/db/entities/index.ts';
import { seedContacts } from '../../backend/testing/seedRows.ts';
import { signedInClient } from '../../backend/testing/testServer.ts';
import { TEST_USER, card, fillSignIn, openAdmin, screenshot, toast } from './adminHelpers.ts';
import {
  assertAccessible,
  assertCodesWhole,
  assertDialogFits,
  assertSeen,
  assertToastSeen,
  createAccount,
  currentCode,
  enrolThroughApi,
  screenshotDialog,
  secretOnScreen,
  waitForPanel,
  type NewAccount,
} from './accountHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll, httpError, type Site } from './harness.ts';
import { LAYOUT_VIEWPORTS } from './layoutChecks.ts';
import { withClockHeld } from './pageClock.ts';

const test = browserSuite("one's own account (browser)");

const MARTA: NewAccount = { username: 'marta.diaz', name: 'Marta Díaz', role: 'consultor', password: 'temporal-de-marta-7' };
const MARTA_OWN = 'mi frase de acceso segura';

/** An iPhone's Safari, so that the two browsers of a test are told apart in 'Mis sesiones'. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const isFocused = (page: Page, locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element === document.activeElement);

/** Marta's account has chosen her own password (through the API): her next sign-in is a full one. */
async function martaWithOwnPassword(site: Site) {
  await createAccount(await site.staffApi(), MARTA);
  const marta = await signedInClient(site.url, { username: MARTA.username, password: MARTA.password });
  const changed = await marta.post('/api/auth/password', { currentPassword: MARTA.password, newPassword: MARTA_OWN });
  assert.is(changed.status, 200, changed.text);
}

/** The office requires two-factor sign-in (its administrador has it on). */
async function requireTwoFactor(site: Site) {
  const admin = await site.staffApi();
  await enrolThroughApi(admin);
  const required = await admin.put('/api/admin/staff-settings', { requireMfa: true });
  assert.is(required.status, 200, required.text);
}

/** Sets up two-factor sign-in on the screen in `scope` as the person would, and returns the ten codes shown. */
async function enrolOnScreen(scope: ReturnType<Page['locator']>): Promise<string[]> {
  const secret = await secretOnScreen(scope);
  await scope.getByLabel('Código de 6 cifras de la aplicación').fill(currentCode(secret));
  await scope.getByRole('button', { name: 'Confirmar' }).click();
  const codes = scope.getByRole('list', { name: 'Códigos de recuperación' }).locator('li');
  await codes.first().waitFor();
  return codes.allInnerTexts();
}

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const name = label.replace(' ', '');

  test(`(${label}) an account an administrador created must choose its own password first: only that screen, the rules listed, each mistake at its field, then the panel`, async ({
    site,
  }) => {
    await createAccount(await site.staffApi(), MARTA);
    const page = await site.newPage({ viewport });
    await page.clock.install();
    page.allowErrors(httpError(400));
    await page.goto('/admin');
    await fillSignIn(page, MARTA.username, MARTA.password);

    const title = page.getByRole('heading', { name: 'Elija una contraseña nueva', level: 1 });
    await title.waitFor();
    assert.ok(await isFocused(page, title), 'reading starts at the title');
    assert.is(await page.getByRole('tablist').count(), 0, 'nothing of the panel');
    assert.is(await page.getByRole('button', { name: 'Mi cuenta' }).count(), 0);
    await assertSeen(page.getByRole('button', { name: 'Cerrar sesión' }), "'Cerrar sesión'");
    for (const rule of [/al menos 8 caracteres/, /contraseña común/, /nombre de usuario \(«marta\.diaz»\)/])
      await assertSeen(page.getByText(rule), `the rule ${rule}`);
    assert.not.ok(await hasHorizontalScroll(page));
    await assertAccessible(page, 'the new-password screen');
    await screenshot(page, `required-password-${name}`);

    const current = page.getByLabel('Contraseña actual o temporal');
    const next = page.getByLabel('Contraseña nueva', { exact: true });
    const repeat = page.getByLabel('Repita la contraseña nueva');
    const save = page.getByRole('button', { name: 'Guardar y continuar' });

    // Too short, and not repeated alike: seen at once, before asking the server.
    await current.fill(MARTA.password);
    await next.fill('corta1');
    await repeat.fill('corta2');
    await save.click();
    await assertSeen(page.getByText('La contraseña debe tener al menos 8 caracteres'), 'the length rule broken');
    await assertSeen(page.getByText('Las dos contraseñas nuevas no coinciden'), 'the repetition that differs');
    assert.ok(await isFocused(page, next), 'the focus goes to the first field at fault');
    assert.is(await next.getAttribute('aria-invalid'), 'true');
    await assertAccessible(page, 'the new-password screen with its errors');
    await screenshot(page, `required-password-errors-${name}`);

    // A common password: only the server knows its list.
    await next.fill('password123');
    await repeat.fill('password123');
    await save.click();
    await assertSeen(page.getByText(/^Esa contraseña es demasiado común/), "the server's refusal of a common password");
    assert.is(await next.inputValue(), '', 'the refused password is cleared');

    // The wrong temporary password, at its own field.
    await current.fill('no-es-la-temporal');
    await next.fill(MARTA_OWN);
    await repeat.fill(MARTA_OWN);
    await save.click();
    await assertSeen(page.getByText('La contraseña actual no es correcta'), 'the wrong current password');
    assert.ok(await isFocused(page, current));

    // Shown as typed, on request.
    await page.getByLabel('Mostrar las contraseñas').check();
    assert.is(await next.getAttribute('type'), 'text');
    await page.getByLabel('Mostrar las contraseñas').uncheck();
    assert.is(await next.getAttribute('type'), 'password');

    await current.fill(MARTA.password);
    await withClockHeld(
      page,
      () => save.click(),
      () => assertToastSeen(page, 'Contraseña guardada'),
    );
    await waitForPanel(page);
    await page.clock.resume();
    const marta = await site.server.anonymous().post('/api/auth/login', { username: MARTA.username, password: MARTA_OWN });
    assert.is(marta.body.user.stage, null, 'her own password signs her in to the panel');
  });

  test(`(${label}) when the office requires two-factor sign-in, a new password leads to its set-up, and the panel opens only once the recovery codes are kept`, async ({
    site,
  }) => {
    await createAccount(await site.staffApi(), MARTA);
    await requireTwoFactor(site);
    const page = await site.newPage({ viewport });
    await page.goto('/admin');
    await fillSignIn(page, MARTA.username, MARTA.password);
    await page.getByLabel('Contraseña actual o temporal').fill(MARTA.password);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(MARTA_OWN);
    await page.getByLabel('Repita la contraseña nueva').fill(MARTA_OWN);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    const title = page.getByRole('heading', { name: 'Active la verificación en dos pasos', level: 1 });
    await title.waitFor();
    await assertSeen(page.getByText(/^La oficina exige la verificación en dos pasos/), 'why the set-up is asked');
    await page.getByRole('img', { name: /Código QR/ }).waitFor();
    assert.is(await page.getByRole('tablist').count(), 0, 'nothing of the panel');
    assert.is(await page.getByRole('button', { name: 'Cancelar' }).count(), 0, 'the set-up cannot be skipped');
    // Once the toast of the new password has gone (on a phone it sits over the end of the page).
    await toast(page).waitFor({ state: 'detached' });
    await assertSeen(page.getByRole('button', { name: 'Cerrar sesión' }), "'Cerrar sesión'");
    assert.not.ok(await hasHorizontalScroll(page));
    await assertAccessible(page, 'the required set-up');
    await screenshot(page, `required-mfa-${name}`);

    const codes = await enrolOnScreen(page.locator('main'));
    assert.is(codes.length, 10);
    await assertCodesWhole(page, 'before the panel');
    assert.not.ok(await hasHorizontalScroll(page));
    await assertAccessible(page, 'the recovery codes before the panel');
    await screenshot(page, `required-mfa-codes-${name}`);
    await page.getByRole('button', { name: 'Continuar al panel' }).click();
    await assertSeen(page.getByText(/^Marque «Los he guardado/), 'the reminder to keep the codes');
    assert.is(await page.getByRole('tablist').count(), 0, 'not before the codes are kept');
    await page.getByLabel('Los he guardado en un lugar seguro').check();
    await page.getByRole('button', { name: 'Continuar al panel' }).click();
    await waitForPanel(page);
  });

  test(`(${label}) the office requiring two-factor sign-in while the panel is open: the next action asks for the set-up over the page (closing it postpones it), and completes once it is done`, async ({
    site,
  }) => {
    await martaWithOwnPassword(site);
    await seedContacts(site.server.db.orm, [{ name: 'Rosa Almánzar', message: 'Quiero una cita para la visa de Canadá.' }]);
    const page = await site.newPage({ viewport });
    await page.clock.install();
    page.allowErrors(httpError(403));
    await page.goto('/admin');
    await fillSignIn(page, MARTA.username, MARTA_OWN);
    await waitForPanel(page);
    const rosa = card(page, 'contact-card', 'Rosa Almánzar');
    await rosa.waitFor();

    await requireTwoFactor(site);
    await rosa.getByRole('button', { name: 'Marcar como leído' }).click();
    const prompt = page.getByRole('dialog', { name: 'Active la verificación en dos pasos' });
    await prompt.waitFor();
    await prompt.getByRole('img', { name: /Código QR/ }).waitFor();
    assert.ok(await rosa.isVisible(), 'the panel stays under the prompt');
    await assertDialogFits(prompt, 'the set-up over the panel');
    await assertAccessible(page, 'the set-up over the panel');
    await screenshotDialog(page, prompt, `required-mfa-dialog-${name}`);

    // Postponed: the action fails with the reason, and the next one asks again.
    await withClockHeld(
      page,
      () => prompt.getByRole('button', { name: 'Cerrar', exact: true }).click(),
      () => assertToastSeen(page, 'Error al marcar como leído'),
    );
    await toast(page).filter({ hasText: 'Antes de continuar, active la verificación en dos pasos.' }).waitFor();
    await prompt.waitFor({ state: 'hidden' });
    assert.ok(await rosa.getByRole('button', { name: 'Marcar como leído' }).isVisible(), 'nothing changed');
    await rosa.getByRole('button', { name: 'Marcar como leído' }).click();
    await prompt.waitFor();

    await enrolOnScreen(prompt);
    // The codes are never shown again: the prompt does not close before they are kept.
    await page.keyboard.press('Escape');
    await assertSeen(prompt.getByText(/^Marque «Los he guardado/), 'the reminder to keep the codes');
    await prompt.getByLabel('Los he guardado en un lugar seguro').check();
    await withClockHeld(
      page,
      () => prompt.getByRole('button', { name: 'Continuar al panel' }).click(),
      () => assertToastSeen(page, 'Contacto marcado como leído'),
    );
    await prompt.waitFor({ state: 'hidden' });
    const stored = await site.server.db.orm.em.fork().findOneOrFail(Contact, { name: 'Rosa Almánzar' });
    assert.ok(stored.isRead, 'the waiting action was sent again and done');
    await page.clock.resume();
  });

  test(`(${label}) 'Mis sesiones': ending the other browser's session signs it out there (its next action asks to sign in); 'Cerrar las demás sesiones' asks first; ending this one signs out here`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await page.clock.install();
    const phone = await site.newPage({ viewport: LAYOUT_VIEWPORTS[1][1], userAgent: IPHONE_SAFARI });
    phone.allowErrors(httpError(401));
    await openAdmin(site, phone);
    await openAdmin(site, page);

    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
    const sessions = dialog.getByRole('region', { name: 'Mis sesiones' });
    const items = sessions.getByTestId('session-item');
    await items.nth(1).waitFor();
    assert.is(await items.count(), 2);
    const mine = sessions.locator('.session-item.is-current');
    await assertSeen(mine.getByText('Esta sesión', { exact: true }), "'Esta sesión'");
    const other = items.filter({ hasText: 'Safari 17.5 en iOS 17.5 (iPhone)' });
    for (const text of ['127.0.0.1', 'Inició', 'Última actividad'])
      assert.ok(await other.getByText(text).isVisible(), `the other session shows ${text}`);
    assert.match(await other.innerText(), /\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}/, 'dates as the rest of the panel writes them');
    await other.scrollIntoViewIfNeeded();
    await assertDialogFits(dialog, 'Mis sesiones');
    await assertAccessible(page, 'Mis sesiones');
    await screenshot(page, `account-sessions-${name}`);

    await withClockHeld(
      page,
      () => other.getByRole('button', { name: 'Cerrar la sesión de Safari 17.5 en iOS 17.5 (iPhone)' }).click(),
      () => assertToastSeen(page, 'Sesión de Safari 17.5 en iOS 17.5 (iPhone) cerrada'),
    );
    await other.waitFor({ state: 'detached' });
    // The toast sits low over the dialog, where the list ends: closed, as a person would to read on.
    await page.locator('.toast[data-open="true"]').getByRole('button', { name: 'Cerrar notificación' }).click();
    await page.locator('.toast').waitFor({ state: 'detached' });
    await assertSeen(sessions.getByText('No tiene otras sesiones abiertas.'), 'that no other session is left');

    // On the phone, the next action asks to sign in again.
    await phone.getByRole('tab', { name: /^Consultas/ }).click();
    const overlay = phone.getByRole('dialog', { name: 'Su sesión ha expirado' });
    await overlay.waitFor();
    await assertSeen(overlay.getByLabel('Contraseña', { exact: true }), 'the sign-in over the page');
    await fillSignIn(phone, TEST_USER.username, TEST_USER.password, overlay);
    await overlay.waitFor({ state: 'hidden' });

    // All the others at once, after a confirmation.
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await items.nth(1).waitFor();
    await sessions.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
    await assertSeen(
      confirm.getByText('¿Cerrar la otra sesión? Allí tendrá que iniciar sesión de nuevo; esta sesión sigue abierta.'),
      'the question',
    );
    await screenshot(page, `account-sessions-confirm-${name}`);
    await withClockHeld(
      page,
      () => confirm.getByRole('button', { name: 'Cerrar las demás sesiones' }).click(),
      () => assertToastSeen(page, 'Se cerró 1 sesión'),
    );
    await confirm.waitFor({ state: 'hidden' });
    await items.nth(1).waitFor({ state: 'detached' });
    await phone.getByRole('tab', { name: /^Resultados/ }).click();
    await overlay.waitFor();

    // This browser's own session: signs out here.
    await withClockHeld(
      page,
      () => mine.getByRole('button', { name: 'Cerrar esta sesión' }).click(),
      () => assertToastSeen(page, 'Sesión cerrada'),
    );
    await page.getByLabel('Usuario', { exact: true }).waitFor();
    await page.clock.resume();
    assert.equal((await (await page.context().request.get('/api/auth/me')).json()).user, null, 'the server ended it');
  });
}

test("changing the password in 'Mi cuenta': a wrong current password is refused at its field; done, a toast says the other sessions were closed, and the other browser must sign in again", async ({
  site,
}) => {
  const page = await site.newPage();
  await page.clock.install();
  page.allowErrors(httpError(400));
  const other = await site.newPage({ userAgent: IPHONE_SAFARI });
  other.allowErrors(httpError(401));
  await openAdmin(site, other);
  await openAdmin(site, page);
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  const form = dialog.getByRole('region', { name: 'Cambiar contraseña' });
  const current = form.getByLabel('Contraseña actual', { exact: true });
  assert.ok(await isFocused(page, current), 'the dialog opens on its first field');
  await dialog.getByTestId('session-item').nth(1).waitFor();

  await current.fill('no-es-mi-clave');
  await form.getByLabel('Contraseña nueva', { exact: true }).fill('una clave nueva y larga');
  await form.getByLabel('Repita la contraseña nueva').fill('una clave nueva y larga');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await assertSeen(form.getByText('La contraseña actual no es correcta'), 'the wrong current password');
  assert.ok(await isFocused(page, current));

  await current.fill(TEST_USER.password);
  await withClockHeld(
    page,
    () => form.getByRole('button', { name: 'Cambiar contraseña' }).click(),
    async () => {
      await assertToastSeen(page, 'Contraseña cambiada');
      await assertSeen(toast(page).getByText(/^Sus otras sesiones se cerraron/), 'that the other sessions were closed');
      await screenshot(page, 'account-password-changed');
    },
  );
  await page.clock.resume();
  assert.is(await current.inputValue(), '', 'the form is emptied');
  await dialog.getByTestId('session-item').nth(1).waitFor({ state: 'detached' });
  assert.is(await dialog.getByTestId('session-item').count(), 1, 'only this session is left');

  await other.getByRole('tab', { name: /^Consultas/ }).click();
  await other.getByRole('dialog', { name: 'Su sesión ha expirado' }).waitFor();
  // This browser goes on: its next call is a signed-in one.
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page.getByRole('tab', { name: /^Resultados/ }).click();
  await page.locator('#admin-panel-resultados').getByText('No hay resultados en Éxitos aún.').waitFor();
});

test("'Cerrar sesión' on a required step signs out", async ({ site }) => {
  await createAccount(await site.staffApi(), MARTA);
  const page = await site.newPage();
  await page.goto('/admin');
  await fillSignIn(page, MARTA.username, MARTA.password);
  await page.getByRole('heading', { name: 'Elija una contraseña nueva' }).waitFor();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByLabel('Usuario', { exact: true }).waitFor();
  assert.equal((await (await page.context().request.get('/api/auth/me')).json()).user, null);
});

test.run();

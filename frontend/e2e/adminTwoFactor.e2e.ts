/**
 * Two-factor sign-in in the browser: setting it up from 'Mi cuenta' (the test reads the key on screen
 * and computes the codes as the phone would), signing in with the app's code or a recovery code, and a
 * wait for the code that ended.
 */
import { readFile } from 'node:fs/promises';
import * as assert from 'uvu/assert';
import { queryRows } from '../../backend/db/sql.ts';
import { TEST_USER, openAdmin, screenshot, toast } from './adminHelpers.ts';
import {
  assertAccessible,
  assertCodesWhole,
  assertDialogFits,
  assertSeen,
  assertToastSeen,
  currentCode,
  enrolThroughApi,
  nextCode,
  screenshotDialog,
  secretOnScreen,
  waitForPanel,
} from './accountHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll, httpError, type Site } from './harness.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';
import { withClockHeld } from './pageClock.ts';

const test = browserSuite('two-factor sign-in (browser)');

const twoFactorOf = async (site: Site, username = TEST_USER.username) =>
  (
    await queryRows<{ enabled: boolean; codes: number }>(
      site.server.db.orm.em.fork(),
      `select totp_enabled_at is not null as enabled, (select count(*)::int from recovery_codes r where r.user_id = u.id and r.used_at is null) as codes
       from users u where username = ?`,
      [username],
    )
  )[0];

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const name = label.replace(' ', '');
  test(`(${label}) 'Mi cuenta' sets up two-factor sign-in: QR code and grouped key, a wrong code refused at the field, then ten recovery codes to download or copy, kept on screen until marked as saved`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    await page.clock.install();
    page.allowErrors(httpError(400));
    await openAdmin(site, page);

    const open = page.getByRole('button', { name: 'Mi cuenta' });
    await screenshot(page, `account-header-${name}`);
    assert.ok(await isHitAtCentre(open), "the header's 'Mi cuenta' can be pressed");
    assert.not.ok(await hasHorizontalScroll(page), 'the header fits');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
    await dialog.waitFor();
    await dialog.getByTestId('session-item').first().waitFor();
    await assertDialogFits(dialog, 'Mi cuenta');
    await assertAccessible(page, 'Mi cuenta');
    await screenshotDialog(page, dialog, `account-dialog-${name}`);

    const section = dialog.getByRole('region', { name: 'Verificación en dos pasos' });
    await assertSeen(section.getByText('Desactivada.'), 'the state of two-factor sign-in');
    await section.getByRole('button', { name: 'Activar' }).click();
    const qr = section.getByRole('img', { name: /Código QR/ });
    await qr.waitFor();
    assert.ok(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the QR code is drawn');
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/svg\+xml;/);
    assert.is(await section.getByRole('list', { name: 'Pasos para activar la verificación' }).locator('li').count(), 3);
    const secret = await secretOnScreen(section);
    await assertDialogFits(dialog, 'the set-up');
    await assertAccessible(page, 'the set-up');
    await screenshotDialog(page, dialog, `account-enrol-${name}`);

    const codeField = section.getByLabel('Código de 6 cifras de la aplicación');
    assert.is(await codeField.getAttribute('inputmode'), 'numeric');
    assert.is(await codeField.getAttribute('autocomplete'), 'one-time-code');
    await codeField.fill(currentCode(secret) === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await assertSeen(section.getByText(/^El código no coincide/), 'the refusal of a wrong code');
    assert.is(await codeField.getAttribute('aria-invalid'), 'true');
    assert.ok(await codeField.evaluate((element) => element === document.activeElement), 'the focus is back in the code field');
    assert.not.ok((await twoFactorOf(site)).enabled);

    await codeField.fill(currentCode(secret));
    await withClockHeld(
      page,
      () => section.getByRole('button', { name: 'Confirmar' }).click(),
      () => assertToastSeen(page, 'Verificación en dos pasos activada'),
    );
    const codes = section.getByRole('list', { name: 'Códigos de recuperación' }).locator('li');
    await codes.first().waitFor();
    const shown = (await codes.allInnerTexts()).map((code) => code.trim());
    assert.is(shown.length, 10);
    for (const code of shown) assert.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){5}$/);
    assert.equal(await twoFactorOf(site), { enabled: true, codes: 10 });
    await assertDialogFits(dialog, 'the recovery codes');
    await assertCodesWhole(section, 'Mi cuenta');
    await assertAccessible(page, 'the recovery codes');
    await screenshotDialog(page, dialog, `account-codes-${name}`);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Descargar códigos' }).click();
    const download = await downloading;
    assert.is(download.suggestedFilename(), 'codigos-recuperacion-consultora.txt');
    const file = await readFile((await download.path())!, 'utf8');
    for (const code of shown) assert.ok(file.includes(code), `the file holds ${code}`);

    await section.getByRole('button', { name: 'Copiar' }).click();
    await assertSeen(section.getByText('Códigos copiados al portapapeles.'), 'the copy notice');
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), shown.join('\n'));

    // Not closed before the codes are marked as saved: neither by Escape nor by 'Listo'.
    await page.keyboard.press('Escape');
    const reminder = section.getByText(/^Marque «Los he guardado/);
    await assertSeen(reminder, 'the reminder to keep the codes');
    assert.ok(await dialog.isVisible(), 'the dialog stays open');
    const saved = section.getByLabel('Los he guardado en un lugar seguro');
    assert.ok(await saved.evaluate((element) => element === document.activeElement), 'the box takes the focus');
    await screenshotDialog(page, dialog, `account-codes-reminder-${name}`);
    await saved.check();
    await section.getByRole('button', { name: 'Listo' }).click();
    await assertSeen(section.getByText(/^Activada\./), 'the new state');
    assert.ok(
      await section.getByRole('heading', { name: 'Verificación en dos pasos' }).evaluate((element) => element === document.activeElement),
    );
    await screenshotDialog(page, dialog, `account-mfa-on-${name}`);

    // New codes against a current code; the earlier ones stop working.
    await section.getByRole('button', { name: 'Generar códigos nuevos' }).click();
    const renewField = section.getByLabel('Código de 6 cifras de la aplicación');
    assert.ok(await renewField.evaluate((element) => element === document.activeElement), 'the code field takes the focus');
    await renewField.fill(nextCode(secret));
    await withClockHeld(
      page,
      () => section.getByRole('button', { name: 'Generar', exact: true }).click(),
      () => assertToastSeen(page, 'Códigos de recuperación nuevos'),
    );
    await codes.first().waitFor();
    const renewed = (await codes.allInnerTexts()).map((code) => code.trim());
    assert.is(renewed.length, 10);
    assert.not.ok(
      renewed.some((code) => shown.includes(code)),
      'ten new codes',
    );
    await section.getByLabel('Los he guardado en un lugar seguro').check();
    // Ticked, the dialog may close.
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await open.evaluate((element) => element === document.activeElement), "the focus is back on 'Mi cuenta'");
    assert.equal(await twoFactorOf(site), { enabled: true, codes: 10 });
    await page.clock.resume();
  });

  test(`(${label}) signing in with two-factor sign-in: the password, then the app's code; a wrong code is refused at the field, the right one opens the panel`, async ({
    site,
  }) => {
    const { secret } = await enrolThroughApi(await site.staffApi());
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(401));
    await page.goto('/admin');
    await page.getByLabel('Usuario', { exact: true }).fill(TEST_USER.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(TEST_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    const code = page.getByLabel('Código de verificación', { exact: true });
    await code.waitFor();
    assert.ok(await code.evaluate((element) => element === document.activeElement), 'the code field takes the focus');
    assert.is(await code.getAttribute('inputmode'), 'numeric');
    assert.is(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.not.ok(await hasHorizontalScroll(page));
    await assertAccessible(page, 'the code step');
    await screenshot(page, `signin-code-${name}`);

    await code.fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /^Código incorrecto/ });
    await assertSeen(refusal, 'the refusal of a wrong code');
    assert.is(await code.inputValue(), '', 'the wrong code is cleared');
    assert.is(await code.getAttribute('aria-invalid'), 'true');
    assert.ok(
      (await code.getAttribute('aria-describedby'))?.includes((await refusal.getAttribute('id'))!),
      'the field is described by the message',
    );
    await assertAccessible(page, 'the code step with its error');
    await screenshot(page, `signin-code-wrong-${name}`);

    // The recovery-code field and back.
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    const recovery = page.getByLabel('Código de recuperación', { exact: true });
    await recovery.waitFor();
    assert.ok(await recovery.evaluate((element) => element === document.activeElement));
    await assertAccessible(page, 'the recovery-code step');
    await screenshot(page, `signin-recovery-${name}`);
    await page.getByRole('button', { name: 'Usar el código de la aplicación' }).click();

    await code.fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitForPanel(page);
  });
}

test('a recovery code signs in once: used again it is refused; the way back leads to the password', async ({ site }) => {
  const { recoveryCodes } = await enrolThroughApi(await site.staffApi());
  const page = await site.newPage();
  page.allowErrors(httpError(401));
  await page.goto('/admin');
  const signInWithRecovery = async (recoveryCode: string) => {
    await page.getByLabel('Usuario', { exact: true }).fill(TEST_USER.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(TEST_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación', { exact: true }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Verificar' }).click();
  };
  // Typed in lower case, as a person might: it is the same code.
  await signInWithRecovery(recoveryCodes[2].toLowerCase());
  await waitForPanel(page);
  assert.is((await twoFactorOf(site)).codes, 9);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signInWithRecovery(recoveryCodes[2]);
  await assertSeen(page.getByRole('alert').filter({ hasText: /^Código incorrecto/ }), 'the refusal of a used code');
  assert.is(await page.getByRole('tablist').count(), 0, 'no panel');

  await page.getByRole('button', { name: 'Volver a usuario y contraseña' }).click();
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.waitFor();
  assert.is(await page.getByLabel('Usuario', { exact: true }).inputValue(), TEST_USER.username, 'the username is kept');
  assert.ok(await password.evaluate((element) => element === document.activeElement), 'the password field takes the focus');
});

test('a wait for the code that ended (expired, or five wrong codes) brings back the password with the reason', async ({ site }) => {
  const { secret } = await enrolThroughApi(await site.staffApi());
  const page = await site.newPage();
  page.allowErrors(httpError(401));
  await page.goto('/admin');
  const passwordStep = async () => {
    await page.getByLabel('Usuario', { exact: true }).fill(TEST_USER.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(TEST_USER.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Código de verificación', { exact: true }).waitFor();
  };
  const code = page.getByLabel('Código de verificación', { exact: true });
  const password = page.getByLabel('Contraseña', { exact: true });
  const reason = page
    .getByRole('alert')
    .filter({ hasText: 'La verificación caducó o tuvo demasiados intentos: vuelva a escribir su usuario y contraseña.' });

  // Five minutes at the code step: the server has forgotten the wait (its answer has no restart flag, only the sentence).
  await passwordStep();
  await site.server.db.orm.em.getConnection().execute('delete from sign_in_challenges');
  await code.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await password.waitFor();
  await assertSeen(reason, 'the reason');
  assert.ok(await password.evaluate((element) => element === document.activeElement), 'the password field takes the focus');
  assert.is(await page.getByLabel('Usuario', { exact: true }).inputValue(), TEST_USER.username, 'the username is kept');
  assert.is(await password.getAttribute('aria-invalid'), null, 'nothing typed was wrong: no field is marked');
  assert.ok(
    (await password.getAttribute('aria-describedby'))?.includes((await reason.getAttribute('id'))!),
    'the password field is described by the reason',
  );

  // The fifth wrong code ends the wait.
  await passwordStep();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    if (attempt < 5) {
      await page
        .getByRole('alert')
        .filter({ hasText: /^Código incorrecto/ })
        .waitFor();
      await page.waitForFunction(() => !document.querySelector('form.sign-in-form button[type="submit"][aria-disabled="true"]'));
    }
  }
  await password.waitFor();
  await assertSeen(reason, 'the reason');
  assert.ok(await password.evaluate((element) => element === document.activeElement), 'the password field takes the focus');
  await screenshot(page, 'signin-code-restart');
});

test('the expired-session overlay asks for the code too, and the waiting action completes', async ({ site }) => {
  const { secret, recoveryCodes } = await enrolThroughApi(await site.staffApi());
  const page = await site.newPage();
  page.allowErrors(httpError(401));
  await page.goto('/admin');
  // Signed in with a recovery code, so that the app's next code is still unused for the overlay.
  await page.getByLabel('Usuario', { exact: true }).fill(TEST_USER.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(TEST_USER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación', { exact: true }).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await waitForPanel(page);

  await site.server.db.orm.em.getConnection().execute('delete from sessions');
  await page.getByRole('tab', { name: /^Consultas/ }).click();
  const overlay = page.getByRole('dialog', { name: 'Su sesión ha expirado' });
  await overlay.waitFor();
  await overlay.getByLabel('Contraseña', { exact: true }).fill(TEST_USER.password);
  await overlay.getByRole('button', { name: 'Iniciar sesión' }).click();
  const code = overlay.getByLabel('Código de verificación', { exact: true });
  await code.waitFor();
  assert.ok(await code.evaluate((element) => element === document.activeElement), 'the code field takes the focus');
  await screenshot(page, 'session-expired-code');
  await code.fill(nextCode(secret));
  await overlay.getByRole('button', { name: 'Verificar' }).click();
  await overlay.waitFor({ state: 'hidden' });
  await page.locator('#admin-panel-consultas').getByText('No hay consultas en curso.').waitFor();
  assert.is(await toast(page).count(), 0, 'no failure was reported');
});

test.run();

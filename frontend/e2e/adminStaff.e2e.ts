/**
 * The 'Equipo' tab in Chromium against the real server, on a laptop and a phone: creating an account,
 * changing a role, disabling and enabling (the person's open panel is signed out at its next action),
 * temporary passwords, two-factor resets and the team rule, and the server's refusals in its words.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { totpCode } from '../../backend/auth/totp.ts';
import { readStaffSettings } from '../../backend/auth/staffSettings.ts';
import { queryRows } from '../../backend/db/sql.ts';
import { seedContacts } from '../../backend/testing/seedRows.ts';
import type { TestClient } from '../../backend/testing/testServer.ts';
import { card, fillSignIn, openAdmin, ROLE_USERS, screenshot, signInAs, TEST_USER, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll, httpError, type Site } from './harness.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite("admin 'Equipo' tab (browser)");

const CONSULTOR = ROLE_USERS.consultor;
/** Accounts made by `server.as(role)` are named by their username. */
const CONSULTOR_NAME = CONSULTOR.username;
const TEMPORARY = /^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/;

interface AccountRow {
  role: string;
  disabled: boolean;
  mustChange: boolean;
  mfa: boolean;
}

async function account(site: Site, username: string): Promise<AccountRow | undefined> {
  const [row] = await queryRows<AccountRow>(
    site.server.db.orm.em.fork(),
    `select role, disabled_at is not null as disabled, must_change_password as "mustChange", totp_enabled_at is not null as mfa from users where username = ?`,
    [username],
  );
  return row;
}

/** Asserts that a person sees `locator`: drawn, on top, where a pointer at its centre reaches it. */
async function assertSeen(locator: Locator, what: string) {
  await locator.waitFor();
  assert.ok(await isHitAtCentre(locator), `${what} is visible and nothing covers it`);
}

async function signInWith(site: Site, username: string, password: string) {
  return site.server.anonymous().post('/api/auth/login', { username, password });
}

/** Turns two-factor sign-in on for an API client's account. */
async function enrolClient(client: TestClient) {
  const setup = await client.post('/api/auth/totp/setup', {});
  const confirmed = await client.post('/api/auth/totp/confirm', { code: totpCode(setup.body.secret, new Date()) });
  assert.is(confirmed.status, 200, confirmed.text);
}

/** Turns two-factor sign-in on for the account the page is signed in with, in the page's own session. */
async function enrolPage(site: Site, page: Page) {
  const request = page.context().request;
  const headers = { Origin: site.url };
  const setup = await (await request.post(`${site.url}/api/auth/totp/setup`, { data: {}, headers })).json();
  const confirmed = await request.post(`${site.url}/api/auth/totp/confirm`, {
    data: { code: totpCode(setup.secret, new Date()) },
    headers,
  });
  assert.ok(confirmed.ok(), await confirmed.text());
}

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const shot = (name: string) => `staff-${name}-${label.replace(' ', '')}`;

  test(`${label}: 'Nueva cuenta' says at each field what the server refuses, then creates the account, shows the password to pass on and lists it`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(400), httpError(409));
    await openAdmin(site, page, 'equipo');
    await screenshot(page, shot('list'));
    assert.not.ok(await hasHorizontalScroll(page), 'the tab fits the width');
    const own = card(page, 'staff-card', TEST_USER.username);
    assert.match(await own.innerText(), 'Su cuenta');
    assert.match(await own.innerText(), 'Administrador');

    await page.getByRole('button', { name: 'Nueva cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva cuenta' });
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    for (const message of [
      'Escriba el nombre de la persona',
      'Escriba el nombre de usuario',
      'Elija el rol',
      'Escriba una contraseña temporal',
    ]) {
      await assertSeen(dialog.getByText(message, { exact: true }), `'${message}'`);
    }
    assert.is(
      await page.evaluate(() => document.activeElement?.id),
      await dialog.getByLabel('Nombre').getAttribute('id'),
      'the first field refused has the focus',
    );

    await dialog.getByLabel('Nombre').fill('Lucía Gómez');
    await dialog.getByLabel('Usuario').fill(TEST_USER.username);
    await dialog.getByRole('radio', { name: 'Consultor' }).check();
    await dialog.getByRole('button', { name: 'Generar' }).click();
    const password = await dialog.getByLabel('Contraseña temporal').inputValue();
    assert.match(password, TEMPORARY, 'a strong password, shown in clear');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await assertSeen(dialog.getByText(`El usuario "${TEST_USER.username}" ya existe`), 'the taken username, at its field');
    await screenshot(page, shot('new-account-refused'), { fullPage: false });

    await dialog.getByLabel('Usuario').fill('lucia.gomez');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    const done = page.getByRole('dialog', { name: 'Cuenta de Lucía Gómez creada' });
    const handOver = done.getByTestId('staff-handover');
    await assertSeen(handOver.getByText('lucia.gomez', { exact: true }), 'the username to pass on');
    await assertSeen(handOver.getByText(password, { exact: true }), 'the password to pass on');
    await screenshot(page, shot('hand-over'), { fullPage: false });
    await done.getByRole('button', { name: 'Listo' }).click();
    await done.waitFor({ state: 'hidden' });

    const lucia = card(page, 'staff-card', 'Lucía Gómez');
    await lucia.waitFor();
    const text = await lucia.innerText();
    for (const expected of ['lucia.gomez', 'Consultor', 'Debe cambiar la contraseña', 'No activada', 'Nunca ha entrado'])
      assert.match(text, expected);
    assert.equal(await account(site, 'lucia.gomez'), { role: 'consultor', disabled: false, mustChange: true, mfa: false });
    const signIn = await signInWith(site, 'lucia.gomez', password);
    assert.is(signIn.status, 200);
    assert.is(signIn.body.user.stage, 'password', 'the person chooses their own password first');

    // The next account starts from an empty form.
    await page.getByRole('button', { name: 'Nueva cuenta' }).click();
    assert.is(await dialog.getByLabel('Nombre').inputValue(), '');
  });

  test(`${label}: changing a role says the person's sessions end; their open panel asks them to sign in again and then shows the new role's tabs`, async ({
    site,
  }) => {
    const person = await site.newPage({ viewport });
    person.allowErrors(httpError(401));
    await signInAs(site, person, 'consultor');
    await person.goto('/admin');
    await person.getByRole('tab', { name: /^Contactos/ }).waitFor();

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'equipo');
    await card(page, 'staff-card', CONSULTOR_NAME).getByRole('button', { name: 'Cambiar rol' }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar el rol de ${CONSULTOR_NAME}` });
    await assertSeen(
      dialog.getByText(`Las sesiones abiertas de ${CONSULTOR_NAME} se cerrarán ahora`, { exact: false }),
      'what a role change does',
    );
    assert.ok(await dialog.getByRole('radio', { name: /^Consultor/ }).isChecked(), 'the current role is chosen');
    await dialog.getByText('Plantillas de formularios y carrusel de la página de inicio.').waitFor();
    await dialog.getByRole('radio', { name: /^Editor/ }).check();
    await screenshot(page, shot('role'), { fullPage: false });
    await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await assertSeen(toast(page).filter({ hasText: `${CONSULTOR_NAME} ahora es Editor` }), 'the toast');
    await dialog.waitFor({ state: 'hidden' });
    await card(page, 'staff-card', CONSULTOR_NAME).getByText('Editor', { exact: true }).waitFor();
    assert.is((await account(site, CONSULTOR.username))!.role, 'editor');

    await person.getByRole('tab', { name: /^Consultas/ }).click();
    const again = person.getByRole('dialog', { name: 'Su sesión ha expirado' });
    await again.waitFor();
    await fillSignIn(person, CONSULTOR.username, CONSULTOR.password, again);
    await again.waitFor({ state: 'hidden' });
    await person.getByRole('tab', { name: 'Carrusel' }).waitFor();
    assert.equal(await person.getByRole('tab').allInnerTexts(), ['Carrusel', 'Plantillas'], 'an editor now');
  });

  test(`${label}: disabling asks first; the person's open panel is signed out at its next action and cannot sign in until the account is enabled again`, async ({
    site,
  }) => {
    const [contactId] = await seedContacts(site.server.db.orm, [{ name: 'Rosa Díaz' }]);
    const person = await site.newPage({ viewport });
    person.allowErrors(httpError(401), httpError(403));
    await signInAs(site, person, 'consultor');
    await openAdmin(site, person, 'contactos');

    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'equipo');
    const consultor = card(page, 'staff-card', CONSULTOR_NAME);
    await consultor.getByRole('button', { name: 'Desactivar' }).click();
    const confirm = page.getByRole('dialog', { name: `Desactivar la cuenta de ${CONSULTOR_NAME}` });
    await assertSeen(
      confirm.getByText('no podrá entrar y sus sesiones abiertas se cerrarán ahora', { exact: false }),
      'what disabling does',
    );
    await screenshot(page, shot('disable'), { fullPage: false });
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await assertSeen(toast(page).filter({ hasText: `Cuenta de ${CONSULTOR_NAME} desactivada` }), 'the toast');
    await consultor.getByText('Desactivada', { exact: true }).waitFor();
    assert.is((await account(site, CONSULTOR.username))!.disabled, true);
    await screenshot(page, shot('disabled'));

    await card(person, 'contact-card', 'Rosa Díaz').getByRole('button', { name: 'Marcar como leído' }).click();
    const again = person.getByRole('dialog', { name: 'Su sesión ha expirado' });
    await again.waitFor();
    await fillSignIn(person, CONSULTOR.username, CONSULTOR.password, again);
    await assertSeen(again.getByText('Esta cuenta está desactivada. Hable con un administrador.'), 'the refusal to sign in');
    const [{ isRead }] = await queryRows<{ isRead: boolean }>(
      site.server.db.orm.em.fork(),
      'select is_read as "isRead" from contacts where id = ?',
      [contactId],
    );
    assert.is(isRead, false, 'nothing was done');

    await consultor.getByRole('button', { name: 'Activar' }).click();
    await page
      .getByRole('dialog', { name: `Activar la cuenta de ${CONSULTOR_NAME}` })
      .getByRole('button', { name: 'Activar' })
      .click();
    await assertSeen(toast(page).filter({ hasText: `Cuenta de ${CONSULTOR_NAME} activada` }), 'the toast');
    await consultor.getByRole('button', { name: 'Desactivar' }).waitFor();
    // Signed in again, the action they were doing completes.
    await fillSignIn(person, CONSULTOR.username, CONSULTOR.password, again);
    await assertSeen(toast(person).filter({ hasText: 'Contacto marcado como leído' }), 'the toast');
  });

  test(`${label}: 'Restablecer contraseña' takes a temporary password (the server's rules at the field), shows it to pass on, and the old one stops working`, async ({
    site,
  }) => {
    await site.server.as('consultor');
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(400));
    await openAdmin(site, page, 'equipo');
    const consultor = card(page, 'staff-card', CONSULTOR_NAME);
    await consultor.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: `Restablecer la contraseña de ${CONSULTOR_NAME}` });
    await dialog.getByLabel('Contraseña temporal').fill('corta');
    await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await assertSeen(dialog.getByText('La contraseña debe tener al menos 8 caracteres'), 'the password rule, at the field');
    await dialog.getByRole('button', { name: 'Generar' }).click();
    const field = dialog.getByLabel('Contraseña temporal');
    const password = await field.inputValue();
    assert.match(password, TEMPORARY);
    assert.is(
      await dialog.getByText('La contraseña debe tener al menos 8 caracteres').count(),
      0,
      'the message goes once the field is changed',
    );
    assert.ok(
      await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
      'the whole password is seen in the field',
    );
    await screenshot(page, shot('password-reset'), { fullPage: false });
    await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const done = page.getByRole('dialog', { name: `Contraseña de ${CONSULTOR_NAME} restablecida` });
    await assertSeen(done.getByText(password, { exact: true }), 'the new password to pass on');
    await done.getByRole('button', { name: 'Listo' }).click();
    await consultor.getByText('Debe cambiar la contraseña').waitFor();

    assert.is((await signInWith(site, CONSULTOR.username, CONSULTOR.password)).status, 401, 'the old password no longer works');
    const signIn = await signInWith(site, CONSULTOR.username, password);
    assert.is(signIn.body.user.stage, 'password');
  });

  test(`${label}: the last administrador cannot step down, and the team rule cannot be turned on by one without two-factor sign-in: the server's words are shown`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(409));
    await openAdmin(site, page, 'equipo');
    const own = card(page, 'staff-card', TEST_USER.username);
    assert.is(await own.getByRole('button', { name: 'Desactivar' }).count(), 0, 'nobody disables their own account');
    assert.is(await own.getByRole('button', { name: 'Restablecer contraseña' }).count(), 0, "one's own password is changed in 'Mi cuenta'");
    await own.getByRole('button', { name: 'Cambiar rol' }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar el rol de ${TEST_USER.username}` });
    await dialog.getByRole('radio', { name: /^Consultor/ }).check();
    await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
    await assertSeen(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'Debe quedar al menos un administrador activo: active o nombre otro administrador antes' }),
      'the last administrador refusal',
    );
    await screenshot(page, shot('last-administrador'), { fullPage: false });
    assert.is((await account(site, TEST_USER.username))!.role, 'administrador');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const rule = page.getByRole('switch', { name: 'Exigir verificación en dos pasos a todas las cuentas' });
    await rule.click();
    const confirm = page.getByRole('dialog', { name: 'Exigir verificación en dos pasos' });
    await confirm.getByRole('button', { name: 'Exigir' }).click();
    await assertSeen(
      confirm.getByRole('alert').filter({ hasText: 'Active primero su propia verificación en dos pasos' }),
      'the refusal to require two-factor sign-in',
    );
    await screenshot(page, shot('require-mfa-refused'), { fullPage: false });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    assert.is(await rule.isChecked(), false);
    assert.is((await readStaffSettings(site.server.db.orm.em.fork())).requireMfa, false);
  });

  test(`${label}: a person's two-factor sign-in is reset after confirming, and an administrador who has it requires it of the team`, async ({
    site,
  }) => {
    await enrolClient(await site.server.as('consultor'));
    const page = await site.newPage({ viewport });
    await site.signInAsStaff(page);
    await enrolPage(site, page);
    await openAdmin(site, page, 'equipo');
    const consultor = card(page, 'staff-card', CONSULTOR_NAME);
    assert.match(await consultor.innerText(), 'Activada');
    await consultor.getByRole('button', { name: 'Restablecer verificación en dos pasos' }).click();
    const confirm = page.getByRole('dialog', { name: `Restablecer la verificación en dos pasos de ${CONSULTOR_NAME}` });
    await assertSeen(confirm.getByText('sus códigos de recuperación dejarán de valer', { exact: false }), 'what the reset does');
    await screenshot(page, shot('mfa-reset'), { fullPage: false });
    await confirm.getByRole('button', { name: 'Restablecer' }).click();
    await assertSeen(toast(page).filter({ hasText: `Verificación en dos pasos de ${CONSULTOR_NAME} restablecida` }), 'the toast');
    await consultor.getByText('No activada').waitFor();
    assert.is(await consultor.getByRole('button', { name: 'Restablecer verificación en dos pasos' }).count(), 0);
    assert.is((await account(site, CONSULTOR.username))!.mfa, false);

    const rule = page.getByRole('switch', { name: 'Exigir verificación en dos pasos a todas las cuentas' });
    await rule.click();
    await page.getByRole('dialog', { name: 'Exigir verificación en dos pasos' }).getByRole('button', { name: 'Exigir' }).click();
    await assertSeen(toast(page).filter({ hasText: 'Verificación en dos pasos exigida a todas las cuentas' }), 'the toast');
    await page.waitForFunction(() => (document.querySelector('[role="switch"]') as HTMLInputElement | null)?.checked === true);
    assert.is((await readStaffSettings(site.server.db.orm.em.fork())).requireMfa, true);
    await screenshot(page, shot('require-mfa-on'));
  });
}

test("'Cerrar sus sesiones' asks first, then the person's open panel is signed out at its next action; they may sign in again", async ({
  site,
}) => {
  const person = await site.newPage();
  person.allowErrors(httpError(401));
  await signInAs(site, person, 'consultor');
  await openAdmin(site, person, 'contactos');
  const page = await site.newPage();
  await openAdmin(site, page, 'equipo');
  await card(page, 'staff-card', CONSULTOR_NAME).getByRole('button', { name: 'Cerrar sus sesiones' }).click();
  const confirm = page.getByRole('dialog', { name: `Cerrar las sesiones de ${CONSULTOR_NAME}` });
  await assertSeen(confirm.getByText('tendrá que iniciar sesión de nuevo en todos sus navegadores', { exact: false }), 'what it does');
  await confirm.getByRole('button', { name: 'Cerrar sesiones' }).click();
  await assertSeen(toast(page).filter({ hasText: `Sesiones de ${CONSULTOR_NAME} cerradas` }), 'the toast');
  const [{ sessions }] = await queryRows<{ sessions: number }>(
    site.server.db.orm.em.fork(),
    'select count(*)::int as sessions from sessions s join users u on u.id = s.user_id where u.username = ?',
    [CONSULTOR.username],
  );
  assert.is(sessions, 0);
  await person.getByRole('tab', { name: /^Consultas/ }).click();
  const again = person.getByRole('dialog', { name: 'Su sesión ha expirado' });
  await again.waitFor();
  await fillSignIn(person, CONSULTOR.username, CONSULTOR.password, again);
  await again.waitFor({ state: 'hidden' });
});

test("with another administrador, one may step down: the panel then shows one's new role's tabs at once", async ({ site }) => {
  await site.server.as('administrador');
  const page = await site.newPage({ viewport: LAYOUT_VIEWPORTS[0][1] });
  await openAdmin(site, page, 'equipo');
  await card(page, 'staff-card', TEST_USER.username).getByRole('button', { name: 'Cambiar rol' }).click();
  const dialog = page.getByRole('dialog', { name: `Cambiar el rol de ${TEST_USER.username}` });
  await assertSeen(
    dialog.getByText('Sus otras sesiones se cerrarán; en esta, el panel pasará a mostrar lo que permite su nuevo rol.'),
    'what stepping down does',
  );
  await dialog.getByRole('radio', { name: /^Editor/ }).check();
  await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
  await assertSeen(toast(page).filter({ hasText: `${TEST_USER.username} ahora es Editor` }), 'the toast');
  await page.getByRole('tab', { name: 'Carrusel', selected: true }).waitFor();
  assert.equal(await page.getByRole('tab').allInnerTexts(), ['Carrusel', 'Plantillas']);
  assert.is((await account(site, TEST_USER.username))!.role, 'editor');
});

test.run();

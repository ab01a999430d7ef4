/**
 * Passkeys in the browser, with Chromium's virtual authenticator (WebAuthn over the DevTools protocol:
 * a platform authenticator that is present and verifies the user without a person): added from 'Mi
 * cuenta', then used as the second step of a sign-in, and removed.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { queryRows } from '../../backend/db/sql.ts';
import { TEST_USER, fillSignIn, openAdmin, screenshot } from './adminHelpers.ts';
import { assertAccessible, assertDialogFits, assertSeen, screenshotDialog } from './accountHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll, type Site } from './harness.ts';
import { LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite('passkeys (browser)');

/** A virtual authenticator for the page's browser context, as a phone's or laptop's built-in one. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

const passkeysOf = async (site: Site) =>
  queryRows<{ name: string; used: boolean }>(
    site.server.db.orm.em.fork(),
    'select p.name, p.last_used_at is not null as used from passkeys p join users u on u.id = p.user_id where u.username = ? order by p.created_at',
    [TEST_USER.username],
  );

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const name = label.replace(' ', '');
  test(`(${label}) a passkey added in 'Mi cuenta' (with the first recovery codes) signs in as the second step after the password`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    const authenticator = await virtualAuthenticator(page);
    await openAdmin(site, page);
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
    const section = dialog.getByRole('region', { name: 'Llaves de acceso' });
    await assertSeen(section.getByText('No tiene llaves de acceso.'), 'that there is none yet');

    await section.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    await section.getByRole('button', { name: 'Añadir', exact: true }).click();
    await assertSeen(section.getByText('Ponga un nombre a la llave (por ejemplo «Teléfono» o «Llave azul»)'), 'the missing name');
    await section.getByLabel('Nombre de la llave').fill('Portátil de la oficina');
    await section.getByRole('button', { name: 'Añadir', exact: true }).click();
    // The first second factor: ten recovery codes, kept on screen until marked as saved.
    const codes = section.getByRole('list', { name: 'Códigos de recuperación' }).locator('li');
    await codes.first().waitFor();
    assert.is(await codes.count(), 10);
    assert.is((await authenticator.credentials()).length, 1, 'the authenticator made one credential');
    assert.equal(await passkeysOf(site), [{ name: 'Portátil de la oficina', used: false }]);
    await assertDialogFits(dialog, 'the recovery codes of a passkey');
    await section.getByLabel('Los he guardado en un lugar seguro').check();
    await section.getByRole('button', { name: 'Listo' }).click();
    const item = section.getByRole('list', { name: 'Sus llaves de acceso' }).locator('li');
    await assertSeen(item.filter({ hasText: 'Portátil de la oficina' }), 'the new key in the list');
    assert.not.ok(await hasHorizontalScroll(page));
    await assertAccessible(page, 'Llaves de acceso');
    await screenshotDialog(page, dialog, `account-passkeys-${name}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await fillSignIn(page, TEST_USER.username, TEST_USER.password);
    const use = page.getByRole('button', { name: 'Usar la llave de acceso' });
    await assertSeen(use, "'Usar la llave de acceso'");
    await assertSeen(page.getByRole('button', { name: 'Usar un código de recuperación' }), 'the recovery code as the other way');
    await screenshot(page, `sign-in-passkey-${name}`);
    await use.click();
    await page.getByRole('tab', { name: /^Contactos/ }).waitFor();
    assert.equal(await passkeysOf(site), [{ name: 'Portátil de la oficina', used: true }]);
    const [line] = await queryRows<{ description: string }>(
      site.server.db.orm.em.fork(),
      "select description from activity_log where action = 'sign_in' order by id desc limit 1",
    );
    assert.is(line.description, 'Con contraseña y la llave de acceso «Portátil de la oficina»');
  });
}

test('a passkey is removed after a confirmation, and the sign-in asks for it no more', async ({ site }) => {
  const page = await site.newPage();
  await virtualAuthenticator(page);
  await openAdmin(site, page);
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  const section = page.getByRole('dialog', { name: 'Mi cuenta' }).getByRole('region', { name: 'Llaves de acceso' });
  await section.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await section.getByLabel('Nombre de la llave').fill('Llave azul');
  await section.getByRole('button', { name: 'Añadir', exact: true }).click();
  await section.getByLabel('Los he guardado en un lugar seguro').check();
  await section.getByRole('button', { name: 'Listo' }).click();
  await section.getByRole('button', { name: 'Quitar la llave de acceso Llave azul' }).click();
  const confirm = page.getByRole('dialog', { name: 'Quitar la llave de acceso' });
  await assertSeen(confirm.getByText('¿Quitar la llave «Llave azul»? Ya no servirá para entrar.'), 'the question');
  await confirm.getByRole('button', { name: 'Quitar' }).click();
  await assertSeen(section.getByText('No tiene llaves de acceso.'), 'the empty list');
  assert.equal(await passkeysOf(site), []);
  const login = await page.context().request.post(`${site.url}/api/auth/login`, { data: TEST_USER, headers: { Origin: site.url } });
  assert.ok('user' in ((await login.json()) as object), 'the password alone signs in again');
});

test.run();

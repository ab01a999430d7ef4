/**
 * What the browser tests of one's own account share: two-factor sign-in set up through the API, codes
 * computed from a secret as the phone would, accounts an administrador creates, and checks that a
 * message is seen (drawn, on top, reachable) and that a dialog fits its screen.
 */
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { totpCode } from '../../backend/auth/totp.ts';
import type { TestClient } from '../../backend/testing/testServer.ts';
import type { Role } from '../../engine/staff/roles.ts';
import { screenshot } from './adminHelpers.ts';
import { describeViolations, runAxe, type Site } from './harness.ts';
import { isHitAtCentre } from './layoutChecks.ts';

/** The app's code now. A code works once: the next sign-in takes `nextCode`. */
export const currentCode = (secret: string) => totpCode(secret, new Date());

/** The code of the next 30-second step: accepted now (a step of leeway), and later than any code used before it. */
export const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

/** Turns two-factor sign-in on for the client's account, as the person would with the app. */
export async function enrolThroughApi(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/auth/totp/setup', {});
  assert.is(setup.status, 200, setup.text);
  const confirmed = await client.post('/api/auth/totp/confirm', { code: currentCode(setup.body.secret) });
  assert.is(confirmed.status, 200, confirmed.text);
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

export interface NewAccount {
  username: string;
  name: string;
  role: Role;
  /** The temporary password the administrador typed. */
  password: string;
}

/** An account made by an administrador through the API: it must choose its own password at its first sign-in. */
export async function createAccount(admin: TestClient, account: NewAccount): Promise<void> {
  const created = await admin.post('/api/admin/staff', account);
  assert.ok(created.status === 200 || created.status === 201, created.text);
}

/** The key the set-up screen shows, without the spaces between its groups. */
export async function secretOnScreen(scope: Page | Locator): Promise<string> {
  const text = await scope.getByTestId('totp-secret').innerText();
  assert.match(text.trim(), /^([A-Z2-7]{4}\s+){7}[A-Z2-7]{4}$/, 'the key is shown in eight groups of four');
  return text.replace(/\s/g, '');
}

/** The message is drawn, on top and reachable where it is: a person sees it. */
export async function assertSeen(locator: Locator, what: string) {
  await locator.waitFor();
  assert.ok(await isHitAtCentre(locator), `${what} is on top where it is drawn`);
}

/** No serious or critical axe violation on the page as it is now (measured once animations have ended). */
export async function assertAccessible(page: Page, what: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const violations = await runAxe(page);
  assert.is(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

/** The toast saying `text` is seen (the page's clock must be held: pageClock.ts). */
export async function assertToastSeen(page: Page, text: string) {
  const item = page.locator('.toast[data-open="true"]').filter({ hasText: text });
  await item.waitFor();
  await item.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  assert.ok(await isHitAtCentre(item.locator('.toast-title')), `the toast «${text}» is on top`);
}

/** The open dialog's panel fits the screen sideways, and nothing in its body is wider than the body. */
export async function assertDialogFits(dialog: Locator, what: string) {
  const sizes = await dialog.evaluate((element) => {
    const body = element.querySelector<HTMLElement>(':scope > .modal-panel > .modal-panel-body')!;
    const panel = element.querySelector<HTMLElement>(':scope > .modal-panel')!.getBoundingClientRect();
    return {
      scrollWidth: body.scrollWidth,
      clientWidth: body.clientWidth,
      left: panel.left,
      right: panel.right,
      viewport: window.innerWidth,
    };
  });
  assert.ok(
    sizes.scrollWidth <= sizes.clientWidth,
    `${what}: nothing is wider than the dialog (${sizes.scrollWidth} > ${sizes.clientWidth})`,
  );
  assert.ok(sizes.left >= 0 && sizes.right <= sizes.viewport, `${what}: the dialog is inside the screen`);
}

/** Each recovery code on screen is drawn on one line, inside its list (a code split in two reads as two codes). */
export async function assertCodesWhole(scope: Page | Locator, what: string) {
  const list = scope.getByRole('list', { name: 'Códigos de recuperación' });
  const drawn = await list.evaluate((element) => ({
    lines: [...element.querySelectorAll('code')].map((code) => code.getClientRects().length),
    overflow: element.scrollWidth > element.clientWidth,
  }));
  assert.ok(drawn.lines.length === 10 && drawn.lines.every((count) => count === 1), `${what}: every code on one line (${drawn.lines})`);
  assert.not.ok(drawn.overflow, `${what}: the codes fit their list`);
}

/**
 * Screenshots of a dialog whose body scrolls, one per screenful from the top (`name-1.png`, `name-2.png`…),
 * so a person can look at all of it; the body is scrolled back where it was.
 */
export async function screenshotDialog(page: Page, dialog: Locator, name: string) {
  const body = dialog.locator(':scope > .modal-panel > .modal-panel-body');
  const { start, height, total } = await body.evaluate((element) => ({
    start: element.scrollTop,
    height: element.clientHeight,
    total: element.scrollHeight,
  }));
  const shots = Math.min(6, Math.max(1, Math.ceil(total / Math.max(1, height - 40))));
  for (let index = 0; index < shots; index++) {
    await body.evaluate((element, top) => element.scrollTo({ top, behavior: 'instant' }), index * (height - 40));
    await screenshot(page, `${name}-${index + 1}`);
  }
  await body.evaluate((element, top) => element.scrollTo({ top, behavior: 'instant' }), start);
}

/** Signs in through the screen with the app's code (the account has two-factor sign-in). */
export async function signInWithCode(page: Page, username: string, password: string, code: string, scope: Locator = page.locator('body')) {
  await scope.getByLabel('Usuario', { exact: true }).fill(username);
  await scope.getByLabel('Contraseña', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Iniciar sesión' }).click();
  const field = scope.getByLabel('Código de verificación', { exact: true });
  await field.waitFor();
  await field.fill(code);
  await scope.getByRole('button', { name: 'Verificar' }).click();
}

/** The panel is drawn for a full session. */
export async function waitForPanel(page: Page) {
  await page.getByRole('heading', { name: 'Panel de Administración', level: 1 }).waitFor();
  await page.getByRole('tab', { name: /^Contactos/ }).waitFor();
}

export type { Site };

/**
 * What the back-office browser tests add to the shared harness: signing in through the screen,
 * opening a tab, ending every session behind the browser's back, and screenshots for review.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { Session } from '../../backend/db/entities/index.ts';
import { ROLE_USERS, TEST_USER } from '../../backend/testing/testServer.ts';
import type { Role } from '../../engine/staff/roles.ts';
import type { Site } from './harness.ts';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';

export { ROLE_USERS, TEST_USER };

/** Every tab, as an administrador (the test staff user) sees them. */
export const TAB_NAMES = {
  contactos: 'Contactos',
  entrevistas: 'Entrevistas',
  consultas: 'Consultas',
  resultados: 'Resultados',
  carrusel: 'Carrusel',
  plantillas: 'Plantillas',
  equipo: 'Equipo',
  actividad: 'Actividad',
} as const;
export type TabId = keyof typeof TAB_NAMES;

/** Fills the sign-in screen (or the expired-session overlay) and submits it. */
export async function fillSignIn(page: Page, username: string, password: string, scope = page.locator('body')) {
  const user = scope.getByLabel('Usuario', { exact: true });
  await user.fill(username);
  await scope.getByLabel('Contraseña', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** /admin signed in through the API (fast), on `tab`, with its first list drawn. */
export async function openAdmin(site: Site, page: Page, tab: TabId = 'contactos') {
  await site.signInAsStaff(page);
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole('tab', { name: new RegExp(`^${TAB_NAMES[tab]}`) }).waitFor();
  await waitForTab(page, tab);
}

/**
 * Signs the page's context in with the test account of `role` (made on first use: ROLE_USERS in
 * backend/testing/testServer.ts), through the API as signInAsStaff does.
 */
export async function signInAs(site: Site, page: Page, role: Role) {
  await site.server.as(role);
  const response = await page
    .context()
    .request.post(`${site.url}/api/auth/login`, { data: ROLE_USERS[role], headers: { Origin: site.url } });
  if (!response.ok()) throw new Error(`${role} sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The tab's panel has finished loading (a list, an empty text or the carousel cards). */
export async function waitForTab(page: Page, tab: TabId) {
  const panel = page.locator(`#admin-panel-${tab}`);
  await panel.waitFor();
  await panel.locator('[role="status"]:has-text("Cargando...")').waitFor({ state: 'detached' });
}

export async function selectTab(page: Page, tab: TabId) {
  await page.getByRole('tab', { name: new RegExp(`^${TAB_NAMES[tab]}`) }).click();
  await waitForTab(page, tab);
}

/** A card of the list by the person's name. */
export const card = (page: Page, testId: string, name: string) => page.locator(`[data-testid="${testId}"][aria-label="${name}"]`);

/** Ends every staff session in the database: the browser's cookie now names nothing (an expired session). */
export async function expireAllSessions(site: Site) {
  await site.server.db.orm.em.fork().nativeDelete(Session, {});
}

/** The toast on screen (at most one is visible). */
export const toast = (page: Page) => page.locator('.toast[data-open="true"]');

/**
 * Saves a full-page screenshot under .tmp/admin-screens/ for a person to look at; `fullPage: false`
 * keeps to the screen (a modal dialog over a long page is drawn where the screen shows it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = path.resolve('.tmp/admin-screens');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** 'YYYY-MM-DD' of today in Santo Domingo, as the calendar and the server count it. */
export function todayInSantoDomingo(): string {
  return todayInBusinessZone();
}

/** Where each element of `locator` is on the page (not on the screen: a press may scroll it into view), to check nothing moved under a person's pointer. */
export const placesOnPage = (locator: Locator) =>
  locator.evaluateAll((list) =>
    list.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height];
    }),
  );

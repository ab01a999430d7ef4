/**
 * The 'Actividad' tab in Chromium against the real server, on a laptop and a phone: the record newest
 * first, each filter (person, action, days) narrowing it, pages, and what the screen lists checked
 * against the activity_log table.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { recordActivity, type Actor } from '../../backend/activity/recordActivity.ts';
import { BUSINESS_TIME_ZONE } from '../../engine/calendar/calendarDate.ts';
import type { ActivityAction } from '../../engine/staff/activityActions.ts';
import { queryRows } from '../../backend/db/sql.ts';
import { seedContacts } from '../../backend/testing/seedRows.ts';
import { card, openAdmin, ROLE_USERS, screenshot, selectTab, TEST_USER, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll, type Site } from './harness.ts';
import { isHitAtCentre, LAYOUT_VIEWPORTS } from './layoutChecks.ts';

const test = browserSuite("admin 'Actividad' tab (browser)");

interface Line {
  action: string;
  description: string;
}

const lines = (page: Page) => page.locator('#admin-panel-actividad [data-testid="activity-line"]');

/** The lines on screen, in order, as the table holds them: action code and description. */
const shownLines = (page: Page): Promise<Line[]> =>
  lines(page).evaluateAll((list) =>
    list.map((line) => ({
      action: line.getAttribute('data-action') ?? '',
      description: line.querySelector('.activity-description')?.textContent ?? '',
    })),
  );

/** The first page of the record in the database, newest first, narrowed by `where`. */
async function storedLines(site: Site, where = 'true', params: unknown[] = []): Promise<Line[]> {
  return queryRows<Line>(
    site.server.db.orm.em.fork(),
    `select action, description from activity_log where ${where} order by at desc, id desc limit 20`,
    params,
  );
}

async function accountId(site: Site, username: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(site.server.db.orm.em.fork(), 'select id from users where username = ?', [username]);
  return row.id;
}

/** The list has been drawn for the current filters (the refreshing note is gone and the count says `count`). */
async function settled(page: Page, count: RegExp) {
  const panel = page.locator('#admin-panel-actividad');
  await panel.getByRole('navigation', { name: 'Paginación' }).getByText(count).waitFor();
  await page.waitForFunction(() => !document.querySelector('#admin-panel-actividad [aria-busy="true"]'));
}

/**
 * A consultor, an editor and the administrador, with lines on three days of March 2026 (Santo
 * Domingo is UTC-4: 02:00 UTC on the 11th is still the 10th there), plus the sign-ins of today.
 */
async function seedRecord(site: Site) {
  await site.server.as('consultor');
  await site.server.as('editor');
  const people = {
    consultor: await accountId(site, ROLE_USERS.consultor.username),
    editor: await accountId(site, ROLE_USERS.editor.username),
    admin: await accountId(site, TEST_USER.username),
  };
  const actor = (id: string, username: string): Actor => ({ id, username, address: '198.51.100.23' });
  const consultor = actor(people.consultor, ROLE_USERS.consultor.username);
  const editor = actor(people.editor, ROLE_USERS.editor.username);
  const admin = actor(people.admin, TEST_USER.username);
  const seeds: [Actor, ActivityAction, string, string][] = [
    [admin, 'staff_created', 'Creó la cuenta prueba-consultor (Consultor) con una contraseña temporal', '2026-03-09T15:00:00Z'],
    [consultor, 'consultation_confirmed', 'Confirmó la consulta de Marta Díaz', '2026-03-10T14:00:00Z'],
    [consultor, 'case_saved', 'Guardó el caso de Marta Díaz', '2026-03-11T02:00:00Z'],
    [editor, 'template_published', 'Publicó la versión 2 del formulario de Canadá', '2026-03-11T16:30:00Z'],
    [consultor, 'consultation_confirmed', 'Confirmó la consulta de Pedro Báez', '2026-03-12T13:00:00Z'],
  ];
  for (const [who, action, description, at] of seeds)
    await recordActivity(site.server.db.orm.em.fork(), who, { action, description }, new Date(at));
  return people;
}

for (const [label, viewport] of LAYOUT_VIEWPORTS) {
  const shot = (name: string) => `activity-${name}-${label.replace(' ', '')}`;

  test(`${label}: the record is newest first with when, who, action, description and address; person, action and days narrow it, as the database does`, async ({
    site,
  }) => {
    const people = await seedRecord(site);
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'actividad');
    const total = (await queryRows<{ n: number }>(site.server.db.orm.em.fork(), 'select count(*)::int as n from activity_log'))[0].n;
    await settled(page, new RegExp(`de ${total}$`));
    assert.equal(await shownLines(page), await storedLines(site), 'every line, newest first');
    assert.not.ok(await hasHorizontalScroll(page), 'the tab fits the width');

    const confirmed = lines(page).filter({ hasText: 'Confirmó la consulta de Marta Díaz' });
    const text = await confirmed.innerText();
    // 14:00 UTC is 10:00 in Santo Domingo.
    for (const expected of ['10 mar 2026, 10:00', ROLE_USERS.consultor.username, 'Consulta confirmada', 'IP 198.51.100.23'])
      assert.match(text, expected);
    assert.ok(await isHitAtCentre(confirmed.locator('.activity-description')), 'the description is visible and uncovered');
    await screenshot(page, shot('all'));

    const toolbar = page.locator('#admin-panel-actividad .list-toolbar');
    await toolbar.getByLabel('Persona').selectOption(people.consultor);
    await settled(page, /de \d+$/);
    assert.equal(await shownLines(page), await storedLines(site, 'actor_id = ?', [people.consultor]), 'by person');
    assert.ok(
      (await shownLines(page)).some((line) => line.action === 'sign_in'),
      "the person's sign-ins are there too",
    );

    await toolbar.getByLabel('Acción').selectOption('consultation_confirmed');
    await settled(page, /de 2$/);
    assert.equal(
      await shownLines(page),
      await storedLines(site, 'actor_id = ? and action = ?', [people.consultor, 'consultation_confirmed']),
      'by person and action',
    );
    assert.equal(
      (await shownLines(page)).map((line) => line.description),
      ['Confirmó la consulta de Pedro Báez', 'Confirmó la consulta de Marta Díaz'],
    );

    await toolbar.getByLabel('Persona').selectOption('');
    await toolbar.getByLabel('Acción').selectOption('');
    await toolbar.getByLabel('Desde').fill('2026-03-10');
    await toolbar.getByLabel('Hasta').fill('2026-03-11');
    await settled(page, /de 3$/);
    const days = `at >= '2026-03-10'::timestamp at time zone '${BUSINESS_TIME_ZONE}' and at < '2026-03-12'::timestamp at time zone '${BUSINESS_TIME_ZONE}'`;
    assert.equal(await shownLines(page), await storedLines(site, days), 'by days, in Santo Domingo time');
    assert.equal(
      (await shownLines(page)).map((line) => line.action),
      ['template_published', 'case_saved', 'consultation_confirmed'],
    );
    await screenshot(page, shot('days'));

    // 'Desde' after 'Hasta' says so, and nothing can match.
    await toolbar.getByLabel('Desde').fill('2026-03-12');
    const backwards = page.getByRole('alert').filter({ hasText: 'La fecha «Desde» es posterior a «Hasta»' });
    await backwards.waitFor();
    assert.ok(await isHitAtCentre(backwards));
    await page.locator('#admin-panel-actividad').getByText('Ningún registro coincide con la búsqueda o los filtros.').waitFor();
    await page.locator('#admin-panel-actividad').getByRole('button', { name: 'Quitar filtros' }).click();
    await settled(page, new RegExp(`de ${total}$`));
    assert.is(await toolbar.getByLabel('Desde').inputValue(), '');
  });

  test(`${label}: the record comes in pages of 20, and is read again when the tab is opened again`, async ({ site }) => {
    const em = site.server.db.orm.em.fork();
    const admin: Actor = { id: await accountId(site, TEST_USER.username), username: TEST_USER.username, address: '127.0.0.1' };
    for (let i = 0; i < 30; i++) {
      await recordActivity(
        em,
        admin,
        { action: 'carousel_updated', description: `Cambió el carrusel (${String(i).padStart(2, '0')})` },
        new Date(Date.UTC(2026, 1, 1, 12, i)),
      );
    }
    await seedContacts(site.server.db.orm, [{ name: 'Rosa Díaz' }]);
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'actividad');
    const total = 31; // and the sign-in of this page
    await settled(page, new RegExp(`1–20 de ${total}$`));
    const pagination = page.locator('#admin-panel-actividad').getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('button', { name: 'Página 2' }).click();
    await settled(page, new RegExp(`21–31 de ${total}$`));
    assert.equal(
      (await shownLines(page)).map((line) => line.description),
      Array.from({ length: 11 }, (_, i) => `Cambió el carrusel (${String(10 - i).padStart(2, '0')})`),
    );
    await screenshot(page, shot('page-2'));

    await selectTab(page, 'contactos');
    await card(page, 'contact-card', 'Rosa Díaz').getByRole('button', { name: 'Marcar como leído' }).click();
    await toast(page).filter({ hasText: 'Contacto marcado como leído' }).waitFor();
    await selectTab(page, 'actividad');
    await settled(page, new RegExp(`de ${total + 1}$`));
    await pagination.getByRole('button', { name: 'Página 1' }).click();
    await settled(page, new RegExp(`1–20 de ${total + 1}$`));
    assert.equal((await shownLines(page))[0].action, 'contact_read', 'the newest line is the one just made');
  });
}

test.run();

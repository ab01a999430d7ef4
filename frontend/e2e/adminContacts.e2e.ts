import * as assert from 'uvu/assert';
import { Contact } from '../../backend/db/entities/index.ts';
import { minutesApart, seedContacts } from '../../backend/testing/seedRows.ts';
import { httpError, serviceUnavailable, type Site } from './harness.ts';
import { browserSuite } from './browserSuite.ts';
import { card, openAdmin, toast } from './adminHelpers.ts';

const test = browserSuite('admin Contactos tab (browser)');

const stored = (site: Site, id: string) => site.server.db.orm.em.fork().findOne(Contact, id);
const contactsTab = (page: import('playwright-core').Page) => page.getByRole('tab', { name: /^Contactos/ });

test("an empty list says 'No hay contactos aún.'", async ({ site }) => {
  const page = await site.newPage();
  await openAdmin(site, page, 'contactos');
  await page.getByText('No hay contactos aún.', { exact: true }).waitFor();
});

test("cards show every field; 'Nuevo' and 'Marcar como leído' only on unread; marking read is stored and the count drops", async ({
  site,
}) => {
  const [older, newer] = minutesApart(2, Date.UTC(2026, 10, 21, 15));
  const [unreadId, readId] = await seedContacts(site.server.db.orm, [
    {
      name: 'Rosa Díaz',
      email: 'rosa@correo.com',
      phone: '809-555-1212',
      country: 'peru',
      address: 'Calle 8, Gazcue',
      preferredDate: '2030-02-02',
      message: '¿Cuánto cuesta?',
      createdAt: older,
    },
    { name: 'Luis Mota', isRead: true, country: 'usa', createdAt: newer },
  ]);
  const page = await site.newPage();
  await openAdmin(site, page, 'contactos');
  const names = await page.locator('[data-testid="contact-card"] .record-card-title').allInnerTexts();
  assert.equal(names, ['Luis Mota', 'Rosa Díaz'], 'newest first');

  const rosa = card(page, 'contact-card', 'Rosa Díaz');
  const text = await rosa.innerText();
  for (const expected of [
    'rosa@correo.com',
    '809-555-1212',
    'Perú',
    'Calle 8, Gazcue',
    '¿Cuánto cuesta?',
    '21 nov 2026',
    '2 feb 2030',
    'Nuevo',
  ]) {
    assert.ok(text.includes(expected), `Rosa's card shows ${expected}`);
  }
  const luis = card(page, 'contact-card', 'Luis Mota');
  assert.not.ok((await luis.innerText()).includes('Nuevo'));
  assert.is(await luis.getByRole('button', { name: 'Marcar como leído' }).count(), 0);
  assert.is(await luis.getByRole('button', { name: 'Eliminar' }).count(), 1);
  assert.match(await contactsTab(page).innerText(), /1/);

  await rosa.getByRole('button', { name: 'Marcar como leído' }).click();
  await toast(page).filter({ hasText: 'Contacto marcado como leído' }).waitFor();
  await rosa.getByRole('button', { name: 'Marcar como leído' }).waitFor({ state: 'detached' });
  assert.not.ok((await rosa.innerText()).includes('Nuevo'));
  assert.is((await stored(site, unreadId))!.isRead, true);
  assert.is((await stored(site, readId))!.isRead, true);
  await page.waitForFunction(() => document.querySelector('#admin-tab-contactos .count-pill')?.textContent?.startsWith('0'));
});

test('deleting asks first: Cancelar keeps the contact, Eliminar removes it from the list and the database', async ({ site }) => {
  const [id] = await seedContacts(site.server.db.orm, [{ name: 'Pedro Báez' }]);
  const page = await site.newPage();
  await openAdmin(site, page, 'contactos');
  const pedro = card(page, 'contact-card', 'Pedro Báez');
  await pedro.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar contacto' });
  await dialog.waitFor();
  assert.ok((await dialog.innerText()).includes('Pedro Báez'));
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.ok(await stored(site, id), 'cancel deletes nothing');

  await pedro.getByRole('button', { name: 'Eliminar' }).click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page).filter({ hasText: 'Contacto eliminado' }).waitFor();
  await page.getByText('No hay contactos aún.', { exact: true }).waitFor();
  assert.is(await stored(site, id), null);
  // The keyboard focus is not lost to the page: it is on what took the card's place, the empty state
  // (its text, then the line on what comes next).
  await page.waitForFunction(() => {
    const active = document.activeElement;
    return active?.matches('.list-state') === true && active.firstElementChild?.textContent === 'No hay contactos aún.';
  });
});

test('after a deletion by keyboard, the focus moves to the card that took its place', async ({ site }) => {
  await seedContacts(
    site.server.db.orm,
    [{ name: 'Uno Primero' }, { name: 'Dos Segundo' }, { name: 'Tres Tercero' }].map((c, i) => ({
      ...c,
      createdAt: new Date(Date.now() - i * 60_000),
    })),
  );
  const page = await site.newPage();
  await openAdmin(site, page, 'contactos');
  const names = await page.locator('[data-testid="contact-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  const middle = names[1]!;
  await card(page, 'contact-card', middle).getByRole('button', { name: 'Eliminar' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Eliminar contacto' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Eliminar' }).focus();
  await page.keyboard.press('Enter');
  await toast(page).filter({ hasText: 'Contacto eliminado' }).waitFor();
  await card(page, 'contact-card', middle).waitFor({ state: 'detached' });
  await page.waitForFunction(
    (name) => document.activeElement?.querySelector('[data-testid="contact-card"]')?.getAttribute('aria-label') === name,
    names[2],
  );
  // The last card deleted hands the focus to the one before it.
  await card(page, 'contact-card', names[2]!).getByRole('button', { name: 'Eliminar' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Eliminar' }).focus();
  await page.keyboard.press('Enter');
  await card(page, 'contact-card', names[2]!).waitFor({ state: 'detached' });
  await page.waitForFunction(
    (name) => document.activeElement?.querySelector('[data-testid="contact-card"]')?.getAttribute('aria-label') === name,
    names[0],
  );
  assert.equal(page.errors, []);
});

test('search (name, e-mail or phone), filters and server-side pages', async ({ site }) => {
  const times = minutesApart(45);
  await seedContacts(
    site.server.db.orm,
    times.map((createdAt, i) => ({
      name: i === 7 ? 'Carmen Ureña' : `Persona ${String(i).padStart(2, '0')}`,
      email: i === 30 ? 'carmen.u@correo.com' : `p${i}@correo.com`,
      phone: i === 12 ? '849-777-0000' : `809-555-${String(1000 + i)}`,
      country: i % 3 === 0 ? 'colombia' : 'usa',
      isRead: i % 2 === 0,
      createdAt,
    })),
  );
  const page = await site.newPage();
  await openAdmin(site, page, 'contactos');
  const names = () => page.locator('[data-testid="contact-card"] .record-card-title').allInnerTexts();
  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  await pagination.getByText('1–20 de 45').waitFor();
  assert.is((await names())[0], 'Persona 44');

  await pagination.getByRole('button', { name: 'Página 3' }).click();
  await pagination.getByText('41–45 de 45').waitFor();
  assert.equal(await names(), ['Persona 04', 'Persona 03', 'Persona 02', 'Persona 01', 'Persona 00']);

  await page.getByRole('searchbox').fill('carmen');
  await pagination.getByText('1–2 de 2').waitFor();
  assert.equal(await names(), ['Persona 30', 'Carmen Ureña'], 'by name and by e-mail, back on page 1');
  await page.getByRole('searchbox').fill('8497770000');
  await pagination.getByText('1–1 de 1').waitFor();
  assert.equal(await names(), ['Persona 12'], 'by phone digits');

  await page.getByRole('searchbox').fill('');
  await page.getByLabel('Estado').selectOption('1');
  await page.getByLabel('País').selectOption('colombia');
  await pagination.getByText(/de 7$/).waitFor();
  const shown = await names();
  // Odd i (unread) that are multiples of 3: 3, 9, 15, 21, 27, 33, 39.
  assert.equal(shown, ['Persona 39', 'Persona 33', 'Persona 27', 'Persona 21', 'Persona 15', 'Persona 09', 'Persona 03']);
});

test('a list that cannot be loaded says why, and Reintentar loads it', async ({ site }) => {
  await seedContacts(site.server.db.orm, [{ name: 'Lola Reintento' }]);
  const page = await site.newPage();
  page.allowErrors(httpError(503));
  await site.signInAsStaff(page);
  await page.route('**/api/admin/contacts?**', serviceUnavailable);
  await page.goto('/admin?tab=contactos');
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudo cargar la lista.' });
  await failure.waitFor();
  assert.match(await failure.innerText(), 'Servicio no disponible');
  await page.unroute('**/api/admin/contacts?**', serviceUnavailable);
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await card(page, 'contact-card', 'Lola Reintento').waitFor();
  assert.is(await failure.count(), 0);
});

test.run();

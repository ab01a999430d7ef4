import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { Contact } from '../../backend/db/entities/index.ts';
import { seedContacts } from '../../backend/testing/seedRows.ts';
import { capturedLog } from '../../backend/testing/capturedLog.ts';
import { eventually } from '../../backend/testing/eventually.ts';
import { card, openAdmin, toast } from './adminHelpers.ts';
import { browserSuite } from './browserSuite.ts';
import { httpError, MOBILE, type Site } from './harness.ts';
import { shownAtCentre } from './shownAtCentre.ts';

/**
 * A server failure nobody foresaw: the person sees 'Error inesperado (código …)', and the code finds the
 * failure in the log. The failure is real: a database trigger refuses the write, as a broken
 * migration or a constraint added by hand would.
 */
const log = capturedLog();
const test = browserSuite('unexpected server errors name their code (browser)', {}, { logger: log.logger });

const LAPTOP = { width: 1366, height: 768 };
const CODE = /Error inesperado \(código ([0-9a-z]{12})\)/;

/** Makes every `event` on `table` fail inside the database until the returned function is called. */
async function failingWrites(site: Site, table: 'contacts', event: 'insert' | 'update'): Promise<() => Promise<void>> {
  const connection = site.server.db.orm.em.getConnection();
  await connection.execute(
    `create or replace function prueba_fallo() returns trigger language plpgsql as $$ begin raise exception 'fallo de prueba'; end $$`,
  );
  await connection.execute(`create trigger prueba_fallo before ${event} on ${table} for each row execute function prueba_fallo()`);
  return async () => {
    await connection.execute(`drop trigger if exists prueba_fallo on ${table}`);
    await connection.execute('drop function if exists prueba_fallo()');
  };
}

/** The code the visible message names, checked against the log: the failure is there under that id. */
async function codeIn(message: string): Promise<string> {
  const code = CODE.exec(message)?.[1];
  assert.ok(code, `the message names a code: ${message}`);
  const found = () => log.entries().some((entry) => entry.requestId === code && entry.msg === 'unhandled error' && entry.level === 'error');
  assert.ok(await eventually(found, 5000), `the log has the failure under ${code}`);
  return code!;
}

async function expectShown(page: Page, text: RegExp, where: string) {
  const description = toast(page).locator('.toast-description').filter({ hasText: text });
  await description.waitFor();
  assert.ok(await shownAtCentre(description), `${where}: the message is on top, not covered`);
  return description.innerText();
}

for (const [name, viewport] of [
  ['1366 px', LAPTOP],
  ['390 px', MOBILE],
] as const) {
  test(`${name}: a staff action the server fails on shows 'Error inesperado (código …)' in its toast, and the code finds it in the log`, async ({
    site,
  }) => {
    const [id] = await seedContacts(site.server.db.orm, [{ name: 'Rosa Fallo' }]);
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(500));
    await openAdmin(site, page, 'contactos');
    const restore = await failingWrites(site, 'contacts', 'update');
    try {
      await card(page, 'contact-card', 'Rosa Fallo').getByRole('button', { name: 'Marcar como leído' }).click();
      const message = await expectShown(page, CODE, name);
      await codeIn(message);
    } finally {
      await restore();
    }
    assert.is((await site.server.db.orm.em.fork().findOne(Contact, id))!.isRead, false, 'nothing changed');
  });

  test(`${name}: the public contact form the server fails on names the code in its error toast`, async ({ site }) => {
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(500), /\/api\/contacts failed/);
    await page.goto('/');
    const restore = await failingWrites(site, 'contacts', 'insert');
    try {
      await page.locator('#contacto-name').fill('María Fernández');
      await page.locator('#contacto-email').fill('maria.fernandez@correo.com');
      await page.locator('#contacto-phone').fill('829-555-0147');
      await page.locator('#contacto-country').selectOption('canada');
      await page.locator('#contacto-address').fill('Calle El Sol 12, Santiago');
      await page.locator('#contacto-preferredDate').fill(todayInBusinessZone(new Date(Date.now() + 10 * 86_400_000)));
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const message = await expectShown(page, CODE, name);
      assert.match(message, /^Hubo un problema al enviar tu mensaje\. Inténtalo de nuevo\. Error inesperado \(código [0-9a-z]{12}\)\.$/);
      await codeIn(message);
    } finally {
      await restore();
    }
    assert.is(await site.server.db.orm.em.fork().count(Contact, {}), 0);
  });
}

test.run();

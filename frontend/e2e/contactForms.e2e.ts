import * as assert from 'uvu/assert';
import type { Page, Request } from 'playwright-core';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { Consultation, Contact } from '../../backend/db/entities/index.ts';
import { browserSuite } from './browserSuite.ts';
import { httpError } from './harness.ts';
import { pauseClockAhead } from './pageClock.ts';
import { shownAtCentre } from './shownAtCentre.ts';

const test = browserSuite('contact form and appointment modal');

/** A date some days ahead in Santo Domingo, as a date input holds it. */
function daysAhead(days: number): string {
  return todayInBusinessZone(new Date(Date.now() + days * 86_400_000));
}

const PHONE_MESSAGE =
  'Escriba un teléfono dominicano (809-555-1234) o uno internacional con el código de país (+1 212 555 1234, +34 612 345 678)';

const PERSON = {
  name: 'María Fernández',
  email: 'maria.fernandez@correo.com',
  phone: '829-555-0147',
  address: 'Calle El Sol 12, Santiago',
  country: 'canada',
  preferredDate: daysAhead(10),
  message: 'Quiero viajar a Canadá con mi familia.',
};

async function fill(page: Page, formId: 'contacto' | 'cita', values: Partial<typeof PERSON>) {
  for (const [field, value] of Object.entries(values)) {
    const control = page.locator(`#${formId}-${field}`);
    if (field === 'country') await control.selectOption(value);
    else await control.fill(value);
  }
}

async function valuesOf(page: Page, formId: 'contacto' | 'cita') {
  const values: Record<string, string> = {};
  for (const field of Object.keys(PERSON)) values[field] = await page.locator(`#${formId}-${field}`).inputValue();
  return values;
}

function posts(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test('the inline form sends the message, empties itself and opens the appointment modal with the data', async ({ site }) => {
  const page = await site.newPage();
  const sent = posts(page, '/api/contacts');
  await page.goto('/');
  await fill(page, 'contacto', PERSON);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.getByText('¡Mensaje enviado!').waitFor();
  await page.getByText('Te contactaremos pronto para tu evaluación gratuita.').waitFor();
  const modal = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
  await modal.waitFor();
  await modal.getByText('Sus datos han sido transferidos. Revise la información y confirme su cita.').waitFor();
  assert.equal(await valuesOf(page, 'cita'), PERSON);
  assert.match(await page.locator('#cita-preferredDate').inputValue(), /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(await valuesOf(page, 'contacto'), {
    name: '',
    email: '',
    phone: '',
    address: '',
    country: '',
    preferredDate: '',
    message: '',
  });
  assert.is(sent.length, 1);
  assert.match(sent[0].headers()['idempotency-key'] ?? '', /^[0-9a-f-]{36}$/);
  const stored = await site.server.db.orm.em.fork().find(Contact, {});
  assert.is(stored.length, 1);
  assert.is(stored[0].email, PERSON.email);
  assert.equal(page.errors, []);
});

test('a booked appointment closes the modal, thanks the visitor and reaches the staff list', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  await page.locator('.hero-cta').click();
  const modal = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
  await modal.getByText('Complete la información para agendar su evaluación migratoria personalizada.').waitFor();
  for (const label of ['Nombre completo', 'Correo electrónico', 'Teléfono', 'Dirección', 'País de destino', 'Fecha preferida']) {
    assert.ok((await modal.locator('label', { hasText: label }).textContent())?.includes('*'), `${label} is marked required`);
  }
  assert.not.ok((await modal.locator('label', { hasText: 'Mensaje' }).textContent())?.includes('*'));
  assert.is(await page.locator('#cita-phone').getAttribute('placeholder'), '809-555-1234');
  assert.is(await page.locator('#cita-preferredDate').getAttribute('min'), todayInBusinessZone());
  await modal.getByText('Información Personal').waitFor();
  await modal.getByText('Detalles de la Cita').waitFor();
  await modal.getByText('Costo de la consulta: $1,000 DOP').waitFor();
  await fill(page, 'cita', { ...PERSON, country: 'europa' });
  await modal.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
  await page.getByText('¡Cita agendada exitosamente!').waitFor();
  await page.getByText('Recibirás un email de confirmación con todos los detalles en breve.').waitFor();
  await modal.waitFor({ state: 'hidden' });

  const staff = await site.staffApi();
  const response = await staff.get('/api/admin/consultations');
  assert.is(response.status, 200);
  const items = (Array.isArray(response.body) ? response.body : response.body.items) as Array<Record<string, unknown>>;
  assert.is(items.length, 1);
  assert.is(items[0].name, PERSON.name);
  assert.is(items[0].email, PERSON.email);
  assert.is(items[0].country, 'europa');
  assert.is(items[0].status, 'pending');
  assert.is(String(items[0].preferredDate).slice(0, 10), PERSON.preferredDate);

  // Reopened, the modal is empty again and no longer says the data was transferred.
  await page.locator('.hero-cta').click();
  await modal.getByText('Complete la información para agendar su evaluación migratoria personalizada.').waitFor();
  assert.is(await page.locator('#cita-name').inputValue(), '');
});

test('a server failure shows the error toast, keeps every value, and the retry reuses the Idempotency-Key', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(500), /^\/api\/consultations failed/);
  const sent = posts(page, '/api/consultations');
  await page.route('**/api/consultations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Error interno"}' }),
  );
  await page.goto('/');
  await page.locator('.hero-cta').click();
  const modal = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
  await modal.waitFor();
  await fill(page, 'cita', PERSON);
  await modal.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
  const toast = page.locator('.toast.is-destructive');
  await toast.getByText('Error', { exact: true }).waitFor();
  await toast.getByText('Hubo un problema al agendar tu cita. Inténtalo de nuevo.').waitFor();
  assert.ok(await modal.isVisible(), 'the modal stays open');
  assert.equal(await valuesOf(page, 'cita'), PERSON);

  await page.unroute('**/api/consultations');
  await modal.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
  await page.getByText('¡Cita agendada exitosamente!').waitFor();
  assert.is(sent.length, 2);
  assert.is(sent[0].headers()['idempotency-key'], sent[1].headers()['idempotency-key']);
  assert.is(await site.server.db.orm.em.fork().count(Consultation, {}), 1);
});

test('an inline form failure keeps the typed data and shows the contact error toast', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(/net::ERR_CONNECTION_REFUSED/, /^\/api\/contacts failed/);
  await page.route('**/api/contacts', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await fill(page, 'contacto', PERSON);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page.getByText('Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.').waitFor();
  assert.equal(await valuesOf(page, 'contacto'), PERSON);
  assert.is(await page.getByRole('dialog').count(), 0);
  assert.is(await site.server.db.orm.em.fork().count(Contact, {}), 0);
});

test("clicks while a request is on its way are ignored, and the button reads 'Enviando...'", async ({ site }) => {
  const page = await site.newPage();
  const sent = posts(page, '/api/consultations');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/consultations', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('.hero-cta').click();
  const modal = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
  await fill(page, 'cita', PERSON);
  await modal.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
  const busy = modal.getByRole('button', { name: 'Enviando...' });
  await busy.waitFor();
  // aria-disabled keeps the button focusable and announced; force the clicks a person could still make.
  await busy.click({ force: true });
  await busy.click({ force: true });
  await page.locator('#cita-name').press('Enter');
  release();
  await page.getByText('¡Cita agendada exitosamente!').waitFor();
  assert.is(sent.length, 1);
  assert.is(await site.server.db.orm.em.fork().count(Consultation, {}), 1);
});

test('wrong values get the Spanish message of the schema beside each field, and nothing is sent', async ({ site }) => {
  const page = await site.newPage();
  const sent = posts(page, '/api/contacts');
  await page.goto('/');
  await fill(page, 'contacto', { name: 'A', email: 'maria@correo', phone: '809-ABC-1234', address: 'Calle 3' });
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const errorOf = (field: string) => page.locator(`#contacto-${field}-error`).textContent();
  assert.is(await errorOf('name'), 'Escriba su nombre completo');
  assert.is(await errorOf('email'), 'Escriba un correo electrónico válido, por ejemplo nombre@correo.com');
  assert.is(await errorOf('phone'), PHONE_MESSAGE);
  assert.is(await errorOf('country'), 'Seleccione un país de destino');
  assert.is(await errorOf('preferredDate'), 'Indique la fecha preferida');
  assert.is(await page.locator('#contacto-address-error').count(), 0);
  assert.is(await page.locator('#contacto-name').getAttribute('aria-invalid'), 'true');
  assert.ok(await page.locator('#contacto-name').evaluate((el) => el === document.activeElement), 'focus on the first wrong field');
  await page.locator('#contacto-name').fill('Ana Pérez');
  assert.is(await page.locator('#contacto-name-error').count(), 0, 'a fixed field loses its message');
  assert.is(sent.length, 0);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`booking at ${viewport.width} px: a phone abroad with its country code is taken; a wrong one shows, in view, which forms are accepted`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    const sent = posts(page, '/api/consultations');
    await page.goto('/');
    await page.locator('.hero-cta').click();
    const modal = page.getByRole('dialog', { name: 'Agendar Consulta Migratoria' });
    await modal.waitFor();
    const book = () => modal.getByRole('button', { name: 'Agendar Consulta', exact: true }).click();
    const error = page.locator('#cita-phone-error');
    for (const wrong of ['809-ABC-1234', '+34', '+1 234 567 890 123 456']) {
      await fill(page, 'cita', { ...PERSON, phone: wrong });
      await book();
      await error.waitFor();
      assert.is(await error.textContent(), PHONE_MESSAGE, wrong);
      assert.ok(await page.locator('#cita-phone').evaluate((el) => el === document.activeElement), 'focus on the phone');
      assert.ok(await shownAtCentre(error), `${wrong}: the message is not covered`);
    }
    await page.screenshot({ path: `.tmp/admin-screens/cita-telefono-erroneo-${viewport.width}.png` });
    assert.is(sent.length, 0, 'nothing is sent');

    await page.locator('#cita-phone').fill('+34 612 345 678');
    await error.waitFor({ state: 'detached' });
    await book();
    await page.getByText('¡Cita agendada exitosamente!').waitFor();
    const stored = await site.server.db.orm.em.fork().find(Consultation, {});
    assert.equal(
      stored.map((row) => row.phone),
      ['+34 612 345 678'],
    );
  });
}

test('a filled honeypot is invisible to people and assistive technology', async ({ site }) => {
  const page = await site.newPage();
  await page.goto('/');
  const honeypot = page.locator('#contacto-website');
  assert.is(await honeypot.getAttribute('tabindex'), '-1');
  assert.is(await page.locator('.honeypot').first().getAttribute('aria-hidden'), 'true');
  const box = await honeypot.boundingBox();
  assert.ok(!box || box.x + box.width <= 0, 'off-screen');
  assert.is(await page.getByRole('textbox', { name: 'No llene este campo' }).count(), 0);
});

/**
 * Moves the page's paused clock on by `ms` in steps of 100 ms, letting React render after each step
 * as it would in real time (it renders on a MessageChannel task, which the fake clock does not hold).
 */
async function runClock(page: Page, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await page.clock.runFor(Math.min(100, ms - elapsed));
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(null);
          channel.port2.postMessage(null);
        }),
    );
  }
}

test('toasts: one at a time, closed by their button, by a swipe right, after 5 s, and F8 reaches them', async ({ site }) => {
  const page = await site.newPage();
  page.allowErrors(httpError(503), /^\/api\/contacts failed/);
  await page.route('**/api/contacts', (route) => route.fulfill({ status: 503, body: '' }));
  // A fake clock, paused once the form is filled: from then on the page's timers move only when the
  // test says so, so no toast closes itself while the test is still looking at it.
  await page.clock.install();
  await page.goto('/');
  await fill(page, 'contacto', PERSON);
  await pauseClockAhead(page);
  const send = page.getByRole('button', { name: 'Enviar solicitud' });
  const open = page.locator('.toast[data-open="true"]');

  await send.click();
  await open.waitFor();
  const first = await open.elementHandle();
  await send.click();
  // The second failure's toast replaces the first: wait until the first has been closed.
  await page.waitForFunction((toast) => toast?.getAttribute('data-open') !== 'true', first);
  assert.is(await open.count(), 1, 'at most one visible');
  await page.keyboard.press('F8');
  assert.ok(await open.evaluate((el) => el === document.activeElement));
  await open.getByRole('button', { name: 'Cerrar notificación' }).click();
  await open.waitFor({ state: 'detached' });

  await send.click();
  const box = (await open.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  await open.waitFor({ state: 'detached' });

  // Away from the toast, whose timer stops while it is hovered.
  await page.mouse.move(0, 0);
  await send.click();
  await open.waitFor();
  await runClock(page, 4000);
  assert.is(await open.count(), 1, 'still there after 4 s');
  await runClock(page, 1500);
  await open.waitFor({ state: 'detached', timeout: 3000 });
});

test.run();

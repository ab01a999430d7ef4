import * as assert from 'uvu/assert';
import type { Page, Request, Route } from 'playwright-core';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { Contact } from '../../backend/db/entities/index.ts';
import { browserSuite } from './browserSuite.ts';
import { shownAtCentre } from './shownAtCentre.ts';
import { withClockHeld } from './pageClock.ts';

/**
 * `/` arrives prerendered and paints before its script has run: a visitor on a slow phone may fill the
 * contact form and press 'Enviar solicitud' before the app has taken the page over. That send must not be
 * lost (docs/decisions/0133-a-send-pressed-before-the-page-is-ready-is-held-then-sent.md).
 */
const test = browserSuite('contact form sent before the app took over the page');

const PERSON = {
  name: 'Rosa Almánzar',
  email: 'rosa.almanzar@correo.com',
  phone: '809-555-0191',
  address: 'Av. Duarte 40, La Vega',
  country: 'peru',
  preferredDate: todayInBusinessZone(new Date(Date.now() + 12 * 86_400_000)),
  message: 'Quiero estudiar en Lima.',
};

function contactPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contacts') seen.push(request);
  });
  return seen;
}

/**
 * Holds the first message sent until the test lets it through. `arrived` resolves with its route once
 * it has been sent, so the test knows the app took the page over and can hold the page's clock before
 * the answer brings up the toast.
 */
async function holdFirstContactPost(page: Page): Promise<{ arrived: Promise<Route> }> {
  let hold!: (route: Route) => void;
  const arrived = new Promise<Route>((resolve) => (hold = resolve));
  let first = true;
  await page.route('**/api/contacts', (route) => {
    if (route.request().method() !== 'POST' || !first) return route.continue();
    first = false;
    hold(route);
  });
  return { arrived };
}

/**
 * Holds every script of the page until `release()`: the page shows its prerendered HTML without the app.
 * `held()` counts the scripts asked for so far.
 */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  let held = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width} px: filled and sent before the app runs, the message is sent once when it does and the visitor sees it went`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    // A fake clock at real speed, held from the answer until the toast (which closes after 5 s) is checked.
    await page.clock.install();
    const sent = contactPosts(page);
    const sending = await holdFirstContactPost(page);
    const { release, held } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('form.contact-form');
    await form.waitFor();
    for (const [field, value] of Object.entries(PERSON)) {
      const control = page.locator(`#contacto-${field}`);
      if (field === 'country') await control.selectOption(value);
      else await control.fill(value);
    }
    // Pressed twice, and Enter in a field: one message.
    const send = page.getByRole('button', { name: 'Enviar solicitud' });
    await send.click();
    await send.click();
    await page.locator('#contacto-name').press('Enter');
    assert.ok(held() > 0, "the page's script is asked for and held");
    assert.is(sent.length, 0);

    release();
    const post = await sending.arrived;
    const toast = page.locator('.toast').filter({ hasText: '¡Mensaje enviado!' });
    await withClockHeld(
      page,
      () => post.continue(),
      async () => {
        await toast.waitFor();
        await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        assert.ok(await shownAtCentre(toast), 'the success toast is on top at its centre');
        await page.screenshot({ path: `.tmp/admin-screens/envio-antes-de-la-app-${viewport.width}.png` });
      },
    );
    assert.is(new URL(page.url()).search, '', 'the browser did not send the form itself');
    assert.is(sent.length, 1);
    const stored = await site.server.db.orm.em.fork().find(Contact, {});
    assert.is(stored.length, 1);
    assert.is(stored[0].name, PERSON.name);
    assert.is(stored[0].email, PERSON.email);
    assert.is(stored[0].message, PERSON.message);
  });
}

test('what was typed before the app ran stays when the visitor goes on typing, and is what gets sent', async ({ site }) => {
  const page = await site.newPage();
  await page.clock.install();
  const sent = contactPosts(page);
  const { release } = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('#contacto-name').fill(PERSON.name);
  await page.locator('#contacto-country').selectOption(PERSON.country);
  release();
  await page.locator('form.contact-form:not([data-before-app])').waitFor();
  await page.locator('#contacto-email').fill(PERSON.email);
  await page.locator('#contacto-phone').fill(PERSON.phone);
  await page.locator('#contacto-address').fill(PERSON.address);
  await page.locator('#contacto-preferredDate').fill(PERSON.preferredDate);
  assert.is(await page.locator('#contacto-name').inputValue(), PERSON.name);
  assert.is(await page.locator('#contacto-country').inputValue(), PERSON.country);
  await withClockHeld(
    page,
    () => page.getByRole('button', { name: 'Enviar solicitud' }).click(),
    () => page.getByText('¡Mensaje enviado!').waitFor(),
  );
  assert.is(sent.length, 1);
  const body = sent[0].postDataJSON() as Record<string, string>;
  assert.is(body.name, PERSON.name);
  assert.is(body.country, PERSON.country);
});

test.run();

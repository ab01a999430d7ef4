import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from './browserSuite.ts';
import { hasHorizontalScroll, httpError, MOBILE, type Site } from './harness.ts';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { fillSignIn, screenshot, signInAs, TEST_USER, toast } from './adminHelpers.ts';
import { isHitAtCentre } from './layoutChecks.ts';
import { shownAtCentre } from './shownAtCentre.ts';
import { withClockHeld } from './pageClock.ts';
import { MAX_SUBMISSION_TRIES } from '../../engine/lifecycles/queuedSubmissionMachine.ts';
import { FAILED_QUEUE_KEY, FORM_DRAFT_PREFIX, QUEUE_KEY } from '../offline/storageKeys.ts';

const test = browserSuite('form demo');
const DESKTOP = { width: 1366, height: 900 };
const TASKS = '**/api/admin/tasks';

/** The tasks in the database, oldest first. */
async function storedTasks(site: Site): Promise<{ title: string; description: string }[]> {
  return (await site.server.db.orm.em.getConnection().execute('select title, description from tasks order by created_at')) as never;
}

async function openDemo(site: Site, page: Page) {
  await site.signInAsStaff(page);
  await page.goto('/form-demo');
  await page.getByRole('heading', { name: 'Nueva tarea' }).waitFor();
}

async function fillTask(page: Page, title: string) {
  await page.getByLabel(/^Título/).fill(title);
  await page.getByLabel(/^Descripción/).fill('Una descripción suficientemente larga.');
  await page.getByLabel(/^Categoría/).selectOption({ label: 'Soporte' });
}

const submit = (page: Page) => page.getByRole('button', { name: 'Enviar tarea' }).click();
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { state: string; data: { title: string } }[], key);
const pendingHeading = (page: Page) => page.locator('#form-demo-pending-title');

/** Lets POSTs to the task API through only when `release` is called; counts them. */
function holdPosts() {
  const held: Route[] = [];
  let open = false;
  return {
    held,
    async handler(route: Route) {
      if (route.request().method() !== 'POST') return route.continue();
      if (open) return route.continue();
      held.push(route);
    },
    async release() {
      open = true;
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}

test('signed out, /form-demo asks for the staff sign-in and shows the form after it, on the same page', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await page.goto('/form-demo');
  await fillSignIn(page, TEST_USER.username, TEST_USER.password);
  await page.getByRole('heading', { name: 'Nueva tarea' }).waitFor();
  assert.is(new URL(page.url()).pathname, '/form-demo');
  await page.getByText('Aún no hay tareas guardadas.').waitFor();
  // A task has no 'No aplica': the case forms' NA marker would be refused by the task's own check.
  await page.getByRole('button', { name: 'Añadir fila' }).waitFor();
  assert.is(await page.getByRole('button', { name: 'No aplica' }).count(), 0);
});

test('an editor, whose role sends no tasks, is told so on /form-demo, with the way back, and nothing is asked of the server', async ({
  site,
}) => {
  const page = await site.newPage({ viewport: DESKTOP });
  const refused: string[] = [];
  page.on('response', (response) => response.status() === 403 && refused.push(response.url()));
  await signInAs(site, page, 'editor');
  await page.goto('/form-demo');
  const note = page.getByRole('status').filter({ hasText: 'Su cuenta no envía tareas' });
  await note.waitFor();
  assert.ok(await isHitAtCentre(note.getByRole('link', { name: 'Volver al panel' })), "'Volver al panel' can be pressed");
  assert.is(await page.getByRole('heading', { name: 'Nueva tarea' }).count(), 0);
  assert.equal(refused, []);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`/form-demo has the back-office's header, with the business's name and the way back to the panel (${viewport.width} px)`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    await openDemo(site, page);
    const header = page.getByRole('banner');
    const brand = header.getByRole('link', { name: new RegExp(`^${BUSINESS_NAME}`) });
    assert.ok(await shownAtCentre(brand), "the business's logo and name are seen at the top");
    assert.is(await brand.getAttribute('href'), '/');
    const back = header.getByRole('link', { name: 'Volver al panel' });
    assert.ok(await shownAtCentre(back), "'Volver al panel' is seen and on top");
    assert.not.ok(await hasHorizontalScroll(page), 'the page does not scroll sideways');
    await screenshot(page, `form-demo-header-${viewport.width}`, { fullPage: false });
    await back.click();
    await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    assert.is(new URL(page.url()).pathname, '/admin');
  });
}

test('submitted offline: kept in the queue through a reload, sent when back online, stored once', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await openDemo(site, page);
  const posts = holdPosts();
  await page.context().route(TASKS, (route) => posts.handler(route));
  await page.context().setOffline(true);
  await page.getByText('Sin conexión: los envíos quedan en cola').waitFor();
  await fillTask(page, 'Revisar pasaportes');
  await submit(page);
  await pendingHeading(page).filter({ hasText: '1 envío pendiente' }).waitFor();
  await page.locator('.form-demo-pending').getByText('En cola').waitFor();
  assert.is((await stored(page, QUEUE_KEY))[0].data.title, 'Revisar pasaportes');
  assert.is(posts.held.length, 0, 'nothing is sent while offline');
  await screenshot(page, 'form-demo-queued-desktop');

  // Back online the first page starts sending (held here); the reload cuts that try off, and the item,
  // still in the queue, is sent again by the new page with the same key.
  await page.context().setOffline(false);
  await page.reload();
  await pendingHeading(page).filter({ hasText: '1 envío pendiente' }).waitFor();
  assert.is((await stored(page, QUEUE_KEY)).length, 1, 'still queued after the reload');
  await posts.release();
  await page.locator('.form-demo-task', { hasText: 'Revisar pasaportes' }).waitFor();
  await pendingHeading(page).waitFor({ state: 'detached' });
  assert.equal(
    (await storedTasks(site)).map((task) => task.title),
    ['Revisar pasaportes'],
  );
});

test('500 twice then 201: retried after a wait, the same submission stored once', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  page.allowErrors(httpError(500));
  await openDemo(site, page);
  let posts = 0;
  await page.route(TASKS, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts++;
    if (posts <= 2)
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Error interno del servidor', details: [] }),
      });
    return route.continue();
  });
  await fillTask(page, 'Llamar al consulado');
  await submit(page);
  await page
    .locator('.form-demo-pending')
    .getByText(/Reintento 2 de 3/)
    .waitFor();
  await page.locator('.form-demo-pending').getByText('Último error: Error interno del servidor').waitFor();
  await page.locator('.form-demo-task', { hasText: 'Llamar al consulado' }).waitFor({ timeout: 20_000 });
  assert.is(posts, 3);
  assert.equal(
    (await storedTasks(site)).map((task) => task.title),
    ['Llamar al consulado'],
  );
});

/**
 * With the page's clock held, moves it on to each retry the queue's head waits for, up to its last try:
 * the back-off (2 s, then 4 s, with jitter) passes at once and nothing else does, so a toast shown by
 * the last try stays until the test has looked at it.
 */
async function runThroughRetries(page: Page) {
  for (let retry = 2; retry <= MAX_SUBMISSION_TRIES; retry++) {
    await page.locator('.form-demo-pending').getByText(`Reintento ${retry} de ${MAX_SUBMISSION_TRIES}`).waitFor();
    const waitMs = await page.evaluate((key) => {
      const [head] = JSON.parse(localStorage.getItem(key) ?? '[]') as { nextAttemptAt?: number }[];
      return (head?.nextAttemptAt ?? Date.now()) - Date.now();
    }, QUEUE_KEY);
    await page.clock.runFor(Math.max(0, waitMs));
  }
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`three failed tries: dropped with 'Error en envío automático' seen on top (${viewport.width} px), and Recuperar puts the data back`, async ({
    site,
  }) => {
    const page = await site.newPage({ viewport });
    page.allowErrors(httpError(503));
    // A fake clock at real speed, held from the submit until the toast is checked and used.
    await page.clock.install();
    await openDemo(site, page);
    let posts = 0;
    await page.route(TASKS, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts++;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Retry-After': '1' },
        body: JSON.stringify({ error: 'Servicio no disponible, inténtelo más tarde', details: [] }),
      });
    });
    await fillTask(page, 'Preparar entrevista');
    const shown = toast(page).filter({ hasText: 'Error en envío automático' });
    const show = async () => {
      await submit(page);
      await runThroughRetries(page);
    };
    await withClockHeld(page, show, async () => {
      await shown.waitFor();
      await shown.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      assert.is(posts, MAX_SUBMISSION_TRIES, 'three tries, then no more');
      assert.ok(await shownAtCentre(shown.locator('.toast-title')), 'the toast title is seen');
      const recover = shown.getByRole('button', { name: 'Recuperar' });
      assert.ok(await shownAtCentre(recover), 'Recuperar is seen and clickable');
      assert.equal(await stored(page, QUEUE_KEY), []);
      assert.is((await stored(page, FAILED_QUEUE_KEY)).length, 1);
      await page.locator('.form-demo-failed').getByText('No se pudo enviar tras 3 intentos').waitFor();
      await screenshot(page, `form-demo-failed-${viewport.width}`);
      await recover.click();
    });
    assert.is(await page.getByLabel(/^Título/).inputValue(), 'Preparar entrevista');
    await page.locator('.form-demo-failed').waitFor({ state: 'detached' });
    assert.equal(await storedTasks(site), []);
  });
}

test('a 400 is not retried: it leaves the queue at once and its message is shown', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  page.allowErrors(httpError(400));
  await openDemo(site, page);
  let posts = 0;
  await page.route(TASKS, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts++;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Datos no válidos', details: [{ path: 'title', message: 'Título es requerido' }] }),
    });
  });
  await fillTask(page, 'Rechazada');
  await submit(page);
  await toast(page).filter({ hasText: 'Error al enviar' }).filter({ hasText: 'Datos no válidos Título es requerido' }).waitFor();
  await page.locator('.form-demo-failed').getByText('El servidor lo rechazó: Datos no válidos Título es requerido').waitFor();
  assert.equal(await stored(page, QUEUE_KEY), [], 'nothing left to retry');
  assert.is(posts, 1);
});

test('the same key with a different body is refused with 422: shown, not retried, the first task kept', async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  page.allowErrors(httpError(422));
  await openDemo(site, page);
  const first = { title: 'Primera', description: 'La primera descripción.', category: 'support', priority: 'low' };
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/admin/tasks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'clave-repetida-1' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, first);
  assert.is(status, 201);
  // A queued submission that reuses that key with other data (as a bug or a tampered store would).
  await page.evaluate(
    ([key]) =>
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            id: 'x1',
            idempotencyKey: 'clave-repetida-1',
            endpoint: '/api/admin/tasks',
            method: 'POST',
            formId: 'task',
            timestamp: Date.now(),
            retryCount: 0,
            state: 'queued',
            data: { title: 'Otra', description: 'Otra descripción distinta.', category: 'support', priority: 'high' },
          },
        ]),
      ),
    [QUEUE_KEY],
  );
  await page.reload();
  await page
    .locator('.form-demo-failed')
    .getByText(/El servidor lo rechazó/)
    .waitFor();
  assert.equal(await stored(page, QUEUE_KEY), []);
  assert.equal(
    (await storedTasks(site)).map((task) => task.title),
    ['Primera'],
  );
});

test('two tabs open while coming back online: the queued task is stored once and both tabs list it', async ({ site }) => {
  const first = await site.newPage({ viewport: DESKTOP });
  await openDemo(site, first);
  const second = await first.context().newPage();
  await second.goto('/form-demo');
  await second.getByRole('heading', { name: 'Nueva tarea' }).waitFor();
  let posts = 0;
  await first.context().route(TASKS, (route) => {
    if (route.request().method() === 'POST') posts++;
    return route.continue();
  });
  await first.context().setOffline(true);
  await fillTask(first, 'Desde dos pestañas');
  await submit(first);
  // The other tab sees the queue change.
  await pendingHeading(second).filter({ hasText: '1 envío pendiente' }).waitFor();
  await first.context().setOffline(false);
  // Whichever tab sent it, the other learns only that the queue changed, and lists the task too.
  await first.locator('.form-demo-task', { hasText: 'Desde dos pestañas' }).waitFor();
  await second.locator('.form-demo-task', { hasText: 'Desde dos pestañas' }).waitFor();
  await pendingHeading(second).waitFor({ state: 'detached' });
  assert.is(posts, 1);
  assert.equal(
    (await storedTasks(site)).map((task) => task.title),
    ['Desde dos pestañas'],
  );
});

test("the draft is saved while typing, restored after a reload with 'Borrador restaurado', and cleared by submitting", async ({ site }) => {
  const page = await site.newPage({ viewport: MOBILE });
  await openDemo(site, page);
  await page.getByLabel(/^Título/).fill('Borrador de prueba');
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('Borrador de prueba'), `${FORM_DRAFT_PREFIX}task`);
  await page.reload();
  const notice = page.locator('.form-demo-restored');
  await notice.getByText('Borrador restaurado').waitFor();
  assert.ok(await shownAtCentre(notice.getByText('Borrador restaurado')));
  assert.is(await page.getByLabel(/^Título/).inputValue(), 'Borrador de prueba');
  await screenshot(page, 'form-demo-draft-390');
  await fillTask(page, 'Borrador de prueba');
  await submit(page);
  await page.locator('.form-demo-task', { hasText: 'Borrador de prueba' }).waitFor();
  assert.is(await page.evaluate((key) => localStorage.getItem(key), `${FORM_DRAFT_PREFIX}task`), null);
  await page.reload();
  await page.getByRole('heading', { name: 'Nueva tarea' }).waitFor();
  assert.is(await notice.count(), 0);
  assert.is(await page.getByLabel(/^Título/).inputValue(), '');
  await screenshot(page, 'form-demo-stored-390');
});

test("'Descartar' drops the restored draft", async ({ site }) => {
  const page = await site.newPage({ viewport: DESKTOP });
  await openDemo(site, page);
  await page.getByLabel(/^Título/).fill('Para descartar');
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('Para descartar'), `${FORM_DRAFT_PREFIX}task`);
  await page.reload();
  await page.locator('.form-demo-restored').getByRole('button', { name: 'Descartar' }).click();
  assert.is(await page.getByLabel(/^Título/).inputValue(), '');
  assert.is(await page.evaluate((key) => localStorage.getItem(key), `${FORM_DRAFT_PREFIX}task`), null);
  await screenshot(page, 'form-demo-desktop');
});

test.run();

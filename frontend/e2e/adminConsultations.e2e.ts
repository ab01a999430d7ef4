import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { Consultation, Result } from '../../backend/db/entities/index.ts';
import { minutesApart, seedConsultation, seedConsultations } from '../../backend/testing/seedRows.ts';
import { MOBILE, describeViolations, hasHorizontalScroll, httpError, runAxe, type Site } from './harness.ts';
import { shownAtCentre } from './shownAtCentre.ts';
import { browserSuite } from './browserSuite.ts';
import { card, openAdmin, screenshot, selectTab, toast, todayInSantoDomingo } from './adminHelpers.ts';

const test = browserSuite('admin Consultas tab (browser)');

const stored = (site: Site, id: string) => site.server.db.orm.em.fork().findOne(Consultation, id);
const consultation = (page: Page, name: string) => card(page, 'consultation-card', name);
const statusFilter = (page: Page) => page.locator('#admin-panel-consultas').getByLabel('Estado', { exact: true });
/** Whether the element's centre shows the element itself (nothing covers it). */
const buttonsOf = async (page: Page, name: string) =>
  // The status actions only (other features may add buttons of their own, such as Detalles).
  (await consultation(page, name).locator('.record-card-actions button[data-action]').allInnerTexts()).map((label) => label.trim());

test('each status shows its badge and only the buttons the consultation machine allows; an unknown status reads Pendiente', async ({
  site,
}) => {
  const times = minutesApart(5);
  await seedConsultations(site.server.db.orm, [
    { name: 'Ana Pendiente', status: 'pending', createdAt: times[0] },
    { name: 'Beto Confirmado', status: 'confirmed', createdAt: times[1] },
    { name: 'Ciro Reprogramado', status: 'rescheduled', createdAt: times[2] },
    { name: 'Dora Completada', status: 'completed', createdAt: times[3] },
    { name: 'Eva Legado', status: 'pending_interview', createdAt: times[4] },
  ]);
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  const expected: [string, string, string[]][] = [
    ['Ana Pendiente', 'Pendiente', ['Confirmar', 'Reprogramar', 'Eliminar']],
    ['Beto Confirmado', 'Confirmada', ['Reprogramar', 'Marcar Completada', 'Eliminar']],
    ['Ciro Reprogramado', 'Reprogramada', ['Confirmar', 'Reprogramar', 'Eliminar']],
    ['Eva Legado', 'Pendiente', ['Confirmar', 'Reprogramar', 'Eliminar']],
  ];
  for (const [name, badge, buttons] of expected) {
    assert.is(await consultation(page, name).locator('.badge').innerText(), badge, name);
    assert.equal(await buttonsOf(page, name), buttons, name);
  }
  assert.is(await page.getByTestId('consultation-card').count(), 4, 'the completed one is not in the default list');
  assert.match(await page.getByRole('tab', { name: /^Consultas/ }).innerText(), /2/, 'two pending (one legacy)');
  await statusFilter(page).selectOption({ label: 'Completada' });
  await consultation(page, 'Dora Completada').waitFor();
  assert.is(await consultation(page, 'Dora Completada').locator('.badge').innerText(), 'Completada');
  assert.equal(await buttonsOf(page, 'Dora Completada'), ['Reprogramar', 'Eliminar']);
  await statusFilter(page).selectOption({ label: 'Todos los estados' });
  await consultation(page, 'Ana Pendiente').waitFor();
  assert.is(await page.getByTestId('consultation-card').count(), 5);
  assert.match(await page.getByRole('tab', { name: /^Consultas/ }).innerText(), /2/, 'the tab still counts the pending ones');
});

test('a card shows every field with the fallbacks and the $1,000 DOP note', async ({ site }) => {
  await seedConsultations(site.server.db.orm, [
    {
      name: 'Gina Campos',
      email: 'gina@correo.com',
      phone: '829-555-4321',
      country: 'canada',
      address: 'Av. Duarte 10',
      preferredDate: '2030-03-09',
      message: 'Quiero estudiar',
      createdAt: new Date('2026-11-21T13:00:00Z'),
    },
    { name: 'Hugo Sin Datos', preferredDate: null, message: '', address: null },
  ]);
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  const gina = await consultation(page, 'Gina Campos').innerText();
  for (const expected of [
    'gina@correo.com',
    '829-555-4321',
    'Canadá',
    'Av. Duarte 10',
    '9 mar 2030',
    'Quiero estudiar',
    '21 nov 2026',
    '$1,000 DOP',
  ]) {
    assert.ok(gina.includes(expected), `shows ${expected}`);
  }
  const hugo = await consultation(page, 'Hugo Sin Datos').innerText();
  assert.ok(hugo.includes('Fecha no especificada'));
  assert.ok(hugo.includes('No se proporcionó mensaje'));
});

for (const [label, viewport] of [
  ['1366', { width: 1366, height: 900 }],
  ['390', MOBILE],
] as const) {
  test(`(${label}px) a card whose request differs from the client record says so with the record's values; an agreeing card has no note`, async ({
    site,
  }) => {
    const times = minutesApart(2);
    await seedConsultations(site.server.db.orm, [
      { name: 'Sara Igual', createdAt: times[0] },
      {
        name: 'Otra Persona',
        email: 'rosa.marte@correo.com',
        phone: '829-555-0000',
        address: 'Av. Falsa 123, Santiago',
        createdAt: times[1],
        clientRecord: { name: 'Rosa Marte', phone: '809-555-1111', address: null },
      },
    ]);
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'consultas');
    const note = consultation(page, 'Otra Persona').getByTestId('client-differences');
    await note.waitFor();
    assert.ok(await note.isVisible());
    const text = await note.innerText();
    for (const expected of [
      'Los datos de esta solicitud difieren de la ficha del cliente',
      'Nombre:',
      'Rosa Marte',
      'Teléfono:',
      '809-555-1111',
      'Dirección:',
      'No indicada',
    ]) {
      assert.ok(text.includes(expected), `the note shows ${expected}`);
    }
    assert.not.ok(text.includes('Correo:'), 'the e-mail agrees, so it is not listed');
    const own = await consultation(page, 'Otra Persona').locator('.detail-list').innerText();
    for (const expected of ['829-555-0000', 'Av. Falsa 123, Santiago'])
      assert.ok(own.includes(expected), `the card keeps the request's ${expected}`);
    assert.is(await consultation(page, 'Sara Igual').getByTestId('client-differences').count(), 0);
    const violations = await runAxe(page);
    assert.is(violations.length, 0, describeViolations(violations));
    assert.not.ok(await hasHorizontalScroll(page), `fits ${label}px`);
    await consultation(page, 'Otra Persona').scrollIntoViewIfNeeded();
    await screenshot(page, `consultation-client-differs-${label}`);
  });
}

test('Confirmar moves a pending consultation to confirmed (stored) and the card then offers Marcar Completada', async ({ site }) => {
  const id = await seedConsultation(site.server.db.orm, { name: 'Iris Luna', status: 'pending' });
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  await consultation(page, 'Iris Luna').getByRole('button', { name: 'Confirmar' }).click();
  await toast(page).filter({ hasText: 'Consulta confirmada' }).waitFor();
  await consultation(page, 'Iris Luna').getByRole('button', { name: 'Marcar Completada' }).waitFor();
  assert.is((await stored(site, id))!.status, 'confirmed');
  assert.equal(await buttonsOf(page, 'Iris Luna'), ['Reprogramar', 'Marcar Completada', 'Eliminar']);
});

test('the reschedule calendar disables past days and keeps its confirm button disabled until a day is chosen; the new date is stored', async ({
  site,
}) => {
  await seedConsultation(site.server.db.orm, { name: 'Jaime Rosario', status: 'confirmed', preferredDate: null });
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  await consultation(page, 'Jaime Rosario').getByRole('button', { name: 'Reprogramar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprogramar consulta' });
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', { name: 'Confirmar Nueva Fecha' });
  assert.ok(await confirm.isDisabled(), 'disabled before a day is chosen');

  const today = todayInSantoDomingo();
  const days = await dialog
    .locator('button[data-day]')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({ day: b.getAttribute('data-day')!, disabled: b.getAttribute('aria-disabled') === 'true' })),
    );
  assert.ok(days.length >= 28);
  for (const { day, disabled } of days)
    assert.is(disabled, day < today, `${day} ${day < today ? 'past: disabled' : 'today or later: available'}`);
  assert.ok(await dialog.getByRole('button', { name: 'Mes anterior' }).isDisabled(), 'no browsing into past months');
  const past = days.find((d) => d.disabled);
  if (past) {
    await dialog.locator(`button[data-day="${past.day}"]`).click({ force: true });
    assert.ok(await confirm.isDisabled(), 'a past day cannot be chosen');
  }
  assert.match(
    (await dialog.locator('.month-calendar-title').textContent()) ?? '',
    /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/,
  );

  // Next month, the 15th, with the mouse.
  await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
  const target = (await dialog.locator('button[data-day$="-15"]').getAttribute('data-day'))!;
  await dialog.locator(`button[data-day="${target}"]`).click();
  assert.ok(await confirm.isEnabled());
  await confirm.click();
  await toast(page).filter({ hasText: 'Consulta reprogramada' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const [item] = (await (await site.staffApi()).get('/api/admin/consultations?q=Jaime')).body.items;
  assert.is(item.status, 'rescheduled');
  assert.is(item.preferredDate, target);
  await consultation(page, 'Jaime Rosario').locator('.badge', { hasText: 'Reprogramada' }).waitFor();
});

async function completeThroughUi(page: Page, name: string, outcome: 'Éxito' | 'Reaplicar') {
  await consultation(page, name).getByRole('button', { name: 'Marcar Completada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar consulta como completada' });
  await dialog.waitFor();
  const submit = dialog.getByRole('button', { name: 'Marcar Completada' });
  assert.ok(await submit.isDisabled(), 'the outcome must be chosen first');
  await dialog.getByLabel(outcome, { exact: true }).check();
  await submit.click();
  await dialog.waitFor({ state: 'hidden' });
}

test('Marcar Completada with Éxito or Reaplicar stores a result in that folder, and the Resultados tab shows it there', async ({
  site,
}) => {
  const [exitoId, reaplicarId] = await seedConsultations(site.server.db.orm, [
    { name: 'Karla Éxito', status: 'confirmed', country: 'usa', message: 'Visa B1/B2' },
    { name: 'Leo Reaplica', status: 'confirmed', country: 'europa' },
  ]);
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  await completeThroughUi(page, 'Karla Éxito', 'Éxito');
  await toast(page).filter({ hasText: 'guardada en Éxitos' }).waitFor();
  await completeThroughUi(page, 'Leo Reaplica', 'Reaplicar');
  await toast(page).filter({ hasText: 'guardada en Reaplicar' }).waitFor();

  const em = site.server.db.orm.em.fork();
  assert.is((await em.findOneOrFail(Consultation, exitoId)).status, 'completed');
  assert.is((await em.findOneOrFail(Consultation, reaplicarId)).status, 'completed');
  assert.is((await em.findOneOrFail(Result, { originalConsultationId: exitoId })).resultType, 'exito');
  assert.is((await em.findOneOrFail(Result, { originalConsultationId: reaplicarId })).resultType, 'reaplicar');
  await consultation(page, 'Karla Éxito').waitFor({ state: 'detached' });
  assert.is(await consultation(page, 'Leo Reaplica').count(), 0, 'completed consultations leave the default list');

  await selectTab(page, 'resultados');
  const folders = page.getByRole('group', { name: 'Carpeta' });
  await folders.getByRole('button', { name: /Éxitos\s*1/ }).waitFor();
  await card(page, 'result-card', 'Karla Éxito').waitFor();
  const karla = await card(page, 'result-card', 'Karla Éxito').innerText();
  for (const expected of ['Estados Unidos', 'Visa B1/B2', 'Completada']) assert.ok(karla.includes(expected), expected);
  assert.is(await card(page, 'result-card', 'Leo Reaplica').count(), 0, 'not in Éxitos');
  await folders.getByRole('button', { name: /Reaplicar\s*1/ }).click();
  await card(page, 'result-card', 'Leo Reaplica').waitFor();
  assert.is(await card(page, 'result-card', 'Karla Éxito').count(), 0, 'not in Reaplicar');
});

for (const [label, viewport] of [
  ['1366', { width: 1366, height: 900 }],
  ['390', MOBILE],
] as const) {
  test(`(${label}px) a completed consultation is rescheduled, confirmed and completed again: a second result, the first kept`, async ({
    site,
  }) => {
    const id = await seedConsultation(site.server.db.orm, { name: 'Olga Vuelve', status: 'confirmed', preferredDate: '2030-01-01' });
    const page = await site.newPage({ viewport });
    await openAdmin(site, page, 'consultas');
    await completeThroughUi(page, 'Olga Vuelve', 'Reaplicar');
    await toast(page).filter({ hasText: 'guardada en Reaplicar' }).waitFor();
    await consultation(page, 'Olga Vuelve').waitFor({ state: 'detached' });

    await statusFilter(page).selectOption({ label: 'Completada' });
    await consultation(page, 'Olga Vuelve').getByRole('button', { name: 'Reprogramar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reprogramar consulta' });
    const note = dialog.getByTestId('reschedule-reopens');
    await note.waitFor();
    assert.match(await note.innerText(), /vuelve a Reprogramada.*resultados anteriores se conservan/s);
    assert.ok(await shownAtCentre(note), 'the note is visible, not covered');
    await screenshot(page, `consultation-reopen-${label}`);
    await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
    const day = (await dialog.locator('button[data-day$="-15"]').getAttribute('data-day'))!;
    await dialog.locator(`button[data-day="${day}"]`).click();
    await dialog.getByRole('button', { name: 'Confirmar Nueva Fecha' }).click();
    await toast(page).filter({ hasText: 'Consulta reprogramada' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.is((await stored(site, id))!.status, 'rescheduled');

    await statusFilter(page).selectOption({ label: 'En curso (sin completadas)' });
    await consultation(page, 'Olga Vuelve').locator('.badge', { hasText: 'Reprogramada' }).waitFor();
    assert.equal(await buttonsOf(page, 'Olga Vuelve'), ['Confirmar', 'Reprogramar', 'Eliminar']);
    await consultation(page, 'Olga Vuelve').getByRole('button', { name: 'Confirmar' }).click();
    await consultation(page, 'Olga Vuelve').getByRole('button', { name: 'Marcar Completada' }).waitFor();
    await completeThroughUi(page, 'Olga Vuelve', 'Éxito');
    await toast(page).filter({ hasText: 'guardada en Éxitos' }).waitFor();

    const results = await site.server.db.orm.em.fork().find(Result, { originalConsultationId: id }, { orderBy: { completedAt: 'asc' } });
    assert.equal(
      results.map((r) => [r.resultType, r.preferredDate]),
      [
        ['reaplicar', '2030-01-01'],
        ['exito', day],
      ],
    );
    assert.is((await stored(site, id))!.status, 'completed');
    await selectTab(page, 'resultados');
    await card(page, 'result-card', 'Olga Vuelve').waitFor();
    await page
      .getByRole('group', { name: 'Carpeta' })
      .getByRole('button', { name: /Reaplicar\s*1/ })
      .click();
    await card(page, 'result-card', 'Olga Vuelve').waitFor();
  });
}

test('deleting a consultation asks first and removes it from the database', async ({ site }) => {
  const id = await seedConsultation(site.server.db.orm, { name: 'Mario Feliz', status: 'rescheduled' });
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  await consultation(page, 'Mario Feliz').getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar consulta' });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page).filter({ hasText: 'Consulta eliminada' }).waitFor();
  await page.getByText('No hay consultas en curso.').waitFor();
  assert.is(await stored(site, id), null);
});

test('with every consultation completed the default list says none is in progress and offers the completed ones', async ({ site }) => {
  await seedConsultation(site.server.db.orm, { name: 'Paula Terminada', status: 'completed' });
  const page = await site.newPage();
  await openAdmin(site, page, 'consultas');
  await page.getByText('No hay consultas en curso.').waitFor();
  assert.is(await consultation(page, 'Paula Terminada').count(), 0);
  await page.locator('#admin-panel-consultas').getByRole('button', { name: 'Ver también las completadas' }).click();
  await consultation(page, 'Paula Terminada').waitFor();
  assert.is(await statusFilter(page).inputValue(), 'all');
});

test('a refused action (already changed elsewhere) shows the Spanish reason and reloads the card', async ({ site }) => {
  const id = await seedConsultation(site.server.db.orm, { name: 'Nora Doble', status: 'pending' });
  const page = await site.newPage();
  page.allowErrors(httpError(409));
  await openAdmin(site, page, 'consultas');
  await (await site.staffApi()).patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' });
  await consultation(page, 'Nora Doble').getByRole('button', { name: 'Confirmar' }).click();
  await toast(page).filter({ hasText: 'Error al confirmar' }).waitFor();
  await consultation(page, 'Nora Doble').locator('.badge', { hasText: 'Confirmada' }).waitFor();
});

test.run();

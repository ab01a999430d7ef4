import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validRequest } from '../testing/submissionFixtures.ts';
import { startTestServer, TEST_USER, type TestServer } from '../testing/testServer.ts';
import { recordActivity } from './recordActivity.ts';

const test = suite<{ server: TestServer }>('activity record');

test.before(async (context) => {
  context.server = await startTestServer();
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

test('sign-ins, failed sign-ins (with the name typed, never the password) and sign-outs are recorded with the address', async ({
  server,
}) => {
  const client = server.anonymous();
  await client.post('/api/auth/login', { username: 'Nadie', password: 'secreto-que-no-se-guarda' });
  await client.post('/api/auth/login', { ...TEST_USER, password: 'otra-que-no-se-guarda' });
  await client.post('/api/auth/login', TEST_USER);
  await client.post('/api/auth/logout', {});
  const admin = await server.staff();
  const page = await admin.get('/api/admin/audit?pageSize=10');
  assert.is(page.status, 200);
  const lines = page.body.items.slice(1).reverse();
  assert.equal(
    lines.map((l: { action: string; actorName: string; description: string; actionLabel: string }) => [
      l.actionLabel,
      l.actorName,
      l.description,
    ]),
    [
      ['Inicio de sesión fallido', 'nadie', 'Usuario que no existe'],
      ['Inicio de sesión fallido', TEST_USER.username, 'Contraseña incorrecta'],
      ['Inicio de sesión', TEST_USER.username, 'Con contraseña'],
      ['Cierre de sesión', TEST_USER.username, 'Cerró su sesión'],
    ],
  );
  assert.ok(lines.every((l: { address: string }) => l.address === '127.0.0.1'));
  assert.not.match(page.text, /que-no-se-guarda/);
});

test('the record is newest first, filtered by person, action, consultation and days, in pages', async ({ server }) => {
  const admin = await server.staff();
  const consultor = await server.as('consultor');
  const request = await server.anonymous().post('/api/consultations', validRequest({ name: 'Marta Díaz' }));
  const consultationId = request.body.id;
  await consultor.patch(`/api/admin/consultations/${consultationId}/status`, { status: 'confirmed' });
  await admin.patch(`/api/admin/consultations/${consultationId}/reschedule`, { preferredDate: validRequest().preferredDate });
  const em = server.db.orm.em.fork();
  await recordActivity(
    em,
    { id: null, username: 'antigua', address: '198.51.100.7' },
    { action: 'sign_in', description: 'Con contraseña' },
    new Date('2026-01-15T15:00:00Z'),
  );

  const consultorId = (await consultor.get('/api/auth/me')).body.user.id;
  const byPerson = await admin.get(`/api/admin/audit?actor=${consultorId}`);
  assert.equal(
    byPerson.body.items.map((l: { action: string }) => l.action),
    ['consultation_confirmed', 'sign_in'],
  );
  const byAction = await admin.get('/api/admin/audit?action=consultation_rescheduled');
  assert.is(byAction.body.total, 1);
  assert.match(byAction.body.items[0].description, /^Reprogramó la consulta de Marta Díaz para el \d{4}-\d{2}-\d{2}$/);
  const byCase = await admin.get(`/api/admin/audit?consultationId=${consultationId}`);
  assert.equal(
    byCase.body.items.map((l: { action: string }) => l.action),
    ['consultation_rescheduled', 'consultation_confirmed'],
  );
  // Days are read in the business's time zone: 15:00 UTC on 15 January is 11:00 in Santo Domingo.
  const byDays = await admin.get('/api/admin/audit?from=2026-01-15&to=2026-01-15');
  assert.equal(
    byDays.body.items.map((l: { actorName: string }) => l.actorName),
    ['antigua'],
  );
  assert.is((await admin.get('/api/admin/audit?from=2026-01-16&to=2026-01-20')).body.total, 0);
  const first = await admin.get('/api/admin/audit?pageSize=2');
  const second = await admin.get('/api/admin/audit?pageSize=2&page=2');
  assert.is(first.body.total, second.body.total);
  assert.is(first.body.items.length, 2);
  assert.ok(first.body.items[1].at >= second.body.items[0].at, 'newest first across pages');
  for (const bad of ['actor=nadie', 'from=15-01-2026', 'page=0', 'action=DROP%20TABLE', 'extra=1']) {
    const response = await admin.get(`/api/admin/audit?${bad}`);
    assert.is(response.status, 400, bad);
    assert.type(response.body.details[0].message, 'string');
  }
});

test('only administradores read the record', async ({ server }) => {
  for (const role of ['consultor', 'editor'] as const) {
    const response = await (await server.as(role)).get('/api/admin/audit');
    assert.is(response.status, 403, role);
  }
});

test.run();

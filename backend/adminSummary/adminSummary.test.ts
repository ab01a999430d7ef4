import * as assert from 'uvu/assert';
import { seedConsultations, seedContacts, seedResults } from '../testing/seedRows.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';

const test = staffApiSuite('admin summary');

test('an empty database answers zero everywhere', async ({ server, staff }) => {
  const response = await staff.get('/api/admin/summary');
  assert.is(response.status, 200);
  server.deps.validators.parse('adminSummary', response.body);
  assert.equal(response.body, {
    unreadContacts: 0,
    pendingConsultations: 0,
    interviewsInProgress: 0,
    results: { exito: 0, reaplicar: 0, total: 0 },
  });
});

test('the tab counts follow the data: unread contacts, pending (with legacy) consultations, results per folder', async ({
  server,
  staff,
}) => {
  await seedContacts(server.db.orm, [{}, {}, { isRead: true }]);
  await seedConsultations(server.db.orm, [
    { status: 'pending' },
    { status: 'pending_interview' },
    { status: 'confirmed' },
    { status: 'rescheduled' },
    { status: 'completed' },
  ]);
  await seedResults(server.db.orm, [{ resultType: 'exito' }, { resultType: 'exito' }, { resultType: 'reaplicar' }]);
  const response = await staff.get('/api/admin/summary');
  assert.equal(response.body, {
    unreadContacts: 2,
    pendingConsultations: 2,
    interviewsInProgress: 0,
    results: { exito: 2, reaplicar: 1, total: 3 },
  });
  const [contact] = (await staff.get('/api/admin/contacts?unread=1')).body.items;
  await staff.patch(`/api/admin/contacts/${contact.id}/read`);
  const [pending] = (await staff.get('/api/admin/consultations?status=pending')).body.items;
  await staff.patch(`/api/admin/consultations/${pending.id}/status`, { status: 'confirmed' });
  const after = await staff.get('/api/admin/summary');
  assert.equal(after.body, {
    unreadContacts: 1,
    pendingConsultations: 1,
    interviewsInProgress: 0,
    results: { exito: 2, reaplicar: 1, total: 3 },
  });
});

test('the Entrevistas count is the interviews in progress, duplicates once', async ({ server, staff }) => {
  const first = await staff.post('/api/interviews', { clientName: 'Ana Pérez', country: 'usa' });
  await staff.post('/api/interviews', { clientName: 'Luis Gómez', country: 'canada' });
  await server.db.orm.em
    .fork()
    .getConnection()
    .execute(
      "insert into interviews (id, client_name, country, status, current_step, created_at, updated_at) values ('33333333-3333-4333-8333-333333333333', ' ana pérez', 'usa', 'in_progress', 1, now(), now())",
    );
  assert.is((await staff.get('/api/admin/summary')).body.interviewsInProgress, 2);
  // Saving step 7 merges Ana's two copies into the one changed last.
  const saved = await staff.patch(`/api/interviews/${first.body.id}`, { stepKey: 'coherencia', data: { coherencia: 'total' } });
  assert.is((await staff.post(`/api/interviews/${saved.body.id}/complete`, {})).status, 200);
  assert.is((await staff.get('/api/admin/summary')).body.interviewsInProgress, 1, 'a finished interview leaves the count');
});

test.run();

import * as assert from 'uvu/assert';
import { minutesApart, seedConsultation, seedResults } from '../testing/seedRows.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';

const test = staffApiSuite('admin results');

test('a completed consultation appears in its folder with the snapshot of the request', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm, {
    name: 'Elena Castro',
    email: 'elena@correo.com',
    phone: '829-555-0101',
    address: 'Calle Duarte 3',
    country: 'curacao',
    preferredDate: '2030-04-05',
    message: 'Permiso de trabajo',
    status: 'confirmed',
  });
  assert.is((await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' })).status, 200);
  const response = await staff.get('/api/admin/results?type=exito');
  assert.is(response.status, 200);
  server.deps.validators.parse('resultPage', response.body);
  assert.is(response.body.total, 1);
  const item = response.body.items[0];
  assert.equal(
    { ...item, id: undefined, originalCreatedAt: undefined, completedAt: undefined },
    {
      id: undefined,
      originalConsultationId: id,
      name: 'Elena Castro',
      address: 'Calle Duarte 3',
      email: 'elena@correo.com',
      phone: '829-555-0101',
      country: 'curacao',
      preferredDate: '2030-04-05',
      resultType: 'exito',
      message: 'Permiso de trabajo',
      originalCreatedAt: undefined,
      completedAt: undefined,
      caseAvailable: true,
    },
  );
  assert.is((await staff.get('/api/admin/results?type=reaplicar')).body.total, 0);
});

test('results are listed most recently completed first, filtered by folder, country and q, and paged', async ({ server, staff }) => {
  const times = minutesApart(9);
  await seedResults(
    server.db.orm,
    times.map((completedAt, i) => ({
      name: i === 4 ? 'Ramón Álvarez' : `Persona ${i}`,
      resultType: i % 3 === 0 ? 'reaplicar' : 'exito',
      country: i < 5 ? 'usa' : 'canada',
      completedAt,
    })),
  );
  const get = async (query: string) => {
    const response = await staff.get(`/api/admin/results?${query}`);
    assert.is(response.status, 200, query);
    return response.body;
  };
  const all = await get('');
  assert.is(all.total, 9);
  assert.equal(all.items.map((r: { name: string }) => r.name).slice(0, 2), ['Persona 8', 'Persona 7']);
  assert.is((await get('type=reaplicar')).total, 3);
  assert.is((await get('type=exito')).total, 6);
  assert.is((await get('type=exito&country=usa')).total, 3);
  assert.equal(
    (await get('q=ramón')).items.map((r: { name: string }) => r.name),
    ['Ramón Álvarez'],
  );
  const page2 = await get('pageSize=4&page=2');
  assert.equal(
    page2.items.map((r: { name: string }) => r.name),
    ['Ramón Álvarez', 'Persona 3', 'Persona 2', 'Persona 1'],
  );
});

test('invalid result list parameters answer 400 in Spanish', async ({ staff }) => {
  for (const [query, path, message] of [
    ['type=aprobado', 'type', 'type debe ser exito o reaplicar'],
    ['page=-1', 'page', 'page debe ser un número entero desde 1'],
    ['unread=1', 'unread', 'Campo no permitido: unread'],
  ]) {
    const response = await staff.get(`/api/admin/results?${query}`);
    assert.is(response.status, 400, query);
    assert.is(response.body.error, 'Revise los filtros de la búsqueda');
    assert.equal(response.body.details, [{ path, message }]);
  }
});

test('a result says whether its case can still be opened: not once the consultation is deleted', async ({ server, staff }) => {
  const [kept, removed] = await Promise.all(
    ['Caso Vivo', 'Caso Borrado'].map((name) => seedConsultation(server.db.orm, { name, status: 'confirmed' })),
  );
  for (const id of [kept, removed])
    assert.is((await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' })).status, 200);
  assert.is((await staff.delete(`/api/admin/consultations/${removed}`)).status, 200);
  const response = await staff.get('/api/admin/results');
  server.deps.validators.parse('resultPage', response.body);
  const byName = Object.fromEntries(
    response.body.items.map((item: { name: string; caseAvailable: boolean; originalConsultationId: string }) => [item.name, item]),
  );
  assert.is(byName['Caso Vivo'].caseAvailable, true);
  assert.is(byName['Caso Vivo'].originalConsultationId, kept);
  assert.is(byName['Caso Borrado'].caseAvailable, false);
  const opened = await staff.get(`/api/consultation-details?consultationId=${kept}`);
  assert.is(opened.status, 200, 'the case of a completed consultation opens from its result');
  assert.is(opened.body.consultationId, kept);
});

test.run();

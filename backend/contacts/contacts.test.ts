import * as assert from 'uvu/assert';
import { Contact } from '../db/entities/index.ts';
import { minutesApart, seedContacts } from '../testing/seedRows.ts';
import { type TestServer } from '../testing/testServer.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';

const test = staffApiSuite('admin contacts');

const NOT_FOUND = 'El contacto no existe o fue eliminado';
const stored = (server: TestServer, id: string) => server.db.orm.em.fork().findOne(Contact, id);

test('the list answers every contact field, newest first, in the documented shape', async ({ server, staff }) => {
  const [older, newer] = minutesApart(2);
  await seedContacts(server.db.orm, [
    {
      name: 'Rosa Díaz',
      email: 'rosa@correo.com',
      phone: '809-555-1212',
      country: 'peru',
      address: 'Calle 8',
      preferredDate: '2030-02-02',
      message: '¿Precio?',
      createdAt: older,
    },
    { name: 'Luis Mota', isRead: true, createdAt: newer },
  ]);
  const response = await staff.get('/api/admin/contacts');
  assert.is(response.status, 200);
  server.deps.validators.parse('contactPage', response.body);
  assert.is(response.body.total, 2);
  assert.equal(
    response.body.items.map((c: { name: string }) => c.name),
    ['Luis Mota', 'Rosa Díaz'],
  );
  const rosa = response.body.items[1];
  assert.equal(
    { ...rosa, id: undefined },
    {
      id: undefined,
      name: 'Rosa Díaz',
      email: 'rosa@correo.com',
      phone: '809-555-1212',
      country: 'peru',
      address: 'Calle 8',
      preferredDate: '2030-02-02',
      message: '¿Precio?',
      createdAt: older.toISOString(),
      isRead: false,
    },
  );
  assert.is(response.body.items[0].isRead, true);
  assert.is(response.body.items[0].address, null);
  assert.is(response.body.items[0].preferredDate, null);
});

test('unread, country and q filter the contacts; pages do not overlap', async ({ server, staff }) => {
  const times = minutesApart(12);
  await seedContacts(
    server.db.orm,
    times.map((createdAt, i) => ({
      name: i === 3 ? 'Carmen Ureña' : `Persona ${i}`,
      email: i === 5 ? 'CARMEN.U@Correo.com' : `p${i}@correo.com`,
      country: i % 2 ? 'usa' : 'colombia',
      isRead: i < 6,
      createdAt,
    })),
  );
  const get = async (query: string) => {
    const response = await staff.get(`/api/admin/contacts?${query}`);
    assert.is(response.status, 200, query);
    return response.body;
  };
  assert.is((await get('unread=1')).total, 6);
  assert.ok((await get('unread=1')).items.every((c: { isRead: boolean }) => !c.isRead));
  assert.is((await get('unread=0')).total, 6);
  assert.is((await get('country=usa')).total, 6);
  assert.is((await get('country=usa&unread=1')).total, 3);
  assert.equal((await get('q=carmen')).items.map((c: { name: string }) => c.name).sort(), ['Carmen Ureña', 'Persona 5']);
  const first = await get('pageSize=5&page=1');
  const third = await get('pageSize=5&page=3');
  assert.is(first.total, 12);
  assert.is(first.items.length, 5);
  assert.is(third.items.length, 2);
  assert.is(first.items[0].name, 'Persona 11');
  assert.is(third.items[1].name, 'Persona 0');
});

test('invalid list parameters answer 400 in Spanish', async ({ staff }) => {
  for (const [query, path, message] of [
    ['unread=si', 'unread', 'unread debe ser 1 o 0'],
    ['pageSize=500', 'pageSize', 'pageSize debe ser un número entero entre 1 y 100'],
    ['country=francia', 'country', 'País no válido: use usa, canada, europa, curacao, peru o colombia'],
    ['status=pending', 'status', 'Campo no permitido: status'],
  ]) {
    const response = await staff.get(`/api/admin/contacts?${query}`);
    assert.is(response.status, 400, query);
    assert.equal(response.body.details, [{ path, message }]);
  }
});

test('marking a contact read stores it, and marking it again still answers 200 (read is one-way)', async ({ server, staff }) => {
  const [id, other] = await seedContacts(server.db.orm, [{}, {}]);
  const response = await staff.patch(`/api/admin/contacts/${id}/read`);
  assert.is(response.status, 200);
  server.deps.validators.parse('contactItem', response.body);
  assert.is(response.body.id, id);
  assert.is(response.body.isRead, true);
  assert.is((await stored(server, id))!.isRead, true);
  assert.is((await stored(server, other))!.isRead, false, 'only that contact');
  const again = await staff.patch(`/api/admin/contacts/${id}/read`, {});
  assert.is(again.status, 200);
  assert.is(again.body.isRead, true);
  assert.is((await stored(server, id))!.isRead, true);
});

test('marking read takes no data: isRead or any field in the body answers 400 and changes nothing', async ({ server, staff }) => {
  const [id] = await seedContacts(server.db.orm, [{}]);
  for (const [body, path] of [
    [{ isRead: false }, 'isRead'],
    [{ isRead: true }, 'isRead'],
    [{ name: 'Otro' }, 'name'],
  ] as const) {
    const response = await staff.patch(`/api/admin/contacts/${id}/read`, body);
    assert.is(response.status, 400);
    assert.equal(response.body.details, [{ path, message: `Campo no permitido: ${path}` }]);
  }
  const form = await staff.patch(`/api/admin/contacts/${id}/read`, 'isRead=1', { 'Content-Type': 'text/plain' });
  assert.is(form.status, 415);
  const row = (await stored(server, id))!;
  assert.is(row.isRead, false);
  assert.match(row.name, /^Contacto /);
});

test('deleting a contact removes only that contact; a second delete answers 404', async ({ server, staff }) => {
  const [id, other] = await seedContacts(server.db.orm, [{ isRead: true }, {}]);
  const response = await staff.delete(`/api/admin/contacts/${id}`);
  assert.is(response.status, 200);
  assert.equal(response.body, { success: true });
  assert.is(await stored(server, id), null);
  assert.ok(await stored(server, other));
  const again = await staff.delete(`/api/admin/contacts/${id}`);
  assert.is(again.status, 404);
  assert.is(again.body.error, NOT_FOUND);
});

test('contact routes answer 404 in Spanish for an unknown or malformed id', async ({ server, staff }) => {
  await seedContacts(server.db.orm, [{}]);
  for (const id of ['7c9e6679-7425-40de-944b-e07fc1f90ae7', 'abc']) {
    for (const response of [await staff.patch(`/api/admin/contacts/${id}/read`), await staff.delete(`/api/admin/contacts/${id}`)]) {
      assert.is(response.status, 404, id);
      assert.is(response.body.error, NOT_FOUND);
    }
  }
  assert.is(await server.db.orm.em.fork().count(Contact, { isRead: false }), 1);
});

test.run();

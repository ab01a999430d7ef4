import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OutboxMessage, Result } from '../db/entities/index.ts';
import { validRequest } from '../testing/submissionFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * A public appointment request never rewrites an existing client's record: each consultation keeps
 * the details it was requested with, and staff see where the client's record differs.
 */
const test = suite<{ server: TestServer }>('consultations keep the details they were requested with');

const STAFF = 'equipo@rumbo.test';

test.before(async (context) => {
  context.server = await startTestServer({ STAFF_EMAIL: STAFF }, { publicSubmissionLimit: null, mailPollMs: 0 });
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

const FIRST = validRequest();
const SECOND = validRequest({
  email: 'MARIA.perez@CORREO.example',
  name: 'Otra Persona',
  phone: '829-555-0000',
  address: 'Av. Falsa 123, Santiago',
  country: 'usa',
});

/** Sends the requests in order and answers their ids. */
async function request(server: TestServer, ...bodies: Record<string, unknown>[]): Promise<string[]> {
  const ids: string[] = [];
  for (const body of bodies) {
    const response = await server.anonymous().post('/api/consultations', body);
    assert.is(response.status, 201, JSON.stringify(response.body));
    ids.push(response.body.id);
  }
  return ids;
}

async function listed(server: TestServer, query = '') {
  const response = await (await server.staff()).get(`/api/admin/consultations${query}`);
  assert.is(response.status, 200);
  server.deps.validators.parse('consultationPage', response.body);
  return new Map<string, any>(response.body.items.map((item: { id: string }) => [item.id, item]));
}

const detailsOf = (item: any) => ({ name: item.name, email: item.email, phone: item.phone, address: item.address, country: item.country });

test('each consultation lists the details it was requested with; the second is flagged with the client record it differs from', async ({
  server,
}) => {
  const [first, second] = await request(server, FIRST, SECOND);
  const items = await listed(server);
  assert.equal(detailsOf(items.get(first)), {
    name: 'María Pérez',
    email: 'maria.perez@correo.example',
    phone: '809-555-1234',
    address: 'Calle El Conde 12, Santo Domingo',
    country: 'canada',
  });
  assert.equal(items.get(first).clientDifferences, [], 'the first request made the record, so it agrees');
  assert.equal(detailsOf(items.get(second)), {
    name: 'Otra Persona',
    email: 'maria.perez@correo.example',
    phone: '829-555-0000',
    address: 'Av. Falsa 123, Santiago',
    country: 'usa',
  });
  assert.equal(items.get(second).clientDifferences, [
    { field: 'name', clientValue: 'María Pérez' },
    { field: 'phone', clientValue: '809-555-1234' },
    { field: 'address', clientValue: 'Calle El Conde 12, Santo Domingo' },
  ]);
  assert.is(items.get(second).clientId, items.get(first).clientId);
});

test('a second request with the same details, the e-mail in another case, is not flagged', async ({ server }) => {
  const [first, second] = await request(server, FIRST, validRequest({ email: 'maria.PEREZ@correo.EXAMPLE', country: 'usa' }));
  const items = await listed(server);
  assert.equal(items.get(first).clientDifferences, []);
  assert.equal(items.get(second).clientDifferences, []);
  assert.is(items.get(second).clientId, items.get(first).clientId);
});

test('only the field that differs is flagged', async ({ server }) => {
  const [, second] = await request(server, FIRST, validRequest({ phone: '849-555-2222' }));
  assert.equal((await listed(server)).get(second).clientDifferences, [{ field: 'phone', clientValue: '809-555-1234' }]);
});

test('simultaneous first requests from one e-mail make one client, and each consultation keeps its own name', async ({ server }) => {
  const names = ['Ana Uno', 'Ana Dos', 'Ana Tres', 'Ana Cuatro', 'Ana Cinco'];
  const answers = await Promise.all(
    names.map((name, i) =>
      server.anonymous().post('/api/consultations', validRequest({ name, email: i % 2 ? 'ANA@correo.com' : 'ana@Correo.com' })),
    ),
  );
  assert.equal(
    answers.map((answer) => answer.status),
    [201, 201, 201, 201, 201],
  );
  const connection = server.db.orm.em.getConnection();
  const clients = await connection.execute<{ email: string }[]>('select email from clients');
  assert.equal(clients, [{ email: 'ana@correo.com' }]);
  const items = await listed(server);
  assert.equal(
    answers.map((answer) => items.get(answer.body.id).name),
    names,
  );
  const differing = [...items.values()].filter((item) => item.clientDifferences.length);
  assert.is(differing.length, 4, 'all but the request whose details made the record');
});

test('the search finds a consultation by the name and phone it was requested with, not by its client record', async ({ server }) => {
  const [first, second] = await request(server, FIRST, SECOND);
  assert.equal([...(await listed(server, '?q=Otra%20Persona')).keys()], [second]);
  assert.equal([...(await listed(server, '?q=8295550000')).keys()], [second]);
  assert.equal([...(await listed(server, '?q=Mar%C3%ADa')).keys()], [first]);
});

test('completing either consultation files a result with the details of its own request', async ({ server }) => {
  const [first, second] = await request(server, FIRST, SECOND);
  const staff = await server.staff();
  for (const id of [first, second]) {
    assert.is((await staff.patch(`/api/admin/consultations/${id}/status`, { status: 'confirmed' })).status, 200);
    const response = await staff.post(`/api/admin/consultations/${id}/complete`, { resultType: 'exito' });
    assert.is(response.status, 200);
  }
  const em = server.db.orm.em.fork();
  const snapshot = async (id: string) => {
    const result = await em.findOneOrFail(Result, { originalConsultationId: id });
    return { name: result.name, email: result.email, phone: result.phone, address: result.address, country: result.country };
  };
  assert.equal(await snapshot(first), {
    name: 'María Pérez',
    email: 'maria.perez@correo.example',
    phone: '809-555-1234',
    address: 'Calle El Conde 12, Santo Domingo',
    country: 'canada',
  });
  assert.equal(await snapshot(second), {
    name: 'Otra Persona',
    email: 'maria.perez@correo.example',
    phone: '829-555-0000',
    address: 'Av. Falsa 123, Santiago',
    country: 'usa',
  });
});

test('the e-mails of the second request use its own name and details', async ({ server }) => {
  const [, second] = await request(server, FIRST, SECOND);
  await server.mail.kick();
  const messages = await server.db.orm.em.fork().find(OutboxMessage, { relatedId: second }, { orderBy: { kind: 'asc' } });
  const [confirmation, notice] = messages;
  assert.is(confirmation.kind, 'consultation.confirmation');
  assert.is(confirmation.to, 'maria.perez@correo.example');
  assert.match(confirmation.text, 'Hola, Otra Persona:');
  assert.not.match(confirmation.text, 'María Pérez');
  assert.match(confirmation.text, '829-555-0000');
  assert.match(confirmation.text, 'Av. Falsa 123, Santiago');
  assert.is(notice.kind, 'consultation.staff-notice');
  assert.is(notice.subject, 'Nueva solicitud de cita: Otra Persona (Estados Unidos)');
});

test.run();

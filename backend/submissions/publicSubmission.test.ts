import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Consultation, Contact, OutboxMessage } from '../db/entities/index.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { NOTHING, dayFromToday, rowCountsAfterMail, validRequest } from '../testing/submissionFixtures.ts';
import { TEXTS } from './texts.ts';

const STAFF = 'equipo@rumbo.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ROUTES = ['/api/contacts', '/api/consultations'];

const test = suite<{ server: TestServer }>('public submissions');

test.before(async (context) => {
  context.server = await startTestServer({ STAFF_EMAIL: STAFF }, { publicSubmissionLimit: null, mailPollMs: 0 });
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

/** The outbox once the sender has written the e-mails the submissions so far owe. */
async function outbox(server: TestServer) {
  await server.mail.kick();
  return server.db.orm.em.fork().find(OutboxMessage, {}, { orderBy: { kind: 'asc' } });
}

test('a contact message is stored unread and answered 201 {success, message, id}', async ({ server }) => {
  const date = dayFromToday(10);
  const response = await server.anonymous().post('/api/contacts', validRequest({ name: '  María Pérez ', preferredDate: date }));
  assert.is(response.status, 201);
  assert.equal(server.deps.validators.parse('publicSubmissionResponse', response.body), response.body);
  assert.is(response.body.message, TEXTS.contactAccepted);
  assert.match(response.body.id, UUID);
  const contacts = await server.db.orm.em.fork().find(Contact, {});
  assert.is(contacts.length, 1);
  const contact = contacts[0];
  assert.is(contact.id, response.body.id);
  assert.is(contact.name, 'María Pérez');
  assert.is(contact.email, 'Maria.Perez@Correo.example');
  assert.is(contact.phone, '809-555-1234');
  assert.is(contact.country, 'canada');
  assert.is(contact.address, 'Calle El Conde 12, Santo Domingo');
  assert.is(String(contact.preferredDate), date);
  assert.is(contact.message, validRequest().message);
  assert.is(contact.isRead, false);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, outbox: 2 });
});

test('a contact message queues a Spanish confirmation for the visitor and a notice for staff', async ({ server }) => {
  const response = await server.anonymous().post('/api/contacts', validRequest({ preferredDate: '' }));
  assert.is(response.status, 201);
  const [confirmation, notice] = await outbox(server);
  assert.is(confirmation.kind, 'contact.confirmation');
  assert.is(confirmation.to, 'Maria.Perez@Correo.example');
  assert.is(confirmation.subject, 'Hemos recibido su mensaje · Rumbo Migratorio');
  assert.match(confirmation.text, 'Hola, María Pérez:');
  assert.match(confirmation.text, 'evaluación gratuita');
  assert.match(confirmation.text, 'Canadá');
  assert.match(confirmation.text, 'Sin fecha indicada');
  assert.match(confirmation.html ?? '', 'María Pérez');
  assert.is(confirmation.attachments, null);
  assert.is(confirmation.relatedId, response.body.id);
  assert.is(notice.kind, 'contact.staff-notice');
  assert.is(notice.to, STAFF);
  assert.is(notice.subject, 'Nuevo mensaje de contacto: María Pérez');
  assert.match(notice.text, 'Maria.Perez@Correo.example');
  assert.match(notice.text, '/admin');
});

test('an appointment request creates a pending consultation and a client with the e-mail lower-cased', async ({ server }) => {
  const date = dayFromToday(15);
  const response = await server.anonymous().post('/api/consultations', validRequest({ preferredDate: date }));
  assert.is(response.status, 201);
  assert.is(response.body.success, true);
  assert.is(response.body.message, TEXTS.consultationAccepted);
  const em = server.db.orm.em.fork();
  const consultation = await em.findOneOrFail(Consultation, { id: response.body.id }, { populate: ['client'] });
  assert.is(consultation.status, 'pending');
  assert.is(consultation.destinationCountry, 'canada');
  assert.is(String(consultation.appointmentDate), date);
  assert.is(consultation.originalMessage, validRequest().message);
  assert.equal(
    { name: consultation.name, email: consultation.email, phone: consultation.phone, address: consultation.address },
    { name: 'María Pérez', email: 'maria.perez@correo.example', phone: '809-555-1234', address: 'Calle El Conde 12, Santo Domingo' },
  );
  const client = consultation.client;
  assert.is(client.email, 'maria.perez@correo.example');
  assert.is(client.name, 'María Pérez');
  assert.is(client.phone, '809-555-1234');
  assert.is(client.address, 'Calle El Conde 12, Santo Domingo');
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, clients: 1, consultations: 1, outbox: 2 });
});

test('the appointment confirmation states the date and the cost and carries an all-day .ics on that date', async ({ server }) => {
  const date = dayFromToday(15);
  const response = await server.anonymous().post('/api/consultations', validRequest({ preferredDate: date }));
  const [confirmation, notice] = await outbox(server);
  assert.is(confirmation.kind, 'consultation.confirmation');
  // Everything mailed to a client goes to the address stored for them.
  assert.is(confirmation.to, 'maria.perez@correo.example');
  assert.is(confirmation.subject, 'Solicitud de cita recibida · Rumbo Migratorio');
  const spanishDate = new Intl.DateTimeFormat('es-DO', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(date + 'T00:00:00Z'));
  assert.match(confirmation.text, spanishDate);
  assert.match(
    confirmation.text,
    '$1,000 DOP, deducible del precio final si continúa con los servicios completos; se paga en efectivo o transferencia el día de la cita',
  );
  assert.match(confirmation.html ?? '', '$1,000 DOP');
  assert.is(confirmation.attachments?.length, 1);
  const [ics] = confirmation.attachments!;
  assert.is(ics.filename, 'cita-rumbo-migratorio.ics');
  assert.match(ics.contentType, 'text/calendar');
  const calendar = Buffer.from(ics.content, 'base64').toString('utf8');
  assert.match(calendar, `\r\nDTSTART;VALUE=DATE:${date.replace(/-/g, '')}\r\n`);
  assert.match(calendar, `UID:consulta-${response.body.id}@`);
  assert.ok(
    calendar.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
    'lines are folded at 75 octets',
  );
  assert.is(notice.kind, 'consultation.staff-notice');
  assert.is(notice.to, STAFF);
  assert.is(notice.subject, 'Nueva solicitud de cita: María Pérez (Canadá)');
});

test('an appointment request without a date stores no date and its e-mail has no calendar file', async ({ server }) => {
  const response = await server.anonymous().post('/api/consultations', validRequest({ preferredDate: '', message: undefined }));
  assert.is(response.status, 201);
  const consultation = await server.db.orm.em.fork().findOneOrFail(Consultation, { id: response.body.id });
  assert.is(consultation.appointmentDate, null);
  assert.is(consultation.originalMessage, null);
  const [confirmation] = await outbox(server);
  assert.is(confirmation.attachments, null);
  assert.match(confirmation.text, 'Por acordar');
  assert.not.match(confirmation.text, '.ics');
});

test('a returning client is found whatever the e-mail case; a request with other details leaves its record unchanged', async ({
  server,
}) => {
  const client = server.anonymous();
  const first = await client.post('/api/consultations', validRequest());
  const em = server.db.orm.em.fork();
  const before = await em.getConnection().execute('select * from clients');
  const second = await client.post(
    '/api/consultations',
    validRequest({
      email: 'MARIA.PEREZ@correo.EXAMPLE',
      name: 'María Pérez de León',
      phone: '829 555 9876',
      address: 'Av. Duarte 5, Santiago',
      country: 'usa',
    }),
  );
  assert.is(first.status, 201);
  assert.is(second.status, 201);
  const after = await em.getConnection().execute('select * from clients');
  assert.is(after.length, 1);
  assert.equal(after, before, 'the whole row, updated_at included, is as the first request left it');
  assert.is(after[0].email, 'maria.perez@correo.example');
  assert.is(after[0].name, 'María Pérez');
  assert.is(after[0].phone, '809-555-1234');
  assert.is(after[0].address, 'Calle El Conde 12, Santo Domingo');
  const consultations = await em.find(Consultation, {}, { orderBy: { createdAt: 'asc' } });
  assert.is(consultations.length, 2);
  assert.ok(consultations.every((c) => c.client.id === after[0].id));
  assert.equal(consultations.map((c) => c.destinationCountry).sort(), ['canada', 'usa']);
});

test('quotes, question marks, backslashes and placeholders in what a visitor writes are stored verbatim', async ({ server }) => {
  const message = '¿Puedo viajar? O\'Brien dijo "sí" \\ C:\\ruta $1 ?? ?::jsonb -- fin; drop table contacts;';
  const name = "Ana O'Brien ?";
  for (const route of ROUTES) {
    const response = await server.anonymous().post(route, validRequest({ name, message }));
    assert.is(response.status, 201, route);
  }
  const em = server.db.orm.em.fork();
  const [contact] = await em.find(Contact, {});
  assert.is(contact.message, message);
  assert.is(contact.name, name);
  const [consultation] = await em.find(Consultation, {}, { populate: ['client'] });
  assert.is(consultation.originalMessage, message);
  assert.is(consultation.client.name, name);
  const [confirmation] = await outbox(server);
  assert.match(confirmation.text, message);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 1, clients: 1, consultations: 1, outbox: 4 });
});

test('a filled honeypot is answered exactly like a success, but nothing is stored or sent', async ({ server }) => {
  for (const [route, message] of [
    ['/api/contacts', TEXTS.contactAccepted],
    ['/api/consultations', TEXTS.consultationAccepted],
  ]) {
    const response = await server.anonymous().post(route, validRequest({ website: 'http://spam.example' }));
    assert.is(response.status, 201, route);
    assert.is(response.body.success, true);
    assert.is(response.body.message, message);
    assert.match(response.body.id, UUID);
  }
  assert.equal(await rowCountsAfterMail(server), NOTHING);
});

// The message names the accepted forms, so a visitor abroad knows to write the country code.
const PHONE_MESSAGE =
  'Escriba un teléfono dominicano (809-555-1234) o uno internacional con el código de país (+1 212 555 1234, +34 612 345 678)';
const PHONES_ACCEPTED = ['+34 612 345 678', '+1 212 555 1234', '809-555-1234', '(829) 555 1234'];

interface BadInput {
  name: string;
  body: unknown;
  headers?: Record<string, string>;
  status: number;
  error: string;
  details?: Array<{ path: string; message: string }>;
}

const withoutName = validRequest();
delete withoutName.name;

const BAD_INPUTS: BadInput[] = [
  {
    name: 'missing name',
    body: withoutName,
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'name', message: 'Escriba su nombre completo' }],
  },
  {
    name: 'blank name',
    body: validRequest({ name: '   ' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'name', message: 'Escriba su nombre completo' }],
  },
  {
    name: 'phone as a number',
    body: validRequest({ phone: 8095551234 }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'phone', message: 'Debe ser un texto' }],
  },
  {
    name: 'extra field',
    body: validRequest({ referido: 'x' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'referido', message: 'Campo no permitido: referido' }],
  },
  {
    name: 'generated id',
    body: validRequest({ id: '6f1c1f0e-8a53-4b8e-9d7e-2f0f1b1c1d1e' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'id', message: 'Campo no permitido: id' }],
  },
  {
    name: 'generated createdAt',
    body: validRequest({ createdAt: '2026-01-01T00:00:00Z' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'createdAt', message: 'Campo no permitido: createdAt' }],
  },
  {
    name: 'generated isRead',
    body: validRequest({ isRead: true }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'isRead', message: 'Campo no permitido: isRead' }],
  },
  {
    name: 'generated status',
    body: validRequest({ status: 'confirmed' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'status', message: 'Campo no permitido: status' }],
  },
  {
    name: 'invalid e-mail',
    body: validRequest({ email: 'maria@' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'email', message: 'Escriba un correo electrónico válido, por ejemplo nombre@correo.com' }],
  },
  {
    name: 'a phone with neither a Dominican area code nor a country code',
    body: validRequest({ phone: '555-1234' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'phone', message: PHONE_MESSAGE }],
  },
  ...['809-ABC-1234', '+', '12345', '+1 234 567 890 123 456', '212 555 1234'].map((phone) => ({
    name: `the phone ${JSON.stringify(phone)}`,
    body: validRequest({ phone }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'phone', message: PHONE_MESSAGE }],
  })),
  {
    name: 'past date',
    body: validRequest({ preferredDate: dayFromToday(-1) }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'preferredDate', message: 'La fecha preferida no puede ser anterior a hoy' }],
  },
  {
    name: 'impossible date',
    body: validRequest({ preferredDate: '2026-02-30' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'preferredDate', message: 'Fecha no válida (AAAA-MM-DD)' }],
  },
  {
    name: 'unknown country',
    body: validRequest({ country: 'mexico' }),
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: 'country', message: 'Seleccione un país de destino' }],
  },
  {
    name: 'a list instead of an object',
    body: [validRequest()],
    status: 400,
    error: 'Revise los datos enviados',
    details: [{ path: '', message: 'Debe ser un objeto' }],
  },
  {
    name: 'body over 1 MB',
    body: validRequest({ message: 'x'.repeat(1024 * 1024 + 10) }),
    status: 413,
    error: 'La solicitud es demasiado grande (máximo 1 MB)',
  },
  {
    name: 'malformed JSON',
    body: '{"name": "María"',
    headers: { 'Content-Type': 'application/json' },
    status: 400,
    error: 'El cuerpo de la solicitud no es JSON válido',
  },
  {
    name: 'a form-encoded body',
    body: 'name=Maria',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    status: 415,
    error: 'El contenido debe enviarse como JSON (application/json)',
  },
  {
    name: 'another origin',
    body: validRequest(),
    headers: { Origin: 'https://atacante.example' },
    status: 403,
    error: 'Solicitud rechazada: origen no permitido',
  },
  {
    name: 'an Idempotency-Key over 200 characters',
    body: validRequest(),
    headers: { 'Idempotency-Key': 'k'.repeat(201) },
    status: 400,
    error: TEXTS.badIdempotencyKey,
  },
  {
    name: 'an Idempotency-Key with a control character',
    body: validRequest(),
    headers: { 'Idempotency-Key': 'clave\tcon-tab' },
    status: 400,
    error: TEXTS.badIdempotencyKey,
  },
  {
    name: 'an empty Idempotency-Key',
    body: validRequest(),
    headers: { 'Idempotency-Key': '' },
    status: 400,
    error: TEXTS.badIdempotencyKey,
  },
];

for (const route of ROUTES) {
  test(`${route}: Dominican numbers and international ones with their country code (Madrid, New York) are stored as written`, async ({
    server,
  }) => {
    for (const phone of PHONES_ACCEPTED) {
      const response = await server
        .anonymous()
        .post(route, validRequest({ phone, email: `${PHONES_ACCEPTED.indexOf(phone)}@correo.example` }));
      assert.is(response.status, 201, `${phone}: ${JSON.stringify(response.body)}`);
    }
    const em = server.db.orm.em.fork();
    const stored = route === '/api/contacts' ? await em.find(Contact, {}) : await em.find(Consultation, {});
    assert.equal(stored.map((row) => row.phone).sort(), [...PHONES_ACCEPTED].sort());
  });

  for (const bad of BAD_INPUTS) {
    test(`${route}: ${bad.name} answers ${bad.status} with a Spanish message and stores nothing`, async ({ server }) => {
      const response = await server.anonymous().post(route, bad.body, bad.headers);
      assert.is(response.status, bad.status);
      assert.is(response.body.error, bad.error);
      if (bad.details) assert.equal(response.body.details, bad.details);
      assert.not.match(response.text, /at .*\.ts|Error:/);
      assert.equal(await rowCountsAfterMail(server), NOTHING);
    });
  }

  test(`${route}: a write without Origin nor Sec-Fetch-Site answers 403 and stores nothing`, async ({ server }) => {
    const client = server.anonymous();
    client.origin = null;
    const response = await client.post(route, validRequest());
    assert.is(response.status, 403);
    assert.is(response.body.error, 'Solicitud rechazada: origen no permitido');
    assert.equal(await rowCountsAfterMail(server), NOTHING);
  });
}

test('every field error is reported at once, each with its own Spanish message', async ({ server }) => {
  const response = await server
    .anonymous()
    .post('/api/consultations', validRequest({ email: 'no', phone: '1', country: 'x', preferredDate: '2026-13-01' }));
  assert.is(response.status, 400);
  assert.equal(response.body.details.map((d: { path: string }) => d.path).sort(), ['country', 'email', 'phone', 'preferredDate']);
  assert.equal(await rowCountsAfterMail(server), NOTHING);
});

test.run();

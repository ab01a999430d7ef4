import * as assert from 'uvu/assert';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { seedConsultation } from '../testing/seedRows.ts';
import { validRequest } from '../testing/submissionFixtures.ts';
import { databaseSnapshot } from '../testing/databaseSnapshot.ts';
import { staffApiSuite } from '../testing/staffApiSuite.ts';
import { TEST_USER, type TestClient, type TestResponse, type TestServer } from '../testing/testServer.ts';
import { MAX_DETAILS } from './errorHandler.ts';
import { TOO_DEEP, badCharacters } from './hostileInput.ts';

const test = staffApiSuite('hostile input over HTTP');

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const usa = loadCaseTemplates().get('usa');
const sample = loadCaseSamples().get('usa') as Record<string, Record<string, unknown>>;

/**
 * `body` as JSON text with `levels` nested objects (`{"a":{"a":"x"}}` is 2) at its top-level `field`;
 * written as text because JSON.stringify itself overflows a few thousand levels down.
 */
function withNesting(body: Record<string, unknown>, field: string, levels: number, wrap = (text: string) => text): string {
  const deep = '{"a":'.repeat(levels) + '"x"' + '}'.repeat(levels);
  return JSON.stringify({ ...body, [field]: '@deep@' }).replace('"@deep@"', wrap(deep));
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Deep copy of `value` with `text` written at the dotted `path`. */
function withValue<T>(value: T, path: string, text: unknown): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = text;
  return copy as T;
}

interface Route {
  name: string;
  /** A valid body of the route. */
  body(consultationId: string): Record<string, unknown>;
  send(client: { anonymous: TestClient; staff: TestClient }, consultationId: string, body: unknown): Promise<TestResponse>;
  /** Where a hostile string goes, two fields per route (the second one nested where the body nests). */
  fields: [string, string];
}

const caseSave = (consultationId: string) => ({
  consultationId,
  formTemplate: 'usa',
  currentStage: 'pre-chequeo',
  documentsReviewStatus: 'pending',
  data: sample,
  version: 0,
});
const copyRequest = () => ({
  template: { key: usa.key, version: usa.version },
  formData: sample,
  countryLabel: 'Estados Unidos',
  applicantName: 'José Miguel Peña Rodríguez',
  caseId: 'RM-2026-0042',
  to: 'jose.pena@correo.example',
});

const ROUTES: Route[] = [
  {
    name: 'POST /api/contacts',
    body: () => validRequest(),
    send: (c, _, b) => c.anonymous.post('/api/contacts', b),
    fields: ['name', 'message'],
  },
  {
    name: 'POST /api/consultations',
    body: () => validRequest(),
    send: (c, _, b) => c.anonymous.post('/api/consultations', b),
    fields: ['address', 'phone'],
  },
  {
    name: 'POST /api/auth/login',
    body: () => ({ ...TEST_USER }),
    send: (c, _, b) => c.anonymous.post('/api/auth/login', b),
    fields: ['username', 'password'],
  },
  {
    name: 'PATCH /api/admin/carousel-images/usa',
    body: () => ({ womanImageUrl: '/objects/uploads/ana.png', backgroundImageUrl: '/img/fondo.png' }),
    send: (c, _, b) => c.staff.patch('/api/admin/carousel-images/usa', b),
    fields: ['womanImageUrl', 'backgroundImageUrl'],
  },
  {
    name: 'POST /api/admin/consultations/:id/email-copy',
    body: copyRequest,
    send: (c, id, b) => c.staff.post(`/api/admin/consultations/${id}/email-copy`, b),
    fields: ['applicantName', 'formData.identity.fullName'],
  },
  {
    name: 'POST /api/consultation-details',
    body: caseSave,
    send: (c, _, b) => c.staff.post('/api/consultation-details', b),
    fields: ['consultationId', 'data.identity.passportNumber'],
  },
  {
    name: 'PUT /api/admin/templates/case/usa/draft',
    body: () => {
      const { file: _file, ...content } = usa;
      return { content: structuredClone(content), revision: 0 };
    },
    send: (c, _, b) => c.staff.put('/api/admin/templates/case/usa/draft', b),
    fields: ['content.label', 'content.schema.properties.identity.title'],
  },
];

async function expectRefused(server: TestServer, response: TestResponse, path: string, message: string, before: Record<string, string>) {
  assert.is(response.status, 400, response.text);
  assert.equal(response.body, { error: message, details: [{ path, message }] });
  assert.equal(await databaseSnapshot(server.db), before, 'the database is unchanged');
}

for (const route of ROUTES) {
  test(`${route.name}: a NUL or a lone surrogate in a string answers 400 naming the field and stores nothing`, async ({
    server,
    staff,
  }) => {
    const id = await seedConsultation(server.db.orm);
    const clients = { anonymous: server.anonymous(), staff };
    // The valid body goes through, so the refusals below are about the characters only.
    const before = await databaseSnapshot(server.db);
    for (const [field, bad] of [
      [route.fields[0], NUL],
      [route.fields[1], LONE_SURROGATE],
      [route.fields[0], `a${LONE_SURROGATE}b`],
      [route.fields[1], `${NUL}`],
    ]) {
      const original = field.split('.').reduce<any>((at, key) => at[key], route.body(id));
      const body = withValue(route.body(id), field, `${String(original).slice(0, 3)}${bad}${String(original).slice(3)}`);
      await expectRefused(server, await route.send(clients, id, body), field, badCharacters(field), before);
    }
    const accepted = await route.send(clients, id, route.body(id));
    assert.ok(accepted.status < 300, `${accepted.status} ${accepted.text}`);
    // The mail the accepted request queued is written now, not during the next test's reset.
    await server.mail.kick();
  });
}

test('a NUL or a lone surrogate in an object key answers 400 and stores nothing', async ({ server }) => {
  const before = await databaseSnapshot(server.db);
  const response = await server.anonymous().post('/api/contacts', { ...validRequest(), [`web${NUL}site`]: 'x' });
  await expectRefused(server, response, 'web\ufffdsite', badCharacters('web\ufffdsite'), before);
  const raw = `{"name\\ud800": "Ana"}`;
  const second = await server.anonymous().post('/api/contacts', raw, JSON_TYPE);
  await expectRefused(server, second, 'name\ufffd', badCharacters('name\ufffd'), before);
});

test('escaped NUL and lone surrogates in the raw JSON text are refused like parsed ones', async ({ server }) => {
  const before = await databaseSnapshot(server.db);
  const json = JSON.stringify(validRequest()).replace('"María Pérez"', '"Mar\\u0000ía"');
  const first = await server.anonymous().post('/api/contacts', json, JSON_TYPE);
  await expectRefused(server, first, 'name', badCharacters('name'), before);
  const surrogate = JSON.stringify(validRequest()).replace('Calle El Conde 12', 'Calle \\udc00 12');
  const second = await server.anonymous().post('/api/consultations', surrogate, JSON_TYPE);
  await expectRefused(server, second, 'address', badCharacters('address'), before);
});

test('an invalid UTF-8 byte arrives as U+FFFD and is stored as such', async ({ server }) => {
  const json = Buffer.from(JSON.stringify(validRequest({ name: 'Ana #' })));
  json[json.indexOf('#')] = 0xff;
  const response = await server.anonymous().post('/api/contacts', new Uint8Array(json), JSON_TYPE);
  assert.is(response.status, 201, response.text);
  const [row] = await server.db.orm.em.getConnection().execute<{ name: string }[]>('select name from contacts');
  assert.is(row.name, 'Ana \ufffd');
  await server.mail.kick();
});

test('a NUL in a query string a route reads answers 400 naming the parameter', async ({ server, staff }) => {
  const id = await seedConsultation(server.db.orm);
  const before = await databaseSnapshot(server.db);
  for (const [path, field] of [
    ['/api/admin/contacts?q=ana%00', 'q'],
    ['/api/admin/consultations?q=%00', 'q'],
    [`/api/consultation-details?consultationId=${id}%00`, 'consultationId'],
    [`/api/consultation-details/versions?consultationId=%ED%A0%80&consultationId=${id}%00`, 'consultationId.1'],
  ]) {
    const response = await staff.get(path);
    assert.is(response.status, 400, `${path}: ${response.text}`);
    assert.equal(response.body.details, [{ path: field, message: badCharacters(field) }]);
  }
  assert.equal(await databaseSnapshot(server.db), before);
});

test('an escaped NUL in a path parameter answers 404 and changes nothing', async ({ server, staff }) => {
  const before = await databaseSnapshot(server.db);
  for (const path of ['/api/admin/carousel-images/us%00a', '/api/admin/carousel-images/%00']) {
    const response = await staff.patch(path, { womanImageUrl: '/objects/uploads/ana.png' });
    assert.is(response.status, 404, `${path}: ${response.text}`);
    assert.equal(response.body, { error: 'La ruta solicitada no existe', details: [] });
  }
  assert.equal(await databaseSnapshot(server.db), before);
});

const DEEP = [32, 5000];

for (const levels of DEEP) {
  test(`JSON nested ${levels + 1} levels deep answers 400 on a case save, an e-mail copy and a public form`, async ({ server, staff }) => {
    const id = await seedConsultation(server.db.orm);
    const before = await databaseSnapshot(server.db);
    // The body is the first level: `levels` more under one of its fields.
    const requests: [string, () => Promise<TestResponse>][] = [
      [
        'case save',
        () =>
          staff.post(
            '/api/consultation-details',
            withNesting(caseSave(id), 'data', levels - 1, (t) => `{"identity":${t}}`),
            JSON_TYPE,
          ),
      ],
      [
        'e-mail copy',
        () => staff.post(`/api/admin/consultations/${id}/email-copy`, withNesting(copyRequest(), 'formData', levels), JSON_TYPE),
      ],
      ['contact form', () => server.anonymous().post('/api/contacts', withNesting(validRequest(), 'message', levels), JSON_TYPE)],
      [
        'appointment form',
        () =>
          server.anonymous().post(
            '/api/consultations',
            withNesting(validRequest(), 'phone', levels - 1, (t) => `[${t}]`),
            JSON_TYPE,
          ),
      ],
    ];
    for (const [what, send] of requests) {
      const response = await send();
      assert.is(response.status, 400, `${what}: ${response.text}`);
      assert.is(response.body.error, TOO_DEEP, what);
    }
    assert.equal(await databaseSnapshot(server.db), before, 'the database is unchanged');
  });
}

test('a known path asked with another method answers 405 with Allow and the Spanish error, and changes nothing', async ({
  server,
  staff,
}) => {
  const before = await databaseSnapshot(server.db);
  for (const [method, path] of [
    ['DELETE', '/api/contacts'],
    ['PUT', '/api/admin/contacts'],
    ['POST', '/healthz'],
  ] as const) {
    const response = await staff.request(method, path, method === 'DELETE' ? undefined : {});
    assert.is(response.status, 405, `${method} ${path}: ${response.text}`);
    const allowed = response.headers.get('allow') ?? '';
    assert.ok(allowed.length > 0, `${method} ${path}: Allow`);
    assert.not.ok(allowed.split(/,\s*/).includes(method), allowed);
    assert.equal(response.body, { error: `Esta ruta no admite ese método; admite: ${allowed}`, details: [] });
  }
  assert.equal(await databaseSnapshot(server.db), before);
});

test('a body of thousands of unknown fields is answered with at most MAX_DETAILS details', async ({ server }) => {
  const body: Record<string, unknown> = { ...TEST_USER };
  for (let i = 0; i < 5000; i++) body[`k${i}`] = 0;
  const response = await server.anonymous().post('/api/auth/login', body);
  assert.is(response.status, 400);
  assert.is(response.body.details.length, MAX_DETAILS);
  assert.ok(response.text.length < 20_000, `${response.text.length} characters`);
});

test.run();

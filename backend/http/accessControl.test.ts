import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AppRouter } from './context.ts';
import { interviewAsForm } from '../../engine/interview/interviewForm.ts';
import { loadCaseSamples } from '../../templates/loadCaseTemplates.ts';
import { dayFromToday, validRequest } from '../testing/submissionFixtures.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer.ts';

/**
 * Walks every route the two routers hold, so a route added tomorrow is checked without anyone
 * remembering to write a test for it: a route on the staff router refuses an anonymous call however
 * its path is spelled, the public router holds only the listed routes, and no write comes from
 * another origin. Each anonymous write aims at a real record, and the data must be unchanged after.
 */
interface Route {
  method: string;
  path: string;
}
interface Seeded {
  contactId: string;
  consultationId: string;
  completedId: string;
  imageId: string;
  versionId: string;
  interviewId: string;
  taskId: string;
  objectName: string;
  spareObjectPath: string;
  templateKey: string;
  templateVersion: number;
}
interface Context {
  dir: string;
  /** The API alone, as in the other API tests. */
  api: TestServer;
  /** The same API behind a built front end, whose page answers every other GET. */
  site: TestServer;
  seeded: Seeded;
}

const test = suite<Context>('access control');

/** The explicit exception: everything else is a staff route. */
const PUBLIC_ROUTES = [
  'POST /api/contacts',
  'POST /api/consultations',
  'GET /api/carousel-images',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  // Authorised by the URL's own signature and expiry (backend/storage/receiveUpload.ts), not by a cookie.
  'PUT /api/objects/put/:name',
];

const GUARD_MESSAGE = 'Su sesión ha expirado o no ha iniciado sesión';
const CROSS_ORIGIN_MESSAGE = 'Solicitud rechazada: origen no permitido';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PAGE = '<!doctype html><html><head><title>Rumbo</title></head><body><div id="root"></div></body></html>';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function routesOf(router: AppRouter, withHead = false): Route[] {
  return router.stack
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => {
      assert.type(layer.path, 'string', 'every route has a plain path');
      return layer.methods.filter((method) => withHead || method !== 'HEAD').map((method) => ({ method, path: layer.path as string }));
    });
}
const name = (route: Route) => `${route.method} ${route.path}`;
/** Reads first, so a staff write that deletes a record cannot hide it from a later read. */
const readsFirst = (routes: Route[]) => [...routes].sort((a, b) => Number(WRITES.has(a.method)) - Number(WRITES.has(b.method)));

/** The real value for a path parameter: a record seeded before the test, named by the segment before it. */
function realValue(param: string, segmentBefore: string, seeded: Seeded): string {
  switch (param) {
    case 'country':
      return 'usa';
    case 'kind':
      return 'case';
    case 'key':
      return seeded.templateKey;
    case 'version':
      return String(seeded.templateVersion);
    case 'name':
      return seeded.objectName;
    case 'formKey':
      return 'task';
    case 'formVersion':
    case 'interviewVersion':
      return '1';
    case 'stepKey':
      return 'presentacion';
    case 'interviewId':
      return seeded.interviewId;
    case 'taskId':
      return seeded.taskId;
    default:
      if (segmentBefore === 'contacts') return seeded.contactId;
      if (segmentBefore === 'images') return seeded.imageId;
      if (segmentBefore === 'versions') return seeded.versionId;
      if (segmentBefore === 'interviews') return seeded.interviewId;
      return seeded.consultationId;
  }
}

/** The route's path with real values, or with `replace` deciding the value of each parameter. */
function fill(pattern: string, seeded: Seeded, replace?: (param: string, real: string, index: number) => string): string {
  let index = 0;
  return pattern.replace(/:(\w+)/g, (_, param: string, offset: number) => {
    const real = realValue(param, pattern.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '', seeded);
    return replace ? replace(param, real, index++) : real;
  });
}

const percent = (letter: string) => '%' + letter.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
const capitalise = (word: string) => word[0].toUpperCase() + word.slice(1);

/** The same request written the ways a path can be bent: case, slashes, percent-encoding, hostile parameters. */
function variants(pattern: string, seeded: Seeded): string[] {
  const url = fill(pattern, seeded);
  const segments = url.split('/');
  const withSegment = (at: number, value: string) => segments.map((segment, i) => (i === at ? value : segment)).join('/');
  const list = [
    url,
    url.toUpperCase(),
    url + '/',
    '/' + url,
    url.replace(/\/([^/]+)$/, '//$1'),
    url.replace(/^(\/[^/]+)\//, '$1%2F'),
  ];
  // The first two segments (`/api/admin/`, `/objects/uploads/`) in capitals, capitalised, with an
  // encoded first letter, and followed by a second slash.
  for (const at of [1, 2].filter((at) => segments[at])) {
    const word = segments[at];
    list.push(
      withSegment(at, word.toUpperCase()),
      withSegment(at, capitalise(word)),
      withSegment(at, percent(word[0]) + word.slice(1)),
      withSegment(at, word + '/'),
    );
  }
  const params = (pattern.match(/:\w+/g) ?? []).length;
  for (let at = 0; at < params; at++) {
    for (const bend of [(real: string) => real + '%00', () => '%00', (real: string) => real + '%2F', (real: string) => '%2F' + real, (real: string) => '..%2F' + real]) {
      list.push(fill(pattern, seeded, (_, real, index) => (index === at ? bend(real) : real)));
    }
  }
  return list;
}

/** A body that would change data were the call let through; `{}` for a route nobody wrote one for. */
function bodyFor(route: Route, seeded: Seeded): unknown {
  switch (name(route)) {
    case 'PATCH /api/admin/carousel-images/:country':
      return { backgroundImageUrl: 'https://intruso.example/fondo.jpg' };
    case 'PATCH /api/admin/consultations/:id/status':
      return { status: 'confirmed' };
    case 'PATCH /api/admin/consultations/:id/reschedule':
      return { preferredDate: dayFromToday(30) };
    case 'POST /api/admin/consultations/:id/complete':
      return { resultType: 'exito' };
    case 'POST /api/consultations/:id/images':
      return { fileName: 'intruso.png', originalName: 'intruso.png', fileSize: PNG.length, mimeType: 'image/png', objectPath: seeded.spareObjectPath };
    case 'POST /api/consultation-details':
      return caseSave(seeded.consultationId, 'Intruso', 1);
    case 'PUT /api/admin/templates/:kind/:key/draft':
      return { content: { kind: 'case', key: seeded.templateKey, label: 'Intruso' }, revision: 0 };
    case 'POST /api/admin/templates/:kind/:key/publish':
      return { note: 'Intruso', revision: 1 };
    case 'POST /api/admin/templates/:kind/:key/rollback':
      return { version: 1, note: 'Intruso' };
    case 'POST /api/admin/templates/:kind/:key/preview':
      return { schema: { type: 'object', properties: {} }, data: {} };
    case 'POST /api/admin/consultations/:id/case/upgrade':
      return { toVersion: 1, version: 1 };
    default:
      return WRITES.has(route.method) ? {} : undefined;
  }
}

function caseSave(consultationId: string, fullName: string, version: number) {
  return {
    consultationId,
    formTemplate: 'usa',
    currentStage: 'pre-chequeo',
    documentsReviewStatus: 'pending',
    version,
    data: {
      identity: { fullName, birthDate: '1990-04-12', currentNationality: 'Dominicana', passportNumber: 'RD1234567', passportExpiryDate: '2031-01-31' },
      residence: { primaryPhone: '809-555-1234' },
      tripPlan: { tripPurpose: (loadCaseSamples().get('usa') as { tripPlan: { tripPurpose: string } }).tripPlan.tripPurpose },
    },
  };
}

/** Every row of every table, and the uploaded files: what an anonymous call must never change. */
async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const connection = server.db.orm.em.getConnection();
  const tables = await connection.execute<{ tablename: string }[]>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by tablename",
  );
  const rows: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await connection.execute<{ rows: unknown }[]>(
      `select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from "${tablename}" t`,
    );
    rows[tablename] = String(row.rows);
  }
  rows['uploaded files'] = JSON.stringify((await readdir(path.join(server.deps.config.dataDir, 'objects', 'uploads'))).sort());
  return rows;
}

async function assertUnchanged(server: TestServer, before: Record<string, string>) {
  const after = await snapshot(server);
  assert.equal(Object.keys(after), Object.keys(before), 'the same tables');
  for (const table of Object.keys(before)) assert.ok(after[table] === before[table], `the rows of ${table} are unchanged`);
}

async function uploadObject(server: TestServer, staff: TestClient): Promise<string> {
  const signed = await staff.post('/api/objects/upload', { fileSize: PNG.length, mimeType: 'image/png' });
  assert.is(signed.status, 200, JSON.stringify(signed.body));
  const url = new URL(signed.body.uploadURL);
  const put = await server.anonymous().put(url.pathname + url.search, PNG, { 'Content-Type': 'image/png' });
  assert.is(put.status, 200, JSON.stringify(put.body));
  return signed.body.objectPath;
}

/** A contact, two consultations (one completed, with its result), a case version, an image, an interview, a task and a spare upload. */
async function seed(server: TestServer): Promise<Seeded> {
  const anonymous = server.anonymous();
  const staff = await server.staff();
  const contact = await anonymous.post('/api/contacts', validRequest());
  const consultation = await anonymous.post('/api/consultations', validRequest({ email: 'ana@correo.example' }));
  const completed = await anonymous.post('/api/consultations', validRequest({ email: 'luis@correo.example' }));
  for (const response of [contact, consultation, completed]) assert.is(response.status, 201, JSON.stringify(response.body));
  const completedId = completed.body.id;
  assert.is((await staff.patch(`/api/admin/consultations/${completedId}/status`, { status: 'confirmed' })).status, 200);
  assert.is((await staff.post(`/api/admin/consultations/${completedId}/complete`, { resultType: 'reaplicar' })).status, 200);
  const consultationId = consultation.body.id;
  const saved = await staff.post('/api/consultation-details', caseSave(consultationId, 'Ana Pérez', 0));
  assert.is(saved.status, 200, JSON.stringify(saved.body));
  const versions = await staff.get(`/api/consultation-details/versions?consultationId=${consultationId}`);
  assert.is(versions.status, 200, JSON.stringify(versions.body));
  const objectPath = await uploadObject(server, staff);
  const image = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'pasaporte.png', originalName: 'pasaporte.png', fileSize: PNG.length, mimeType: 'image/png', objectPath,
  });
  assert.is(image.status, 201, JSON.stringify(image.body));
  const templates = await staff.get('/api/case-templates');
  assert.is(templates.status, 200);
  const interview = await staff.post('/api/interviews', { clientName: 'Ana Pérez', consultationId });
  assert.is(interview.status, 201, JSON.stringify(interview.body));
  const task = await staff.post('/api/admin/tasks', { title: 'Llamar a Ana', description: 'Confirmar la cita del lunes.', category: 'support', priority: 'low' });
  assert.is(task.status, 201, JSON.stringify(task.body));
  return {
    contactId: contact.body.id,
    consultationId,
    completedId,
    imageId: image.body.id,
    versionId: (versions.body.items ?? versions.body)[0].id,
    interviewId: interview.body.id,
    taskId: task.body.id,
    objectName: objectPath.split('/').pop()!,
    spareObjectPath: await uploadObject(server, staff),
    // The template of the case saved above: a template route reading a saved case finds it.
    templateKey: 'usa',
    templateVersion: templates.body.find((t: { key: string }) => t.key === 'usa').version,
  };
}

test.before(async (context) => {
  context.dir = await mkdtemp(path.join(tmpdir(), 'acceso-'));
  const frontendDir = path.join(context.dir, 'dist');
  await mkdir(frontendDir);
  await writeFile(path.join(frontendDir, 'index.html'), PAGE);
  const env = { DATA_DIR: path.join(context.dir, 'data') };
  const options = { deliverMail: false, publicSubmissionLimit: null };
  context.api = await startTestServer(env, options);
  context.site = await startTestServer(env, { ...options, frontendDir });
});
test.before.each(async (context) => {
  await context.api.reset();
  context.seeded = await seed(context.api);
});
test.after(async ({ api, site, dir }) => {
  await api.close();
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

test('the public router holds exactly the listed public routes; the staff router holds the admin routes', ({ api }) => {
  assert.equal(routesOf(api.routers.public).map(name).sort(), [...PUBLIC_ROUTES].sort());
  const staff = routesOf(api.routers.staff).map(name);
  for (const expected of [
    'GET /api/admin/contacts', 'PATCH /api/admin/contacts/:id/read', 'DELETE /api/admin/contacts/:id',
    'GET /api/admin/consultations', 'PATCH /api/admin/consultations/:id/status', 'PATCH /api/admin/consultations/:id/reschedule',
    'POST /api/admin/consultations/:id/complete', 'DELETE /api/admin/consultations/:id', 'GET /api/admin/results',
    'GET /api/admin/summary', 'PATCH /api/admin/carousel-images/:country', 'GET /objects/uploads/:name',
    'GET /api/admin/templates/:kind/:key/audit', 'GET /api/admin/templates/:kind/:key/records', 'POST /api/admin/templates/:kind/:key/preview',
  ]) {
    assert.ok(staff.includes(expected), `${expected} is a staff route`);
  }
});

test('every staff route, however its path is written, answers an anonymous call 401 or 404 and changes nothing', async (context) => {
  const { api, site, seeded } = context;
  const before = await snapshot(api);
  let tried = 0;
  for (const server of [api, site]) {
    const client = server.anonymous();
    for (const route of routesOf(server.routers.staff, true)) {
      for (const url of variants(route.path, seeded)) {
        const response = await client.request(route.method, url, bodyFor(route, seeded));
        const where = `${route.method} ${url}${server === site ? ' (front end served)' : ''}: ${response.status} ${response.text.slice(0, 120)}`;
        assert.ok(response.status === 401 || response.status === 404, where);
        if (response.status === 401 && route.method !== 'HEAD') assert.is(response.body.error, GUARD_MESSAGE, where);
        tried++;
      }
    }
  }
  assert.ok(tried > 500, `tried ${tried} anonymous calls`);
  await assertUnchanged(api, before);
});

test('a staff route called as written without a session answers 401 in Spanish; an unknown path answers 404, not 401', async ({ api, seeded }) => {
  const client = api.anonymous();
  for (const route of routesOf(api.routers.staff)) {
    const response = await client.request(route.method, fill(route.path, seeded), bodyFor(route, seeded));
    assert.is(response.status, 401, name(route));
    assert.is(response.body.error, GUARD_MESSAGE, name(route));
  }
  for (const url of ['/api/admin/nada', '/api/nada', '/api/admin/contacts/' + seeded.contactId + '/nada', '/objects/nada']) {
    const response = await client.get(url);
    assert.is(response.status, 404, url);
    assert.is.not(response.body?.error, GUARD_MESSAGE, url);
  }
});

test('the saved interviews and tasks a draft is previewed with: no anonymous call reaches them however the path is written; staff do', async ({ api, site, seeded }) => {
  // The walk above fills every template route with a case template; the interview's and the task form's are walked here.
  const staff = await api.staff();
  const steps = interviewAsForm((await staff.get('/api/admin/templates/interview/standard')).body.content).schema;
  const taskSchema = (await staff.get('/api/admin/templates/form/task')).body.content.schema;
  const routes: (Route & { body?: unknown })[] = [
    { method: 'GET', path: '/api/admin/templates/interview/standard/records' },
    { method: 'GET', path: '/api/admin/templates/interview/standard/records/:interviewId' },
    { method: 'POST', path: '/api/admin/templates/interview/standard/preview', body: { schema: steps, data: { presentacion: { motivo: 'turismo' } }, record: seeded.interviewId } },
    { method: 'GET', path: '/api/admin/templates/form/task/records' },
    { method: 'GET', path: '/api/admin/templates/form/task/records/:taskId' },
    { method: 'POST', path: '/api/admin/templates/form/task/preview', body: { schema: taskSchema, data: { title: 'Intruso' }, record: seeded.taskId } },
  ];
  const before = await snapshot(api);
  let tried = 0;
  for (const server of [api, site]) {
    const client = server.anonymous();
    for (const route of routes) {
      for (const url of variants(route.path, seeded)) {
        const response = await client.request(route.method, url, route.body);
        const where = `${route.method} ${url}${server === site ? ' (front end served)' : ''}: ${response.status} ${response.text.slice(0, 120)}`;
        assert.ok(response.status === 401 || response.status === 404, where);
        if (response.status === 401) assert.is(response.body.error, GUARD_MESSAGE, where);
        assert.not.match(response.text, /Ana Pérez|Llamar a Ana|turismo|wrong/, where);
        tried++;
      }
    }
  }
  assert.ok(tried > 100, `tried ${tried} anonymous calls`);
  for (const route of routes) {
    const response = await staff.request(route.method, fill(route.path, seeded), route.body);
    assert.is(response.status, 200, `${name(route)} as staff: ${response.text.slice(0, 200)}`);
  }
  await assertUnchanged(api, before);
});

test('with the front end served, a capitalised API path gets the 404 page, never a handler', async ({ site }) => {
  for (const url of ['/API/admin/contacts', '/Api/admin/consultations', '/OBJECTS/uploads/x', '/%61pi/admin/summary']) {
    const response = await site.anonymous().get(url);
    assert.is(response.status, 404, url);
    assert.is(response.text, PAGE, url);
    assert.is(response.headers.get('cache-control'), 'no-store', url);
  }
  const admin = await site.anonymous().get('/admin');
  assert.is(admin.status, 200);
  assert.is(admin.headers.get('cache-control'), 'no-store', 'the admin page is never stored');
  const signedIn = await (await site.staff()).get('/API/admin/contacts');
  assert.is(signedIn.status, 404, 'not even for a signed-in consultant');
  assert.is(signedIn.text, PAGE);
});

test('a NUL or malformed UTF-8 in a path parameter answers 400 or 404, never 500, and changes nothing', async ({ api, seeded }) => {
  const staff = await api.staff();
  const before = await snapshot(api);
  const routes = [...routesOf(api.routers.public), ...readsFirst(routesOf(api.routers.staff))].filter((route) => route.path.includes(':'));
  assert.ok(routes.length >= 10, `found ${routes.length} routes with parameters`);
  for (const route of routes) {
    for (const bad of ['%00', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80']) {
      for (const bend of [(real: string) => real + bad, () => bad]) {
        const url = fill(route.path, seeded, (_, real) => bend(real));
        const response = await staff.request(route.method, url, bodyFor(route, seeded));
        const where = `${route.method} ${url}: ${response.status} ${response.text.slice(0, 120)}`;
        assert.ok(response.status === 400 || response.status === 404, where);
        assert.type(response.body?.error, 'string', where);
      }
    }
  }
  await assertUnchanged(api, before);
});

test('the public routes answer an anonymous call without asking for a session', async ({ api, seeded }) => {
  const client = api.anonymous();
  for (const route of routesOf(api.routers.public)) {
    const response = await client.request(route.method, fill(route.path, seeded), WRITES.has(route.method) ? {} : undefined);
    // Not even GET /api/auth/me answers 401: "nobody is signed in" is its 200 answer {user: null}.
    assert.is.not(response.status, 401, name(route));
    assert.is.not(response.body?.error, GUARD_MESSAGE, name(route));
    assert.is.not(response.body?.error, CROSS_ORIGIN_MESSAGE, name(route));
  }
});

test('every write route answers 403 to a cross-origin request, even from a signed-in browser', async ({ api, seeded }) => {
  const staff = await api.staff();
  const before = await snapshot(api);
  const writes = [...routesOf(api.routers.public), ...routesOf(api.routers.staff)].filter((route) => WRITES.has(route.method));
  assert.ok(writes.length >= 8, `found ${writes.length} write routes`);
  for (const route of writes) {
    const response = await staff.request(route.method, fill(route.path, seeded), bodyFor(route, seeded), { Origin: 'https://otro.example' });
    assert.is(response.status, 403, name(route));
    assert.is(response.body.error, CROSS_ORIGIN_MESSAGE, name(route));
  }
  await assertUnchanged(api, before);
});

test('a write whose Origin matches the Host header it chose is refused 403 and changes nothing, on every write route', async ({ api, seeded }) => {
  // fetch() does not let a caller choose Host; a forger's own client does, so the request is sent by hand.
  const staff = await api.staff();
  const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const before = await snapshot(api);
  const writes = [...routesOf(api.routers.public), ...routesOf(api.routers.staff)].filter((route) => WRITES.has(route.method));
  for (const route of writes) {
    const body = bodyFor(route, seeded);
    const response = await sendWithHost(api.port, route.method, fill(route.path, seeded), {
      Host: 'evil.example',
      Origin: 'http://evil.example',
      Cookie: cookie,
      'Content-Type': 'application/json',
    }, body === undefined ? undefined : JSON.stringify(body));
    assert.is(response.status, 403, name(route));
    assert.is(response.body.error, CROSS_ORIGIN_MESSAGE, name(route));
  }
  await assertUnchanged(api, before);
});

/** One request to 127.0.0.1:`port` with exactly the headers given, Host included. */
function sendWithHost(port: number, method: string, target: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: { error?: string } }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers: { ...headers, 'Content-Length': Buffer.byteLength(body ?? '') } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('a signed-in staff user passes the session check on every staff route, and each read finds its record', async ({ api, seeded }) => {
  const staff = await api.staff();
  for (const route of readsFirst(routesOf(api.routers.staff))) {
    const response = await staff.request(route.method, fill(route.path, seeded), bodyFor(route, seeded));
    assert.is.not(response.status, 401, name(route));
    assert.is.not(response.body?.error, CROSS_ORIGIN_MESSAGE, name(route));
    assert.ok(response.status < 500, `${name(route)}: ${response.status}`);
    // A read of a real record answers; the URLs the walks above use name records that exist.
    if (route.method === 'GET') assert.is.not(response.status, 404, `${name(route)}: ${response.text.slice(0, 120)}`);
  }
});

test.run();

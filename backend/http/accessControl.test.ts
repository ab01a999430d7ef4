import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { interviewAsForm } from '../../engine/interview/interviewForm.ts';
import {
  assertUnchanged,
  bodyFor,
  fill,
  name,
  readsFirst,
  routesOf,
  seed,
  snapshot,
  variants,
  WRITES,
  type Route,
  type Seeded,
} from '../testing/routeWalk.ts';
import { stoppableClock, type StoppableClock } from '../testing/stoppableClock.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Walks every route the two routers hold, so a route added tomorrow is checked without anyone
 * remembering to write a test for it: a route on the staff router refuses an anonymous call however
 * its path is spelled, the public router holds only the listed routes, and no write comes from
 * another origin. Each anonymous write aims at a real record, and the data must be unchanged after.
 */
interface Context {
  dir: string;
  /** The API alone, as in the other API tests. */
  api: TestServer;
  /** The same API behind a built front end, whose page answers every other GET. */
  site: TestServer;
  seeded: Seeded;
  /** Both servers' clock, stopped in the walks of a signed-in client that must change nothing. */
  clock: StoppableClock;
}

const test = suite<Context>('access control');

/** The explicit exception: everything else is a staff route. */
const PUBLIC_ROUTES = [
  // The load balancer's probes (backend/http/health.ts): they tell whether the process and its database answer, nothing more.
  'GET /healthz',
  'GET /readyz',
  'POST /api/contacts',
  'POST /api/consultations',
  'GET /api/carousel-images',
  'POST /api/auth/login',
  'POST /api/auth/login/totp',
  'POST /api/auth/login/passkey/options',
  'POST /api/auth/login/passkey',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  // Authorised by the URL's own signature and expiry (backend/storage/receiveUpload.ts), not by a cookie.
  'PUT /api/objects/put/:name',
  'PUT /api/objects/parts/:uploadId/:partNumber',
  'POST /api/objects/form',
];

const GUARD_MESSAGE = 'Su sesión ha expirado o no ha iniciado sesión';
const CROSS_ORIGIN_MESSAGE = 'Solicitud rechazada: origen no permitido';
const PAGE = '<!doctype html><html><head><title>Rumbo</title></head><body><div id="root"></div></body></html>';

test.before(async (context) => {
  context.dir = await mkdtemp(path.join(tmpdir(), 'acceso-'));
  const frontendDir = path.join(context.dir, 'dist');
  await mkdir(frontendDir);
  await writeFile(path.join(frontendDir, 'index.html'), PAGE);
  const env = { DATA_DIR: path.join(context.dir, 'data') };
  context.clock = stoppableClock();
  const options = { deliverMail: false, publicSubmissionLimit: null, now: context.clock.now };
  context.api = await startTestServer(env, options);
  context.site = await startTestServer(env, { ...options, frontendDir });
});
test.before.each(async (context) => {
  context.clock.restart();
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
    'GET /api/admin/contacts',
    'PATCH /api/admin/contacts/:id/read',
    'DELETE /api/admin/contacts/:id',
    'GET /api/admin/consultations',
    'PATCH /api/admin/consultations/:id/status',
    'PATCH /api/admin/consultations/:id/reschedule',
    'POST /api/admin/consultations/:id/complete',
    'DELETE /api/admin/consultations/:id',
    'GET /api/admin/results',
    'GET /api/admin/summary',
    'PATCH /api/admin/carousel-images/:country',
    'GET /objects/uploads/:name',
    'GET /api/admin/templates/:kind/:key/audit',
    'GET /api/admin/templates/:kind/:key/records',
    'POST /api/admin/templates/:kind/:key/preview',
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

test('a staff route called as written without a session answers 401 in Spanish; an unknown path answers 404, not 401', async ({
  api,
  seeded,
}) => {
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

test('the saved interviews and tasks a draft is previewed with: no anonymous call reaches them however the path is written; staff do', async ({
  api,
  site,
  seeded,
  clock,
}) => {
  clock.stop();
  // The walk above fills every template route with a case template; the interview's and the task form's are walked here.
  const staff = await api.staff();
  const steps = interviewAsForm((await staff.get('/api/admin/templates/interview/standard')).body.content).schema;
  const taskSchema = (await staff.get('/api/admin/templates/form/task')).body.content.schema;
  const routes: (Route & { body?: unknown })[] = [
    { method: 'GET', path: '/api/admin/templates/interview/standard/records' },
    { method: 'GET', path: '/api/admin/templates/interview/standard/records/:interviewId' },
    {
      method: 'POST',
      path: '/api/admin/templates/interview/standard/preview',
      body: { schema: steps, data: { presentacion: { motivo: 'turismo' } }, record: seeded.interviewId },
    },
    { method: 'GET', path: '/api/admin/templates/form/task/records' },
    { method: 'GET', path: '/api/admin/templates/form/task/records/:taskId' },
    {
      method: 'POST',
      path: '/api/admin/templates/form/task/preview',
      body: { schema: taskSchema, data: { title: 'Intruso' }, record: seeded.taskId },
    },
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

test('a NUL or malformed UTF-8 in a path parameter answers 400 or 404, never 500, and changes nothing', async ({ api, seeded, clock }) => {
  clock.stop();
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
    // Not even GET /api/auth/me answers 401: "nobody is signed in" is its 200 answer {user: null}. The
    // second step of a sign-in answers 401 without the password step's wait, and says so, not "sign in".
    if (route.path.startsWith('/api/auth/login/')) {
      if (response.status === 401)
        assert.is(
          response.body.error,
          'La verificación caducó o tuvo demasiados intentos: vuelva a escribir su usuario y contraseña.',
          name(route),
        );
    } else {
      assert.is.not(response.status, 401, name(route));
    }
    assert.is.not(response.body?.error, GUARD_MESSAGE, name(route));
    assert.is.not(response.body?.error, CROSS_ORIGIN_MESSAGE, name(route));
  }
});

test('every write route answers 403 to a cross-origin request, even from a signed-in browser', async ({ api, seeded, clock }) => {
  clock.stop();
  const staff = await api.staff();
  const before = await snapshot(api);
  const writes = [...routesOf(api.routers.public), ...routesOf(api.routers.staff)].filter((route) => WRITES.has(route.method));
  assert.ok(writes.length >= 8, `found ${writes.length} write routes`);
  for (const route of writes) {
    const response = await staff.request(route.method, fill(route.path, seeded), bodyFor(route, seeded), {
      Origin: 'https://otro.example',
    });
    assert.is(response.status, 403, name(route));
    assert.is(response.body.error, CROSS_ORIGIN_MESSAGE, name(route));
  }
  await assertUnchanged(api, before);
});

test('a write whose Origin matches the Host header it chose is refused 403 and changes nothing, on every write route', async ({
  api,
  seeded,
  clock,
}) => {
  clock.stop();
  // fetch() does not let a caller choose Host; a forger's own client does, so the request is sent by hand.
  const staff = await api.staff();
  const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const before = await snapshot(api);
  const writes = [...routesOf(api.routers.public), ...routesOf(api.routers.staff)].filter((route) => WRITES.has(route.method));
  for (const route of writes) {
    const body = bodyFor(route, seeded);
    const response = await sendWithHost(
      api.port,
      route.method,
      fill(route.path, seeded),
      {
        Host: 'evil.example',
        Origin: 'http://evil.example',
        Cookie: cookie,
        'Content-Type': 'application/json',
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    assert.is(response.status, 403, name(route));
    assert.is(response.body.error, CROSS_ORIGIN_MESSAGE, name(route));
  }
  await assertUnchanged(api, before);
});

/** One request to 127.0.0.1:`port` with exactly the headers given, Host included. */
function sendWithHost(port: number, method: string, target: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: { error?: string } }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers: { ...headers, 'Content-Length': Buffer.byteLength(body ?? '') } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
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
    // 501 is the one deliberate 5xx: temporary bucket credentials without an STS role configured.
    const deliberate = response.status === 501 && route.path === '/api/s3/sts';
    assert.ok(response.status < 500 || deliberate, `${name(route)}: ${response.status}`);
    // A read of a real record answers; the URLs the walks above use name records that exist.
    if (route.method === 'GET') assert.is.not(response.status, 404, `${name(route)}: ${response.text.slice(0, 120)}`);
  }
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isPublic } from '../auth/requireStaff.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Walks every route the router knows, so a route added tomorrow is checked without anyone
 * remembering to write a test for it: private unless listed in PUBLIC_ROUTES, and no write from
 * another origin.
 */
const test = suite<{ server: TestServer; routes: Array<{ method: string; path: string }> }>('access control');

const SAMPLE_PARAMS: Record<string, string> = {
  id: '9b2f6a3e-1c4d-4e5f-8a7b-0c1d2e3f4a5b',
  country: 'usa',
};

/** A concrete URL for a route pattern: `:id` becomes a uuid, `:country` a real country, others 'x'. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
}

test.before(async (context) => {
  context.server = await startTestServer();
  const { public: open, staff } = context.server.routers;
  context.routes = [...open.stack, ...staff.stack].flatMap((layer) => {
    assert.type(layer.path, 'string', 'every route has a plain path');
    return layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path as string }));
  });
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

const GUARD_MESSAGE = 'Su sesión ha expirado o no ha iniciado sesión';
const CROSS_ORIGIN_MESSAGE = 'Solicitud rechazada: origen no permitido';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

test('the router lists the admin routes (the walk below is not empty)', ({ routes }) => {
  const names = routes.map((r) => `${r.method} ${r.path}`);
  for (const expected of [
    'GET /api/admin/contacts', 'PATCH /api/admin/contacts/:id/read', 'DELETE /api/admin/contacts/:id',
    'GET /api/admin/consultations', 'PATCH /api/admin/consultations/:id/status', 'PATCH /api/admin/consultations/:id/reschedule',
    'POST /api/admin/consultations/:id/complete', 'DELETE /api/admin/consultations/:id', 'GET /api/admin/results',
    'GET /api/admin/summary', 'GET /api/carousel-images', 'PATCH /api/admin/carousel-images/:country',
  ]) {
    assert.ok(names.includes(expected), `${expected} is routed`);
  }
});

test('every route not listed in PUBLIC_ROUTES answers 401 to an anonymous call, in Spanish', async ({ server, routes }) => {
  const client = server.anonymous();
  const checked: string[] = [];
  for (const { method, path } of routes) {
    const url = sampleUrl(path);
    if (isPublic(method, url)) continue;
    const response = await client.request(method, url);
    assert.is(response.status, 401, `${method} ${path}`);
    assert.is(response.body.error, GUARD_MESSAGE, `${method} ${path}`);
    checked.push(`${method} ${path}`);
  }
  assert.ok(checked.length >= 10, `checked ${checked.length} private routes`);
});

test('the public routes answer an anonymous call without asking for a session', async ({ server, routes }) => {
  const client = server.anonymous();
  const publicRoutes = routes.filter(({ method, path }) => isPublic(method, sampleUrl(path)));
  assert.ok(publicRoutes.some((r) => r.method === 'GET' && r.path === '/api/carousel-images'));
  for (const { method, path } of publicRoutes) {
    const response = await client.request(method, sampleUrl(path), WRITES.has(method) ? {} : undefined);
    // The route itself may still answer 401 (GET /api/auth/me does, to say nobody is signed in); the guard must not.
    assert.is.not(response.body?.error, GUARD_MESSAGE, `${method} ${path}`);
    assert.is.not(response.body?.error, CROSS_ORIGIN_MESSAGE, `${method} ${path}`);
  }
});

test('every write route answers 403 to a cross-origin request, even from a signed-in browser', async ({ server, routes }) => {
  const staff = await server.staff();
  const writes = routes.filter((r) => WRITES.has(r.method));
  assert.ok(writes.length >= 8, `found ${writes.length} write routes`);
  for (const { method, path } of writes) {
    const response = await staff.request(method, sampleUrl(path), {}, { Origin: 'https://otro.example' });
    assert.is(response.status, 403, `${method} ${path}`);
    assert.is(response.body.error, CROSS_ORIGIN_MESSAGE, `${method} ${path}`);
  }
});

test('a signed-in staff user passes the session check on every private route', async ({ server, routes }) => {
  const staff = await server.staff();
  for (const { method, path } of routes) {
    const url = sampleUrl(path);
    if (isPublic(method, url) || path === '/api/auth/logout') continue;
    const response = await staff.request(method, url, WRITES.has(method) ? {} : undefined);
    assert.is.not(response.status, 401, `${method} ${path}`);
    assert.is.not(response.body?.error, CROSS_ORIGIN_MESSAGE, `${method} ${path}`);
  }
});

test.run();

import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { can, permissionOf } from '../auth/permissions.ts';
import { ContractBroken, startTestServer, TestClient, type TestServer } from '../testing/testServer.ts';
import { assertContractsDeclared, contract, declaredRoutes, successStatuses } from './contract.ts';
import { createRouters } from './routes.ts';
import { openApiPath } from './openApi.ts';
import type { AppRouters } from './context.ts';

/**
 * The API's contract: every route declares what it takes and gives where it is registered
 * (backend/http/contract.ts), the OpenAPI document is drawn from those declarations and passes
 * `redocly lint`, and the test client holds every answer the API tests receive to them.
 */
const test = suite<{ server: TestServer; staff: TestClient; document: OpenApi }>('openapi contract');

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        responses: Record<string, unknown>;
        security: unknown[];
        'x-permission'?: string;
        requestBody?: unknown;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
}

/** The routes the routers hold that the document does not describe, as `METHOD /path`. */
function missingFrom(document: OpenApi, routers: AppRouters): string[] {
  return declaredRoutes(routers)
    .filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.path}`);
}

test.before(async (context) => {
  context.server = await startTestServer({}, { deliverMail: false });
  context.staff = await context.server.staff();
  const served = await context.staff.get('/api/openapi.json');
  assert.is(served.status, 200, served.text);
  context.document = served.body;
});
test.after(async ({ server }) => server.close());

test('the OpenAPI document describes every route both routers hold: parameters, body, answers, session and permission', ({
  server,
  document,
}) => {
  assert.is(document.openapi, '3.1.0');
  assert.equal(missingFrom(document, server.routers), []);
  const routes = declaredRoutes(server.routers);
  assert.ok(routes.length > 70, `${routes.length} routes`);
  for (const route of routes) {
    const where = `${route.method} ${route.path}`;
    const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
    const pathParameters = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    assert.equal(
      pathParameters,
      [...route.path.matchAll(/:(\w+)/g)].map(([, param]) => param),
      `${where}: its path parameters`,
    );
    for (const status of successStatuses(route.contract!)) assert.ok(operation.responses[String(status)], `${where}: answers ${status}`);
    assert.ok(operation.responses['4XX'] && operation.responses['5XX'], `${where}: its errors`);
    assert.is(Boolean(operation.requestBody), Boolean(route.contract!.body || route.contract!.bodyMedia), `${where}: its body`);
    if (route.public) {
      assert.equal(operation.security, [], `${where}: public`);
    } else {
      assert.equal(operation.security, [{ session: [] }], `${where}: the session cookie`);
      assert.is(operation['x-permission'], permissionOf(route.layer), `${where}: its permission`);
    }
  }
  // Query strings as parameters, by their schema.
  const audit = document.paths['/api/admin/audit'].get.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
  assert.ok(
    ['actor', 'action', 'from', 'to', 'page', 'pageSize'].every((name) => audit.includes(name)),
    audit.join(),
  );
  assert.ok(
    document.components.schemas.errorAnswer && document.components.schemas.interviewItem && document.components.schemas.templateDetail,
  );
});

test('a route missing from the document is named', ({ server, document }) => {
  const trimmed: OpenApi = structuredClone(document);
  delete trimmed.paths['/api/interviews/{id}'].patch;
  delete trimmed.paths['/api/auth/me'];
  assert.equal(missingFrom(trimmed, server.routers), ['GET /api/auth/me', 'PATCH /api/interviews/:id']);
});

test('a route registered without a contract stops the server from starting, saying what to add', ({ server }) => {
  const routers = createRouters(server.deps);
  routers.staff.get(
    '/api/admin/con-contrato',
    can('panel'),
    contract({ summary: 'x', answer: 'success' }),
    (ctx) => void (ctx.body = { success: true }),
  );
  assertContractsDeclared(routers);
  routers.staff.get('/api/admin/sin-contrato', can('panel'), (ctx) => void (ctx.body = {}));
  routers.public.post('/readyz-de-prueba', (ctx) => void (ctx.body = {}));
  assert.throws(
    () => assertContractsDeclared(routers),
    (error: Error) =>
      error.message.includes("GET /api/admin/sin-contrato: añada contract({ summary: '…', answer: '<esquema>' })") &&
      error.message.includes('POST /readyz-de-prueba') &&
      !error.message.includes('con-contrato'),
  );
});

test('the document is for staff: anonymous callers get 401, every role reads it', async ({ server }) => {
  const anonymous = await server.anonymous().get('/api/openapi.json');
  assert.is(anonymous.status, 401);
  for (const role of ['consultor', 'editor'] as const) {
    const response = await (await server.as(role)).get('/api/openapi.json');
    assert.is(response.status, 200, `${role}: ${response.text.slice(0, 100)}`);
  }
});

const run = promisify(execFile);

/** `redocly lint` on a document, with the repository's redocly.yaml: its exit code and output. */
async function lint(document: unknown): Promise<{ code: number; output: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document, null, 2));
  try {
    const { stdout, stderr } = await run('node_modules/.bin/redocly', ['lint', file, '--config', 'redocly.yaml', '--format', 'stylish']);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failure.code === 'number' ? failure.code : 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('the document passes redocly lint (recommended rules, redocly.yaml) without a warning; a broken one fails it', async ({
  document,
}) => {
  const clean = await lint(document);
  assert.is(clean.code, 0, clean.output);
  // No rule warns either (the stylish format prints `line:col  warning  rule`).
  assert.not.match(clean.output, /\d+:\d+\s+warning\s/);
  const broken: OpenApi = structuredClone(document);
  delete (broken.components.schemas as Record<string, unknown>).contactPage;
  const refused = await lint(broken);
  assert.is.not(refused.code, 0, 'a reference to a schema the document lacks is refused');
  assert.match(refused.output, /no-unresolved-refs/);
});

/**
 * A stand-in answering the API's paths as it is told to: the test client, whatever server it talks to,
 * holds the answers to the routes' contracts.
 */
async function standIn(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

test("an answer outside its route's schema fails the request that received it, naming route, status and what is wrong", async () => {
  const fake = await standIn((request, response) => {
    if (request.url === '/api/auth/me') return json(response, 200, { user: 5 });
    if (request.url?.startsWith('/api/interviews/')) return json(response, 200, { id: 'x' });
    if (request.url === '/api/carousel-images') return json(response, 201, []);
    if (request.url === '/api/admin/contacts') return json(response, 400, { message: 'mal' });
    if (request.url === '/api/contacts')
      return json(response, 201, { success: true, message: 'Recibido', id: '7d0c5a7e-4b1e-4c8e-9a3e-0f7f6c1d2b3a' });
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<p>hola</p>');
  });
  try {
    const client = new TestClient(fake.url);
    const broken = async (call: Promise<unknown>, ...expected: RegExp[]) => {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      assert.instance(error, ContractBroken);
      for (const pattern of expected) assert.match((error as Error).message, pattern);
    };
    await broken(client.get('/api/auth/me'), /^GET \/api\/auth\/me answered 200 outside its schema sessionAnswer/, /\/user must be object/);
    await broken(
      client.patch('/api/interviews/3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f', {}),
      /^PATCH \/api\/interviews\/:id answered 200 outside its schema interviewItem/,
      /must have required property 'clientName'/,
    );
    await broken(
      client.get('/api/carousel-images'),
      /GET \/api\/carousel-images answered 201, a status its contract does not declare \(200\)/,
    );
    await broken(
      client.get('/api/admin/contacts'),
      /GET \/api\/admin\/contacts answered 400 outside its schema errorAnswer/,
      /required property 'error'/,
    );
    await broken(client.get('/api/admin/summary'), /GET \/api\/admin\/summary answered 200 as text\/html, not JSON/);
    // What meets its contract passes, and a page that is no API route is not checked.
    assert.is((await client.post('/api/contacts', {})).status, 201);
    assert.is((await client.get('/admin')).status, 200);
  } finally {
    await fake.close();
  }
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { capturedLog } from '../testing/capturedLog.ts';
import { eventually } from '../testing/eventually.ts';
import { startTestServer, TEST_USER, type TestServer } from '../testing/testServer.ts';
import { createLogger } from './logger.ts';

/** The request id: made or taken from a trusted proxy, sent back, on every line of the request, and in a 500's message. */
const test = suite<{ server: TestServer; log: ReturnType<typeof capturedLog> }>('request log and request ids');

const MADE_ID = /^[0-9a-hjkmnp-tv-z]{12}$/;

test.before(async (context) => {
  context.log = capturedLog();
  // Request lines are written outside test mode only. The test client stands for a proxy on 127.0.0.1.
  context.server = await startTestServer(
    { NODE_ENV: 'development', LOG_REQUESTS: '1', TRUST_PROXY: '127.0.0.1' },
    { logger: context.log.logger },
  );
  // A route made to fail as a bug would: what an unexpected error looks like to the person and in the log.
  context.server.routers.staff.get('/api/prueba/fallo/:id', () => {
    throw new TypeError('fallo de prueba');
  });
});
test.before.each(async ({ server, log }) => {
  await server.reset();
  log.clear();
});
test.after(async ({ server }) => server.close());

const linesOf = (log: ReturnType<typeof capturedLog>, requestId: string) => log.entries().filter((entry) => entry.requestId === requestId);
/** The request's line, written once the answer has gone out: waited for. */
async function requestLine(log: ReturnType<typeof capturedLog>, requestId: string): Promise<Record<string, unknown>> {
  const find = () => linesOf(log, requestId).find((entry) => entry.msg === 'request');
  assert.ok(await eventually(() => find() !== undefined, 5000), `the request line of ${requestId}`);
  return find()!;
}

test('every answer, a 404 and a refused body included, carries a new id of its own, and its request line names it', async ({
  server,
  log,
}) => {
  const client = server.anonymous();
  const answers = [
    await client.get('/api/carousel-images?clave=secreta'),
    await client.get('/api/no-existe'),
    await client.post('/api/contacts', '{roto', { 'Content-Type': 'application/json' }),
  ];
  assert.equal(
    answers.map((answer) => answer.status),
    [200, 404, 400],
  );
  const ids = answers.map((answer) => answer.headers.get('X-Request-Id') ?? '');
  for (const id of ids) assert.match(id, MADE_ID);
  assert.is(new Set(ids).size, 3);
  const first = await requestLine(log, ids[0]);
  assert.equal(
    { method: first.method, path: first.path, status: first.status, level: first.level, userId: first.userId },
    { method: 'GET', path: '/api/carousel-images', status: 200, level: 'info', userId: undefined },
  );
  assert.type(first.responseTime, 'number');
  assert.match(String(first.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.is((await requestLine(log, ids[1])).status, 404);
  assert.is((await requestLine(log, ids[2])).status, 400);
  assert.not.ok(log.lines.join('\n').includes('secreta'), 'no query string in the log');
});

test("a signed-in request's line names the staff member by id, and lines written while answering it carry its id", async ({
  server,
  log,
}) => {
  const client = server.anonymous();
  const login = await client.post('/api/auth/login', TEST_USER);
  const loginId = login.headers.get('X-Request-Id')!;
  const userId = login.body.user.id as string;
  const signedIn = linesOf(log, loginId).find((entry) => entry.msg === 'login succeeded');
  assert.ok(signedIn, 'the sign-in line carries the request id');
  const me = await client.get('/api/auth/me');
  const line = await requestLine(log, me.headers.get('X-Request-Id')!);
  assert.is(line.userId, userId);
  assert.is(line.path, '/api/auth/me');
  assert.not.ok(JSON.stringify(line).includes(TEST_USER.username), 'the request line names the id, not the account');
});

test('an X-Request-Id from a trusted proxy is kept and logged; one that is no sane token is replaced', async ({ server, log }) => {
  const client = server.anonymous();
  const kept = await client.get('/api/carousel-images', { 'X-Request-Id': '4f1c9d0e8a7b6c5d4e3f2a1b0c9d8e7f' });
  assert.is(kept.headers.get('X-Request-Id'), '4f1c9d0e8a7b6c5d4e3f2a1b0c9d8e7f');
  assert.is((await requestLine(log, '4f1c9d0e8a7b6c5d4e3f2a1b0c9d8e7f')).status, 200);
  for (const sent of ['corto', 'x'.repeat(65), 'id con espacios y "comillas"', '../../etc/passwd']) {
    const answer = await client.get('/api/carousel-images', { 'X-Request-Id': sent });
    assert.match(answer.headers.get('X-Request-Id')!, MADE_ID, sent);
  }
});

test('an X-Request-Id from a peer that is no trusted proxy is replaced by a new one', async () => {
  const log = capturedLog();
  const server = await startTestServer({ NODE_ENV: 'development', LOG_REQUESTS: '1', TRUST_PROXY: '10.0.0.0/8' }, { logger: log.logger });
  try {
    const answer = await server.anonymous().get('/api/carousel-images', { 'X-Request-Id': 'elegido-por-el-cliente' });
    const id = answer.headers.get('X-Request-Id')!;
    assert.match(id, MADE_ID);
    await requestLine(log, id);
    assert.not.ok(log.lines.join('\n').includes('elegido-por-el-cliente'));
  } finally {
    await server.close();
  }
});

test("a 500 tells the person 'Error inesperado (código …)' with the request's id, and the log has the error under that id", async ({
  server,
  log,
}) => {
  const staff = await server.staff();
  const userId = (await staff.get('/api/auth/me')).body.user.id as string;
  const answer = await staff.get('/api/prueba/fallo/1f0c7a3e-5b2d-4c1e-9a8f-7d6e5c4b3a21?firma=abc');
  assert.is(answer.status, 500);
  const id = answer.headers.get('X-Request-Id')!;
  assert.match(id, MADE_ID);
  assert.equal(answer.body, {
    error: `Error inesperado (código ${id}). Inténtelo de nuevo en unos minutos; si vuelve a ocurrir, comunique este código.`,
    details: [],
    requestId: id,
  });
  const line = await requestLine(log, id);
  assert.equal(
    { level: line.level, status: line.status, path: line.path, userId: line.userId },
    { level: 'error', status: 500, path: '/api/prueba/fallo/:id', userId },
  );
  const error = linesOf(log, id).find((entry) => entry.msg === 'unhandled error');
  assert.ok(error, 'the error is logged under the same id');
  assert.is(error!.level, 'error');
  assert.is(error!.error, 'TypeError');
  assert.match(String(error!.at), /at /);
  assert.not.ok(log.lines.join('\n').includes('firma=abc'));
});

test('LOG_LEVEL leaves out what is less severe', () => {
  const lines: string[] = [];
  const logger = createLogger((line) => lines.push(line), 'error');
  logger.info({ msg: 'detalle' });
  logger.error({ msg: 'fallo' });
  assert.equal(
    lines.map((line) => JSON.parse(line).msg),
    ['fallo'],
  );
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, TEST_USER, type TestServer } from '../testing/testServer.ts';
import { createLogger } from '../http/logger.ts';
import { Session } from '../db/entities/index.ts';

/** What sign-ins leave in the log, which address they are counted against, and sign-in over https. */
const test = suite<{ server: TestServer; lines: Record<string, unknown>[] }>('sign-in log and addresses');

test.before(async (context) => {
  context.lines = [];
  const logger = createLogger((line) => context.lines.push(JSON.parse(line)));
  // Two proxies: the local one the test client stands for, and a load balancer in front of it.
  context.server = await startTestServer({ TRUST_PROXY: '127.0.0.1,192.0.2.0/24' }, { logger });
});
test.before.each(async ({ server, lines }) => {
  await server.reset();
  lines.length = 0;
});
test.after(async ({ server }) => server.close());

const authLines = (lines: Record<string, unknown>[]) => lines.filter((line) => /^log(in|out)/.test(String(line.msg)));

test('successes, failures, throttled tries and sign-outs are logged with account, address and UTC time, never a password or token', async ({
  server,
  lines,
}) => {
  // The load balancer (192.0.2.1) appended the client's address; the left-most entry is whatever the client wrote.
  const headers = { 'X-Forwarded-For': '10.9.9.9, 198.51.100.7, 192.0.2.1' };
  const client = server.anonymous();
  assert.is((await client.post('/api/auth/login', { ...TEST_USER, password: 'no-es-la-clave-1' }, headers)).status, 401);
  assert.is((await client.post('/api/auth/login', TEST_USER, headers)).status, 200);
  const token = [...client.cookies.values()][0];
  assert.is((await client.post('/api/auth/logout', undefined, headers)).status, 200);
  for (let i = 0; i < 6; i++) await client.post('/api/auth/login', { username: 'Intrusa', password: 'clave-equivocada' }, headers);
  const entries = authLines(lines);
  assert.equal(
    entries.map(({ msg, username, address }) => ({ msg, username, address })),
    [
      { msg: 'login failed', username: TEST_USER.username, address: '198.51.100.7' },
      { msg: 'login succeeded', username: TEST_USER.username, address: '198.51.100.7' },
      { msg: 'logout', username: TEST_USER.username, address: '198.51.100.7' },
      ...Array(5).fill({ msg: 'login failed', username: 'intrusa', address: '198.51.100.7' }),
      { msg: 'login throttled', username: 'intrusa', address: '198.51.100.7' },
    ],
  );
  assert.is(entries.at(-1)!.limit, 'pair');
  for (const entry of entries) assert.match(String(entry.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const text = JSON.stringify(lines);
  assert.not.ok(text.includes(TEST_USER.password), 'a password was logged');
  assert.not.ok(text.includes('clave-equivocada'), 'a password was logged');
  assert.not.ok(text.includes(token), 'the session token was logged');
});

test('sign-in with an https PUBLIC_URL but no proxy to say so is refused in Spanish, not a 500, and stores no session; sign-out still answers', async () => {
  const server = await startTestServer({ PUBLIC_URL: 'https://rumbo.example' });
  try {
    const client = server.anonymous();
    client.origin = 'https://rumbo.example';
    const response = await client.post('/api/auth/login', TEST_USER);
    assert.is(response.status, 403);
    assert.match(response.body.error, /^Inicie sesión desde la dirección https/);
    assert.is(await server.db.orm.em.fork().count(Session, {}), 0);
    assert.is((await client.post('/api/auth/logout')).status, 200);
  } finally {
    await server.close();
  }
});

test('behind a trusted proxy that says https, sign-in sets the Secure __Host- cookie', async () => {
  const server = await startTestServer({ PUBLIC_URL: 'https://rumbo.example', TRUST_PROXY: '127.0.0.1' });
  try {
    const client = server.anonymous();
    client.origin = 'https://rumbo.example';
    const response = await client.post('/api/auth/login', TEST_USER, { 'X-Forwarded-Proto': 'https' });
    assert.is(response.status, 200);
    const setCookie = response.headers.getSetCookie().join('\n');
    assert.match(setCookie, /^__Host-sesion=/);
    assert.match(setCookie, /; secure/i);
  } finally {
    await server.close();
  }
});

test('X-Forwarded-Proto: https from a peer that is no trusted proxy does not make the connection secure: sign-in is refused and stores no session', async () => {
  const server = await startTestServer({ PUBLIC_URL: 'https://rumbo.example', TRUST_PROXY: '10.0.0.0/8' });
  try {
    const client = server.anonymous();
    client.origin = 'https://rumbo.example';
    const response = await client.post('/api/auth/login', TEST_USER, { 'X-Forwarded-Proto': 'https' });
    assert.is(response.status, 403);
    assert.match(response.body.error, /^Inicie sesión desde la dirección https/);
    assert.equal(response.headers.getSetCookie(), []);
    assert.is(await server.db.orm.em.fork().count(Session, {}), 0);
  } finally {
    await server.close();
  }
});

test.run();

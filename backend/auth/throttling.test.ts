import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, TEST_USER, type TestServer } from '../testing/testServer.ts';
import { validRequest } from '../testing/submissionFixtures.ts';

/**
 * Sign-in throttling (backend/auth/loginThrottle.ts). The test client connects from 127.0.0.1, which
 * TRUST_PROXY names as the proxy, so each test can choose the client address: the proxy appends the
 * address it saw to X-Forwarded-For.
 */
const test = suite<{ server: TestServer; second: TestServer; time: { at: number } }>('sign-in throttling');

const WRONG = { ...TEST_USER, password: 'no-es-la-clave-1' };

test.before(async (context) => {
  context.time = { at: Date.parse('2026-11-23T10:00:00Z') };
  const options = { now: () => new Date(context.time.at), mailPollMs: 0, publicSubmissionLimit: { max: 2, windowMs: 60_000 } };
  context.server = await startTestServer({ TRUST_PROXY: '127.0.0.1' }, options);
  context.second = await startTestServer({ TRUST_PROXY: '127.0.0.1' }, options);
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server, second }) => {
  await server.close();
  await second.close();
});

/** A sign-in through the proxy from `forwarded`; by a new browser unless `browser` (which keeps its cookies) is given. */
const login = (server: TestServer, body: object, forwarded: string, browser = server.anonymous()) =>
  browser.post('/api/auth/login', body, { 'X-Forwarded-For': forwarded });

/** The sign-in counters whose key is like `pattern`, as stored. */
const counters = async (server: TestServer, pattern: string) =>
  (
    await server.db.orm.em
      .getConnection()
      .execute<{ key: string; hits: number }[]>('select key, hits from rate_limit_counters where key like ? order by key', [pattern])
  ).map((row) => ({ key: row.key, hits: Number(row.hits) }));

test('five wrong passwords lock that account at that address, even for the right password, until 15 minutes pass', async ({
  server,
  time,
}) => {
  for (let i = 0; i < 5; i++) assert.is((await login(server, WRONG, '198.51.100.1')).status, 401, `attempt ${i + 1}`);
  const locked = await login(server, TEST_USER, '198.51.100.1');
  assert.is(locked.status, 429);
  assert.match(locked.body.error, /^Demasiados intentos/);
  const retryAfter = Number(locked.headers.get('Retry-After'));
  assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
  time.at += retryAfter * 1000;
  assert.is((await login(server, TEST_USER, '198.51.100.1')).status, 200);
});

test("a stranger's 50 failures from address A do not stop the account's owner signing in from address B on their own browser", async ({
  server,
  time,
}) => {
  // The owner's browser signed in before: it holds the account's device cookie (backend/auth/deviceCookie.ts).
  const owner = server.anonymous();
  assert.is((await login(server, TEST_USER, '198.51.100.20', owner)).status, 200);
  for (let i = 0; i < 50; i++) await login(server, { ...TEST_USER, password: `adivinanza-${i}` }, '203.0.113.66');
  assert.is((await login(server, TEST_USER, '203.0.113.66')).status, 429);
  assert.is((await login(server, TEST_USER, '198.51.100.21', owner)).status, 200);
  // A browser without the cookie, at an address that never failed, waits out the account's pause.
  const elsewhere = await login(server, TEST_USER, '198.51.100.22');
  assert.is(elsewhere.status, 429);
  time.at += Number(elsewhere.headers.get('Retry-After')) * 1000;
  assert.is((await login(server, TEST_USER, '198.51.100.22')).status, 200);
});

test('a burst of wrong passwords sent all at once checks no more than five of them', async ({ server }) => {
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, i) => login(server, { ...TEST_USER, password: `rafaga-${i}-xx` }, '203.0.113.70')),
  );
  const statuses = burst.map((response) => response.status).sort();
  assert.equal(statuses, [...Array(5).fill(401), ...Array(15).fill(429)]);
});

test("a success clears that address's count for the account; the browser then counts on its own device cookie", async ({ server }) => {
  const browser = server.anonymous();
  for (let i = 0; i < 4; i++) assert.is((await login(server, WRONG, '198.51.100.40', browser)).status, 401);
  assert.is((await login(server, TEST_USER, '198.51.100.40', browser)).status, 200);
  assert.equal(await counters(server, 'login-pair:%'), []);
  for (let i = 0; i < 4; i++) assert.is((await login(server, WRONG, '198.51.100.40', browser)).status, 401);
  assert.equal(
    (await counters(server, 'login-device:%')).map((row) => row.hits),
    [4],
  );
  assert.is((await login(server, TEST_USER, '198.51.100.40', browser)).status, 200);
  assert.equal(await counters(server, 'login-device:%'), []);
});

test('thirty failures from one address across accounts stop that address, and only it', async ({ server }) => {
  for (let i = 0; i < 30; i++)
    assert.is((await login(server, { username: `cuenta-${i}`, password: 'clave-incorrecta' }, '203.0.113.80')).status, 401);
  assert.is((await login(server, TEST_USER, '203.0.113.80')).status, 429);
  assert.is((await login(server, TEST_USER, '203.0.113.81')).status, 200);
});

test('a forged X-Forwarded-For cannot make each try look like a new address: 60 tries still meet the per-address limit', async ({
  server,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    // The client writes any address it likes; our proxy appends the one it really saw.
    const forwarded = `10.${i}.${i}.1, 203.0.113.90`;
    const response = await login(server, { username: `cuenta-${i}`, password: 'clave-incorrecta' }, forwarded);
    statuses.push(response.status);
  }
  assert.equal(statuses.slice(0, 30), Array(30).fill(401));
  assert.equal(statuses.slice(30), Array(30).fill(429));
  const sameAccount: number[] = [];
  for (let i = 0; i < 6; i++) sameAccount.push((await login(server, WRONG, `10.99.${i}.1, 203.0.113.91`)).status);
  assert.equal(sameAccount, [401, 401, 401, 401, 401, 429]);
});

test('from a peer that is no proxy TRUST_PROXY names, X-Forwarded-For is not read: 60 tries "from 60 addresses" meet the per-address limit', async () => {
  // The port reached directly: the proxies are elsewhere (10.0.0.0/8), the client is 127.0.0.1.
  const direct = await startTestServer({ TRUST_PROXY: '10.0.0.0/8,::1' });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await login(direct, { username: `cuenta-${i}`, password: 'clave-incorrecta' }, `203.0.113.${i + 1}`);
      statuses.push(response.status);
    }
    console.log(
      `      60 tries with a new forged address each, from an untrusted peer: ${statuses.filter((s) => s === 401).length} passwords checked`,
    );
    assert.equal(statuses.slice(0, 30), Array(30).fill(401));
    assert.equal(statuses.slice(30), Array(30).fill(429));
    const [counter] = await direct.db.orm.em
      .getConnection()
      .execute<{ key: string; hits: number }[]>("select key, hits from rate_limit_counters where key like 'login-address:%'");
    assert.equal({ key: counter.key, hits: Number(counter.hits) }, { key: 'login-address:127.0.0.1', hits: 30 });
  } finally {
    await direct.close();
  }
});

test('from a proxy TRUST_PROXY names, X-Forwarded-For is read: each address the proxy saw is counted on its own', async ({ server }) => {
  for (let i = 0; i < 3; i++) assert.is((await login(server, WRONG, `198.51.100.${70 + i}`)).status, 401);
  const rows = await server.db.orm.em
    .getConnection()
    .execute<{ key: string }[]>("select key from rate_limit_counters where key like 'login-address:%' order by key");
  assert.equal(
    rows.map((row) => row.key),
    ['login-address:198.51.100.70', 'login-address:198.51.100.71', 'login-address:198.51.100.72'],
  );
});

test('two server processes on one database share the sign-in counters', async ({ server, second }) => {
  for (let i = 0; i < 3; i++) assert.is((await login(server, WRONG, '198.51.100.50')).status, 401);
  for (let i = 0; i < 2; i++) assert.is((await login(second, WRONG, '198.51.100.50')).status, 401);
  assert.is((await login(server, TEST_USER, '198.51.100.50')).status, 429);
  assert.is((await login(second, TEST_USER, '198.51.100.50')).status, 429);
});

test('two server processes on one database share the public-form counters', async ({ server, second }) => {
  const send = (target: TestServer) => target.anonymous().post('/api/contacts', validRequest(), { 'X-Forwarded-For': '198.51.100.60' });
  assert.is((await send(server)).status, 201);
  assert.is((await send(second)).status, 201);
  const over = await send(server);
  assert.is(over.status, 429);
  assert.ok(Number(over.headers.get('Retry-After')) >= 1);
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Session } from '../db/entities/index.ts';
import { startTestServer, TEST_USER, type TestClient, type TestServer } from '../testing/testServer.ts';
import { issueDeviceCookie, readDeviceCookie } from './deviceCookie.ts';
import { LOGIN_LIMITS } from './loginThrottle.ts';
import { createAccount } from './users.ts';

/**
 * Guessing one account's password from many addresses, and the owner's device cookie
 * (backend/auth/deviceCookie.ts, backend/auth/loginThrottle.ts). As in throttling.test.ts, the test
 * client stands for the proxy (TRUST_PROXY=127.0.0.1), so each try chooses its client address.
 */
const test = suite<{ server: TestServer; time: { at: number } }>('device cookies and the account brake');

const COOKIE = 'dispositivo';
const OTHER = { username: 'recepcion', password: 'clave-del-mostrador-1' };

test.before(async (context) => {
  context.time = { at: Date.parse('2026-11-23T10:00:00Z') };
  context.server = await startTestServer({ TRUST_PROXY: '127.0.0.1' }, { now: () => new Date(context.time.at), mailPollMs: 0 });
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server }) => server.close());

const login = (server: TestServer, body: object, forwarded: string, browser: TestClient = server.anonymous()) =>
  browser.post('/api/auth/login', body, { 'X-Forwarded-For': forwarded });

/** A browser that signed in as `account` once: it holds that account's device cookie. */
async function ownBrowser(server: TestServer, account = TEST_USER, forwarded = '198.51.100.200'): Promise<TestClient> {
  const browser = server.anonymous();
  const response = await login(server, account, forwarded, browser);
  assert.is(response.status, 200);
  assert.ok(browser.cookies.get(COOKIE), 'a device cookie was set');
  return browser;
}

/** A browser holding exactly this device cookie value. */
function browserWith(server: TestServer, value: string): TestClient {
  const browser = server.anonymous();
  browser.cookies.set(COOKIE, value);
  return browser;
}

/**
 * An attacker guessing the test account's password: `tries` tries, round-robin over `addresses`
 * addresses (three tries each for 120 over 40: no address reaches its own limits). With `waits`, a
 * 429 whose Retry-After is at most five minutes is waited out (the clock moves on), as a patient
 * attacker would. Answers how many passwords the server checked (every 401).
 */
async function guess(server: TestServer, time: { at: number }, tries: number, addresses: number, waits: boolean): Promise<number> {
  let checked = 0;
  for (let i = 0; i < tries; i++) {
    const response = await login(server, { ...TEST_USER, password: `adivinanza-${i}` }, `203.0.113.${(i % addresses) + 1}`);
    if (response.status === 401) checked += 1;
    else {
      assert.is(response.status, 429, `try ${i + 1}`);
      const retryAfter = Number(response.headers.get('Retry-After'));
      if (waits && retryAfter <= 300) time.at += retryAfter * 1000;
    }
  }
  return checked;
}

const sessions = (server: TestServer) => server.db.orm.em.fork().count(Session, {});
const untrustedCount = async (server: TestServer) => {
  const rows = await server.db.orm.em
    .getConnection()
    .execute<{ hits: number }[]>("select hits from rate_limit_counters where key = 'login-untrusted:consultora'");
  return Number(rows[0]?.hits ?? 0);
};

test('a cookie value is good only as signed: its account and nonce read back; forged, altered or malformed ones read as none', () => {
  const secret = 's'.repeat(32);
  const value = issueDeviceCookie(secret, 'consultora');
  const read = readDeviceCookie(secret, value);
  assert.is(read?.account, 'consultora');
  assert.match(read!.nonce, /^[A-Za-z0-9_-]{22}$/);
  assert.is.not(readDeviceCookie(secret, issueDeviceCookie(secret, 'consultora'))!.nonce, read!.nonce, 'a new nonce each time');
  const [account, nonce, mac] = value.split('.');
  const other = issueDeviceCookie(secret, 'recepcion').split('.');
  const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  for (const bad of [
    issueDeviceCookie('t'.repeat(32), 'consultora'),
    `${account}.${nonce}.${flip(mac)}`,
    `${account}.${flip(nonce)}.${mac}`,
    `${other[0]}.${nonce}.${mac}`,
    `${account}.${other[1]}.${other[2]}`,
    `${account}.${nonce}`,
    `${value}.x`,
    '',
    'x'.repeat(400),
  ]) {
    assert.is(readDeviceCookie(secret, bad), null, bad);
  }
  assert.is(readDeviceCookie(secret, undefined), null);
});

test('a successful sign-in sets a year-long HttpOnly, SameSite=Lax device cookie naming the account', async ({ server }) => {
  const browser = server.anonymous();
  const response = await login(server, { ...TEST_USER, username: ' Consultora ' }, '198.51.100.1', browser);
  assert.is(response.status, 200);
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE}=`))!;
  assert.ok(line, response.headers.getSetCookie().join('\n'));
  // Koa's cookies write Max-Age as an Expires date, from the real clock.
  const expires = Date.parse(/; expires=([^;]+)/i.exec(line)![1]);
  const days = (expires - Date.now()) / (24 * 60 * 60 * 1000);
  assert.ok(days > 364 && days <= 365, `expires in ${days} days`);
  assert.match(line, /; httponly/i);
  assert.match(line, /; samesite=lax/i);
  assert.match(line, /; path=\//i);
  assert.is(readDeviceCookie(server.deps.config.sessionSecret, browser.cookies.get(COOKIE))?.account, 'consultora');
  // A failure sets none.
  const failed = await login(server, { ...TEST_USER, password: 'no-es-la-clave-1' }, '198.51.100.2');
  assert.equal(failed.headers.getSetCookie(), []);
});

test('over https the device cookie is Secure with the __Host- prefix', async () => {
  const server = await startTestServer({ PUBLIC_URL: 'https://rumbo.example', TRUST_PROXY: '127.0.0.1' });
  try {
    const client = server.anonymous();
    client.origin = 'https://rumbo.example';
    const response = await client.post('/api/auth/login', TEST_USER, { 'X-Forwarded-Proto': 'https' });
    assert.is(response.status, 200);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-dispositivo='));
    assert.ok(line, response.headers.getSetCookie().join('\n'));
    assert.match(line!, /; secure/i);
    assert.match(line!, /; path=\//i);
    assert.not.match(line!, /; domain=/i);
  } finally {
    await server.close();
  }
});

test('120 tries from 40 addresses check the free failures only when the attacker does not wait', async ({ server, time }) => {
  const checked = await guess(server, time, 120, 40, false);
  console.log(`      120 tries from 40 addresses, no waiting: ${checked} passwords checked`);
  assert.is(checked, LOGIN_LIMITS.account.freeFailures);
  assert.is(await untrustedCount(server), LOGIN_LIMITS.account.freeFailures);
});

test('120 tries from 40 addresses check at most 10 passwords in the hour, even waiting out every pause', async ({ server, time }) => {
  const started = time.at;
  const checked = await guess(server, time, 120, 40, true);
  console.log(
    `      120 tries from 40 addresses, every pause waited out: ${checked} passwords checked in ${Math.round((time.at - started) / 1000)} s`,
  );
  assert.ok(checked <= 10, `${checked} passwords checked`);
  assert.is(checked, LOGIN_LIMITS.account.max);
  // Refused now from any address, until the hour's window ends; then the brake starts over.
  const refused = await login(server, TEST_USER, '192.0.2.99');
  assert.is(refused.status, 429);
  const retryAfter = Number(refused.headers.get('Retry-After'));
  assert.ok(retryAfter > 50 * 60 && retryAfter <= 60 * 60, `Retry-After ${retryAfter}`);
  time.at += retryAfter * 1000;
  assert.is((await login(server, TEST_USER, '192.0.2.99')).status, 200);
});

test('the owner with their device cookie signs in at once in the middle of such an attack; a browser without one cannot', async ({
  server,
  time,
}) => {
  const owner = await ownBrowser(server);
  const before = await sessions(server);
  await guess(server, time, 60, 40, true);
  assert.is((await login(server, TEST_USER, '198.51.100.7')).status, 429, 'a new browser of the owner is braked like the attacker');
  // The owner mistypes once on their own browser, then gets in, while the attack goes on.
  assert.is((await login(server, { ...TEST_USER, password: 'me-equivoque-1' }, '198.51.100.7', owner)).status, 401);
  const oldSession = owner.cookies.get('sesion');
  const signedIn = await login(server, TEST_USER, '198.51.100.7', owner);
  assert.is(signedIn.status, 200);
  // A new session in place of the one the browser held (a sign-in ends it).
  assert.is(await sessions(server), before);
  assert.is.not(owner.cookies.get('sesion'), oldSession);
  assert.is((await owner.get('/api/auth/me')).body.user.username, TEST_USER.username);
  await guess(server, time, 60, 40, true);
  assert.is((await login(server, TEST_USER, '198.51.100.8', owner)).status, 200, 'and again after more of the attack');
});

test("a forged, altered or other account's device cookie counts as no cookie", async ({ server, time }) => {
  await createAccount(server.db.orm.em.fork(), { ...OTHER, role: 'consultor' }, new Date());
  const owner = await ownBrowser(server);
  const colleague = await ownBrowser(server, OTHER, '198.51.100.201');
  await guess(server, time, 120, 40, true);
  const value = owner.cookies.get(COOKIE)!;
  const [account, nonce, mac] = value.split('.');
  const [, otherNonce, otherMac] = colleague.cookies.get(COOKIE)!.split('.');
  const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  const before = await sessions(server);
  const countBefore = await untrustedCount(server);
  for (const [what, cookie] of [
    ['signed with another secret', issueDeviceCookie('otro-secreto-'.repeat(3), TEST_USER.username)],
    ['its signature altered', `${account}.${nonce}.${flip(mac)}`],
    ['its nonce altered', `${account}.${flip(nonce)}.${mac}`],
    ["another account's nonce and signature under this account's name", `${account}.${otherNonce}.${otherMac}`],
    ["another account's own cookie", colleague.cookies.get(COOKIE)!],
    ['garbage', 'no-es-una-cookie'],
  ]) {
    const response = await login(server, TEST_USER, '198.51.100.9', browserWith(server, cookie));
    assert.is(response.status, 429, what);
  }
  assert.is(await sessions(server), before, 'no session was started');
  assert.is(await untrustedCount(server), countBefore, 'refused before anything was counted');
  // The genuine cookie still works, and the colleague's works for the colleague.
  assert.is((await login(server, TEST_USER, '198.51.100.9', browserWith(server, value))).status, 200);
  assert.is((await login(server, OTHER, '198.51.100.9', colleague)).status, 200);
});

test("a device cookie's own five failures lock that cookie only, until its 15 minutes pass", async ({ server, time }) => {
  const owner = await ownBrowser(server);
  for (let i = 0; i < 5; i++)
    assert.is((await login(server, { ...TEST_USER, password: `me-equivoque-${i}` }, '198.51.100.10', owner)).status, 401);
  const locked = await login(server, TEST_USER, '198.51.100.10', owner);
  assert.is(locked.status, 429);
  const retryAfter = Number(locked.headers.get('Retry-After'));
  assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
  // Those failures were the cookie's own: the account's untrusted brake and the address are untouched.
  assert.is(await untrustedCount(server), 0);
  assert.is((await login(server, TEST_USER, '198.51.100.10')).status, 200, 'another browser at the same address');
  time.at += retryAfter * 1000;
  assert.is((await login(server, TEST_USER, '198.51.100.10', owner)).status, 200);
});

test("a burst from 20 addresses at once checks no more than the account's free failures", async ({ server }) => {
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, i) => login(server, { ...TEST_USER, password: `rafaga-${i}-xx` }, `203.0.113.${100 + i}`)),
  );
  const statuses = burst.map((response) => response.status).sort();
  assert.equal(statuses, [
    ...Array(LOGIN_LIMITS.account.freeFailures).fill(401),
    ...Array(20 - LOGIN_LIMITS.account.freeFailures).fill(429),
  ]);
});

test('a burst past the free failures checks one password, not one per address', async ({ server, time }) => {
  await guess(server, time, LOGIN_LIMITS.account.freeFailures, 40, false);
  time.at += 60 * 1000;
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, i) => login(server, { ...TEST_USER, password: `rafaga-${i}-xx` }, `203.0.113.${100 + i}`)),
  );
  assert.equal(burst.map((response) => response.status).sort(), [401, ...Array(19).fill(429)]);
});

test('a burst with one device cookie checks no more than five passwords', async ({ server }) => {
  const owner = await ownBrowser(server);
  const value = owner.cookies.get(COOKIE)!;
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      login(server, { ...TEST_USER, password: `rafaga-${i}-xx` }, '198.51.100.11', browserWith(server, value)),
    ),
  );
  const statuses = burst.map((response) => response.status).sort();
  assert.equal(statuses, [...Array(LOGIN_LIMITS.device.max).fill(401), ...Array(20 - LOGIN_LIMITS.device.max).fill(429)]);
});

test.run();

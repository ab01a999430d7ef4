import http from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** An upload cut short by the browser is the network's fault: logged as a refused request, never as a server error. */
const test = suite<{ server: TestServer; errors: Record<string, unknown>[]; requests: Record<string, unknown>[] }>('interrupted upload');

test.before(async (context) => {
  context.errors = [];
  context.requests = [];
  context.server = await startTestServer(
    // Request lines are written outside test mode only.
    { NODE_ENV: 'development', LOG_REQUESTS: '1' },
    { logger: { info: (entry) => context.requests.push(entry), error: (entry) => context.errors.push(entry) } },
  );
});
test.after(async ({ server }) => server.close());

test('a signed upload whose connection closes half-way leaves no file and logs no server error', async ({ server, errors, requests }) => {
  const staff = await server.staff();
  const signed = await staff.post('/api/objects/upload');
  assert.is(signed.status, 200);
  const url = new URL(signed.body.uploadURL);
  const name = url.pathname.split('/').at(-1)!;
  await new Promise<void>((resolve) => {
    const request = http.request(url, {
      method: 'PUT',
      headers: { 'Content-Length': '100000', 'Content-Type': 'image/png', Origin: url.origin },
    });
    request.on('error', () => resolve());
    request.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), () => {
      request.destroy();
      resolve();
    });
  });
  // The server notices the closed connection on its own time: wait until it has logged the request.
  const deadline = Date.now() + 10_000;
  while (!requests.some((entry) => String(entry.path ?? '').includes('/api/objects/put/')) && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  const logged = requests.find((entry) => String(entry.path ?? '').includes('/api/objects/put/'));
  assert.ok(logged, 'the interrupted request was logged');
  assert.is(logged!.status, 400);
  assert.equal(errors, []);
  assert.is(await server.deps.storage.stat(name), null, 'no file is left behind');
});

test.run();

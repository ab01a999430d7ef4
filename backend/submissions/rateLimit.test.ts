import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { NOTHING, rowCountsAfterMail, validRequest } from '../testing/submissionFixtures.ts';
import { TEXTS } from './texts.ts';

const test = suite<{ server: TestServer }>('public submissions: rate limit');

test.before(async (context) => {
  context.server = await startTestServer({}, { publicSubmissionLimit: { max: 2, windowMs: 60_000 }, mailPollMs: 0 });
});
test.after(async ({ server }) => server.close());

// One server, one set of counters: the steps below run in order.
test('an address over its limit gets 429 with Retry-After and a Spanish message, and nothing is stored', async ({ server }) => {
  await server.reset();
  const client = server.anonymous();
  assert.is((await client.post('/api/contacts', validRequest(), { 'Idempotency-Key': 'primera' })).status, 201);
  assert.is((await client.post('/api/contacts', validRequest())).status, 201);
  const over = await client.post('/api/contacts', validRequest());
  assert.is(over.status, 429);
  assert.is(over.body.error, TEXTS.tooMany);
  const retryAfter = Number(over.headers.get('Retry-After'));
  assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  assert.equal(await rowCountsAfterMail(server), { ...NOTHING, contacts: 2, outbox: 2, idempotency: 1 });
});

test('a retry of a stored submission is still answered while its address is over the limit', async ({ server }) => {
  const replay = await server.anonymous().post('/api/contacts', validRequest(), { 'Idempotency-Key': 'primera' });
  assert.is(replay.status, 201);
  assert.is((await rowCountsAfterMail(server)).contacts, 2);
});

test('a malformed submission is told what is wrong, not to wait', async ({ server }) => {
  const response = await server.anonymous().post('/api/contacts', validRequest({ email: 'x' }));
  assert.is(response.status, 400);
});

test('each route has its own counter', async ({ server }) => {
  const response = await server.anonymous().post('/api/consultations', validRequest());
  assert.is(response.status, 201);
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** The server configured for a bucket, without ever reaching it: presigning needs no network. */
const test = suite<{ server: TestServer }>('uploads with an S3 bucket configured');

test.before(async (context) => {
  context.server = await startTestServer({
    S3_BUCKET: 'casos-rumbo',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secreto-de-ejemplo',
  });
});
test.after(async ({ server }) => server.close());

test('staff get a presigned bucket URL and its objectPath', async ({ server }) => {
  const staff = await server.staff();
  const signed = await staff.post('/api/objects/upload', { fileSize: 2048, mimeType: 'image/jpeg' });
  assert.is(signed.status, 200);
  const url = new URL(signed.body.uploadURL);
  const name = signed.body.objectPath.split('/').pop();
  assert.match(signed.body.objectPath, /^\/objects\/uploads\/[0-9a-f-]{36}$/);
  assert.is(url.origin + url.pathname, `http://127.0.0.1:9/casos-rumbo/uploads/${name}`);
  assert.is(url.searchParams.get('X-Amz-Expires'), '604800');
  assert.is(url.searchParams.get('X-Amz-SignedHeaders'), 'content-length;host');
});

test('the page may send uploads to the bucket and nowhere else', async ({ server }) => {
  const response = await server.anonymous().get('/api/carousel-images');
  const csp = response.headers.get('content-security-policy')!;
  assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:9;/);
});

test('the server does not accept uploads itself when a bucket is configured', async ({ server }) => {
  const put = await server.anonymous().put('/api/objects/put/7d6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a?expires=9999999999&signature=x', 'x', {
    'Content-Type': 'image/png',
  });
  assert.is(put.status, 403);
  assert.is(put.body.error, 'Request has expired');
});

test.run();

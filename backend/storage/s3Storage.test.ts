import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from '../config.ts';
import { createObjectStorage } from './createObjectStorage.ts';
import { LocalObjectStorage } from './localStorage.ts';
import { S3ObjectStorage, uploadOriginOf } from './s3Storage.ts';

const test = suite('S3 storage settings and presigned uploads (no network)');

const NAME = '4d6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
const S3_ENV = {
  S3_BUCKET: 'casos-rumbo',
  S3_REGION: 'us-east-2',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secreto-de-ejemplo',
};
const now = () => new Date();

test('without S3_BUCKET files stay on disk; with it they go to the bucket', () => {
  assert.is(loadConfig({}).s3, null);
  assert.ok(createObjectStorage(loadConfig({}), now) instanceof LocalObjectStorage);
  const config = loadConfig(S3_ENV);
  assert.equal(config.s3, {
    bucket: 'casos-rumbo',
    region: 'us-east-2',
    endpoint: 'http://127.0.0.1:9',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secreto-de-ejemplo',
    forcePathStyle: true,
    stsRoleArn: null,
  });
  assert.ok(createObjectStorage(config, now) instanceof S3ObjectStorage);
  assert.equal(loadConfig({ S3_BUCKET: 'casos' }).s3, {
    bucket: 'casos',
    region: 'us-east-1',
    endpoint: null,
    accessKeyId: null,
    secretAccessKey: null,
    forcePathStyle: false,
    stsRoleArn: null,
  });
});

test('wrong S3 settings stop the start with a Spanish message naming the variable', () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ S3_REGION: 'us-east-1' }, /S3_REGION no sirve sin S3_BUCKET/],
    [{ S3_BUCKET: 'Casos_Rumbo' }, /S3_BUCKET/],
    [{ S3_BUCKET: 'casos', S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'casos', S3_ACCESS_KEY_ID: 'AK' }, /S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'casos', S3_FORCE_PATH_STYLE: 'si' }, /S3_FORCE_PATH_STYLE/],
    [{ S3_BUCKET: 'casos', S3_REGION: 'US East' }, /S3_REGION/],
    [{ S3_STS_ROLE_ARN: 'arn:aws:iam::123456789012:role/subidas' }, /S3_STS_ROLE_ARN no sirve sin S3_BUCKET/],
    [{ S3_BUCKET: 'casos', S3_STS_ROLE_ARN: 'subidas' }, /S3_STS_ROLE_ARN debe ser el ARN de un rol/],
  ];
  for (const [env, message] of cases) {
    try {
      loadConfig(env);
      assert.unreachable(JSON.stringify(env));
    } catch (error) {
      assert.instance(error, ConfigError);
      assert.match((error as Error).message, message);
    }
  }
});

test('a presigned PUT names the object under uploads/, lasts 604800 s and signs the announced size', async () => {
  const storage = createObjectStorage(loadConfig(S3_ENV), now);
  const url = new URL(await storage.createUploadUrl(NAME, { maxBytes: 10 * 1024 * 1024, contentLength: 1234 }));
  assert.is(url.origin, 'http://127.0.0.1:9');
  assert.is(url.pathname, `/casos-rumbo/uploads/${NAME}`);
  assert.is(url.searchParams.get('X-Amz-Algorithm'), 'AWS4-HMAC-SHA256');
  assert.is(url.searchParams.get('X-Amz-Expires'), '604800');
  assert.match(url.searchParams.get('X-Amz-Credential')!, /^AKIAEXAMPLE\/\d{8}\/us-east-2\/s3\/aws4_request$/);
  assert.is(url.searchParams.get('X-Amz-SignedHeaders'), 'content-length;host');
  assert.match(url.searchParams.get('X-Amz-Signature')!, /^[0-9a-f]{64}$/);
  // A checksum of an empty body in the URL would make the bucket refuse the real file.
  assert.not.ok([...url.searchParams.keys()].some((key) => key.toLowerCase().startsWith('x-amz-checksum')));
  assert.not.ok(url.searchParams.has('x-amz-sdk-checksum-algorithm'));
});

test('without an announced size only the host is signed; a shorter validity can be asked for', async () => {
  const storage = createObjectStorage(loadConfig(S3_ENV), now);
  const url = new URL(await storage.createUploadUrl(NAME, { maxBytes: 1, expiresInSeconds: 900 }));
  assert.is(url.searchParams.get('X-Amz-SignedHeaders'), 'host');
  assert.is(url.searchParams.get('X-Amz-Expires'), '900');
});

test('virtual-hosted style is the default for AWS itself', async () => {
  const storage = createObjectStorage(
    loadConfig({ S3_BUCKET: 'casos-rumbo', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' }),
    now,
  );
  const url = new URL(await storage.createUploadUrl(NAME, { maxBytes: 1 }));
  assert.is(url.host, 'casos-rumbo.s3.eu-west-1.amazonaws.com');
  assert.is(url.pathname, `/uploads/${NAME}`);
});

test('a name that is not a server-made uuid is never signed', async () => {
  const storage = createObjectStorage(loadConfig(S3_ENV), now);
  for (const name of ['../secreto', 'uploads/x', NAME.toUpperCase(), '']) {
    try {
      await storage.createUploadUrl(name, { maxBytes: 1 });
      assert.unreachable(name);
    } catch (error) {
      assert.is((error as Error).name, 'StorageError');
    }
  }
});

test('the upload origin allowed by the page matches where presigned URLs really point', async () => {
  const credentials = { S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };
  const setups: Array<[Record<string, string>, string]> = [
    [{ S3_BUCKET: 'casos-rumbo' }, 'https://casos-rumbo.s3.us-east-1.amazonaws.com'],
    [{ S3_BUCKET: 'casos-rumbo', S3_REGION: 'eu-west-1' }, 'https://casos-rumbo.s3.eu-west-1.amazonaws.com'],
    [{ S3_BUCKET: 'casos-rumbo', S3_FORCE_PATH_STYLE: '1' }, 'https://s3.us-east-1.amazonaws.com'],
    [
      { S3_BUCKET: 'casos-rumbo', S3_REGION: 'auto', S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com' },
      'https://casos-rumbo.cuenta.r2.cloudflarestorage.com',
    ],
    [{ S3_BUCKET: 'casos-rumbo', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }, 'http://127.0.0.1:9000'],
    [{ S3_BUCKET: 'casos-rumbo', S3_ENDPOINT: 'https://minio.example.com:9443/' }, 'https://casos-rumbo.minio.example.com:9443'],
  ];
  for (const [env, expected] of setups) {
    const config = loadConfig({ ...env, ...credentials });
    const storage = createObjectStorage(config, now);
    const presigned = new URL(await storage.createUploadUrl(NAME, { maxBytes: 1 }));
    assert.is(presigned.origin, expected, JSON.stringify(env));
    assert.is(uploadOriginOf(config.s3!), expected);
    assert.is(storage.uploadOrigin, expected);
  }
});

test.run();

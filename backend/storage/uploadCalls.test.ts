import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, Consultation, ConsultationImage } from '../db/entities/index.ts';
import { queryRows } from '../db/sql.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { startS3Stand, type S3Stand } from '../testing/s3Stand.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer.ts';
import { ORPHAN_GRACE_MS, purgeOrphanObjects } from './purgeOrphanObjects.ts';

/**
 * The companion calls of @uppy/aws-s3 (docs/api.md), each on both storages: the local disk, whose part and
 * form URLs the server serves itself, and an S3 bucket (s3rver). Answers are what the client reads.
 */
const PNG_HEAD = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FIVE_MB = 5 * 1024 * 1024;
/** An image by its first bytes, `size` long: S3 wants every part but the last to be 5 MB at least. */
const imageOf = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);
const TEXT = Buffer.from('Esto no es una imagen, aunque se llame foto.png.\n'.repeat(200));

interface Context {
  server: TestServer;
  stand: S3Stand | null;
  dataDir: string;
  staff: TestClient;
  caseId: string;
}

async function createCase(server: TestServer): Promise<string> {
  const em = server.db.orm.em.fork();
  const details = { name: 'Ana Pérez', email: `ana-${randomUUID()}@example.com`, phone: '809-555-1234' };
  const consultation = em.create(Consultation, { client: em.create(Client, details), ...details, destinationCountry: 'usa' });
  await em.flush();
  return consultation.id;
}

/** Fills a case up to `count` image records (their objects do not matter to the count). */
async function addImageRecords(server: TestServer, caseId: string, count: number) {
  const em = server.db.orm.em.fork();
  const consultation = await em.findOneOrFail(Consultation, { id: caseId });
  for (let i = 0; i < count; i++) {
    em.create(ConsultationImage, {
      consultation,
      fileName: `x${i}.png`,
      originalName: `x${i}.png`,
      fileSize: 10,
      mimeType: 'image/png',
      objectPath: `/objects/uploads/${randomUUID()}`,
    });
  }
  await em.flush();
}

const imageCount = async (server: TestServer) =>
  (await queryRows<{ count: number }>(server.db.orm.em.fork(), 'select count(*)::int as count from consultation_images'))[0].count;

/** Every stored object's name. */
async function storedNames(server: TestServer): Promise<string[]> {
  const names: string[] = [];
  for await (const object of server.deps.storage.list()) names.push(object.name);
  return names.sort();
}

/** Sends a URL the server handed out: to the server itself (local) or to the bucket. */
async function send(server: TestServer, url: string, init: Omit<RequestInit, 'body'> & { body: Buffer | FormData }) {
  const target = new URL(url, server.url);
  const local = target.origin === new URL(server.deps.config.publicUrl).origin;
  const response = await fetch(local ? new URL(target.pathname + target.search, server.url) : target, {
    ...init,
    body: init.body instanceof FormData ? init.body : new Uint8Array(init.body),
    headers: { ...(init.headers as Record<string, string>), ...(local ? { Origin: new URL(server.deps.config.publicUrl).origin } : {}) },
  });
  return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
}

/** A single-part upload as @uppy/aws-s3 sends it: the parameters, then the fields and the file as a form. */
async function formUpload(context: Context, bytes: Buffer) {
  const params = await context.staff.get(
    `/api/s3/params?filename=foto.png&type=image%2Fpng&metadata%5BconsultationId%5D=${context.caseId}`,
  );
  assert.is(params.status, 200, params.text);
  const form = new FormData();
  for (const [field, value] of Object.entries(params.body.fields as Record<string, string>)) form.set(field, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
  const posted = await send(context.server, params.body.url, { method: 'POST', body: form });
  return { params: params.body, posted };
}

async function startMultipart(context: Context) {
  const created = await context.staff.post('/api/s3/multipart', {
    filename: 'foto.png',
    type: 'image/png',
    metadata: { consultationId: context.caseId },
  });
  assert.is(created.status, 200, created.text);
  return created.body as { uploadId: string; key: string };
}

async function putPart(context: Context, upload: { uploadId: string; key: string }, partNumber: number, bytes: Buffer) {
  const signed = await context.staff.get(
    `/api/s3/multipart/${encodeURIComponent(upload.uploadId)}/${partNumber}?key=${encodeURIComponent(upload.key)}`,
  );
  assert.is(signed.status, 200, signed.text);
  const put = await send(context.server, signed.body.url, { method: 'PUT', body: bytes });
  assert.is(put.status, 200, put.text);
  assert.ok(put.etag, 'the part answer names its ETag');
  return { PartNumber: partNumber, ETag: put.etag!.replace(/"/g, '') };
}

const complete = (context: Context, upload: { uploadId: string; key: string }, parts: unknown[]) =>
  context.staff.post(`/api/s3/multipart/${encodeURIComponent(upload.uploadId)}/complete?key=${encodeURIComponent(upload.key)}`, { parts });

const register = (context: Context, key: string) =>
  context.staff.post(`/api/consultations/${context.caseId}/images`, {
    fileName: 'foto.png',
    originalName: 'foto.png',
    fileSize: 1,
    mimeType: 'image/png',
    objectPath: `/objects/${key}`,
  });

/** The local storage's uploads in progress. */
const multipartIds = (context: Context) => {
  const dir = path.join(context.dataDir, 'objects', 'multipart');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const nameOf = (key: string) => key.replace('uploads/', '');

function storageSuite(kind: 'local' | 's3') {
  const test = suite<Context>(`upload companion calls on ${kind} storage`);

  test.before(async (context) => {
    context.dataDir = await mkdtemp(path.join(tmpdir(), 'subidas-'));
    context.stand = kind === 's3' ? await startS3Stand() : null;
    context.server = await startTestServer({ DATA_DIR: context.dataDir, ...(context.stand?.env ?? {}) });
  });
  test.before.each(async (context) => {
    await context.server.reset();
    context.staff = await context.server.staff();
    context.caseId = await createCase(context.server);
  });
  test.after(async ({ server, stand, dataDir }) => {
    await server.close();
    await stand?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a single-part upload: GET s3/params answers {method, url, fields, headers}; the form POST stores the image, which registers', async (context) => {
    const bytes = imageOf(2000);
    const { params, posted } = await formUpload(context, bytes);
    assert.is(params.method, 'POST');
    assert.equal(params.headers, {});
    assert.match(params.fields.key, /^uploads\/[0-9a-f-]{36}$/);
    if (kind === 's3') assert.ok(params.url.startsWith(context.stand!.endpoint), params.url);
    else assert.is(new URL(params.url).pathname, '/api/objects/form');
    assert.ok(posted.status >= 200 && posted.status < 300, `${posted.status} ${posted.text}`);
    assert.equal(await context.server.deps.storage.stat(nameOf(params.fields.key)), { size: bytes.length });
    const registered = await register(context, params.fields.key);
    assert.is(registered.status, 201, registered.text);
  });

  test('a multipart upload of two parts: create {uploadId, key}, sign each part {url}, complete {location}; the joined object registers', async (context) => {
    const upload = await startMultipart(context);
    assert.match(upload.key, /^uploads\/[0-9a-f-]{36}$/);
    const bytes = imageOf(FIVE_MB + 4096);
    const parts = [
      await putPart(context, upload, 1, bytes.subarray(0, FIVE_MB)),
      await putPart(context, upload, 2, bytes.subarray(FIVE_MB)),
    ];
    const done = await complete(context, upload, parts);
    assert.is(done.status, 200, done.text);
    assert.equal(done.body, { location: `${context.server.deps.config.publicUrl}/objects/${upload.key}`, key: upload.key });
    assert.equal(await context.server.deps.storage.stat(nameOf(upload.key)), { size: bytes.length });
    const registered = await register(context, upload.key);
    assert.is(registered.status, 201, registered.text);
    assert.is(registered.body.fileSize, bytes.length);
  });

  test('a completed upload that is no image is refused 415 and removed', async (context) => {
    const before = await storedNames(context.server);
    const upload = await startMultipart(context);
    const part = await putPart(context, upload, 1, TEXT);
    const done = await complete(context, upload, [part]);
    assert.is(done.status, 415);
    assert.is(done.body.error, IMAGE_TEXTS.notAnImage);
    assert.equal(await storedNames(context.server), before);
    if (kind === 'local') assert.not.ok(existsSync(path.join(context.dataDir, 'objects', 'multipart', upload.uploadId)), 'no part is kept');
    assert.is(await imageCount(context.server), 0);
  });

  test('a case with 10 images gets no upload started; one that filled up meanwhile has its completed upload refused and removed', async (context) => {
    const before = await storedNames(context.server);
    const upload = await startMultipart(context);
    const part = await putPart(context, upload, 1, imageOf(3000));
    await addImageRecords(context.server, context.caseId, 10);
    const done = await complete(context, upload, [part]);
    assert.is(done.status, 409);
    assert.is(done.body.error, IMAGE_TEXTS.tooMany);
    assert.equal(await storedNames(context.server), before);
    const started = await context.staff.post('/api/s3/multipart', {
      filename: 'foto.png',
      type: 'image/png',
      metadata: { consultationId: context.caseId },
    });
    assert.equal([started.status, started.body.error], [409, IMAGE_TEXTS.tooMany]);
    const params = await context.staff.get(
      `/api/s3/params?filename=foto.png&type=image%2Fpng&metadata%5BconsultationId%5D=${context.caseId}`,
    );
    assert.equal([params.status, params.body.error], [409, IMAGE_TEXTS.tooMany]);
    assert.is(await imageCount(context.server), 10);
  });

  test('bad starts are refused in Spanish and start nothing: no case, an unknown case, a type that is no image, unknown fields', async (context) => {
    const before = await storedNames(context.server);
    const uploadsBefore = kind === 'local' ? multipartIds(context) : [];
    const cases: Array<[unknown, number]> = [
      [{ filename: 'foto.png', type: 'image/png' }, 400],
      [{ filename: 'foto.png', type: 'image/png', metadata: { consultationId: 'abc' } }, 400],
      [{ filename: 'foto.png', type: 'image/png', metadata: { consultationId: randomUUID() } }, 404],
      [{ filename: 'foto.pdf', type: 'application/pdf', metadata: { consultationId: context.caseId } }, 415],
      [{ filename: 'foto.png', type: 'image/png', metadata: { consultationId: context.caseId, path: '../x' } }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await context.staff.post('/api/s3/multipart', body);
      assert.is(response.status, status, JSON.stringify(body));
      assert.type(response.body.error, 'string');
      assert.match(response.body.error, /[a-záéíóúñ]{3,}/i);
    }
    const params = await context.staff.get('/api/s3/params?filename=x.png&type=image%2Fpng');
    assert.is(params.status, 400);
    assert.match(params.body.error + JSON.stringify(params.body.details), /caso/);
    assert.equal(await storedNames(context.server), before);
    assert.equal(kind === 'local' ? multipartIds(context) : [], uploadsBefore);
  });

  test('keys, upload ids and part numbers that are not ones handed out are refused 400/404 in Spanish and change nothing', async (context) => {
    const before = await storedNames(context.server);
    const upload = await startMultipart(context);
    const part = await putPart(context, upload, 1, imageOf(3000));
    const id = encodeURIComponent(upload.uploadId);
    const other = `uploads/${randomUUID()}`;
    const refusals: Array<[string, string, unknown, number]> = [
      ['GET', `/api/s3/multipart/${id}/1`, undefined, 400],
      ['GET', `/api/s3/multipart/${id}/1?key=..%2Fsecreto`, undefined, 400],
      ['GET', `/api/s3/multipart/${id}/1?key=${upload.key}&key=${upload.key}`, undefined, 400],
      ['GET', `/api/s3/multipart/${id}/0?key=${upload.key}`, undefined, 400],
      ['GET', `/api/s3/multipart/${id}/10001?key=${upload.key}`, undefined, 400],
      ['GET', `/api/s3/multipart/${id}/uno?key=${upload.key}`, undefined, 400],
      ['GET', `/api/s3/multipart/a%20b/1?key=${upload.key}`, undefined, 400],
      ['POST', `/api/s3/multipart/${id}/complete?key=${upload.key}`, { parts: [] }, 400],
      ['POST', `/api/s3/multipart/${id}/complete?key=${upload.key}`, { parts: [{ PartNumber: 1 }] }, 400],
    ];
    if (kind === 'local') {
      // A part that was not stored (s3rver does not compare ETags; a real bucket answers InvalidPart, also a 400).
      refusals.push([
        'POST',
        `/api/s3/multipart/${id}/complete?key=${upload.key}`,
        { parts: [{ ...part, ETag: '0123456789abcdef0123456789abcdef' }] },
        400,
      ]);
      refusals.push([
        'POST',
        `/api/s3/multipart/${id}/complete?key=${upload.key}`,
        { parts: [part, { PartNumber: 2, ETag: part.ETag }] },
        400,
      ]);
      // An unknown upload, another upload's key: s3rver answers the first with a 500 and completes the second under
      // the upload's own key whatever key is named; a real bucket answers both NoSuchUpload, a 404.
      refusals.push(['POST', `/api/s3/multipart/desconocida/complete?key=${upload.key}`, { parts: [part] }, 404]);
      refusals.push(['POST', `/api/s3/multipart/${id}/complete?key=${other}`, { parts: [part] }, 404]);
      // The bucket is asked nothing when a part is signed; the local storage knows its uploads.
      refusals.push(['GET', `/api/s3/multipart/${id}/1?key=${other}`, undefined, 404]);
      refusals.push(['GET', `/api/s3/multipart/${id}?key=${other}`, undefined, 404]);
      refusals.push(['GET', `/api/s3/multipart/desconocida?key=${upload.key}`, undefined, 404]);
    }
    for (const [method, url, body, status] of refusals) {
      const response = await context.staff.request(method, url, body);
      assert.is(response.status, status, `${method} ${url} ${JSON.stringify(body)}: ${response.text}`);
      assert.match(response.body.error, /[a-záéíóúñ]{3,}/i);
    }
    assert.equal(await storedNames(context.server), before);
    // The upload is still there, as it was: it completes.
    const done = await complete(context, upload, [part]);
    assert.is(done.status, 200, done.text);
  });

  test('GET s3/sts answers 501 in Spanish when no role is configured', async (context) => {
    const response = await context.staff.get('/api/s3/sts');
    assert.is(response.status, 501);
    assert.is(response.body.error, IMAGE_TEXTS.stsUnavailable);
  });

  test('without a session every call is refused 401', async (context) => {
    const anonymous = context.server.anonymous();
    for (const [method, url] of [
      ['GET', '/api/s3/params?filename=x.png'],
      ['POST', '/api/s3/multipart'],
      ['GET', '/api/s3/multipart/abc?key=uploads/x'],
      ['GET', '/api/s3/multipart/abc/1?key=uploads/x'],
      ['POST', '/api/s3/multipart/abc/complete?key=uploads/x'],
      ['DELETE', '/api/s3/multipart/abc?key=uploads/x'],
      ['GET', '/api/s3/sts'],
    ]) {
      const response = await anonymous.request(method, url, method === 'POST' ? {} : undefined);
      assert.is(response.status, 401, `${method} ${url}`);
    }
  });

  if (kind === 'local') {
    test('a resumed upload lists the parts stored so far {PartNumber, Size, ETag}; a cancelled one keeps no part and is gone', async (context) => {
      const upload = await startMultipart(context);
      const bytes = imageOf(FIVE_MB + 10);
      const first = await putPart(context, upload, 1, bytes.subarray(0, FIVE_MB));
      const listed = await context.staff.get(`/api/s3/multipart/${upload.uploadId}?key=${upload.key}`);
      assert.is(listed.status, 200);
      assert.equal(listed.body, [{ PartNumber: 1, Size: FIVE_MB, ETag: first.ETag }]);
      const before = await storedNames(context.server);
      assert.ok(multipartIds(context).includes(upload.uploadId));
      const aborted = await context.staff.delete(`/api/s3/multipart/${upload.uploadId}?key=${upload.key}`);
      assert.is(aborted.status, 204);
      assert.not.ok(multipartIds(context).includes(upload.uploadId));
      const again = await context.staff.get(`/api/s3/multipart/${upload.uploadId}?key=${upload.key}`);
      assert.is(again.status, 404);
      assert.is(again.body.error, IMAGE_TEXTS.noSuchUpload);
      assert.is((await complete(context, upload, [first])).status, 404);
      assert.equal(await storedNames(context.server), before);
    });

    test('a part URL is refused 403 with a wrong signature, and a part that would take the upload past 10 MB is refused 413 and kept nowhere', async (context) => {
      const upload = await startMultipart(context);
      const signed = await context.staff.get(`/api/s3/multipart/${upload.uploadId}/1?key=${upload.key}`);
      const forged = new URL(signed.body.url, context.server.url);
      forged.searchParams.set('signature', 'A'.repeat(43));
      assert.is((await send(context.server, forged.href, { method: 'PUT', body: PNG_HEAD })).status, 403);
      const otherPart = new URL(signed.body.url, context.server.url);
      otherPart.pathname = otherPart.pathname.replace(/\/1$/, '/2');
      assert.is((await send(context.server, otherPart.href, { method: 'PUT', body: PNG_HEAD })).status, 403);
      await putPart(context, upload, 1, imageOf(FIVE_MB));
      const signed2 = await context.staff.get(`/api/s3/multipart/${upload.uploadId}/2?key=${upload.key}`);
      const tooMuch = await send(context.server, signed2.body.url, { method: 'PUT', body: imageOf(FIVE_MB + 1) });
      assert.is(tooMuch.status, 413);
      const listed = await context.staff.get(`/api/s3/multipart/${upload.uploadId}?key=${upload.key}`);
      assert.equal(
        listed.body.map((part: { PartNumber: number }) => part.PartNumber),
        [1],
      );
      const files = readdirSync(path.join(context.dataDir, 'objects', 'multipart', upload.uploadId));
      assert.equal(files.sort(), ['1', 'case', 'name']);
    });

    test('a form upload that is no image, or with a forged signature, stores nothing', async (context) => {
      const before = await storedNames(context.server);
      const { posted } = await formUpload(context, TEXT);
      assert.is(posted.status, 415);
      const params = await context.staff.get(`/api/s3/params?type=image%2Fpng&metadata%5BconsultationId%5D=${context.caseId}`);
      const form = new FormData();
      form.set('key', params.body.fields.key);
      form.set('expires', params.body.fields.expires);
      form.set('signature', 'B'.repeat(43));
      form.set('file', new Blob([new Uint8Array(imageOf(100))]), 'foto.png');
      assert.is((await send(context.server, params.body.url, { method: 'POST', body: form })).status, 403);
      const uploads = path.join(context.dataDir, 'objects', 'uploads');
      assert.equal(await storedNames(context.server), before);
      assert.not.ok(
        readdirSync(uploads).some((file) => file.endsWith('.part')),
        'no partial file is left',
      );
    });

    test('the periodic purge removes the parts of an upload abandoned for a day, and keeps a recent one', async (context) => {
      const old = await startMultipart(context);
      await putPart(context, old, 1, imageOf(1000));
      assert.is(await purgeOrphanObjects(context.server.db.orm.em.fork(), context.server.deps.storage, new Date()), 0);
      assert.ok(multipartIds(context).includes(old.uploadId), 'a recent upload is kept');
      await purgeOrphanObjects(
        context.server.db.orm.em.fork(),
        context.server.deps.storage,
        new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
      );
      assert.equal(multipartIds(context), []);
    });
  }

  test.run();
}

storageSuite('local');
storageSuite('s3');

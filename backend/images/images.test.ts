import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, Consultation, ConsultationImage } from '../db/entities/index.ts';
import type { LocalObjectStorage } from '../storage/localStorage.ts';
import { purgeOrphanObjects } from '../storage/purgeOrphanObjects.ts';
import { signUpload } from '../storage/uploadSignature.ts';
import { eventually } from '../testing/eventually.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer.ts';
import { deleteConsultationObjects } from './deleteConsultationObjects.ts';

const test = suite<{ server: TestServer; dataDir: string }>('case images and uploads');

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TEXT = Buffer.from('Esto es un documento de texto, aunque el archivo se llame foto.png.\n'.repeat(4));
const TEN_MB = 10 * 1024 * 1024;

test.before(async (context) => {
  // A folder of its own, removed afterwards: uploaded files never pile up between runs.
  context.dataDir = await mkdtemp(path.join(tmpdir(), 'imagenes-'));
  context.server = await startTestServer({ DATA_DIR: context.dataDir });
});
test.before.each(async ({ server }) => server.reset());
test.after(async ({ server, dataDir }) => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const uploadsDir = (server: TestServer) => path.join(server.deps.config.dataDir, 'objects', 'uploads');
const fileOf = (server: TestServer, name: string) => path.join(uploadsDir(server), name);
const leftovers = (server: TestServer, name: string) =>
  existsSync(uploadsDir(server)) ? readdirSync(uploadsDir(server)).filter((file) => file.includes(name)) : [];
const nameOf = (objectPath: string) => objectPath.split('/').pop()!;
/** The path and query of an absolute upload URL, for the test client. */
const relative = (uploadURL: string) => {
  const url = new URL(uploadURL);
  return url.pathname + url.search;
};

async function createConsultation(server: TestServer, email = 'ana@example.com'): Promise<string> {
  const em = server.db.orm.em.fork();
  const details = { name: 'Ana Pérez', email, phone: '809-555-1234' };
  const client = em.create(Client, details);
  const consultation = em.create(Consultation, { client, ...details, destinationCountry: 'usa' });
  await em.flush();
  return consultation.id;
}

/** Asks for a signed URL as staff and PUTs the bytes there without any session. */
async function upload(server: TestServer, staff: TestClient, bytes: Uint8Array, contentType = 'image/png') {
  const signed = await staff.post('/api/objects/upload');
  assert.is(signed.status, 200, JSON.stringify(signed.body));
  const put = await server.anonymous().put(relative(signed.body.uploadURL), bytes, { 'Content-Type': contentType });
  return { objectPath: signed.body.objectPath as string, uploadURL: signed.body.uploadURL as string, put };
}

async function uploadAndRegister(server: TestServer, staff: TestClient, consultationId: string, originalName = 'pasaporte.png') {
  const { objectPath, put } = await upload(server, staff, PNG);
  assert.is(put.status, 200, JSON.stringify(put.body));
  return staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: originalName,
    originalName,
    fileSize: PNG.length,
    mimeType: 'image/png',
    objectPath,
  });
}

test('an image goes from signed URL to case, is listed, served to staff and deleted with its file', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const signed = await staff.post('/api/objects/upload', { fileSize: PNG.length, mimeType: 'image/png' });
  assert.is(signed.status, 200);
  assert.match(signed.body.objectPath, /^\/objects\/uploads\/[0-9a-f-]{36}$/);
  const url = new URL(signed.body.uploadURL);
  assert.is(url.origin, server.url);
  assert.is(url.pathname, `/api/objects/put/${nameOf(signed.body.objectPath)}`);
  const expires = Number(url.searchParams.get('expires'));
  assert.ok(Math.abs(expires - (Date.now() / 1000 + 604800)) < 60, 'valid for 604800 s');
  assert.match(url.searchParams.get('signature')!, /^[A-Za-z0-9_-]{43}$/);

  const put = await server.anonymous().put(relative(signed.body.uploadURL), PNG, { 'Content-Type': 'image/png' });
  assert.is(put.status, 200);
  assert.equal(put.body, { objectPath: signed.body.objectPath, fileSize: PNG.length, mimeType: 'image/png' });
  const name = nameOf(signed.body.objectPath);
  assert.ok(existsSync(fileOf(server, name)));

  const registered = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'pasaporte.png',
    originalName: 'C:\\fotos\\pasaporte "Ana".png',
    fileSize: PNG.length,
    mimeType: 'image/png',
    objectPath: signed.body.objectPath,
  });
  assert.is(registered.status, 201);
  assert.is(registered.body.consultationId, consultationId);
  assert.is(registered.body.fileName, `${name}.png`);
  assert.is(registered.body.originalName, 'pasaporte "Ana".png');
  assert.is(registered.body.fileSize, PNG.length);
  assert.is(registered.body.mimeType, 'image/png');

  const list = await staff.get(`/api/consultations/${consultationId}/images`);
  assert.is(list.status, 200);
  assert.equal(list.body, [registered.body]);

  const served = await fetch(server.url + signed.body.objectPath, { headers: { Cookie: cookieOf(staff) } });
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.is(served.headers.get('x-content-type-options'), 'nosniff');
  assert.is(served.headers.get('cache-control'), 'private, no-store');
  assert.is(served.headers.get('content-disposition'), `inline; filename="pasaporte _Ana_.png"; filename*=UTF-8''pasaporte%20_Ana_.png`);
  assert.equal(Buffer.from(await served.arrayBuffer()), PNG);
  const download = await staff.get(`${signed.body.objectPath}?download=1`);
  assert.match(download.headers.get('content-disposition')!, /^attachment; filename="pasaporte _Ana_\.png"/);

  const removed = await staff.delete(`/api/consultations/images/${registered.body.id}`);
  assert.is(removed.status, 200);
  assert.not.ok(existsSync(fileOf(server, name)), 'the file is gone from disk');
  assert.equal((await staff.get(`/api/consultations/${consultationId}/images`)).body, []);
  const gone = await staff.get(signed.body.objectPath);
  assert.is(gone.status, 404);
  assert.is(gone.body.error, 'La imagen no existe o fue eliminada');
  const again = await staff.delete(`/api/consultations/images/${registered.body.id}`);
  assert.is(again.status, 404);
  assert.is(again.body.error, 'La imagen no existe o fue eliminada');
});

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

test('images are listed newest first', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const first = await uploadAndRegister(server, staff, consultationId, 'primera.png');
  const second = await uploadAndRegister(server, staff, consultationId, 'segunda.png');
  const list = await staff.get(`/api/consultations/${consultationId}/images`);
  assert.equal(
    list.body.map((image: { id: string }) => image.id),
    [second.body.id, first.body.id],
  );
});

test('an expired upload URL is refused with 403 "Request has expired" and stores nothing', async ({ server }) => {
  const name = '0b6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
  const expires = Math.floor(Date.now() / 1000) - 1;
  const signature = signUpload(server.deps.config.sessionSecret, name, expires);
  const put = await server.anonymous().put(`/api/objects/put/${name}?expires=${expires}&signature=${signature}`, PNG, {
    'Content-Type': 'image/png',
  });
  assert.is(put.status, 403);
  assert.is(put.body.error, 'Request has expired');
  assert.equal(leftovers(server, name), []);
});

test('a well-signed upload URL whose expiry lies further ahead than URLs are issued for is refused like an expired one and stores nothing', async ({
  server,
}) => {
  const name = '2b6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
  const nowSeconds = Math.floor(Date.now() / 1000);
  const put = (expires: number) =>
    server
      .anonymous()
      .put(`/api/objects/put/${name}?expires=${expires}&signature=${signUpload(server.deps.config.sessionSecret, name, expires)}`, PNG, {
        'Content-Type': 'image/png',
      });
  // Seven days and the five minutes allowed for clocks apart, and a second more; then ten years.
  for (const expires of [nowSeconds + 604800 + 300 + 2, nowSeconds + 10 * 365 * 24 * 3600]) {
    const refused = await put(expires);
    assert.is(refused.status, 403, String(expires));
    assert.is(refused.body.error, 'Request has expired');
    assert.equal(leftovers(server, name), []);
  }
  assert.is(await server.db.orm.em.fork().count(ConsultationImage, {}), 0);
  // The longest the server issues is still accepted.
  assert.is((await put(nowSeconds + 604800)).status, 200);
});

test('a tampered upload URL (signature, expiry or name) is refused with 403', async ({ server }) => {
  const staff = await server.staff();
  const signed = await staff.post('/api/objects/upload');
  const url = new URL(signed.body.uploadURL);
  const name = nameOf(signed.body.objectPath);
  const signature = url.searchParams.get('signature')!;
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  const attempts = [
    `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${flipped}`,
    `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${signature}`,
    `${url.pathname}?expires=${url.searchParams.get('expires')}`,
    `/api/objects/put/1c6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a${url.search}`,
  ];
  for (const attempt of attempts) {
    const put = await server.anonymous().put(attempt, PNG, { 'Content-Type': 'image/png' });
    assert.is(put.status, 403, attempt);
    assert.is(put.body.error, 'Request has expired');
  }
  assert.equal(leftovers(server, name), []);
});

test("an upload URL asked for without Origin, by Sec-Fetch-Site alone, is made on the site's address", async ({ server }) => {
  const staff = await server.staff();
  staff.origin = null;
  const signed = await staff.post('/api/objects/upload', {}, { 'Sec-Fetch-Site': 'same-origin' });
  assert.is(signed.status, 200, signed.text);
  assert.is(new URL(signed.body.uploadURL).origin, new URL(server.deps.config.publicUrl).origin);
  const put = await server.anonymous().put(relative(signed.body.uploadURL), PNG, { 'Content-Type': 'image/png' });
  assert.is(put.status, 200, put.text);
});

test('a text file named .png is refused with 415 and nothing is kept', async ({ server }) => {
  const staff = await server.staff();
  const { objectPath, put } = await upload(server, staff, TEXT, 'image/png');
  assert.is(put.status, 415);
  assert.is(put.body.error, 'El archivo no es una imagen admitida: use JPEG, PNG, WebP, GIF o HEIC');
  assert.equal(leftovers(server, nameOf(objectPath)), []);
  const empty = await upload(server, staff, new Uint8Array(), 'image/png');
  assert.is(empty.put.status, 415);
  const signed = await staff.post('/api/objects/upload');
  const json = await server.anonymous().put(relative(signed.body.uploadURL), { foto: 'no' });
  assert.is(json.status, 415, 'a JSON body is not an image either');
  assert.equal(leftovers(server, nameOf(signed.body.objectPath)), []);
});

test('an upload cut off half-way leaves no partial file', async ({ server }) => {
  const staff = await server.staff();
  const signed = await staff.post('/api/objects/upload');
  const name = nameOf(signed.body.objectPath);
  const abort = new AbortController();
  let chunks = 0;
  let startedWriting = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      chunks++;
      if (chunks === 1) return controller.enqueue(Buffer.concat([PNG, Buffer.alloc(256 * 1024)]));
      if (chunks === 3) {
        // Once the server has started writing, cut the connection.
        startedWriting = await eventually(() => leftovers(server, name).length > 0, 5000);
        abort.abort();
        return controller.error(new Error('connection cut'));
      }
      controller.enqueue(Buffer.alloc(256 * 1024));
    },
  });
  await fetch(signed.body.uploadURL, {
    method: 'PUT',
    body,
    signal: abort.signal,
    headers: { 'Content-Type': 'image/png', Origin: server.url },
    duplex: 'half',
  } as RequestInit).catch(() => null);
  assert.ok(startedWriting, 'the connection was cut while the server was writing');
  await eventually(() => leftovers(server, name).length === 0, 2000);
  assert.equal(leftovers(server, name), []);
  const retry = await server.anonymous().put(relative(signed.body.uploadURL), PNG, { 'Content-Type': 'image/png' });
  assert.is(retry.status, 200, 'the same URL can be used again after a failed attempt');
});

test('10 MB + 1 byte is refused with 413 and no file is left, with or without a declared length', async ({ server }) => {
  const staff = await server.staff();
  const big = Buffer.alloc(TEN_MB + 1);
  PNG.copy(big);
  const declared = await upload(server, staff, big);
  assert.is(declared.put.status, 413);
  assert.is(declared.put.body.error, 'La imagen supera el tamaño máximo de 10 MB');
  assert.equal(leftovers(server, nameOf(declared.objectPath)), []);

  // Streamed without Content-Length: only the byte counter can stop it.
  const signed = await staff.post('/api/objects/upload');
  const chunk = 1024 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= big.length) return controller.close();
      controller.enqueue(big.subarray(sent, sent + chunk));
      sent += chunk;
    },
  });
  const streamed = await fetch(signed.body.uploadURL, {
    method: 'PUT',
    body,
    headers: { 'Content-Type': 'image/png', Origin: server.url },
    duplex: 'half',
  } as RequestInit);
  assert.is(streamed.status, 413);
  assert.is((await streamed.json()).error, 'La imagen supera el tamaño máximo de 10 MB');
  assert.equal(leftovers(server, nameOf(signed.body.objectPath)), []);

  const exact = await upload(server, staff, big.subarray(0, TEN_MB));
  assert.is(exact.put.status, 200, 'exactly 10 MB is accepted');
});

test('an upload URL works once: a second PUT to the same name is refused and the file is unchanged', async ({ server }) => {
  const staff = await server.staff();
  const { uploadURL, put } = await upload(server, staff, PNG);
  assert.is(put.status, 200);
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  const again = await server.anonymous().put(relative(uploadURL), gif, { 'Content-Type': 'image/gif' });
  assert.is(again.status, 409);
  const staffRead = await staff.get(
    relative(uploadURL)
      .replace(/^\/api\/objects\/put\//, '/objects/uploads/')
      .replace(/\?.*$/, ''),
  );
  assert.is(staffRead.headers.get('content-type'), 'image/png');
});

test("an uploaded file can be read by the server's own account only", async ({ server }) => {
  const staff = await server.staff();
  const { objectPath, put } = await upload(server, staff, PNG);
  assert.is(put.status, 200);
  const { mode } = await stat(fileOf(server, nameOf(objectPath)));
  assert.is(mode & 0o077, 0, `mode ${(mode & 0o777).toString(8)}`);
});

test('an upload URL stays spent after its image is deleted, and forgets the name only once no URL can name it', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const { objectPath, uploadURL, put } = await upload(server, staff, PNG);
  assert.is(put.status, 200);
  const image = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'pasaporte.png',
    originalName: 'pasaporte.png',
    fileSize: PNG.length,
    mimeType: 'image/png',
    objectPath,
  });
  assert.is(image.status, 201);
  assert.is((await staff.delete(`/api/consultations/images/${image.body.id}`)).status, 200);
  const name = nameOf(objectPath);
  assert.is(await server.deps.storage.stat(name), null, 'the file is gone');
  const replay = await server.anonymous().put(relative(uploadURL), PNG, { 'Content-Type': 'image/png' });
  assert.is(replay.status, 409, 'the deleted file cannot be stored again with its old URL');
  assert.is(await server.deps.storage.stat(name), null, 'nothing was stored');
  const storage = server.deps.storage as LocalObjectStorage;
  await storage.forgetDeletedNames(new Date(Date.now() - 60_000));
  const stillSpent = await server.anonymous().put(relative(uploadURL), PNG, { 'Content-Type': 'image/png' });
  assert.is(stillSpent.status, 409, 'a recent deletion is remembered');
  // Only ever called for names deleted longer ago than any URL is valid; here the URL still is, which shows it.
  assert.ok((await storage.forgetDeletedNames(new Date(Date.now() + 60_000))) >= 1);
  const forgotten = await server.anonymous().put(relative(uploadURL), PNG, { 'Content-Type': 'image/png' });
  assert.is(forgotten.status, 200, 'a forgotten name is no longer remembered');
});

test('the server asks for nothing it cannot accept: too big or not an image is refused before any upload', async ({ server }) => {
  const staff = await server.staff();
  const big = await staff.post('/api/objects/upload', { fileSize: TEN_MB + 1, mimeType: 'image/jpeg' });
  assert.is(big.status, 413);
  assert.is(big.body.error, 'La imagen supera el tamaño máximo de 10 MB');
  const pdf = await staff.post('/api/objects/upload', { fileSize: 1000, mimeType: 'application/pdf' });
  assert.is(pdf.status, 415);
  const svg = await staff.post('/api/objects/upload', { mimeType: 'image/svg+xml' });
  assert.is(svg.status, 415);
  const extra = await staff.post('/api/objects/upload', { fileSize: 10, url: 'http://evil' });
  assert.is(extra.status, 400);
  const heic = await staff.post('/api/objects/upload', { fileSize: 1000, mimeType: '' });
  assert.is(heic.status, 200, 'browsers report HEIC with an empty type');
});

test('a case takes at most 10 images: the 11th is refused and its upload removed', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  for (let i = 1; i <= 10; i++) {
    const registered = await uploadAndRegister(server, staff, consultationId, `foto-${i}.png`);
    assert.is(registered.status, 201, `image ${i}`);
  }
  const { objectPath } = await upload(server, staff, PNG);
  const eleventh = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'foto-11.png',
    originalName: 'foto-11.png',
    fileSize: PNG.length,
    mimeType: 'image/png',
    objectPath,
  });
  assert.is(eleventh.status, 409);
  assert.is(eleventh.body.error, 'Cada caso admite como máximo 10 imágenes');
  assert.equal(leftovers(server, nameOf(objectPath)), []);
  assert.is((await staff.get(`/api/consultations/${consultationId}/images`)).body.length, 10);
  const other = await createConsultation(server, 'otra@example.com');
  assert.is((await uploadAndRegister(server, staff, other)).status, 201, 'the limit is per case');
});

test('four registrations racing for the last place: exactly one wins (meaningful on PostgreSQL)', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  for (let i = 1; i <= 9; i++) assert.is((await uploadAndRegister(server, staff, consultationId)).status, 201);
  const uploads = await Promise.all([1, 2, 3, 4].map(() => upload(server, staff, PNG)));
  const results = await Promise.all(
    uploads.map(({ objectPath }) =>
      staff.post(`/api/consultations/${consultationId}/images`, {
        fileName: 'a.png',
        originalName: 'a.png',
        fileSize: PNG.length,
        mimeType: 'image/png',
        objectPath,
      }),
    ),
  );
  assert.equal(results.map((r) => r.status).sort(), [201, 409, 409, 409]);
  assert.is(await server.db.orm.em.fork().count(ConsultationImage, { consultation: consultationId }), 10);
});

test('registration trusts the stored bytes, not the body, and refuses what was never uploaded', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const { objectPath } = await upload(server, staff, PNG);
  const lying = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'x.gif',
    originalName: 'x.gif',
    fileSize: 1,
    mimeType: 'image/gif',
    objectPath,
  });
  assert.is(lying.status, 201);
  assert.is(lying.body.mimeType, 'image/png');
  assert.is(lying.body.fileSize, PNG.length);
  assert.is(lying.body.fileName, `${nameOf(objectPath)}.png`);

  const twice = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'x.png',
    originalName: 'x.png',
    fileSize: 1,
    mimeType: 'image/png',
    objectPath,
  });
  assert.is(twice.status, 409);
  assert.ok(existsSync(fileOf(server, nameOf(objectPath))), 'a refused duplicate keeps the registered file');

  const missing = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'x.png',
    originalName: 'x.png',
    fileSize: 1,
    mimeType: 'image/png',
    objectPath: '/objects/uploads/2c6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a',
  });
  assert.is(missing.status, 400);
  assert.is(missing.body.error, 'La imagen no se encuentra: súbala de nuevo');

  const traversal = await staff.post(`/api/consultations/${consultationId}/images`, {
    fileName: 'x.png',
    originalName: 'x.png',
    fileSize: 1,
    mimeType: 'image/png',
    objectPath: '/objects/uploads/../../package.json',
  });
  assert.is(traversal.status, 400);
  assert.equal(
    traversal.body.details.map((d: { path: string }) => d.path),
    ['objectPath'],
  );

  const incomplete = await staff.post(`/api/consultations/${consultationId}/images`, { objectPath });
  assert.is(incomplete.status, 400);
  assert.is((await staff.get(`/api/consultations/${consultationId}/images`)).body.length, 1);
});

test('an unknown consultation answers 404 for listing and registering', async ({ server }) => {
  const staff = await server.staff();
  const unknown = '3c6f3f4e-7d0a-4c55-9a49-3f1e2d4c5b6a';
  const list = await staff.get(`/api/consultations/${unknown}/images`);
  assert.is(list.status, 404);
  assert.is(list.body.error, 'La consulta no existe o fue eliminada');
  const malformed = await staff.get('/api/consultations/no-es-un-id/images');
  assert.is(malformed.status, 404);
  assert.is(malformed.body.error, 'La consulta no existe o fue eliminada', 'the same words, in the feminine, for a malformed id');
  const { objectPath } = await upload(server, staff, PNG);
  const register = await staff.post(`/api/consultations/${unknown}/images`, {
    fileName: 'x.png',
    originalName: 'x.png',
    fileSize: 1,
    mimeType: 'image/png',
    objectPath,
  });
  assert.is(register.status, 404);
  assert.is(register.body.error, 'La consulta no existe o fue eliminada');
  const malformedRegister = await staff.post('/api/consultations/no-es-un-id/images', {
    fileName: 'x.png',
    originalName: 'x.png',
    fileSize: 1,
    mimeType: 'image/png',
    objectPath,
  });
  assert.is(malformedRegister.status, 404);
  assert.is(malformedRegister.body.error, 'La consulta no existe o fue eliminada');
  for (const imageId of [unknown, 'no-es-un-id']) {
    const removed = await staff.delete(`/api/consultations/images/${imageId}`);
    assert.is(removed.status, 404, imageId);
    assert.is(removed.body.error, 'La imagen no existe o fue eliminada', imageId);
  }
});

test('without a staff session: objects answer 401 and no upload URL is given', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const registered = await uploadAndRegister(server, staff, consultationId);
  const anonymous = server.anonymous();
  const read = await anonymous.get(registered.body.objectPath);
  assert.is(read.status, 401);
  assert.not.ok(read.headers.get('content-type')?.startsWith('image/'));
  assert.is((await anonymous.post('/api/objects/upload')).status, 401);
  assert.is((await anonymous.get(`/api/consultations/${consultationId}/images`)).status, 401);
  assert.is((await anonymous.post(`/api/consultations/${consultationId}/images`, {})).status, 401);
  assert.is((await anonymous.delete(`/api/consultations/images/${registered.body.id}`)).status, 401);
});

test('object paths cannot leave the uploads folder', async ({ server }) => {
  const staff = await server.staff();
  for (const attempt of [
    '/objects/uploads/..%2F..%2Fpackage.json',
    '/objects/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/objects/uploads/%2e%2e%5c%2e%2e%5cpackage.json',
    '/objects/uploads/.%2e/.%2e/package.json',
    '/objects/uploads/package.json',
  ]) {
    const response = await staff.get(attempt);
    assert.ok(response.status === 404 || response.status === 400, `${attempt}: ${response.status}`);
    assert.not.match(response.text, /rumbo-migratorio/);
  }
  const name = '../../evil';
  const expires = Math.floor(Date.now() / 1000) + 60;
  const signature = signUpload(server.deps.config.sessionSecret, name, expires);
  const put = await server.anonymous().put(`/api/objects/put/..%2F..%2Fevil?expires=${expires}&signature=${signature}`, PNG, {
    'Content-Type': 'image/png',
  });
  assert.is(put.status, 403);
  assert.not.ok(existsSync(path.join(server.deps.config.dataDir, 'evil')));
});

test("deleting a consultation's objects removes its image records and files, and only its own", async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const other = await createConsultation(server, 'otra@example.com');
  const mine = [await uploadAndRegister(server, staff, consultationId), await uploadAndRegister(server, staff, consultationId)];
  const theirs = await uploadAndRegister(server, staff, other);
  const removed = await server.db.orm.em.fork().transactional((tx) => deleteConsultationObjects(tx, server.deps.storage, consultationId));
  assert.is(removed, 2);
  for (const image of mine) assert.not.ok(existsSync(fileOf(server, nameOf(image.body.objectPath))));
  assert.ok(existsSync(fileOf(server, nameOf(theirs.body.objectPath))));
  assert.is((await staff.get(`/api/consultations/${consultationId}/images`)).body.length, 0);
  assert.is((await staff.get(`/api/consultations/${other}/images`)).body.length, 1);
});

test('deleting a consultation through the staff API also removes its image files', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const registered = await uploadAndRegister(server, staff, consultationId);
  assert.is(registered.status, 201, JSON.stringify(registered.body));
  const name = nameOf(registered.body.objectPath);
  assert.ok(existsSync(fileOf(server, name)));
  const deleted = await staff.delete(`/api/admin/consultations/${consultationId}`);
  assert.is(deleted.status, 200, JSON.stringify(deleted.body));
  assert.not.ok(existsSync(fileOf(server, name)));
  assert.is(await server.db.orm.em.fork().count(ConsultationImage, {}), 0);
});

test('abandoned uploads are purged after a day; registered images and recent uploads are kept', async ({ server }) => {
  const staff = await server.staff();
  const consultationId = await createConsultation(server);
  const registered = await uploadAndRegister(server, staff, consultationId);
  const abandoned = await upload(server, staff, PNG);
  const recent = await upload(server, staff, PNG);
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  for (const objectPath of [registered.body.objectPath, abandoned.objectPath]) {
    await utimes(fileOf(server, nameOf(objectPath)), twoDaysAgo, twoDaysAgo);
  }
  const purged = await purgeOrphanObjects(server.db.orm.em.fork(), server.deps.storage, new Date());
  assert.is(purged, 1);
  assert.not.ok(existsSync(fileOf(server, nameOf(abandoned.objectPath))));
  assert.ok(existsSync(fileOf(server, nameOf(registered.body.objectPath))));
  assert.ok(existsSync(fileOf(server, nameOf(recent.objectPath))));
});

test.run();

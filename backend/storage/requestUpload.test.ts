import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError } from '../http/AppError.ts';
import { MAX_IMAGE_BYTES } from '../../engine/files/imageLimits.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { LocalObjectStorage } from './localStorage.ts';
import { requestUpload } from './requestUpload.ts';

const test = suite('requestUpload');

const NOW = new Date('2026-11-23T10:00:00Z');
const storage = new LocalObjectStorage({ root: '.tmp/request-upload-test', secret: 'secreto-de-prueba', now: () => NOW });
const BASE = 'https://rumbo.example';

async function refusal(input: Parameters<typeof requestUpload>[1]): Promise<AppError> {
  try {
    await requestUpload(storage, input, BASE);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return assert.unreachable('expected a refusal') as never;
}

test('an announced size over 10 MB is refused with 413 before any URL is made', async () => {
  const error = await refusal({ fileSize: MAX_IMAGE_BYTES + 1, mimeType: 'image/jpeg' });
  assert.equal({ status: error.status, message: error.userMessage }, { status: 413, message: IMAGE_TEXTS.tooLarge });
  assert.ok(await requestUpload(storage, { fileSize: MAX_IMAGE_BYTES, mimeType: 'image/jpeg' }, BASE));
});

test('an announced type that is no accepted image is refused with 415', async () => {
  for (const mimeType of ['application/pdf', 'image/svg+xml', 'text/html']) {
    const error = await refusal({ fileSize: 1000, mimeType });
    assert.equal({ status: error.status, message: error.userMessage }, { status: 415, message: IMAGE_TEXTS.notAnImage }, mimeType);
  }
});

test('an unknown type (as browsers report HEIC), any case and spacing of an image type, or none at all is accepted', async () => {
  for (const input of [{ mimeType: '' }, { mimeType: ' IMAGE/PNG ' }, { mimeType: 'image/heic' }, {}]) {
    assert.ok(await requestUpload(storage, input, BASE), JSON.stringify(input));
  }
});

test("the answer is a signed URL on the given address, for a name the server chose, and that name's object path", async () => {
  const first = await requestUpload(storage, { fileSize: 1000, mimeType: 'image/png' }, BASE);
  const second = await requestUpload(storage, { fileSize: 1000, mimeType: 'image/png' }, BASE);
  const url = new URL(first.uploadURL);
  assert.is(url.origin, BASE);
  const name = url.pathname.replace('/api/objects/put/', '');
  assert.is(first.objectPath, `/objects/uploads/${name}`);
  assert.is(
    storage.checkUploadUrl(name, url.searchParams.get('expires') ?? undefined, url.searchParams.get('signature') ?? undefined),
    'valid',
  );
  assert.is.not(second.objectPath, first.objectPath);
});

test.run();

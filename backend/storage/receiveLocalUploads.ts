import type { IncomingMessage } from 'node:http';
import { finished, PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import { MAX_IMAGE_BYTES } from '../../engine/files/imageLimits.ts';
import { AppError } from '../http/AppError.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { ImageGuard, NotAnImageError } from './imageGuard.ts';
import type { LocalObjectStorage } from './localStorage.ts';
import { StorageError } from './ObjectStorage.ts';
import { isObjectName } from './objectNames.ts';

/** The browser closed the connection before sending everything (a flaky phone network): not our fault. */
class UploadInterruptedError extends Error {}

/**
 * The request's body as a stream that fails with UploadInterruptedError when the browser goes away.
 * pipe(), not pipeline(): a refused upload must not destroy the request, or no answer could be sent.
 */
function bodyOf(request: IncomingMessage): Readable {
  const body = new PassThrough();
  if (request.readableEnded) {
    body.end();
    return body;
  }
  request.pipe(body);
  finished(request, (error) => {
    if (error || !request.complete) body.destroy(new UploadInterruptedError('upload interrupted'));
  });
  return body;
}

function storingFailure(error: unknown): unknown {
  if (error instanceof UploadInterruptedError) return new AppError('invalid', IMAGE_TEXTS.uploadInterrupted);
  if (error instanceof NotAnImageError) return new AppError('unsupported_type', IMAGE_TEXTS.notAnImage);
  if (error instanceof StorageError && error.reason === 'too_large') return new AppError('too_large', IMAGE_TEXTS.tooLarge);
  if (error instanceof StorageError && error.reason === 'exists') return new AppError('conflict', IMAGE_TEXTS.uploadUrlUsed);
  if (error instanceof StorageError && error.reason === 'no_upload') return new AppError('not_found', IMAGE_TEXTS.noSuchUpload);
  return error;
}

/**
 * PUT /api/objects/parts/:uploadId/:partNumber, the local storage's part URL: checks its signature and
 * stores the part. Its ETag header is what the client lists when it completes the upload.
 */
export async function receivePart(
  storage: LocalObjectStorage,
  upload: { uploadId: string; partNumber: number; expires?: string; signature?: string; request: IncomingMessage },
): Promise<{ etag: string; size: number }> {
  if (storage.checkPartUrl(upload.uploadId, upload.partNumber, upload.expires, upload.signature) !== 'valid') {
    throw new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused);
  }
  if (Number(upload.request.headers['content-length'] ?? NaN) > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
  if (!(await storage.nameOfUpload(upload.uploadId))) throw new AppError('not_found', IMAGE_TEXTS.noSuchUpload);
  try {
    const part = await storage.putPart(upload.uploadId, upload.partNumber, bodyOf(upload.request), { maxBytes: MAX_IMAGE_BYTES });
    return { etag: part.etag, size: part.size };
  } catch (error) {
    throw storingFailure(error);
  }
}

/**
 * POST /api/objects/form, the local storage's form upload (what GET /api/s3/params hands out): the
 * fields key, expires and signature, then the file. The signature is checked before a byte of the file
 * is read; the bytes then pass the image check on their way to disk, as a signed PUT's do.
 */
export function receiveFormUpload(storage: LocalObjectStorage, request: IncomingMessage): Promise<{ key: string; size: number }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { fields: 20, fieldSize: 2048, files: 1 } });
    } catch {
      return reject(new AppError('invalid', IMAGE_TEXTS.formInvalid));
    }
    const fields: Record<string, string> = {};
    let settled = false;
    let sawFile = false;
    const settle = (error: unknown, value?: { key: string; size: number }) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      // The rest of the body is read and dropped, so the answer reaches the browser.
      request.resume();
      if (error) reject(error);
      else resolve(value!);
    };
    parser.on('field', (field, value) => void (fields[field] = value));
    parser.on('file', (field, file) => {
      sawFile = true;
      const name = (fields.key ?? '').replace(/^uploads\//, '');
      if (field !== 'file' || !fields.key?.startsWith('uploads/') || !isObjectName(name)) {
        file.resume();
        return settle(new AppError('invalid', IMAGE_TEXTS.formInvalid));
      }
      if (storage.checkUploadUrl(name, fields.expires, fields.signature) !== 'valid') {
        file.resume();
        return settle(new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused));
      }
      const guard = new ImageGuard();
      guard.on('error', () => {});
      file.pipe(guard);
      file.on('error', (error) => guard.destroy(error));
      request.on('aborted', () => guard.destroy(new UploadInterruptedError('upload interrupted')));
      storage.put(name, guard, { maxBytes: MAX_IMAGE_BYTES }).then(
        ({ size }) => settle(null, { key: fields.key, size }),
        (error) => settle(storingFailure(error)),
      );
    });
    parser.on('error', () => settle(new AppError('invalid', IMAGE_TEXTS.formInvalid)));
    parser.on('close', () => {
      // Every field read and no file among them.
      if (!sawFile) settle(new AppError('invalid', IMAGE_TEXTS.formInvalid));
    });
    request.pipe(parser);
  });
}

import type { IncomingMessage } from 'node:http';
import { AppError } from '../http/AppError.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '../images/limits.ts';
import { ImageGuard, NotAnImageError } from './imageGuard.ts';
import type { LocalObjectStorage } from './localStorage.ts';
import { StorageError } from './ObjectStorage.ts';
import { objectPathOf } from './objectNames.ts';

/** The product's text for a refused signed upload (docs/product-rules.md, Images); the browser's uploader shows it as it is. */
export const UPLOAD_URL_REFUSED = 'Request has expired';
const ALREADY_USED = 'Este enlace de subida ya se usó: pida uno nuevo para subir otra imagen';

export interface SignedUpload {
  name: string;
  expires: string | undefined;
  signature: string | undefined;
  request: IncomingMessage;
}

/**
 * The PUT of a signed upload URL: checks the signature and expiry, then streams the body to
 * storage through a byte counter and an image check. A refused upload leaves nothing behind.
 */
export async function receiveUpload(storage: LocalObjectStorage, upload: SignedUpload) {
  const { name, request } = upload;
  if (storage.checkUploadUrl(name, upload.expires, upload.signature) !== 'valid') {
    throw new AppError('forbidden', UPLOAD_URL_REFUSED);
  }
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (declared > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TOO_LARGE);
  if (await storage.stat(name)) throw new AppError('conflict', ALREADY_USED);
  const guard = new ImageGuard();
  // The guard may fail before storage starts reading; put() reports that same error, so none is lost.
  guard.on('error', () => {});
  if (request.readableEnded) {
    guard.end();
  } else {
    // pipe(), not pipeline(): a refused upload must not destroy the request, or no answer could be sent.
    request.pipe(guard);
    request.once('close', () => {
      if (!request.complete) guard.destroy(new Error('upload interrupted'));
    });
  }
  try {
    const { size } = await storage.put(name, guard, { maxBytes: MAX_IMAGE_BYTES });
    return { objectPath: objectPathOf(name), fileSize: size, mimeType: guard.type!.mimeType };
  } catch (error) {
    if (error instanceof NotAnImageError) throw new AppError('unsupported_type', NOT_AN_IMAGE);
    if (error instanceof StorageError && error.reason === 'too_large') throw new AppError('too_large', IMAGE_TOO_LARGE);
    if (error instanceof StorageError && error.reason === 'exists') throw new AppError('conflict', ALREADY_USED);
    throw error;
  }
}

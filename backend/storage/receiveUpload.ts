import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { AppError } from '../http/AppError.ts';
import { MAX_IMAGE_BYTES } from '../../engine/files/imageLimits.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { ImageGuard, NotAnImageError } from './imageGuard.ts';
import type { LocalObjectStorage } from './localStorage.ts';
import { StorageError } from './ObjectStorage.ts';
import { objectPathOf } from './objectNames.ts';

/** The browser closed the connection before sending the whole file (a flaky phone network): not our fault. */
class UploadInterruptedError extends Error {}

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
    throw new AppError('forbidden', IMAGE_TEXTS.uploadUrlRefused);
  }
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (declared > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
  if (await storage.stat(name)) throw new AppError('conflict', IMAGE_TEXTS.uploadUrlUsed);
  const guard = new ImageGuard();
  // The guard may fail before storage starts reading; put() reports that same error, so none is lost.
  guard.on('error', () => {});
  if (request.readableEnded) {
    guard.end();
  } else {
    // pipe(), not pipeline(): a refused upload must not destroy the request, or no answer could be sent.
    request.pipe(guard);
    // finished() also reports a request that closed before this line (during the checks above):
    // a 'close' listener added now would never hear of it, and the upload would wait forever.
    finished(request, (error) => {
      if (error || !request.complete) guard.destroy(new UploadInterruptedError('upload interrupted'));
    });
  }
  try {
    const { size } = await storage.put(name, guard, { maxBytes: MAX_IMAGE_BYTES });
    return { objectPath: objectPathOf(name), fileSize: size, mimeType: guard.type!.mimeType };
  } catch (error) {
    if (error instanceof UploadInterruptedError) throw new AppError('invalid', IMAGE_TEXTS.uploadInterrupted);
    if (error instanceof NotAnImageError) throw new AppError('unsupported_type', IMAGE_TEXTS.notAnImage);
    if (error instanceof StorageError && error.reason === 'too_large') throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
    if (error instanceof StorageError && error.reason === 'exists') throw new AppError('conflict', IMAGE_TEXTS.uploadUrlUsed);
    throw error;
  }
}

import type { ObjectUploadRequest } from '../../schemas/generated/objectUploadRequest.ts';
import type { ObjectUploadResponse } from '../../schemas/generated/objectUploadResponse.ts';
import { AppError } from '../http/AppError.ts';
import { MAX_IMAGE_BYTES } from '../../engine/files/imageLimits.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import type { ObjectStorage } from './ObjectStorage.ts';
import { newObjectName, objectPathOf } from './objectNames.ts';

/** Types a browser may report for an accepted image; '' is what browsers send when they do not know (often HEIC). */
const DECLARED_IMAGE_TYPES = new Set([
  '',
  'application/octet-stream',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/** Refuses a file by what the browser announced of it: over the size limit 413, no accepted image type 415. */
export function checkDeclaredUpload(input: ObjectUploadRequest): void {
  if (input.fileSize !== undefined && input.fileSize > MAX_IMAGE_BYTES) throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
  if (input.mimeType !== undefined && !DECLARED_IMAGE_TYPES.has(input.mimeType.trim().toLowerCase())) {
    throw new AppError('unsupported_type', IMAGE_TEXTS.notAnImage);
  }
}

/**
 * A staff user asks where to upload an image. What the browser announces is checked first, so it is
 * never sent somewhere only to be refused: over the size limit 413, a type that is no accepted image
 * 415 (the bytes themselves are checked when they arrive: receiveUpload). The answer is a signed URL
 * under a name the server chose, made absolute against `base`, and the object path to register.
 */
export async function requestUpload(storage: ObjectStorage, input: ObjectUploadRequest, base: string): Promise<ObjectUploadResponse> {
  checkDeclaredUpload(input);
  const name = newObjectName();
  const url = await storage.createUploadUrl(name, { maxBytes: MAX_IMAGE_BYTES, contentLength: input.fileSize });
  return { uploadURL: new URL(url, base).href, objectPath: objectPathOf(name) };
}

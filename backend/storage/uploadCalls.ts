import type { EntityManager } from '@mikro-orm/postgresql';
import type { S3MultipartComplete } from '../../schemas/generated/s3MultipartComplete.ts';
import type { S3MultipartCompleted } from '../../schemas/generated/s3MultipartCompleted.ts';
import type { S3MultipartCreated } from '../../schemas/generated/s3MultipartCreated.ts';
import type { S3PartList } from '../../schemas/generated/s3PartList.ts';
import type { S3UploadParameters } from '../../schemas/generated/s3UploadParameters.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_CASE } from '../../engine/files/imageLimits.ts';
import { CONSULTATION_TEXTS } from '../consultations/texts.ts';
import { Consultation, ConsultationImage } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import { IMAGE_TEXTS } from '../images/texts.ts';
import { StorageError, type ObjectStorage } from './ObjectStorage.ts';
import { newObjectName, objectPathOf } from './objectNames.ts';
import { readImageType } from './readImageType.ts';
import { checkDeclaredUpload } from './requestUpload.ts';

/**
 * The upload calls @uppy/aws-s3 makes with `companionEndpoint: '/api'` (docs/api.md, Staff), on either storage.
 * The key is always `uploads/{name}` with a name the server chose, and the object path to register
 * is `/objects/` + key. Nothing a client sends becomes part of a name.
 */
const KEY_PREFIX = 'uploads/';
export const keyOf = (name: string) => KEY_PREFIX + name;
/** The object name inside a key (its shape is checked by the s3KeyQuery schema first). */
export const nameOfKey = (key: string) => key.slice(KEY_PREFIX.length);

/** Upload ids are the storage's own (S3's are long opaque strings): only their alphabet and length are checked. */
const UPLOAD_ID = /^[A-Za-z0-9._~=+-]{1,1024}$/;

export function checkUploadId(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId))
    throw new AppError('invalid', IMAGE_TEXTS.uploadIdInvalid, [{ path: 'uploadId', message: IMAGE_TEXTS.uploadIdInvalid }]);
  return uploadId;
}

export function checkPartNumber(value: string): number {
  if (!/^[1-9]\d{0,4}$/.test(value) || Number(value) > 10000) {
    throw new AppError('invalid', IMAGE_TEXTS.partNumberInvalid, [{ path: 'partNumber', message: IMAGE_TEXTS.partNumberInvalid }]);
  }
  return Number(value);
}

/** The case must exist and have room for one more image, or nothing is started. */
async function checkCaseHasRoom(em: EntityManager, consultationId: string): Promise<string> {
  const id = consultationId.toLowerCase();
  if (!(await em.findOne(Consultation, { id }, { fields: ['id'] }))) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  if ((await em.count(ConsultationImage, { consultation: id })) >= MAX_IMAGES_PER_CASE) throw new AppError('conflict', IMAGE_TEXTS.tooMany);
  return id;
}

const noSuchUpload = () => new AppError('not_found', IMAGE_TEXTS.noSuchUpload);

export interface DeclaredFile {
  type?: string;
  consultationId: string;
}

/** GET /api/s3/params: a form upload (POST policy) for one image, for a name the server chose. */
export async function uploadParameters(
  em: EntityManager,
  storage: ObjectStorage,
  file: DeclaredFile,
  base: string,
): Promise<S3UploadParameters> {
  checkDeclaredUpload({ mimeType: file.type });
  await checkCaseHasRoom(em, file.consultationId);
  const name = newObjectName();
  const { url, fields } = await storage.createFormUpload(name, { maxBytes: MAX_IMAGE_BYTES });
  return { method: 'POST', url: new URL(url, base).href, fields: fields as S3UploadParameters['fields'], headers: {} };
}

/** POST /api/s3/multipart. */
export async function createMultipartUpload(em: EntityManager, storage: ObjectStorage, file: DeclaredFile): Promise<S3MultipartCreated> {
  checkDeclaredUpload({ mimeType: file.type });
  const caseId = await checkCaseHasRoom(em, file.consultationId);
  const name = newObjectName();
  const uploadId = await storage.createMultipartUpload(name, { caseId });
  return { uploadId, key: keyOf(name) };
}

/**
 * GET /api/s3/multipart/:uploadId/:partNumber: the signed URL of one part. The local storage refuses an
 * upload it does not hold at once; a bucket refuses the part when it arrives (presigning asks it nothing).
 */
export async function signPart(storage: ObjectStorage, key: string, uploadId: string, partNumber: number): Promise<{ url: string }> {
  const name = nameOfKey(key);
  try {
    return { url: await storage.createPartUrl(name, uploadId, partNumber, {}) };
  } catch (error) {
    if (error instanceof StorageError && error.reason === 'no_upload') throw noSuchUpload();
    throw error;
  }
}

/** GET /api/s3/multipart/:uploadId: the parts stored so far (what a resumed upload skips). */
export async function listParts(storage: ObjectStorage, key: string, uploadId: string): Promise<S3PartList> {
  const parts = await storage.listParts(nameOfKey(key), uploadId);
  if (!parts) throw noSuchUpload();
  return parts.map((part) => ({ PartNumber: part.partNumber, Size: part.size, ETag: part.etag }));
}

/**
 * POST /api/s3/multipart/:uploadId/complete. The joined object is checked as a single upload is: an
 * image by its first bytes, at most 10 MB, and its case still with room. A refused object is removed
 * with its parts: nothing of a refused upload is kept.
 */
export async function completeMultipartUpload(
  em: EntityManager,
  storage: ObjectStorage,
  key: string,
  uploadId: string,
  body: S3MultipartComplete,
  base: string,
): Promise<S3MultipartCompleted> {
  const name = nameOfKey(key);
  const parts = body.parts.map((part) => ({ partNumber: part.PartNumber, etag: part.ETag }));
  let caseId: string | null;
  try {
    ({ caseId } = await storage.completeMultipartUpload(name, uploadId, parts, { maxBytes: MAX_IMAGE_BYTES }));
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    if (error.reason === 'no_upload') throw noSuchUpload();
    if (error.reason === 'invalid_parts')
      throw new AppError('invalid', IMAGE_TEXTS.partsInvalid, [{ path: 'parts', message: IMAGE_TEXTS.partsInvalid }]);
    if (error.reason === 'too_large') {
      await storage.abortMultipartUpload(name, uploadId);
      await storage.delete(name);
      throw new AppError('too_large', IMAGE_TEXTS.tooLarge);
    }
    if (error.reason === 'exists') throw new AppError('conflict', IMAGE_TEXTS.uploadUrlUsed);
    throw error;
  }
  if (!(await readImageType(storage, name))) {
    await storage.delete(name);
    throw new AppError('unsupported_type', IMAGE_TEXTS.notAnImage);
  }
  if (caseId && (await em.count(ConsultationImage, { consultation: caseId })) >= MAX_IMAGES_PER_CASE) {
    await storage.delete(name);
    throw new AppError('conflict', IMAGE_TEXTS.tooMany);
  }
  return { location: new URL(objectPathOf(name), base).href, key: keyOf(name) };
}

/** DELETE /api/s3/multipart/:uploadId: the parts are dropped; an upload already gone is no error (the client may cancel twice). */
export async function abortMultipartUpload(storage: ObjectStorage, key: string, uploadId: string): Promise<void> {
  await storage.abortMultipartUpload(nameOfKey(key), uploadId);
}

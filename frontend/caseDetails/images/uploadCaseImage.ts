import type { ConsultationImageCreate } from '../../../schemas/generated/consultationImageCreate.ts';
import type { ConsultationImageResponse } from '../../../schemas/generated/consultationImage.ts';
import type { ObjectUploadRequest } from '../../../schemas/generated/objectUploadRequest.ts';
import type { ObjectUploadResponse } from '../../../schemas/generated/objectUploadResponse.ts';
import { adminRequest } from '../../admin/session/adminRequest.ts';
import { putWithProgress } from './putWithProgress.ts';
import type { ImageType } from './readImageType.ts';

const NAME_LIMIT = 255;

/**
 * One image onto a case, in the three steps of the images API: ask for a signed upload URL, PUT the
 * bytes there (with progress), then register the stored object on the consultation.
 */
export async function uploadCaseImage(
  consultationId: string,
  file: File,
  type: ImageType,
  onProgress: (percent: number) => void,
): Promise<ConsultationImageResponse> {
  const ask: ObjectUploadRequest = { fileSize: file.size, mimeType: type.mimeType };
  const { uploadURL, objectPath } = await adminRequest<ObjectUploadResponse>('POST', '/api/objects/upload', ask);
  await putWithProgress(uploadURL, file, onProgress);
  const name = file.name.slice(0, NAME_LIMIT) || `imagen.${type.extension}`;
  const register: ConsultationImageCreate = { fileName: name, originalName: name, fileSize: file.size, mimeType: type.mimeType, objectPath };
  return adminRequest<ConsultationImageResponse>('POST', `/api/consultations/${consultationId}/images`, register);
}

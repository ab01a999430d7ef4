import type { ConsultationImageCreate } from '../../../schemas/generated/consultationImageCreate.ts';
import type { ConsultationImageResponse } from '../../../schemas/generated/consultationImage.ts';
import { adminRequest } from '../../admin/session/adminRequest.ts';
import type { ImageType } from './readImageType.ts';

const NAME_LIMIT = 255;

/** Registers a stored object (sent by images/uppyUpload.ts) on the consultation, under the file's own name. */
export function registerCaseImage(
  consultationId: string,
  file: File,
  type: ImageType,
  objectPath: string,
): Promise<ConsultationImageResponse> {
  const name = file.name.slice(0, NAME_LIMIT) || `imagen.${type.extension}`;
  const register: ConsultationImageCreate = {
    fileName: name,
    originalName: name,
    fileSize: file.size,
    mimeType: type.mimeType,
    objectPath,
  };
  return adminRequest<ConsultationImageResponse>('POST', `/api/consultations/${consultationId}/images`, register);
}

import type { ConsultationImageResponse } from '../../schemas/generated/consultationImage.ts';
import type { ConsultationImage } from '../db/entities/index.ts';

/** A case image as the API shows it. */
export function imageItem(image: ConsultationImage): ConsultationImageResponse {
  return {
    id: image.id,
    consultationId: image.consultation.id,
    fileName: image.fileName,
    originalName: image.originalName,
    fileSize: image.fileSize,
    mimeType: image.mimeType as ConsultationImageResponse['mimeType'],
    objectPath: image.objectPath,
    uploadedAt: image.uploadedAt.toISOString(),
  };
}

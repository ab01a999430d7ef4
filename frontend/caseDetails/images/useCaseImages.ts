import { useQuery } from '@tanstack/react-query';
import type { ConsultationImageResponse } from '../../../schemas/generated/consultationImage.ts';
import { adminRequest } from '../../admin/session/adminRequest.ts';

/** The query key of a case's images: its segments joined are the GET path (docs/product-rules.md, Talking to the server). */
export const caseImagesKey = (consultationId: string) => ['/api/consultations', consultationId, 'images'] as const;

export function useCaseImages(consultationId: string) {
  return useQuery({
    queryKey: caseImagesKey(consultationId),
    queryFn: ({ signal }) =>
      adminRequest<ConsultationImageResponse[]>('GET', `/api/consultations/${consultationId}/images`, undefined, { signal }),
  });
}

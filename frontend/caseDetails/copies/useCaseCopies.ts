import { useQuery } from '@tanstack/react-query';
import type { CaseCopyList } from '../../../schemas/generated/caseCopyList.ts';
import { adminRequest } from '../../admin/session/adminRequest.ts';

/** While a copy waits or is being delivered, the list looks again this often. */
const WATCH_MS = 5000;

/** The query key of a case's e-mailed copies: its segments joined are the GET path. */
export const caseCopiesKey = (consultationId: string) => ['/api/admin/consultations', consultationId, 'email-copies'] as const;

const unsettled = (copies: CaseCopyList | undefined) =>
  copies?.some((copy) => copy.status === 'pending' || copy.status === 'sending') ?? false;

export function useCaseCopies(consultationId: string) {
  return useQuery({
    queryKey: caseCopiesKey(consultationId),
    queryFn: ({ signal }) =>
      adminRequest<CaseCopyList>('GET', `/api/admin/consultations/${consultationId}/email-copies`, undefined, { signal }),
    refetchInterval: (query) => (unsettled(query.state.data) ? WATCH_MS : false),
  });
}

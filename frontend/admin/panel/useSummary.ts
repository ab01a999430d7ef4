import { useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '../../../schemas/generated/adminSummary.ts';
import { SUMMARY_KEY } from '../lists/queryKeys.ts';
import { adminRequest } from '../session/adminRequest.ts';

/** The tab counts (GET /api/admin/summary); every staff action reloads them. */
export function useSummary() {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => adminRequest<AdminSummary>('GET', '/api/admin/summary', undefined, { signal }),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../session/adminRequest.ts';
import { listKey, type ListResource } from './queryKeys.ts';
import { toQueryString } from './useListControls.ts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminListOptions {
  /** false holds the request back (a list in a closed section). */
  enabled?: boolean;
  /** 0 reads the list again whenever it is shown anew (the panel's default keeps what was read). */
  staleTime?: number;
}

/** One page of a staff list, server-side filtered and paged. The previous page stays on screen while the next loads. */
export function useAdminList<T>(resource: ListResource, params: Record<string, string>, options: AdminListOptions = {}) {
  return useQuery({
    queryKey: listKey(resource, params),
    queryFn: ({ signal }) => adminRequest<Page<T>>('GET', `/api/admin/${resource}?${toQueryString(params)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './apiRequest.ts';

/**
 * The default loader: the query key's segments joined with slashes are the GET path
 * (['/api/admin/contacts'] or ['/api/consultations', id, 'images']).
 */
export function getQueryFn(options: { on401: 'throw' | 'returnNull' } = { on401: 'throw' }): QueryFunction {
  return ({ queryKey, signal }) => apiRequest('GET', queryKey.map(String).join('/'), undefined, { on401: options.on401, signal });
}

/** docs/product-rules.md, Talking to the server: no retries, no refetch on focus, no polling, cached data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** One client for the pages that use it (admin, form demo); the landing page does not load this module. */
export const queryClient = createQueryClient();

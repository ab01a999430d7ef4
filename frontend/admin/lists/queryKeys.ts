/**
 * Query keys of the back-office. Lists are keyed by resource then by their parameters, so a change
 * can invalidate every page and filter of one list at once with ['admin', resource].
 */
export type ListResource = 'contacts' | 'consultations' | 'results' | 'audit';

export const SUMMARY_KEY = ['admin', 'summary'] as const;
export const listKey = (resource: ListResource, params?: Record<string, string>) =>
  params ? (['admin', resource, params] as const) : (['admin', resource] as const);
/** The public carousel query (the landing page's data): saving a slide invalidates it. */
export const CAROUSEL_KEY = ['/api/carousel-images'] as const;

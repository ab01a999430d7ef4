import { useMemo, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../../engine/lists/pageSize.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box, filters and page of one list, as the query string the API takes
 * (`?q=&page=&pageSize=` plus the list's own filters). Changing the search or a filter goes back to page 1.
 */
export function useListControls<F extends Record<string, string>>(initialFilters: F) {
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState<F>(initialFilters);
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [searchedFor, setSearchedFor] = useState(settledSearch);
  if (searchedFor !== settledSearch) {
    // Render-time reset (React's documented pattern): a new search starts on its first page.
    setSearchedFor(settledSearch);
    setPage(1);
  }

  const params = useMemo(() => {
    const query: Record<string, string> = { page: String(page), pageSize: String(LIST_PAGE_SIZE) };
    if (settledSearch) query.q = settledSearch.slice(0, 100);
    for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
    return query;
  }, [filters, page, settledSearch]);

  return {
    search,
    setSearch: setSearchText,
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    clear: () => {
      setSearchText('');
      setFilters(initialFilters);
      setPage(1);
    },
    /** True when the list is narrowed (for the "no matches" text and the clear button). */
    narrowed: Boolean(settledSearch) || Object.entries(filters).some(([key, value]) => value !== initialFilters[key]),
    page,
    setPage,
    params,
  };
}

export type ListControls<F extends Record<string, string>> = ReturnType<typeof useListControls<F>>;

export const toQueryString = (params: Record<string, string>) => new URLSearchParams(params).toString();

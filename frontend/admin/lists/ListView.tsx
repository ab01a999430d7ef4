import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { Pagination } from './Pagination.tsx';
import type { Page } from './useAdminList.ts';

export interface ListViewProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  /** Shown when the list has nothing at all (SPEC's empty texts). */
  emptyText: string;
  narrowed: boolean;
  onClear: () => void;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  label: string;
}

/** Loading, failure, empty and paged states of a staff list, the same on every tab. */
export function ListView<T>({ query, page, onPage, emptyText, narrowed, onClear, renderItem, itemKey, label }: ListViewProps<T>) {
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page emptied by deletions (or by someone else) moves back to the last page that has rows.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && page > pages) onPage(pages);
  }, [data, page, pages, onPage, query.isPlaceholderData]);

  if (query.isPending) {
    return (
      <p className="list-state" role="status">
        {TEXTS.list.loading}
      </p>
    );
  }
  if (query.isError && !data) {
    return (
      <div className="list-state is-error" role="alert">
        <p>
          {TEXTS.list.loadError} {errorMessage(query.error, TEXTS.errors.network)}
        </p>
        <button type="button" className="button is-small is-light" onClick={() => query.refetch()}>
          {TEXTS.list.retry}
        </button>
      </div>
    );
  }
  if (!data || data.items.length === 0) {
    return narrowed ? (
      <div className="list-state">
        <p>{TEXTS.list.noMatches}</p>
        <button type="button" className="button is-small is-light" onClick={onClear}>
          {TEXTS.list.clearFilters}
        </button>
      </div>
    ) : (
      <p className="list-state">{emptyText}</p>
    );
  }
  return (
    <div className="list-body" aria-busy={query.isFetching || undefined}>
      <p className="list-refreshing" role="status">
        {query.isFetching && query.isPlaceholderData ? TEXTS.list.refreshing : ''}
      </p>
      <ul className="record-list" aria-label={label}>
        {data.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  );
}

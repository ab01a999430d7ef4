import { useEffect, useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { TEXTS } from '../texts.ts';
import { ListLoadError } from './ListLoadError.tsx';
import { Pagination } from './Pagination.tsx';
import type { Page } from './useAdminList.ts';

export interface ListViewProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  /** Shown when the list has nothing at all (each list's own empty text, docs/product-rules.md). */
  emptyText: string;
  /** Under the empty text: what to do next, or where the list's records come from. */
  emptyHint?: string;
  /**
   * The next step from an empty list, as a button: the first record to create (`primary`), or the
   * records a list leaves out by default (completed consultations).
   */
  emptyAction?: { label: string; onClick: () => void; primary?: boolean };
  narrowed: boolean;
  onClear: () => void;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  label: string;
}

/** Loading, failure, empty and paged states of a staff list, the same on every tab. */
export function ListView<T>({
  query,
  page,
  onPage,
  emptyText,
  emptyHint,
  emptyAction,
  narrowed,
  onClear,
  renderItem,
  itemKey,
  label,
}: ListViewProps<T>) {
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const list = useRef<HTMLUListElement>(null);
  const emptyState = useRef<HTMLElement | null>(null);
  const keepEmptyState = (node: HTMLElement | null) => {
    emptyState.current = node;
  };
  /** The position of the card that last held the keyboard focus, while the focus is in the list. */
  const focusedAt = useRef<number | null>(null);

  const noteFocus = (event: FocusEvent<HTMLUListElement>) => {
    const items = [...(list.current?.children ?? [])];
    const index = items.findIndex((item) => item.contains(event.target));
    if (index >= 0) focusedAt.current = index;
  };
  const forgetFocus = (event: FocusEvent<HTMLUListElement>) => {
    // Focus moved somewhere else on purpose (a dialog keeps it and brings it back to the card).
    if (event.relatedTarget && !list.current?.contains(event.relatedTarget)) focusedAt.current = null;
  };

  // A card that had the focus and is gone (deleted, or moved off the page) hands it to the card now
  // in its place, or the one before, or the empty state: never to the page body, where a keyboard
  // or screen-reader user would be lost.
  useLayoutEffect(() => {
    const at = focusedAt.current;
    const active = document.activeElement;
    if (at === null || (active && active !== document.body && active.isConnected)) return;
    const items = list.current?.children;
    const next = items?.length ? (items[Math.min(at, items.length - 1)] as HTMLElement) : emptyState.current;
    next?.focus();
    focusedAt.current = items?.length ? Math.min(at, items.length - 1) : null;
  }, [data]);

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
    return <ListLoadError error={query.error} onRetry={() => query.refetch()} />;
  }
  if (!data || data.items.length === 0) {
    return narrowed ? (
      <div className="list-state" ref={keepEmptyState} tabIndex={-1}>
        <p>{TEXTS.list.noMatches}</p>
        <button type="button" className="button is-small is-light" onClick={onClear}>
          {TEXTS.list.clearFilters}
        </button>
      </div>
    ) : (
      <div className="list-state" ref={keepEmptyState} tabIndex={-1}>
        <p>{emptyText}</p>
        {emptyHint && <p className="list-state-hint">{emptyHint}</p>}
        {emptyAction && (
          <button
            type="button"
            className={`button is-small ${emptyAction.primary ? 'is-primary' : 'is-light'}`}
            onClick={emptyAction.onClick}
          >
            {emptyAction.label}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="list-body" aria-busy={query.isFetching || undefined}>
      <p className="list-refreshing" role="status">
        {query.isFetching && query.isPlaceholderData ? TEXTS.list.refreshing : ''}
      </p>
      <ul className="record-list" aria-label={label} ref={list} onFocus={noteFocus} onBlur={forgetFocus}>
        {data.items.map((item) => (
          <li key={itemKey(item)} tabIndex={-1}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  );
}

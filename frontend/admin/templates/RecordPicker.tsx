import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';
import { adminRequest, errorMessage } from '../session/adminRequest.ts';
import type { LoadedRecord, RecordEntry, RecordKind } from './recordKinds.ts';

/** With more saved records than this, the picker offers a search. */
const SEARCH_FROM = 6;

/**
 * Picks a saved record of the template for the preview (a case, an interview, a task): the most recently
 * saved first, each named as `kind` names it, with a search once there are more than a handful. Choosing
 * one reads it as it is saved now (GET …/records/:id), the data the preview draws.
 */
export function RecordPicker({
  templateUrl,
  kind,
  onLoad,
}: {
  templateUrl: string;
  kind: RecordKind;
  onLoad: (record: LoadedRecord) => void;
}) {
  const R = kind.texts;
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const searchId = useId();
  const helpId = useId();
  const list = useQuery({
    queryKey: ['admin', 'templates', 'records', templateUrl, query],
    queryFn: ({ signal }) =>
      adminRequest<{ items: unknown[]; total: number }>(
        'GET',
        `${templateUrl}/records${query ? `?q=${encodeURIComponent(query)}` : ''}`,
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Asked for once the picker is opened: most visits to the editor never preview a saved record.
    enabled: opened,
  });
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (entry: RecordEntry) => {
    setOpening(entry.id);
    setFailure(null);
    try {
      onLoad(await adminRequest<LoadedRecord>('GET', `${templateUrl}/records/${encodeURIComponent(entry.id)}`));
    } catch (error) {
      setFailure(errorMessage(error, R.openFailed));
    } finally {
      setOpening(null);
    }
  };

  const searching = search.trim() !== '';
  const entries = (list.data?.items ?? []).map((item) => kind.entry(item as never));
  return (
    <details className="template-record-picker" data-testid="record-picker" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>{R.title}</summary>
      <div className="template-record-picker-body">
        {(searching || (list.data?.total ?? 0) >= SEARCH_FROM) && (
          <div className="field">
            <label className="label is-small" htmlFor={searchId}>
              {R.search}
            </label>
            <input
              id={searchId}
              className="input is-small"
              type="search"
              value={search}
              maxLength={100}
              aria-describedby={helpId}
              onChange={(event) => setSearch(event.target.value)}
            />
            <p id={helpId} className="help">
              {R.searchHelp}
            </p>
          </div>
        )}
        {list.isError ? (
          <ListLoadError error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <p className="list-state" role="status">
            {R.loading}
          </p>
        ) : entries.length === 0 ? (
          <p className="list-state" role="status">
            {searching ? R.noMatch : R.none}
          </p>
        ) : (
          <>
            <ul className="template-record-list" aria-busy={list.isFetching || undefined}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="template-record"
                    data-testid="template-record"
                    disabled={opening !== null}
                    onClick={() => void open(entry)}
                  >
                    <strong>{entry.name}</strong>
                    {entry.lines.map((line, i) => (
                      <span key={i}>{line}</span>
                    ))}
                  </button>
                </li>
              ))}
            </ul>
            {list.data.total > entries.length && <p className="help">{R.more(entries.length, list.data.total)}</p>}
          </>
        )}
        {opening && (
          <p className="list-state" role="status">
            {R.opening}
          </p>
        )}
        {failure && (
          <p className="template-alert" role="alert">
            {failure}
          </p>
        )}
      </div>
    </details>
  );
}

import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CaseDetailsRecord } from '../../../schemas/generated/caseDetailsRecord.ts';
import type { TemplateRecord, TemplateRecordList } from '../../../schemas/generated/templateRecordList.ts';
import { formatCalendarDay } from '../format/formatDate.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';
import { adminRequest, errorMessage } from '../session/adminRequest.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const R = TEMPLATE_TEXTS.records;

/** With more saved cases than this, the picker offers a search. */
const SEARCH_FROM = 6;

/** A saved case loaded into the preview: who it is, the version it was saved with, and its data. */
export interface LoadedRecord {
  consultationId: string;
  applicantName: string;
  templateVersion: number;
  data: Record<string, unknown>;
}

/**
 * Picks a saved case of the template for the preview: the most recently saved first, each named by its
 * applicant and its consultation, with a search once there are more than a handful. Choosing one reads
 * the case as it is saved now (GET /api/consultation-details), the data the preview draws.
 */
export function RecordPicker({ templateUrl, onLoad }: { templateUrl: string; onLoad: (record: LoadedRecord) => void }) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const searchId = useId();
  const helpId = useId();
  const list = useQuery({
    queryKey: ['admin', 'templates', 'records', templateUrl, query],
    queryFn: ({ signal }) => adminRequest<TemplateRecordList>('GET', `${templateUrl}/records${query ? `?q=${encodeURIComponent(query)}` : ''}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    // Asked for once the picker is opened: most visits to the editor never preview a saved case.
    enabled: opened,
  });
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (item: TemplateRecord) => {
    setOpening(item.consultationId);
    setFailure(null);
    try {
      const saved = await adminRequest<CaseDetailsRecord>('GET', `/api/consultation-details?consultationId=${encodeURIComponent(item.consultationId)}`);
      onLoad({ consultationId: item.consultationId, applicantName: item.applicantName, templateVersion: saved.templateVersion, data: saved.data ?? {} });
    } catch (error) {
      setFailure(errorMessage(error, R.openFailed));
    } finally {
      setOpening(null);
    }
  };

  const searching = search.trim() !== '';
  const items = list.data?.items ?? [];
  return (
    <details className="template-record-picker" data-testid="record-picker" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>{R.title}</summary>
      <div className="template-record-picker-body">
        {(searching || (list.data?.total ?? 0) >= SEARCH_FROM) && (
          <div className="field">
            <label className="label is-small" htmlFor={searchId}>{R.search}</label>
            <input id={searchId} className="input is-small" type="search" value={search} maxLength={100} aria-describedby={helpId} onChange={(event) => setSearch(event.target.value)} />
            <p id={helpId} className="help">{R.searchHelp}</p>
          </div>
        )}
        {list.isError ? (
          <ListLoadError error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <p className="list-state" role="status">{R.loading}</p>
        ) : items.length === 0 ? (
          <p className="list-state" role="status">{searching ? R.noMatch : R.none}</p>
        ) : (
          <>
            <ul className="template-record-list" aria-busy={list.isFetching || undefined}>
              {items.map((item) => (
                <li key={item.consultationId}>
                  <button type="button" className="template-record" data-testid="template-record" disabled={opening !== null} onClick={() => void open(item)}>
                    <strong>{item.applicantName}</strong>
                    <span>{R.consultation(item.consultationName, item.email)}</span>
                    <span>
                      {[item.appointmentDate && R.appointment(formatCalendarDay(item.appointmentDate)), R.savedWith(item.templateVersion)].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {list.data.total > items.length && <p className="help">{R.more(items.length, list.data.total)}</p>}
          </>
        )}
        {opening && <p className="list-state" role="status">{R.opening}</p>}
        {failure && <p className="template-alert" role="alert">{failure}</p>}
      </div>
    </details>
  );
}

import { useMemo, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../../engine/lists/pageSize.ts';
import type { ActivityItem } from '../../../schemas/generated/activityPage.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { Pagination } from '../lists/Pagination.tsx';
import { useAdminList } from '../lists/useAdminList.ts';
import { ActivityLine } from './ActivityLine.tsx';
import { ACTIVITY_TEXTS as A } from './texts.ts';
import './activity.scss';

/**
 * 'Actividad del caso' in the case dialog (administradores): what staff did to this consultation, its
 * case, images and copies, newest first. Closed at first; read when opened, and again at each opening.
 */
export function CaseActivity({ consultationId }: { consultationId: string }) {
  const [opened, setOpened] = useState(false);
  const [page, setPage] = useState(1);
  const params = useMemo(() => ({ consultationId, page: String(page), pageSize: String(LIST_PAGE_SIZE) }), [consultationId, page]);
  const lines = useAdminList<ActivityItem>('audit', params, { enabled: opened, staleTime: 0 });
  const data = lines.data;
  return (
    <details className="case-activity" data-testid="case-activity" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary>
        {A.case.title}
        {opened && data ? ` (${data.total})` : ''}
      </summary>
      {!opened ? null : lines.isError && !data ? (
        <ListLoadError error={lines.error} onRetry={() => lines.refetch()} />
      ) : !data ? (
        <p className="case-activity-state" role="status">
          {A.case.loading}
        </p>
      ) : data.items.length === 0 ? (
        <p className="case-activity-state">{A.case.empty}</p>
      ) : (
        <div aria-busy={lines.isFetching || undefined}>
          <ol className="case-activity-list">
            {data.items.map((item) => (
              <li key={item.id}>
                <ActivityLine item={item} who={item.actorName ?? A.nobody} />
              </li>
            ))}
          </ol>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </div>
      )}
    </details>
  );
}

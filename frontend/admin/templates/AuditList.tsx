import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import type { TemplateAuditList } from '../../../schemas/generated/templateAuditList.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { auditLine } from './auditLine.ts';
import { TEMPLATE_TEXTS } from './texts.ts';

const V = TEMPLATE_TEXTS.versions;

/**
 * Every publish, rollback and case upgrade of the template, newest first: who, when, which versions,
 * and the note. Read again whenever the latest version changes, and each time the panel opens (a case
 * upgrade happens in the case dialog).
 */
export function AuditList({ kind, templateUrl, latest }: { kind: TemplateKind; templateUrl: string; latest: number }) {
  const audit = useQuery({
    queryKey: ['admin', 'templates', 'audit', templateUrl, latest],
    queryFn: ({ signal }) => adminRequest<TemplateAuditList>('GET', `${templateUrl}/audit`, undefined, { signal }),
  });
  return (
    <section className="template-audit" aria-label={V.auditTitle}>
      <h4 className="title is-6">{V.auditTitle}</h4>
      {audit.isError ? (
        <ListLoadError error={audit.error} onRetry={() => audit.refetch()} />
      ) : !audit.data ? (
        <p className="list-state" role="status">
          {V.auditLoading}
        </p>
      ) : audit.data.length === 0 ? (
        <p className="list-state">{kind === 'case' ? V.auditEmpty.case : V.auditEmpty.other}</p>
      ) : (
        <ol className="template-audit-list">
          {audit.data.map((entry, i) => (
            <li key={`${entry.at}-${i}`} data-testid="audit-entry">
              <p>
                <span className={`template-badge is-${entry.action.replace('_', '-')}`}>{V.actions[entry.action]}</span>{' '}
                {auditLine(kind, entry)}
              </p>
              <p className="help">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              {entry.note && <p className="template-audit-note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { CaseVersionSummary } from '../../schemas/generated/caseVersionList.ts';
import { caseQueryKeys, fetchCaseVersions } from './caseApi.ts';
import { formatDateTime } from '../../engine/calendar/formatDate.ts';
import { CASE_TEXTS } from './texts.ts';

const T = CASE_TEXTS.versions;

export interface VersionHistoryProps {
  consultationId: string;
  templateLabel: (key: string) => string;
  restoring: string | null;
  onRestore: (version: CaseVersionSummary) => void;
}

/**
 * Every saved version of the case, newest first, with who saved it and when, on which version of its
 * form, each one restorable. A move to a newer form version is a version too, and says so; so does a
 * save sent without the version it was read at.
 */
export function VersionHistory({ consultationId, templateLabel, restoring, onRestore }: VersionHistoryProps) {
  // Fetched afresh each time the dialog opens: another consultant may have saved since.
  const versions = useQuery({
    queryKey: caseQueryKeys.versions(consultationId),
    queryFn: () => fetchCaseVersions(consultationId),
    staleTime: 0,
  });
  return (
    <details className="case-versions" data-testid="case-versions">
      <summary>
        {T.title}
        {versions.data ? ` (${versions.data.length})` : ''}
      </summary>
      {versions.isError && <p className="help is-danger">{T.loadError}</p>}
      {versions.data?.length === 0 && <p className="case-versions-empty">{T.empty}</p>}
      {versions.data && versions.data.length > 0 && (
        <ol className="case-versions-list">
          {versions.data.map((version) => (
            <li key={version.id} data-version-id={version.id}>
              <span className="case-versions-when">{formatDateTime(version.createdAt)}</span>
              <span className="case-versions-who">{T.by(version.updatedBy ?? '—')}</span>
              <span className="case-versions-template">{T.template(templateLabel(version.template), version.templateVersion)}</span>
              {version.upgradedFrom !== null && (
                <span className="case-versions-upgrade">{T.upgraded(version.upgradedFrom, version.templateVersion)}</span>
              )}
              {!version.versionChecked && (
                <span className="case-versions-unchecked" title={T.uncheckedHint}>
                  {T.unchecked}
                </span>
              )}
              <button
                type="button"
                className="button is-small is-light"
                aria-disabled={restoring !== null || undefined}
                onClick={() => restoring === null && onRestore(version)}
              >
                {restoring === version.id ? T.restoring : T.restore}
              </button>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

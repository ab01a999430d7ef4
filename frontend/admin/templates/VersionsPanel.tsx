import { useId, useState } from 'react';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import { formatDateTime } from '../../../engine/calendar/formatDate.ts';
import { errorMessage, adminRequest } from '../session/adminRequest.ts';
import { AuditList } from './AuditList.tsx';
import { RestoreDialog } from './RestoreDialog.tsx';
import type { VersionRow } from './serverDraft.ts';
import { TEMPLATE_TEXTS } from './texts.ts';
import { VersionDiff } from './VersionDiff.tsx';

const V = TEMPLATE_TEXTS.versions;

export interface VersionsPanelProps {
  kind: TemplateKind;
  /** The template's address in the API (`/api/admin/templates/case/usa`). */
  templateUrl: string;
  /** Every version, oldest first, as GET /api/admin/templates/:kind/:key lists them. */
  versions: VersionRow[];
  /** Whether a draft is being edited (a restore leaves it as it is). */
  hasDraft: () => boolean;
  /** A version was published again: the workspace reads the template afresh. */
  onRestored: () => Promise<unknown>;
}

/**
 * A template's history: its published versions (number, who, when, note, fingerprint), the diff of any
 * two, 'Restaurar esta versión' (the old content published again as a new version, after a confirmation
 * with a note) and the audit of every publish, rollback and case upgrade.
 */
export function VersionsPanel({ kind, templateUrl, versions, hasDraft, onRestored }: VersionsPanelProps) {
  const headingId = useId();
  const latest = versions.at(-1)!.version;
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Shown while the version it made is the one in use: a later publish replaces it.
  const [restored, setRestored] = useState<{ message: string; version: number } | null>(null);

  const restore = async (note: string) => {
    if (restoring === null) return;
    setBusy(true);
    setError(null);
    try {
      const published = await adminRequest<{ version: number }>('POST', `${templateUrl}/rollback`, { version: restoring, note });
      setRestored({ message: V.restored(restoring, published.version), version: published.version });
      setRestoring(null);
      await onRestored();
    } catch (failure) {
      setError(errorMessage(failure, V.restoreFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="template-versions-panel" aria-labelledby={headingId} data-testid="versions-panel">
      <h3 id={headingId} className="title is-6">
        {V.title}
      </h3>
      {restored?.version === latest && (
        <p className="template-alert is-success" role="status" data-testid="restore-outcome">
          {restored.message}
        </p>
      )}
      <ol className="template-version-list">
        {[...versions].reverse().map((version) => (
          <VersionEntry
            key={version.version}
            version={version}
            current={version.version === latest}
            onRestore={() => {
              setError(null);
              setRestored(null);
              setRestoring(version.version);
            }}
          />
        ))}
      </ol>
      <VersionDiff templateUrl={templateUrl} versions={versions.map((v) => v.version)} />
      <AuditList kind={kind} templateUrl={templateUrl} latest={latest} />
      <RestoreDialog
        version={restoring}
        next={latest + 1}
        hasDraft={restoring !== null && hasDraft()}
        busy={busy}
        error={error}
        onConfirm={(note) => void restore(note)}
        onClose={() => !busy && setRestoring(null)}
      />
    </section>
  );
}

function VersionEntry({ version, current, onRestore }: { version: VersionRow; current: boolean; onRestore: () => void }) {
  const nameId = useId();
  return (
    <li className="template-version" data-testid="template-version">
      <p className="template-version-head">
        <strong id={nameId}>{V.version(version.version)}</strong> <span>{version.publishedBy ?? V.shipped}</span>
        {version.publishedAt && (
          <>
            {' '}
            · <time dateTime={version.publishedAt}>{formatDateTime(version.publishedAt)}</time>
          </>
        )}
        {current && (
          <>
            {' '}
            <span className="template-badge is-current">{V.current}</span>
          </>
        )}
      </p>
      {version.note && <p className="template-version-note">{version.note}</p>}
      <p className="template-version-meta">
        {version.rolledBackFrom !== null && <>{V.restoresVersion(version.rolledBackFrom)} · </>}
        <span title={`${V.fingerprintHelp} ${version.fingerprint}`}>
          {V.fingerprint}: <code>{version.fingerprint.slice(0, 12)}</code>
        </span>
      </p>
      {!current && (
        <button type="button" className="button is-small" aria-describedby={nameId} onClick={onRestore}>
          {V.restore}
        </button>
      )}
    </li>
  );
}

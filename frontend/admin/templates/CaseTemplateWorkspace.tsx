import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { checkCaseDraft } from './checkers.ts';
import type { TemplateChecker } from './draftCheck.ts';
import { templateUrl, useServerDraft, type TemplateDetail, type VersionRow } from './serverDraft.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

const T = TEMPLATE_TEXTS.server;
const when = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Santo_Domingo' });

/** A case template from the server: its saved draft (or its latest content), saved as it is edited, published with a note. */
export function CaseTemplateWorkspace({ templateKey }: { templateKey: string }) {
  const detail = useQuery({
    queryKey: ['admin', 'templates', 'detail', templateKey],
    queryFn: ({ signal }) => adminRequest<TemplateDetail>('GET', templateUrl(templateKey), undefined, { signal }),
    staleTime: Infinity,
  });
  if (detail.isError) return <ListLoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <p className="list-state" role="status">{TEMPLATE_TEXTS.loading}</p>;
  return <Workspace key={templateKey} detail={detail.data} reload={() => detail.refetch()} />;
}

function Workspace({ detail, reload }: { detail: TemplateDetail; reload: () => void }) {
  const draft = useServerDraft(detail.key, { revision: detail.draft?.revision ?? 0 });
  const [shown, setShown] = useState({ content: detail.draft?.content ?? detail.content, generation: 0 });
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string; details?: { path: string; message: string }[] } | null>(null);
  const noteId = useId();

  const useTheirs = async () => {
    const theirs = draft.conflict!.theirs.content;
    await draft.resolve('theirs');
    setShown((s) => ({ content: theirs, generation: s.generation + 1 }));
  };

  const [checked, setChecked] = useState<DraftCheckResult | null>(null);
  const runCheck = async () => {
    setChecked(null);
    setOutcome(null);
    if (!(await draft.save())) return;
    try {
      setChecked(await adminRequest<DraftCheckResult>('POST', `${templateUrl(detail.key)}/check`));
    } catch (error) {
      const payload = error instanceof ApiError ? error.payload : null;
      setOutcome({ ok: false, message: payload?.error ?? T.checkFailed });
    }
  };

  const publish = async () => {
    setOutcome(null);
    if (!note.trim()) return setOutcome({ ok: false, message: T.noteRequired });
    if (!(await draft.save())) return;
    try {
      const published = await adminRequest<{ version: number }>('POST', `${templateUrl(detail.key)}/publish`, { note: note.trim(), revision: draft.revision.current });
      setOutcome({ ok: true, message: T.published(published.version) });
      setNote('');
      reload();
    } catch (error) {
      const payload = error instanceof ApiError ? error.payload : null;
      setOutcome({ ok: false, message: payload?.error ?? T.publishFailed, details: payload?.details });
    }
  };

  return (
    <div className="template-workspace">
      <p className="template-save-state" role="status" data-testid="draft-state">
        {draft.state.status === 'saving' ? T.saving : draft.state.status === 'saved' ? T.saved : draft.state.status === 'failed' ? (draft.state.message ?? T.saveFailed) : detail.draft ? T.draftFrom(detail.draft.updatedBy) : T.noDraft}
      </p>
      {draft.conflict && (
        <section className="template-alert template-conflict" role="alert" data-testid="draft-conflict">
          <p className="has-text-weight-semibold">{T.conflictTitle(draft.conflict.theirs.updatedBy)}</p>
          <div className="template-conflict-sides">
            <DraftSide title={T.theirs} content={draft.conflict.theirs.content} />
            <DraftSide title={T.mine} content={draft.conflict.mine} />
          </div>
          <div className="buttons">
            <button type="button" className="button is-small" onClick={() => void useTheirs()}>{T.useTheirs}</button>
            <button type="button" className="button is-small is-link" onClick={() => void draft.resolve('mine')}>{T.keepMine}</button>
          </div>
        </section>
      )}
      <TemplateEditor key={shown.generation} initial={shown.content} check={checkCaseDraft as TemplateChecker<FormContent>} onDraft={draft.change} />
      <section className="template-publish" aria-label={T.publishTitle}>
        <h3 className="title is-6">{T.publishTitle}</h3>
        <div className="field">
          <label className="label is-small" htmlFor={noteId}>{T.note}</label>
          <input id={noteId} className="input" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="buttons">
          <button type="button" className="button" onClick={() => void runCheck()} disabled={Boolean(draft.conflict)}>{T.check}</button>
          <button type="button" className="button is-primary" onClick={() => void publish()} disabled={Boolean(draft.conflict)}>{T.publish}</button>
        </div>
        {checked && <CheckResult result={checked} />}
        {outcome && (
          <div className={`template-alert ${outcome.ok ? 'is-success' : ''}`} role={outcome.ok ? 'status' : 'alert'} data-testid="publish-outcome">
            <p>{outcome.message}</p>
            {outcome.details && (
              <ul>{outcome.details.map((d, i) => <li key={i}><strong>{d.path}:</strong> {d.message}</li>)}</ul>
            )}
          </div>
        )}
        <VersionList versions={detail.versions} />
      </section>
    </div>
  );
}

interface DraftCheckResult {
  problems: { pointer: string; message: string }[];
  cases?: {
    total: number;
    failing: number;
    failingCases: { consultationId: string; templateVersion: number; errors: { path: string; message: string }[] }[];
    retiredFieldsHeld: { path: string; label: string; cases: number }[];
    unofferedOptions: { path: string; value: string; cases: number }[];
  };
}

/** What 'Comprobar' found: the draft's own problems, else what it would do to the cases saved. */
function CheckResult({ result }: { result: DraftCheckResult }) {
  const { problems, cases } = result;
  return (
    <div className={`template-alert ${problems.length || cases?.failing ? '' : 'is-success'}`} role="status" data-testid="check-result">
      {problems.length > 0 ? (
        <>
          <p>{T.checkProblems(problems.length)}</p>
          <ul>{problems.map((p, i) => <li key={i}><strong>{p.pointer}:</strong> {p.message}</li>)}</ul>
        </>
      ) : cases ? (
        <>
          <p>{T.checkCases(cases.total, cases.failing)}</p>
          <ul>
            {cases.failingCases.flatMap((c) => c.errors.map((e, i) => <li key={`${c.consultationId}-${i}`}>{T.failingCase(c.templateVersion)} <strong>{e.path}:</strong> {e.message}</li>))}
            {cases.retiredFieldsHeld.map((f) => <li key={f.path}>{T.retiredHeld(f.label, f.cases)}</li>)}
            {cases.unofferedOptions.map((o) => <li key={`${o.path}=${o.value}`}>{T.unoffered(o.value, o.path, o.cases)}</li>)}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function DraftSide({ title, content }: { title: string; content: FormContent }) {
  return (
    <details open>
      <summary>{title}</summary>
      <pre className="template-conflict-json">{JSON.stringify(content, null, 2)}</pre>
    </details>
  );
}

function VersionList({ versions }: { versions: VersionRow[] }) {
  return (
    <table className="table is-narrow is-fullwidth template-versions" aria-label={T.versions}>
      <thead><tr><th>{T.version}</th><th>{T.by}</th><th>{T.at}</th><th>{T.note}</th></tr></thead>
      <tbody>
        {[...versions].reverse().map((v) => (
          <tr key={v.version} data-testid="template-version">
            <td>{v.version}</td>
            <td>{v.publishedBy ?? T.shipped}</td>
            <td>{v.publishedAt ? when.format(new Date(v.publishedAt)) : '—'}</td>
            <td>{v.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

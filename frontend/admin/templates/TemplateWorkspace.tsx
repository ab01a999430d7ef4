import { useCallback, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import type { TemplateCheck } from '../../../schemas/generated/templateCheck.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { INTERVIEW_TEMPLATE_KEY } from '../interviews/interviewApi.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { CheckResult } from './CheckResult.tsx';
import { DiscardDraftDialog } from './DiscardDraftDialog.tsx';
import { DraftConflict } from './DraftConflict.tsx';
import type { DraftTexts } from './draftCheck.ts';
import { KINDS } from './kinds.tsx';
import { RecordPreview } from './RecordPreview.tsx';
import {
  heldJsonOf,
  TEMPLATE_LIST_KEY,
  templateUrl,
  useLeavingSave,
  useServerDraft,
  type SaveState,
  type ServerDraft,
  type TemplateContent,
  type TemplateDetail,
} from './serverDraft.ts';
import { TEMPLATE_TEXTS } from './texts.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

const T = TEMPLATE_TEXTS.server;

const detailKey = (kind: TemplateKind, key: string) => ['admin', 'templates', 'detail', kind, key];

/**
 * A template from the server, whatever its kind: its saved draft (or its latest content), saved as it is
 * edited, checked against the records saved with it, published with a note.
 */
export function TemplateWorkspace({ kind, templateKey }: { kind: TemplateKind; templateKey: string }) {
  // This template's editor, closed a moment ago, may still be saving its last change.
  const stillSaving = useLeavingSave(kind, templateKey);
  const detail = useQuery({
    queryKey: detailKey(kind, templateKey),
    queryFn: ({ signal }) => adminRequest<TemplateDetail>('GET', templateUrl(kind, templateKey), undefined, { signal }),
    staleTime: Infinity,
  });
  if (detail.isError) return <ListLoadError error={detail.error} onRetry={() => detail.refetch()} />;
  if (stillSaving)
    return (
      <p className="list-state" role="status">
        {T.savingLast}
      </p>
    );
  if (!detail.data)
    return (
      <p className="list-state" role="status">
        {TEMPLATE_TEXTS.loading}
      </p>
    );
  return <Workspace key={`${kind}/${templateKey}`} detail={detail.data} reload={() => detail.refetch()} />;
}

function Workspace({ detail, reload }: { detail: TemplateDetail; reload: () => Promise<{ data?: TemplateDetail }> }) {
  const queryClient = useQueryClient();
  // The list shows whether a draft waits and the published version: it is read again after each save.
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: TEMPLATE_LIST_KEY });
  // The template's detail is kept (staleTime Infinity): each save is written into it, so opening the
  // template again starts from the draft last stored, not the one first read.
  const stored = (saved: ServerDraft) => {
    queryClient.setQueryData<TemplateDetail>(detailKey(detail.kind, detail.key), (old) => old && { ...old, hasDraft: true, draft: saved });
    refreshList();
  };
  const draft = useServerDraft(detail.kind, detail.key, { revision: detail.draft?.revision ?? 0 }, stored);
  const { change } = draft;
  const edited = useCallback(
    (content: TemplateContent) => {
      setDiscarded(false);
      change(content);
    },
    [change],
  );
  // JSON with problems is never saved: the status line says so, the tab's closing warns, and opening the
  // template again in this page brings the texts back to be corrected.
  const [heldAtOpen] = useState(() => heldJsonOf<DraftTexts>(detail.kind, detail.key));
  const { hold: onHeld } = draft;
  // A conflict left open when this template was closed comes back with the editor's own draft on screen.
  const [shown, setShown] = useState(() => ({ content: draft.conflict?.mine ?? detail.draft?.content ?? detail.content, generation: 0 }));
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<{
    ok: boolean;
    message: string;
    details?: { path: string; place?: string; message: string }[];
  } | null>(null);
  const noteId = useId();
  const noteInput = useRef<HTMLInputElement>(null);
  const url = templateUrl(detail.kind, detail.key);

  const takeTheirs = async () => {
    const theirs = draft.conflict!.theirs.content;
    await draft.resolve('theirs');
    setShown((s) => ({ content: theirs, generation: s.generation + 1 }));
  };

  const [discarding, setDiscarding] = useState<{ busy: boolean; error: string | null } | null>(null);
  const [discarded, setDiscarded] = useState(false);
  // Anything that differs from the published content: a stored draft, or a change not stored yet.
  const canDiscard = draft.revision > 0 || draft.state.status !== 'idle' || Boolean(draft.conflict);
  const discard = async () => {
    setDiscarding({ busy: true, error: null });
    if (!(await draft.discard())) return setDiscarding({ busy: false, error: TEMPLATE_TEXTS.discard.failed });
    setDiscarding(null);
    setDiscarded(true);
    setChecked(null);
    setOutcome(null);
    queryClient.setQueryData<TemplateDetail>(detailKey(detail.kind, detail.key), (old) => old && { ...old, hasDraft: false, draft: null });
    refreshList();
    setShown((s) => ({ content: detail.content, generation: s.generation + 1 }));
  };

  const [checked, setChecked] = useState<TemplateCheck | null>(null);
  const runCheck = async () => {
    setChecked(null);
    setOutcome(null);
    if (!(await draft.save())) return;
    try {
      // The check reads the server's draft: one someone else saved over mine opens the conflict instead.
      if (!(await draft.stillMine())) return;
      setChecked(await adminRequest<TemplateCheck>('POST', `${url}/check`));
    } catch (error) {
      const payload = error instanceof ApiError ? error.payload : null;
      setOutcome({ ok: false, message: payload?.error ?? T.checkFailed });
    }
  };

  const publish = async () => {
    setOutcome(null);
    if (!note.trim()) {
      // The note is what is missing: the cursor goes there.
      noteInput.current?.focus();
      return setOutcome({ ok: false, message: T.noteRequired });
    }
    if (!(await draft.save())) return;
    try {
      const published = await adminRequest<{ version: number }>('POST', `${url}/publish`, {
        note: note.trim(),
        revision: draft.currentRevision(),
      });
      setOutcome({ ok: true, message: T.published(published.version) });
      // The check was of the draft now published: what it said no longer describes a draft.
      setChecked(null);
      setNote('');
      draft.published();
      queryClient.setQueryData<TemplateDetail>(
        detailKey(detail.kind, detail.key),
        (old) => old && { ...old, hasDraft: false, draft: null },
      );
      void reload();
      refreshList();
      // The interview dialog and the rules editor read the latest steps and rules.
      if (KINDS[detail.kind].changesInterview) void queryClient.invalidateQueries({ queryKey: INTERVIEW_TEMPLATE_KEY, exact: true });
    } catch (error) {
      // Someone else saved over this draft (or discarded it): shown as the conflict a save meets.
      if (error instanceof ApiError && error.status === 409 && error.body.includes('"current"')) {
        return void draft.staleFound((JSON.parse(error.body) as { current: ServerDraft | null }).current);
      }
      const payload = error instanceof ApiError ? error.payload : null;
      setOutcome({ ok: false, message: payload?.error ?? T.publishFailed, details: payload?.details });
    }
  };

  // A restored version becomes the editor's content unless a draft is being edited (kept, as the server keeps it).
  const restored = async () => {
    await draft.save();
    const next = (await reload()).data;
    if (next && !next.draft && draft.currentRevision() === 0) setShown((s) => ({ content: next.content, generation: s.generation + 1 }));
  };
  // A form's preview can load a saved record (a case, an interview, a task); the scoring rules have no form.
  const { Editor, records, notApplicable } = KINDS[detail.kind];
  const recordKind = records(detail.key);
  const previewOnRecords = useCallback(
    (content: FormContent, section: string) => (
      <RecordPreview templateUrl={url} kind={recordKind!} content={content} section={section} notApplicable={notApplicable} />
    ),
    [url, recordKind, notApplicable],
  );
  const renderPreview = recordKind ? previewOnRecords : undefined;

  return (
    <div className="template-workspace">
      <div className="template-save-line">
        <p className="template-save-state" role="status" data-testid="draft-state">
          {discarded
            ? TEMPLATE_TEXTS.discard.done(detail.publishedVersion)
            : saveStateText(draft.state, Boolean(draft.conflict), detail.draft, draft.held)}
        </p>
        {canDiscard && (
          <button
            type="button"
            className="button is-small is-danger is-outlined"
            onClick={() => setDiscarding({ busy: false, error: null })}
          >
            {TEMPLATE_TEXTS.discard.open}
          </button>
        )}
      </div>
      <DiscardDraftDialog
        open={discarding !== null}
        label={detail.label}
        savedBy={detail.draft?.updatedBy ?? null}
        publishedVersion={detail.publishedVersion}
        busy={discarding?.busy ?? false}
        error={discarding?.error ?? null}
        onConfirm={() => void discard()}
        onClose={() => setDiscarding(null)}
      />
      {draft.conflict && (
        <DraftConflict
          kind={detail.kind}
          theirs={draft.conflict.theirs}
          mine={draft.conflict.mine}
          onUseTheirs={() => void takeTheirs()}
          onKeepMine={() => void draft.resolve('mine')}
        />
      )}
      <Editor
        key={shown.generation}
        initial={shown.content}
        published={detail.content}
        onDraft={edited}
        renderPreview={renderPreview}
        heldJson={{ texts: shown.generation === 0 ? heldAtOpen : undefined, onHeld }}
      />
      <section className="template-publish" aria-label={T.publishTitle}>
        <h3 className="title is-6">{T.publishTitle}</h3>
        <div className="field">
          <label className="label is-small" htmlFor={noteId}>
            {T.note}
          </label>
          <input
            id={noteId}
            ref={noteInput}
            className="input"
            value={note}
            maxLength={500}
            aria-invalid={outcome?.message === T.noteRequired}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="buttons">
          <button type="button" className="button" onClick={() => void runCheck()} disabled={Boolean(draft.conflict)}>
            {T.check}
          </button>
          <button type="button" className="button is-primary" onClick={() => void publish()} disabled={Boolean(draft.conflict)}>
            {T.publish}
          </button>
        </div>
        {checked && <CheckResult kind={detail.kind} result={checked} />}
        {outcome && (
          <div
            className={`template-alert ${outcome.ok ? 'is-success' : ''}`}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid="publish-outcome"
          >
            <p>{outcome.message}</p>
            {outcome.details && (
              <ul>
                {outcome.details.map((d, i) => (
                  <li key={i}>
                    {d.place && <strong>{d.place}:</strong>} {d.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
      <VersionsPanel
        kind={detail.kind}
        templateUrl={url}
        versions={detail.versions}
        hasDraft={() => draft.currentRevision() > 0}
        onRestored={restored}
      />
    </div>
  );
}

/** What the status line says: whether the editor's work is stored, being stored, or waiting for a choice. */
function saveStateText(state: SaveState, inConflict: boolean, serverDraft: ServerDraft | null, held: boolean): string {
  if (inConflict) return T.conflictState;
  if (held) return T.heldByProblems;
  switch (state.status) {
    case 'pending':
      return T.pending;
    case 'saving':
      return T.saving;
    case 'saved':
      return T.saved;
    case 'failed':
      return state.message ?? T.saveFailed;
    case 'idle':
      return serverDraft ? T.draftFrom(serverDraft.updatedBy) : T.noDraft;
  }
}

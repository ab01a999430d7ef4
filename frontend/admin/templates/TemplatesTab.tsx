import { useCallback, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { interviewApi, INTERVIEW_TEMPLATE_KEY } from '../interviews/interviewApi.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { adminRequest } from '../session/adminRequest.ts';
import { checkFormDraft } from './checkers.ts';
import { CaseTemplateWorkspace } from './CaseTemplateWorkspace.tsx';
import type { TemplateChecker } from './draftCheck.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import { TEMPLATE_TEXTS as T } from './texts.ts';
import './templates.scss';

/** A template the tab can open: a case template version, or one interview step. */
interface Choice {
  id: string;
  label: string;
  /** A case template, edited as the server's draft; else an interview step, edited in the page. */
  caseKey?: string;
  load: (signal?: AbortSignal) => Promise<FormContent>;
  check: TemplateChecker<FormContent>;
}

interface AdminTemplateRow {
  kind: 'case' | 'interview';
  key: string;
  label: string;
  publishedVersion: number;
}

const CASE_LIST_KEY = ['admin', 'templates', 'case'] as const;

function useChoices() {
  const cases = useQuery({ queryKey: CASE_LIST_KEY, queryFn: ({ signal }) => adminRequest<AdminTemplateRow[]>('GET', '/api/admin/templates', undefined, { signal }) });
  const interview = useQuery({ queryKey: INTERVIEW_TEMPLATE_KEY, queryFn: ({ signal }) => interviewApi.template(signal) });
  const caseChoices: Choice[] = (cases.data ?? []).filter((row) => row.kind === 'case').map(({ key, publishedVersion, label }) => ({
    id: `case:${key}@${publishedVersion}`,
    label: T.caseOption(label, publishedVersion),
    caseKey: key,
    load: () => Promise.reject(new Error('served by CaseTemplateWorkspace')),
    check: checkFormDraft,
  }));
  const stepChoices: Choice[] = (interview.data?.steps ?? []).map((step) => ({
    id: `interview:${step.key}`,
    label: T.stepOption(step.number, step.title),
    load: async () => ({ schema: step.schema, uiSchema: step.uiSchema }),
    check: checkFormDraft,
  }));
  return { cases, interview, caseChoices, stepChoices };
}

/**
 * 'Plantillas': a content editor opens a case template or an interview step and changes it with the
 * field list or in JSON, beside the form it draws. A case template's draft is kept on the server
 * (CaseTemplateWorkspace); an interview step's lives in this page, kept while switching (docs/decisions.md).
 */
export default function TemplatesTab() {
  const { cases, interview, caseChoices, stepChoices } = useChoices();
  const [chosen, setChosen] = useState('');
  const drafts = useRef(new Map<string, FormContent>());
  const selectId = useId();
  const all = [...caseChoices, ...stepChoices];
  const current = all.find((c) => c.id === chosen) ?? all[0];
  const loaded = useQuery({
    queryKey: ['admin', 'templates', 'content', current?.id],
    queryFn: ({ signal }) => current!.load(signal),
    enabled: Boolean(current && !current.caseKey),
    staleTime: Infinity,
  });
  const keepDraft = useCallback((content: FormContent) => current && drafts.current.set(current.id, content), [current]);

  return (
    <section className="admin-tab-section template-tab" aria-labelledby="templates-heading">
      <h2 id="templates-heading" className="admin-section-title">{T.heading}</h2>
      {cases.isPending ? (
        <p className="list-state" role="status">{T.loading}</p>
      ) : cases.isError ? (
        <ListLoadError error={cases.error} onRetry={() => cases.refetch()} />
      ) : (
        <>
          <div className="field template-choice">
            <label className="label" htmlFor={selectId}>{T.choose}</label>
            <div className="select">
              <select id={selectId} value={current?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
                <optgroup label={T.caseGroup}>
                  {caseChoices.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
                </optgroup>
                {interview.isSuccess && (
                  <optgroup label={T.interviewGroup}>
                    {stepChoices.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
                  </optgroup>
                )}
              </select>
            </div>
          </div>
          {current?.caseKey ? (
            <CaseTemplateWorkspace templateKey={current.caseKey} />
          ) : (
          <>
          <p className="admin-section-intro">{T.draftNote}</p>
          {loaded.isError ? (
            <ListLoadError error={loaded.error} onRetry={() => loaded.refetch()} />
          ) : !loaded.data || !current ? (
            <p className="list-state" role="status">{T.loading}</p>
          ) : (
            <TemplateEditor key={current.id} initial={drafts.current.get(current.id) ?? loaded.data} check={current.check} onDraft={keepDraft} />
          )}
          </>
          )}
        </>
      )}
    </section>
  );
}

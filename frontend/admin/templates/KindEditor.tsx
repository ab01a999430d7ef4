import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formAsInterview, interviewAsForm, type InterviewStepsContent } from '../../../engine/interview/interviewForm.ts';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { interviewApi, INTERVIEW_TEMPLATE_KEY } from '../interviews/interviewApi.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { checkCaseDraft, checkFormContent, interviewFormChecker, warnStrict } from './checkers.ts';
import type { TemplateChecker } from './draftCheck.ts';
import { RulesEditor } from './RulesEditor.tsx';
import type { TemplateContent } from './serverDraft.ts';
import { TemplateEditor, type HeldJson } from './TemplateEditor.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

export interface KindEditorProps {
  kind: TemplateKind;
  initial: TemplateContent;
  /** The latest published version's content (what a rules draft is compared with). */
  published: TemplateContent;
  onDraft: (content: TemplateContent) => void;
  /** Draws a form's preview instead of the plain one (one that can load a saved case, interview or task). */
  renderPreview?: (content: FormContent, section: string) => ReactNode;
  /** JSON typed with problems, never saved: kept and told (TemplateEditor). */
  heldJson?: HeldJson;
}

/** The editor of one kind of template: a form's field list, JSON and preview, or the rules' JSON and golden cases. */
export function KindEditor({ kind, initial, published, onDraft, renderPreview, heldJson }: KindEditorProps) {
  if (kind === 'interview') return <InterviewStepsEditor initial={initial as unknown as InterviewStepsContent} onDraft={onDraft} renderPreview={renderPreview} heldJson={heldJson} />;
  if (kind === 'rules') return <ScoringRulesEditor initial={initial} published={published} onDraft={onDraft} />;
  const check = (kind === 'case' ? checkCaseDraft : checkFormContent) as TemplateChecker<FormContent>;
  return <TemplateEditor initial={initial as unknown as FormContent} check={check} warn={warnStrict} onDraft={onDraft as unknown as (content: FormContent) => void} notApplicable={kind === 'case'} renderPreview={renderPreview} heldJson={heldJson} />;
}

// Every step's hidden `region` is the interview's own: the check refuses a step that changes it (checkInterviewStep.ts).
const INTERNAL_FIELDS = { names: ['region'], note: TEMPLATE_TEXTS.regionNotListed };

/** The seven steps edited as one form whose sections are the steps; each accepted change saved as the interview's content. */
function InterviewStepsEditor({ initial, onDraft, renderPreview, heldJson }: { initial: InterviewStepsContent; onDraft: (content: TemplateContent) => void; renderPreview?: KindEditorProps['renderPreview']; heldJson?: HeldJson }) {
  const form = useMemo(() => interviewAsForm(initial), [initial]);
  const check = useMemo(() => interviewFormChecker(initial), [initial]);
  const change = useCallback((next: FormContent) => onDraft(formAsInterview(next, initial) as unknown as TemplateContent), [initial, onDraft]);
  return <TemplateEditor initial={form} check={check} warn={warnStrict} onDraft={change} sectionLabel={TEMPLATE_TEXTS.step} renderPreview={renderPreview} internalFields={INTERNAL_FIELDS} heldJson={heldJson} />;
}

/** The rules are checked against the latest published steps, read as the interview dialog reads them. */
function ScoringRulesEditor({ initial, published, onDraft }: { initial: TemplateContent; published: TemplateContent; onDraft: (content: TemplateContent) => void }) {
  const latest = useQuery({ queryKey: INTERVIEW_TEMPLATE_KEY, queryFn: ({ signal }) => interviewApi.template(signal) });
  if (latest.isError) return <ListLoadError error={latest.error} onRetry={() => latest.refetch()} />;
  if (!latest.data) return <p className="list-state" role="status">{TEMPLATE_TEXTS.rules.loadingSteps}</p>;
  return <RulesEditor initial={initial} published={published} steps={latest.data.steps} onDraft={onDraft} />;
}

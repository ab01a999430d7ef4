import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formAsInterview, interviewAsForm, type InterviewStepsContent } from '../../../engine/interview/interviewForm.ts';
import type { TemplateKind } from '../../../engine/templates/kinds/kind.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { interviewApi, INTERVIEW_TEMPLATE_KEY } from '../interviews/interviewApi.ts';
import { ListLoadError } from '../lists/ListLoadError.tsx';
import { checkCaseDraft, checkFormContent, interviewFormChecker, warnStrict } from './checkers.ts';
import type { TemplateChecker } from './draftCheck.ts';
import { caseRecords, interviewRecords, taskRecords, type RecordKind } from './recordKinds.ts';
import { RulesEditor } from './RulesEditor.tsx';
import type { TemplateContent } from './serverDraft.ts';
import { TemplateEditor, type HeldJson } from './TemplateEditor.tsx';
import { TEMPLATE_TEXTS } from './texts.ts';

export interface KindEditorProps {
  initial: TemplateContent;
  /** The latest published version's content (what a rules draft is compared with). */
  published: TemplateContent;
  onDraft: (content: TemplateContent) => void;
  /** Draws a form's preview instead of the plain one (one that can load a saved case, interview or task). */
  renderPreview?: (content: FormContent, section: string) => ReactNode;
  /** JSON typed with problems, never saved: kept and told (TemplateEditor). */
  heldJson?: HeldJson;
}

/**
 * What the 'Plantillas' tab does differently for one kind of template (docs/decisions/0229-one-module-per-template-kind-and-layer.md):
 * its editor, the saved records its preview can load, whether its forms draw 'No aplica', and whether
 * publishing it changes what the interview dialog reads.
 */
export interface KindUi {
  /** A form's field list, JSON and preview, or the rules' JSON and golden cases. */
  Editor: (props: KindEditorProps) => ReactNode;
  /** The records a template's preview can load, or null: the scoring rules have none, nor a form without stored records. */
  records(key: string): RecordKind | null;
  notApplicable: boolean;
  /** The interview dialog and the rules editor read the latest steps and rules. */
  changesInterview: boolean;
}

const asForm = (onDraft: KindEditorProps['onDraft']) => onDraft as unknown as (content: FormContent) => void;

function CaseFormEditor({ initial, onDraft, renderPreview, heldJson }: KindEditorProps) {
  const check = checkCaseDraft as TemplateChecker<FormContent>;
  return (
    <TemplateEditor
      initial={initial as unknown as FormContent}
      check={check}
      warn={warnStrict}
      onDraft={asForm(onDraft)}
      notApplicable
      renderPreview={renderPreview}
      heldJson={heldJson}
    />
  );
}

function StandAloneFormEditor({ initial, onDraft, renderPreview, heldJson }: KindEditorProps) {
  return (
    <TemplateEditor
      initial={initial as unknown as FormContent}
      check={checkFormContent}
      warn={warnStrict}
      onDraft={asForm(onDraft)}
      notApplicable={false}
      renderPreview={renderPreview}
      heldJson={heldJson}
    />
  );
}

// Every step's hidden `region` is the interview's own: the check refuses a step that changes it (checkInterviewStep.ts).
const INTERNAL_FIELDS = { names: ['region'], note: TEMPLATE_TEXTS.regionNotListed };

/** The seven steps edited as one form whose sections are the steps; each accepted change saved as the interview's content. */
function InterviewStepsEditor({ initial: content, onDraft, renderPreview, heldJson }: KindEditorProps) {
  const initial = content as unknown as InterviewStepsContent;
  const form = useMemo(() => interviewAsForm(initial), [initial]);
  const check = useMemo(() => interviewFormChecker(initial), [initial]);
  const change = useCallback(
    (next: FormContent) => onDraft(formAsInterview(next, initial) as unknown as TemplateContent),
    [initial, onDraft],
  );
  return (
    <TemplateEditor
      initial={form}
      check={check}
      warn={warnStrict}
      onDraft={change}
      sectionLabel={TEMPLATE_TEXTS.step}
      renderPreview={renderPreview}
      internalFields={INTERNAL_FIELDS}
      heldJson={heldJson}
    />
  );
}

/** The rules are checked against the latest published steps, read as the interview dialog reads them. */
function ScoringRulesEditor({ initial, published, onDraft }: KindEditorProps) {
  const latest = useQuery({ queryKey: INTERVIEW_TEMPLATE_KEY, queryFn: ({ signal }) => interviewApi.template(signal) });
  if (latest.isError) return <ListLoadError error={latest.error} onRetry={() => latest.refetch()} />;
  if (!latest.data)
    return (
      <p className="list-state" role="status">
        {TEMPLATE_TEXTS.rules.loadingSteps}
      </p>
    );
  return <RulesEditor initial={initial} published={published} steps={latest.data.steps} onDraft={onDraft} />;
}

/** Every kind's front-end pieces by its name: a new kind is its entry here. */
export const KINDS: Record<TemplateKind, KindUi> = {
  case: { Editor: CaseFormEditor, records: () => caseRecords, notApplicable: true, changesInterview: false },
  interview: { Editor: InterviewStepsEditor, records: () => interviewRecords, notApplicable: true, changesInterview: true },
  rules: { Editor: ScoringRulesEditor, records: () => null, notApplicable: false, changesInterview: true },
  form: {
    Editor: StandAloneFormEditor,
    records: (key) => (key === 'task' ? taskRecords : null),
    notApplicable: false,
    changesInterview: false,
  },
};

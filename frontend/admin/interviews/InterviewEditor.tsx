import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { INTERVIEW_STEP_COUNT, INTERVIEW_STEP_KEYS } from '../../../engine/interview/types.ts';
import { interviewMachine, resolveInterview } from '../../../engine/lifecycles/interview/interviewMachine.ts';
import { TemplateForm } from '../../../engine/rjsf/index.ts';
import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { useToast } from '../../toast/toastContext.ts';
import { SUMMARY_KEY } from '../lists/queryKeys.ts';
import { errorMessage } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import {
  INTERVIEWS_KEY,
  interviewApi,
  stepDataOf,
  type InterviewDetail,
  type InterviewResult,
  type InterviewTemplateView,
} from './interviewApi.ts';
import { InterviewSummaryView } from './InterviewSummaryView.tsx';
import { NoteField } from './NoteField.tsx';
import { StepNav } from './StepNav.tsx';
import { checkStep } from './stepValidator.ts';
import { INTERVIEW_TEXTS as T } from './texts.ts';
import type { InterviewNotes } from './useInterviewNotes.ts';

type Answers = Record<string, Record<string, unknown>>;

const SAMPLE_FINALIZE = {
  type: 'FINALIZE',
  executiveSummary: { text: '-', recommendedVisa: '-', eligibilityLevel: '-' },
  rating: '-',
} as const;

export interface InterviewEditorProps {
  interview: InterviewDetail;
  template: InterviewTemplateView;
  notes: InterviewNotes;
}

/**
 * The seven steps of an interview in progress, then its summary. The interview machine (shared with the
 * server) holds the step, the notes and the status, and decides what is offered; each step's answers are
 * checked with the step's schema before they are saved.
 */
export function InterviewEditor({ interview, template, notes }: InterviewEditorProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { saver } = notes;
  const [snapshot, send] = useMachine(interviewMachine, {
    snapshot: resolveInterview({
      status: interview.status,
      currentStep: interview.currentStep,
      notes: interview.consultantNotes,
      executiveSummary: interview.executiveSummary,
      rating: interview.rating,
    }),
  });
  const current = snapshot.context.currentStep;
  const step = template.steps[current - 1];
  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(template.steps.map((s) => [s.key, { ...(stepDataOf(interview, s.number) ?? {}) }])),
  );
  const [dirty, setDirty] = useState<Set<string>>(() => new Set());
  const [noteText, setNoteText] = useState<Record<string, string>>(() =>
    Object.fromEntries(INTERVIEW_STEP_KEYS.map((key) => [key, saver.unsaved(key) ?? interview.consultantNotes?.[key] ?? ''])),
  );
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState<'saving' | 'finalizing' | null>(null);
  const [result, setResult] = useState<InterviewResult | null>(interview.results[0] ?? null);
  const region = interview.country;

  const refreshLists = () =>
    Promise.all([INTERVIEWS_KEY, SUMMARY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));

  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      const { region: _region, ...rest } = data ?? {};
      setAnswers((all) => ({ ...all, [step.key]: rest }));
      setDirty((keys) => (keys.has(step.key) ? keys : new Set(keys).add(step.key)));
    },
    [step.key],
  );
  const formData = useMemo(() => ({ ...answers[step.key], region }), [answers, step.key, region]);

  /** Checks and saves the shown step's answers when they changed; false when they must be corrected first. */
  const saveShownStep = async (force = false): Promise<boolean> => {
    if (!force && !dirty.has(step.key)) return true;
    const found = await checkStep(step, interview.templateVersion, region, answers[step.key]);
    setErrors(found);
    if (found.length) {
      toast({ title: T.stepSaveError, description: T.stepInvalid, variant: 'destructive' });
      return false;
    }
    try {
      await interviewApi.saveStep(interview.id, { stepKey: step.key, data: answers[step.key] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.payload?.details?.length) setErrors(error.payload.details);
      toast({ title: T.stepSaveError, description: errorMessage(error, TEXTS.errors.network), variant: 'destructive' });
      return false;
    }
    setDirty((keys) => {
      const next = new Set(keys);
      next.delete(step.key);
      return next;
    });
    void refreshLists();
    return true;
  };

  const goTo = async (target: number) => {
    if (busy || target < 1 || target > INTERVIEW_STEP_COUNT) return;
    setBusy('saving');
    try {
      if (!(await saveShownStep())) return;
      await saver.flush();
      send({ type: 'GO_TO_STEP', step: target });
      setErrors([]);
      // Where the consultant is, for the card's 'Paso n/7'; the step's answers are already stored.
      interviewApi.saveStep(interview.id, { stepKey: INTERVIEW_STEP_KEYS[target - 1] }).then(refreshLists, () => undefined);
    } finally {
      setBusy(null);
    }
  };

  const finalize = async () => {
    if (busy) return;
    setBusy('finalizing');
    try {
      // Stores step 7 (so the server sees the interview on it) and every note before finishing.
      if (!(await saveShownStep(true))) return;
      await saver.flush();
      const done = await interviewApi.complete(interview.id, region);
      send({
        type: 'FINALIZE',
        executiveSummary: done.executiveSummary ?? done.result.executiveSummary,
        rating: done.rating ?? done.result.rating,
      });
      setResult(done.result);
      toast({ title: T.finalized });
      void refreshLists();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast({ ...T.finalizeError, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const reopen = async () => {
    await interviewApi.reopen(interview.id);
    send({ type: 'REOPEN' });
    void refreshLists();
  };

  const onNote = (text: string) => {
    setNoteText((all) => ({ ...all, [step.key]: text }));
    saver.type(step.key, text);
  };

  if (snapshot.matches('completed')) {
    return <InterviewSummaryView interview={interview} template={template} result={result} onResult={setResult} onReopen={reopen} />;
  }

  const canFinalize = snapshot.can(SAMPLE_FINALIZE);
  return (
    <div className="interview-editor">
      <StepNav steps={template.steps} current={current} disabled={busy !== null} onSelect={(n) => void goTo(n)} />
      <section className="interview-step" aria-labelledby="interview-step-title">
        <h3 id="interview-step-title" className="interview-step-heading">
          {step.number}. {step.title}
        </h3>
        <TemplateForm
          key={step.key}
          schema={step.schema as RJSFSchema}
          uiSchema={step.uiSchema as UiSchema}
          formData={formData}
          onChange={onChange}
          errors={errors}
          idPrefix={`interview_${step.key}`}
        />
        <NoteField id={`interview-note-${step.key}`} value={noteText[step.key] ?? ''} state={notes.state} onChange={onNote} />
      </section>
      <footer className="interview-actions">
        <button
          type="button"
          className="button is-light"
          aria-disabled={busy !== null || current === 1 || undefined}
          onClick={() => current > 1 && void goTo(current - 1)}
        >
          {T.previous}
        </button>
        {current < INTERVIEW_STEP_COUNT ? (
          <button
            type="button"
            className="button is-primary"
            aria-disabled={busy !== null || undefined}
            onClick={() => void goTo(current + 1)}
          >
            {T.next}
          </button>
        ) : (
          canFinalize && (
            <button type="button" className="button is-gold" aria-disabled={busy !== null || undefined} onClick={() => void finalize()}>
              {busy === 'finalizing' ? T.finalizing : T.finalize}
            </button>
          )
        )}
      </footer>
    </div>
  );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { interviewRegionOf, type InterviewStepKey } from '../../engine/interview/types.ts';
import { nextInterviewState, type InterviewEvent, type InterviewState } from '../../engine/lifecycles/interview/interviewMachine.ts';
import type { InterviewStepSave } from '../../schemas/generated/interviewStepSave.ts';
import type { Interview } from '../db/entities/index.ts';
import { answerInTransaction, type Answer, type ClaimedRequest } from '../http/idempotency.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { INTERVIEW_STEP_KEYS } from '../../engine/interview/types.ts';
import { interviewItem } from './interviewItem.ts';
import { lockInterview } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';
import { stepColumn } from './stepColumns.ts';
import type { StepValidator } from './stepValidators.ts';

/**
 * A save with answers, or with nothing but the step, is a move to that step; a note is only that step's
 * note (docs/decisions/0144-a-late-note-never-undoes-a-newer-save.md).
 */
function eventsOf(body: InterviewStepSave): InterviewEvent[] {
  const events: InterviewEvent[] = [];
  if (body.data !== undefined || body.note === undefined) events.push({ type: 'SAVE_STEP', stepKey: body.stepKey });
  if (body.note !== undefined) events.push({ type: 'SAVE_NOTE', stepKey: body.stepKey, note: body.note, notedAt: body.notedAt });
  return events;
}

/**
 * Saves one step (PATCH /api/interviews/:id): its answers (checked against the step's schema) replace
 * the step's earlier ones and make it the current step (checked against the step's schema of the
 * interview's own template version); its note replaces the step's note unless the
 * kept one was typed later, and leaves the current step where it is. Refused while completed (reopen
 * first). Answers 200 with the interview; with a claimed Idempotency-Key the answer is stored in the
 * same transaction as the change, so a repeat gets it and changes nothing.
 */
export async function saveInterviewStep(
  em: EntityManager,
  validatorOf: (interview: Interview) => StepValidator,
  actor: Actor,
  id: string,
  body: InterviewStepSave,
  idempotency: ClaimedRequest | null = null,
  now: Date = new Date(),
): Promise<Answer> {
  return em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    const events = eventsOf(body);
    for (const event of events) assertAllowed(interview, event);
    const key = body.stepKey as InterviewStepKey;
    if (body.data !== undefined) {
      const region = interviewRegionOf(interview.country);
      interview[stepColumn(key)] = validatorOf(interview)(key, region, body.data);
    }
    let state: InterviewState = {
      status: interview.status,
      currentStep: interview.currentStep,
      notes: interview.consultantNotes ?? {},
      notesAt: interview.consultantNotesAt ?? {},
    };
    for (const event of events) {
      const next = nextInterviewState(state, event)!;
      state = { ...state, currentStep: next.context.currentStep, notes: next.context.notes, notesAt: next.context.notesAt };
    }
    interview.currentStep = state.currentStep!;
    interview.consultantNotes = state.notes as Record<string, string>;
    // A column that never held a time stays empty rather than becoming {}: nothing changed for it.
    if (interview.consultantNotesAt || Object.keys(state.notesAt!).length)
      interview.consultantNotesAt = state.notesAt as Record<string, string>;
    await tx.flush();
    // Notes are saved a second after typing stops: one line per half hour of work on an interview.
    const description = ACTIVITY_TEXTS.interviewSaved(interview.clientName, INTERVIEW_STEP_KEYS.indexOf(key) + 1);
    const consultationId = interview.consultation?.id ?? null;
    await recordActivity(
      tx,
      actor,
      { action: 'interview_saved', record: { kind: 'interview', id }, consultationId, description, coalesce: true },
      now,
    );
    const answer: Answer = { status: 200, body: interviewItem(interview) };
    if (idempotency) await answerInTransaction(tx, idempotency, now, answer);
    return answer;
  });
}

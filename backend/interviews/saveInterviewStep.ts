import type { EntityManager } from '@mikro-orm/postgresql';
import { isInterviewRegion, type InterviewStepKey } from '../../engine/interview/types.ts';
import { nextInterviewState } from '../../engine/lifecycles/interview/interviewMachine.ts';
import type { InterviewStepSave } from '../../schemas/generated/interviewStepSave.ts';
import type { Interview } from '../db/entities/index.ts';
import { lockInterview } from './lockInterview.ts';
import { assertAllowed } from './refuse.ts';
import { stepColumn } from './stepColumns.ts';
import type { StepValidator } from './stepValidators.ts';

/**
 * Saves one step: its answers (checked against the step's schema) replace the step's earlier ones, its
 * note replaces the step's note; the step becomes the current one. Refused while completed (reopen first).
 */
export async function saveInterviewStep(em: EntityManager, validateStep: StepValidator, id: string, body: InterviewStepSave): Promise<Interview> {
  return em.transactional(async (tx) => {
    const interview = await lockInterview(tx, id);
    const event = { type: 'SAVE_STEP' as const, stepKey: body.stepKey, note: body.note };
    assertAllowed(interview, event);
    const key = body.stepKey as InterviewStepKey;
    if (body.data !== undefined) {
      const region = isInterviewRegion(interview.country) ? interview.country : 'usa';
      interview[stepColumn(key)] = validateStep(key, region, body.data);
    }
    const next = nextInterviewState({ status: interview.status, currentStep: interview.currentStep, notes: interview.consultantNotes ?? {} }, event)!;
    interview.currentStep = next.context.currentStep;
    interview.consultantNotes = next.context.notes as Record<string, string>;
    await tx.flush();
    return interview;
  });
}

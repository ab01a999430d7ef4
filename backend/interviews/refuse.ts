import { interviewRefusal, type InterviewEvent } from '../../engine/lifecycles/interview/interviewMachine.ts';
import type { Interview } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';

/** Throws the machine's refusal of `event` (400 bad request, 409 wrong moment), in Spanish; nothing when allowed. */
export function assertAllowed(interview: Interview, event: InterviewEvent): void {
  const refusal = interviewRefusal({ status: interview.status, currentStep: interview.currentStep }, event);
  if (refusal) throw new AppError(refusal.status === 400 ? 'invalid' : 'conflict', refusal.message);
}

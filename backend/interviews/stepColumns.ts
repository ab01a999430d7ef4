import { INTERVIEW_STEP_KEYS, type InterviewStepKey } from '../../engine/interview/types.ts';
import type { Interview } from '../db/entities/index.ts';

type StepColumn = `step${1 | 2 | 3 | 4 | 5 | 6 | 7}Data`;

/** The column (`step1Data` … `step7Data`) that holds a step's answers. */
export const stepColumn = (key: InterviewStepKey): StepColumn => `step${INTERVIEW_STEP_KEYS.indexOf(key) + 1}Data` as StepColumn;

/** An interview's answers by step key. */
export function stepAnswers(interview: Interview): Partial<Record<InterviewStepKey, Record<string, unknown>>> {
  const answers: Partial<Record<InterviewStepKey, Record<string, unknown>>> = {};
  for (const key of INTERVIEW_STEP_KEYS) {
    const data = interview[stepColumn(key)];
    if (data) answers[key] = data;
  }
  return answers;
}

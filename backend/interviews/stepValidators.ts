import type { ValidateFunction } from 'ajv';
import { INTERVIEW_STEP_KEYS, type InterviewRegion, type InterviewStepKey } from '../../engine/interview/types.ts';
import { createAjv } from '../../engine/validation/createAjv.ts';
import { describeErrors } from '../../engine/validation/describeErrors.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { AppError } from '../http/AppError.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

export type StepValidator = (key: InterviewStepKey, region: InterviewRegion, data: Record<string, unknown>) => Record<string, unknown>;

/**
 * Checks a step's answers against its schema, with the interview's region filled in (the browser never
 * chooses it), and returns them as stored: without the region. Bad answers are a 400 naming each field.
 */
export function createStepValidator(template: InterviewTemplate): StepValidator {
  const ajv = createAjv();
  const compiled = new Map<InterviewStepKey, ValidateFunction>();
  for (const step of template.steps) compiled.set(step.key, ajv.compile(step.schema));
  return (key, region, data) => {
    const validate = compiled.get(key)!;
    if (!validate({ ...data, region })) {
      const step = template.steps[INTERVIEW_STEP_KEYS.indexOf(key)];
      throw new AppError('invalid', INTERVIEW_TEXTS.invalidStepData(step.title), describeErrors(validate.errors));
    }
    const { region: _region, ...answers } = data;
    return answers;
  };
}

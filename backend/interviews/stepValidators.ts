import type { ValidateFunction } from 'ajv';
import { INTERVIEW_STEP_KEYS, type InterviewRegion, type InterviewStep, type InterviewStepKey } from '../../engine/interview/types.ts';
import { createTemplateAjv } from '../../engine/validation/createAjv.ts';
import { describeErrors, type FieldError } from '../../engine/validation/describeErrors.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { AppError } from '../http/AppError.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

export type StepValidator = (key: InterviewStepKey, region: InterviewRegion, data: Record<string, unknown>) => Record<string, unknown>;

/** A step's answers checked, with the interview's region filled in: their errors, none when valid. */
export type StepErrors = (key: InterviewStepKey, region: InterviewRegion, data: Record<string, unknown>) => FieldError[];

/** Each step's schema compiled: a step's answers, with the interview's region filled in, give their errors (none when valid). */
export function compileSteps(steps: InterviewStep[]): StepErrors {
  const ajv = createTemplateAjv();
  const compiled = new Map<InterviewStepKey, ValidateFunction>();
  for (const step of steps) compiled.set(step.key, ajv.compile(step.schema));
  return (key, region, data) => {
    const validate = compiled.get(key)!;
    return validate({ ...data, region }) ? [] : describeErrors(validate.errors);
  };
}

/**
 * Every step an interview holds answers for, checked as a step save checks it (with the interview's
 * region): the errors at `step.field`, in step order.
 */
export function answerErrors(
  errorsOf: StepErrors,
  region: InterviewRegion,
  answers: Partial<Record<string, Record<string, unknown>>>,
): FieldError[] {
  return INTERVIEW_STEP_KEYS.flatMap((step) => {
    const data = answers[step];
    if (!data) return [];
    return errorsOf(step, region, data).map((error) => ({ ...error, path: error.path ? `${step}.${error.path}` : step }));
  });
}

/**
 * Checks a step's answers against its schema, with the interview's region filled in (the browser never
 * chooses it), and returns them as stored: without the region. Bad answers are a 400 naming each field.
 */
export function createStepValidator(template: Pick<InterviewTemplate, 'steps'>): StepValidator {
  const errorsOf = compileSteps(template.steps);
  return (key, region, data) => {
    const errors = errorsOf(key, region, data);
    if (errors.length) {
      const step = template.steps[INTERVIEW_STEP_KEYS.indexOf(key)];
      throw new AppError('invalid', INTERVIEW_TEXTS.invalidStepData(step.title), errors);
    }
    const { region: _region, ...answers } = data;
    return answers;
  };
}

const byTemplate = new WeakMap<object, StepValidator>();

/** The step validator of one interview template version, compiled on first use (a version never changes). */
export function stepValidatorOf(template: InterviewTemplate): StepValidator {
  let validator = byTemplate.get(template.steps);
  if (!validator) {
    validator = createStepValidator(template);
    byTemplate.set(template.steps, validator);
  }
  return validator;
}

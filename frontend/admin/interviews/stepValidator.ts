import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import { describeErrors } from '../../../engine/validation/describeErrors.ts';
import { interviewValidatorModules } from '../../../schemas/generated/validators/interview/index.ts';

/**
 * Checks a step's answers in the browser with the server's own schema (precompiled, no `eval`), the
 * interview's region filled in as the server fills it. Resolves to the errors, none when valid; a
 * validator that is missing or fails to load leaves the check to the server.
 */
export async function checkStep(stepKey: string, templateVersion: number, region: string, data: Record<string, unknown>): Promise<FieldError[]> {
  const load = interviewValidatorModules[`${stepKey}@${templateVersion}`];
  if (!load) return [];
  let validate;
  try {
    ({ validate } = await load());
  } catch {
    return [];
  }
  return validate({ ...data, region }) ? [] : describeErrors(validate.errors);
}

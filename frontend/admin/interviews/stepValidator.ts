import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import { describeErrorsAgainst } from '../../../engine/validation/describeValidation.ts';
import { loadServedValidator } from '../../../engine/validation/servedValidator.ts';
import { interviewValidatorModules } from '../../../schemas/generated/validators/interview/index.ts';

/** Where the server serves a step's validator of a version the build does not bundle (backend/interviews/routes.ts). */
export const servedStepValidatorUrl = (templateVersion: number, stepKey: string) =>
  `/api/interview-template/${templateVersion}/steps/${encodeURIComponent(stepKey)}/validator.js`;

/**
 * Checks a step's answers in the browser with the server's own schema (precompiled, no `eval`), the
 * interview's region filled in as the server fills it: the module bundled for the interview's template
 * version, or for a version published after the build the same code compiled by the server. Resolves to
 * the errors, none when valid; a validator that fails to load leaves the check to the server.
 */
export async function checkStep(
  step: { key: string; schema: JsonSchema },
  templateVersion: number,
  region: string,
  data: Record<string, unknown>,
): Promise<FieldError[]> {
  const stepKey = step.key;
  const bundled = interviewValidatorModules[`${stepKey}@${templateVersion}`];
  let validate;
  try {
    ({ validate } = await (bundled
      ? bundled()
      : loadServedValidator(servedStepValidatorUrl(templateVersion, stepKey), `el paso «${stepKey}» de la versión ${templateVersion}`)));
  } catch {
    return [];
  }
  // The messages of the step's own schema (`x-messages`), as the server words them.
  return validate({ ...data, region }) ? [] : describeErrorsAgainst(step.schema, validate.errors);
}

import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { matchesSchema } from './matchesSchema.ts';

/**
 * The validator RJSF is given for its own schema questions (which `oneOf`/`anyOf` option a value
 * matches, whether an `if` holds, which schema dependency applies), with no ajv: compiling schemas needs
 * `eval`, which the admin page's Content-Security-Policy forbids. Those yes/no answers come from
 * matchesSchema (@cfworker/json-schema, an interpreter that compiles no code), held to ajv's. The form's field errors come from the server's ajv compiled ahead of time
 * (loadCaseCheck, engine/cases/validation) and reach RJSF as `extraErrors`, so `validateFormData` has
 * nothing of its own to report.
 */
export const caseFormValidator: ValidatorType = {
  validateFormData(): ValidationData<unknown> {
    return { errors: [], errorSchema: {} };
  },
  isValid(schema, formData, rootSchema) {
    return matchesSchema(schema as RJSFSchema, formData, (rootSchema ?? schema) as Record<string, unknown>);
  },
  rawValidation() {
    return { errors: [] };
  },
};

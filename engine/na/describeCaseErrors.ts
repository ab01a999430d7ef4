import type { ErrorObject } from 'ajv';
import { describeErrors, type FieldError } from '../validation/describeErrors.ts';
import { withSchemas } from '../validation/describeValidation.ts';
import type { JsonSchema } from '../templates/types.ts';
import { NOT_APPLICABLE_BRANCH } from './notApplicableSchema.ts';

// The NA branch failing is expected whenever a real value is checked: it is never the message to show.
function isNotApplicableNoise(error: ErrorObject): boolean {
  if ((error.parentSchema as JsonSchema | undefined) === NOT_APPLICABLE_BRANCH) return true;
  if (error.keyword === 'anyOf') {
    const branches = error.schema as JsonSchema[] | undefined;
    return Array.isArray(branches) && branches[1] === NOT_APPLICABLE_BRANCH;
  }
  return false;
}

/**
 * The Spanish messages for ajv's errors on case data, `validationSchema` being the NA-aware schema
 * validated against (notApplicableSchema). Shared by the server (validateCase) and the browser's
 * precompiled validators (engine/na/loadCaseCheck.ts), so both word every error alike. Needs no ajv.
 */
export function describeCaseErrors(validationSchema: JsonSchema, errors: ErrorObject[] | null | undefined): FieldError[] {
  const withSchema = (errors ?? []).map((error) => withSchemas(error, validationSchema));
  return describeErrors(withSchema.filter((error) => !isNotApplicableNoise(error)));
}

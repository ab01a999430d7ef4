import type { CaseTemplate, JsonSchema } from '../../templates/types.ts';
import { caseFindings, type CaseFindings } from './caseFindings.ts';
import { caseValidator, type CaseValidator } from './caseValidator.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';

export type { CaseFindings };

/**
 * Validates case data against its template with the NA rule ('NA' in any field answers it and skips
 * its other checks; blank text counts as unanswered), in one pass: the wrong answers, which block a
 * save, and the required fields still missing, which only the readiness check reports.
 */
export function inspectCase(template: CaseTemplate, data: unknown): CaseFindings {
  return inspectWith(caseValidator(template), template.schema, data);
}

/** inspectCase with a validator compiled elsewhere from `schema` (compileCaseValidator). */
export function inspectWith(validate: CaseValidator, schema: JsonSchema, data: unknown): CaseFindings {
  if (validate(normalizeCaseData(schema, data))) return { wrong: [], missing: [] };
  return caseFindings(validate.validationSchema, validate.errors);
}

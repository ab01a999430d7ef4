import type { CaseTemplate } from '../templates/types.ts';
import { caseFindings, type CaseFindings } from './caseFindings.ts';
import { caseValidator } from './caseValidator.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';

export type { CaseFindings };

/**
 * Validates case data against its template with the NA rule ('NA' in any field answers it and skips
 * its other checks; blank text counts as unanswered), in one pass: the wrong answers, which block a
 * save, and the required fields still missing, which only the readiness check reports.
 */
export function inspectCase(template: CaseTemplate, data: unknown): CaseFindings {
  const validate = caseValidator(template);
  if (validate(normalizeCaseData(template.schema, data))) return { wrong: [], missing: [] };
  return caseFindings(validate.validationSchema, validate.errors);
}

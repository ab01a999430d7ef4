import type { FieldError } from '../validation/describeErrors.ts';
import type { CaseTemplate } from '../templates/types.ts';
import { caseValidator } from './caseValidator.ts';
import { describeCaseErrors } from './describeCaseErrors.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';

export type { FieldError };

/**
 * Validates case data against its template with the NA rule: 'NA' in any field answers it and skips
 * its other checks; blank text counts as unanswered. Returns one Spanish message per field, with
 * dotted paths (`identity.passportNumber`, `family.children.0.birthDate`); `[]` when valid.
 */
export function validateCase(template: CaseTemplate, data: unknown): FieldError[] {
  const validate = caseValidator(template);
  if (validate(normalizeCaseData(template.schema, data))) return [];
  return describeCaseErrors(validate.validationSchema, validate.errors);
}

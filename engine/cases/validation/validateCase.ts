import type { FieldError } from '../../validation/describeErrors.ts';
import type { CaseTemplate } from '../../templates/types.ts';
import { inspectCase } from './inspectCase.ts';

export type { FieldError };

/**
 * What blocks saving case data: one Spanish message per wrong field, with dotted paths
 * (`identity.passportNumber`, `family.children.0.birthDate`); `[]` when it can be saved. Missing
 * required fields never block (a case is filled over weeks): inspectCase reports them apart.
 */
export function validateCase(template: CaseTemplate, data: unknown): FieldError[] {
  return inspectCase(template, data).wrong;
}

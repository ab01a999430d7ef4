import { validateCase } from '../../engine/na/validateCase.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { AppError } from '../http/AppError.ts';
import { CASE_TEXTS } from './texts.ts';

/**
 * The one check of case data against its template, shared by a case save and the e-mail of a case
 * copy: a 400 naming each field at fault under `field` (`data.identity.birthDate`).
 */
export function checkCaseData(template: CaseTemplate, data: unknown, field: string): void {
  const errors = validateCase(template, data);
  if (errors.length) {
    throw new AppError('invalid', CASE_TEXTS.invalidData, errors.map((e) => ({ ...e, path: e.path ? `${field}.${e.path}` : field })));
  }
}

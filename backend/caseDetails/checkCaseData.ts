import { inspectCase, type CaseFindings } from '../../engine/cases/validation/inspectCase.ts';
import type { CaseTemplate } from '../../engine/templates/types.ts';
import { AppError } from '../http/AppError.ts';
import { CASE_TEXTS } from './texts.ts';

/**
 * The one check of case data against its template, shared by a case save and the e-mail of a case
 * copy: a 400 naming each wrong answer under `field` (`data.identity.birthDate`), or as `field` names it. Missing required
 * fields never refuse a case
 * (docs/decisions/0082-a-case-can-always-be-saved-as-it-is-one-validator-two-kinds.md): they are returned,
 * for the readiness of the case.
 */
export function checkCaseData(template: CaseTemplate, data: unknown, field: string | ((path: string) => string)): CaseFindings {
  const findings = inspectCase(template, data);
  if (findings.wrong.length) {
    const named = typeof field === 'string' ? (path: string) => (path ? `${field}.${path}` : field) : field;
    throw new AppError(
      'invalid',
      CASE_TEXTS.invalidData,
      findings.wrong.map((e) => ({ ...e, path: named(e.path) })),
    );
  }
  return findings;
}

import { caseValidatorModules } from '../../../schemas/generated/validators/case/index.ts';
import type { CaseTemplate } from '../../templates/types.ts';
import { importServed, loadServedValidator, type ServedValidatorLoader, type ValidatorModule } from '../../validation/servedValidator.ts';
import type { ValidationContext } from '../../validation/standaloneRuntime.ts';
import { caseFindings, type CaseFindings } from './caseFindings.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';

/** Checks case data as inspectCase does on the server: the wrong answers (Spanish, by field path) and the missing required fields. */
export type CaseCheck = (data: unknown) => CaseFindings;

type Modules = Readonly<Record<string, () => Promise<ValidatorModule>>>;
export type { ServedValidatorLoader };

/** Where the server serves a template version's validator (backend/caseDetails/caseTemplateRoutes.ts). */
export const servedValidatorUrl = (key: string, version: number) =>
  `/api/case-templates/${encodeURIComponent(key)}/${version}/validator.js`;

/**
 * The browser's case check for one template version: loads that version's validator, compiled ahead
 * of time from the very schema the server validates against (`npm run gen`, scripts/gen/caseValidatorModules.ts),
 * so no code is compiled in the page (its Content-Security-Policy has no 'unsafe-eval'). The errors go
 * through the server's split and wording (caseFindings). `context.now` is the clock of date rules.
 * A version the build has no module for (published from the back-office after it) gets the same code
 * compiled by the server (GET /api/case-templates/:key/:version/validator.js), so the same errors.
 */
export async function loadCaseCheck(
  template: Pick<CaseTemplate, 'key' | 'version' | 'schema'>,
  context: ValidationContext = {},
  modules: Modules = caseValidatorModules,
  loadServed: ServedValidatorLoader = importServed,
): Promise<CaseCheck> {
  const bundled = modules[`${template.key}@${template.version}`];
  const what = `la plantilla "${template.key}" versión ${template.version}`;
  const { validate } = await (bundled
    ? bundled()
    : loadServedValidator(servedValidatorUrl(template.key, template.version), what, loadServed));
  const validationSchema = notApplicableSchema(template.schema);
  return (data) =>
    validate.call(context, normalizeCaseData(template.schema, data))
      ? { wrong: [], missing: [] }
      : caseFindings(validationSchema, validate.errors);
}

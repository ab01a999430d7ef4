import { caseValidatorModules } from '../../schemas/generated/validators/case/index.ts';
import type { CaseTemplate } from '../templates/types.ts';
import type { FieldError } from '../validation/describeErrors.ts';
import type { PrecompiledValidator, ValidationContext } from '../validation/standaloneRuntime.ts';
import { describeCaseErrors } from './describeCaseErrors.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';

/** Checks case data as validateCase does on the server: one Spanish message per field path; [] when valid. */
export type CaseCheck = (data: unknown) => FieldError[];

type Modules = Readonly<Record<string, () => Promise<{ validate: PrecompiledValidator }>>>;

/**
 * The browser's case check for one template version: loads that version's validator, compiled ahead
 * of time from the very schema the server validates against (`npm run gen`, templates/caseValidatorModules.ts),
 * so no code is compiled in the page (its Content-Security-Policy has no 'unsafe-eval'). The errors go
 * through the server's wording (describeCaseErrors). `context.now` is the clock of date rules.
 */
export async function loadCaseCheck(
  template: Pick<CaseTemplate, 'key' | 'version' | 'schema'>,
  context: ValidationContext = {},
  modules: Modules = caseValidatorModules,
): Promise<CaseCheck> {
  const load = modules[`${template.key}@${template.version}`];
  if (!load) throw new Error(`No hay validador precompilado para la plantilla "${template.key}" versión ${template.version}: ejecute npm run gen`);
  const { validate } = await load();
  const validationSchema = notApplicableSchema(template.schema);
  return (data) =>
    validate.call(context, normalizeCaseData(template.schema, data)) ? [] : describeCaseErrors(validationSchema, validate.errors);
}

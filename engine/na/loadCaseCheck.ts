import { caseValidatorModules } from '../../schemas/generated/validators/case/index.ts';
import type { CaseTemplate } from '../templates/types.ts';
import type { PrecompiledValidator, ValidationContext } from '../validation/standaloneRuntime.ts';
import { caseFindings, type CaseFindings } from './caseFindings.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';

/** Checks case data as inspectCase does on the server: the wrong answers (Spanish, by field path) and the missing required fields. */
export type CaseCheck = (data: unknown) => CaseFindings;

type Modules = Readonly<Record<string, () => Promise<{ validate: PrecompiledValidator }>>>;

/**
 * The browser's case check for one template version: loads that version's validator, compiled ahead
 * of time from the very schema the server validates against (`npm run gen`, templates/caseValidatorModules.ts),
 * so no code is compiled in the page (its Content-Security-Policy has no 'unsafe-eval'). The errors go
 * through the server's split and wording (caseFindings). `context.now` is the clock of date rules.
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
    validate.call(context, normalizeCaseData(template.schema, data)) ? { wrong: [], missing: [] } : caseFindings(validationSchema, validate.errors);
}

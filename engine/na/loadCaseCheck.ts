import { caseValidatorModules } from '../../schemas/generated/validators/case/index.ts';
import type { CaseTemplate } from '../templates/types.ts';
import { RUNTIME_GLOBAL } from '../validation/standaloneCode.ts';
import * as validationRuntime from '../validation/standaloneRuntime.ts';
import type { PrecompiledValidator, ValidationContext } from '../validation/standaloneRuntime.ts';
import { caseFindings, type CaseFindings } from './caseFindings.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';

/** Checks case data as inspectCase does on the server: the wrong answers (Spanish, by field path) and the missing required fields. */
export type CaseCheck = (data: unknown) => CaseFindings;

type ValidatorModule = { validate: PrecompiledValidator };
type Modules = Readonly<Record<string, () => Promise<ValidatorModule>>>;
/** Loads the server's validator of a version the build has none for; the path as the server serves it. */
export type ServedValidatorLoader = (url: string) => Promise<ValidatorModule>;

/** Where the server serves a template version's validator (backend/caseDetails/caseTemplateRoutes.ts). */
export const servedValidatorUrl = (key: string, version: number) =>
  `/api/case-templates/${encodeURIComponent(key)}/${version}/validator.js`;

// A same-origin module is a script the page's policy allows ('self'); importing it compiles nothing.
const importServed: ServedValidatorLoader = (url) => import(/* @vite-ignore */ url) as Promise<ValidatorModule>;

/** The served module reads the runtime from here (engine/validation/standaloneCode.ts, standaloneValidatorModule). */
function shareRuntime() {
  (globalThis as Record<symbol, unknown>)[Symbol.for(RUNTIME_GLOBAL)] ??= validationRuntime;
}

/**
 * The browser's case check for one template version: loads that version's validator, compiled ahead
 * of time from the very schema the server validates against (`npm run gen`, templates/caseValidatorModules.ts),
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
  const { validate } = await (bundled ? bundled() : loadServedValidator(template, loadServed));
  const validationSchema = notApplicableSchema(template.schema);
  return (data) =>
    validate.call(context, normalizeCaseData(template.schema, data)) ? { wrong: [], missing: [] } : caseFindings(validationSchema, validate.errors);
}

async function loadServedValidator(template: Pick<CaseTemplate, 'key' | 'version'>, loadServed: ServedValidatorLoader): Promise<ValidatorModule> {
  shareRuntime();
  try {
    return await loadServed(servedValidatorUrl(template.key, template.version));
  } catch (error) {
    throw new Error(`No se pudo cargar el validador de la plantilla "${template.key}" versión ${template.version}`, { cause: error });
  }
}

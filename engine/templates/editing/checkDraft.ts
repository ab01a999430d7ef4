import { formTemplateProblems } from '../../forms/formTemplate.ts';
import { checkInterviewRules, type RulesShape } from '../../interview/checkInterviewRules.ts';
import { asInterviewStep, interviewStepProblems } from '../../interview/checkInterviewStep.ts';
import { rulesFitSteps } from '../../interview/rulesFitSteps.ts';
import { INTERVIEW_REGIONS, INTERVIEW_STEP_KEYS, type InterviewRulesFile, type InterviewStep } from '../../interview/types.ts';
import { checkTemplate } from '../checkTemplate.ts';
import { checkTemplateSchema, forEachSchema, type SchemaCheckOptions, type TemplateProblem } from '../checkTemplateSchema.ts';
import { TemplateError } from '../templateError.ts';
import type { CaseTemplate, JsonSchema, UiSchema } from '../types.ts';
import { isObject } from '../../json/isObject.ts';

/**
 * The kinds of template the back-office edits: a case form (one per destination), the interview (its
 * seven steps), the interview's scoring rules, and a stand-alone form (templates/forms/, the task form).
 */
export const TEMPLATE_KINDS = ['case', 'interview', 'rules', 'form'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** One reason a draft cannot be published: a JSON pointer into the draft (`/schema/properties/identity`) and why, in Spanish. */
export interface DraftProblem {
  pointer: string;
  /** Where, in the form's words (added by the API for a form's draft): 'Datos personales › Sexo › opciones'. */
  place?: string;
  message: string;
}

/**
 * What checking a draft needs besides the draft. A rules draft: the steps it scores (the latest interview)
 * and the rules' shape check. An interview draft: the latest published rules, which must still be able to
 * score its steps. `schema`: the page passes `{ metaSchema: false }` (that check compiles code).
 */
export interface DraftContext {
  steps?: InterviewStep[];
  rulesShape?: RulesShape;
  rules?: { version: number; content: unknown };
  schema?: SchemaCheckOptions;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** `properties.identity.properties.fullName` (a dotted place the engine's checks give) → `/properties/identity/properties/fullName`. */
export function dottedToPointer(dotted: string, base = ''): string {
  const parts = dotted.split('.').filter(Boolean);
  return base + parts.map((part) => `/${escape(part)}`).join('');
}

// checkTemplate names its first problem by `section.field`, `kind`, `ui:order`… : the place in the draft.
function checkTemplatePlace(field: string): string {
  if (!field) return '';
  if (['kind', 'key', 'version', 'label', 'schema'].includes(field) || field.startsWith('readiness')) return dottedToPointer(field);
  if (field === 'ui:order') return '/uiSchema/ui:order';
  const [section, ...rest] = field.split('.');
  return `/schema/properties/${escape(section)}` + rest.map((part) => `/properties/${escape(part)}`).join('');
}

// Problems from checkTemplateSchema are dotted in the schema, or start with `uiSchema`.
function schemaPlace(path: string): string {
  return path.startsWith('uiSchema') ? dottedToPointer(path) : dottedToPointer(path, '/schema');
}

/** Option codes offered twice by one field, and names listed twice in a `ui:order`; `at` is where the schema and uiSchema sit in the draft. */
function duplicateProblems(schema: JsonSchema, uiSchema: UiSchema, at = ''): DraftProblem[] {
  const problems: DraftProblem[] = [];
  forEachSchema(schema, (inner, path) => {
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const codes = (inner[keyword] ?? []).filter(isObject).map((option) => option.const).filter((code) => code !== undefined);
      const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
      for (const code of new Set(repeated)) {
        problems.push({ pointer: dottedToPointer(`${path}.${keyword}`, `${at}/schema`), message: `La opción «${String(code)}» aparece más de una vez en ${path || 'la raíz'}: cada opción necesita un código único` });
      }
    }
    if (Array.isArray(inner.enum)) {
      const repeated = inner.enum.filter((code, index) => inner.enum!.indexOf(code) !== index);
      for (const code of new Set(repeated)) problems.push({ pointer: dottedToPointer(`${path}.enum`, `${at}/schema`), message: `El valor «${String(code)}» aparece más de una vez en «enum» de ${path || 'la raíz'}` });
    }
  });
  const walkUi = (ui: unknown, pointer: string) => {
    if (!isObject(ui)) return;
    const order = ui['ui:order'];
    if (Array.isArray(order)) {
      const repeated = order.filter((name, index) => order.indexOf(name) !== index);
      for (const name of new Set(repeated)) problems.push({ pointer: `${pointer}/ui:order`, message: `«ui:order» nombra «${String(name)}» más de una vez` });
    }
    for (const [key, inner] of Object.entries(ui)) if (!key.startsWith('ui:')) walkUi(inner, `${pointer}/${escape(key)}`);
  };
  walkUi(uiSchema, `${at}/uiSchema`);
  return problems;
}

function checkCaseDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  if (!isObject(content.schema)) return [{ pointer: '/schema', message: 'Falta el esquema (JSON Schema draft-07) de la plantilla' }];
  const uiSchema = isObject(content.uiSchema) ? (content.uiSchema as UiSchema) : {};
  const problems: DraftProblem[] = checkTemplateSchema(content.schema as JsonSchema, uiSchema, context.schema).map((p) => ({ pointer: schemaPlace(p.path), message: p.message }));
  problems.push(...duplicateProblems(content.schema as JsonSchema, uiSchema));
  // The loader's own check, the one every file in templates/ passes. The version is given at publish.
  const template = { ...content, uiSchema, version: 1, file: 'borrador' } as unknown as CaseTemplate;
  try {
    checkTemplate(template, { compile: context.schema?.metaSchema !== false });
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    // checkTemplate stops at its first problem; the schema problems it gathers are those found above.
    const fromSchemaCheck = error.field === 'schema' && error.problems.length > 1;
    if (!fromSchemaCheck) {
      const [first] = error.problems;
      const message = error.field === 'schema' && problems.some((p) => p.message === first.message) ? undefined : first.message;
      if (message) problems.unshift({ pointer: checkTemplatePlace(error.field), message: error.field ? `En ${error.field}: ${message}` : message });
    }
  }
  return dedupe(problems);
}

function checkRulesDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  if (!context.steps || !context.rulesShape) throw new Error('checkDraft("rules") needs the interview steps and the rules\' shape check');
  return checkInterviewRules(content, context.rulesShape, context.steps).map((p: TemplateProblem) => ({ pointer: dottedToPointer(p.path), message: p.message }));
}

const INTERVIEW_KEYS = ['kind', 'key', 'version', 'label', 'regions', 'steps', 'retired'];

/** The interview: its name, its regions' names and seven steps, each checked as the loader checks a step file. */
function checkInterviewDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const extra of Object.keys(content)) {
    if (!INTERVIEW_KEYS.includes(extra)) problems.push({ pointer: dottedToPointer(extra), message: `Clave desconocida «${extra}» (se admiten ${INTERVIEW_KEYS.join(', ')})` });
  }
  if (typeof content.label !== 'string' || !content.label.trim()) problems.push({ pointer: '/label', message: 'Falta el nombre en español de la entrevista' });
  const regions = content.regions;
  if (!isObject(regions) || INTERVIEW_REGIONS.some((r) => typeof regions[r] !== 'string' || !regions[r])) {
    problems.push({ pointer: '/regions', message: `Debe dar el nombre de cada región: ${INTERVIEW_REGIONS.join(', ')}` });
  }
  if (!Array.isArray(content.steps) || content.steps.length !== INTERVIEW_STEP_KEYS.length) {
    return [...problems, { pointer: '/steps', message: `Debe tener los ${INTERVIEW_STEP_KEYS.length} pasos, en orden: ${INTERVIEW_STEP_KEYS.join(', ')}` }];
  }
  const steps = content.steps as unknown[];
  steps.forEach((step, index) => {
    const title = isObject(step) && typeof step.title === 'string' ? step.title : `paso ${index + 1}`;
    for (const p of interviewStepProblems(step, index, context.schema)) {
      problems.push({ pointer: dottedToPointer(p.path, `/steps/${index}`), message: `${title}: ${p.message}` });
    }
    if (isObject(step) && isObject(step.schema)) problems.push(...duplicateProblems(step.schema as JsonSchema, isObject(step.uiSchema) ? step.uiSchema : {}, `/steps/${index}`));
  });
  // The published scoring rules must still score interviews made with these steps.
  if (!problems.length && context.rules) {
    const asSteps = steps.map((step, index) => asInterviewStep(step as Record<string, unknown>, index));
    for (const p of rulesFitSteps(context.rules.content as InterviewRulesFile, context.rules.version, asSteps).problems) {
      problems.push({ pointer: dottedToPointer(p.path), message: p.message });
    }
  }
  return problems;
}

/** A stand-alone form (templates/forms/): the loader's check, and unique option codes and order names. */
function checkFormDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  const problems: DraftProblem[] = formTemplateProblems(content, context.schema).map((p) => ({ pointer: dottedToPointer(p.path), message: p.message }));
  if (isObject(content.schema)) problems.push(...duplicateProblems(content.schema as JsonSchema, isObject(content.uiSchema) ? content.uiSchema : {}));
  return problems;
}

function dedupe(problems: DraftProblem[]): DraftProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => (seen.has(`${p.pointer}\n${p.message}`) ? false : (seen.add(`${p.pointer}\n${p.message}`), true)));
}

const CHECKS: Record<TemplateKind, (content: Record<string, unknown>, context: DraftContext) => DraftProblem[]> = {
  case: checkCaseDraft,
  interview: checkInterviewDraft,
  rules: checkRulesDraft,
  form: checkFormDraft,
};

/**
 * Every reason a draft cannot be published, each with its place (a JSON pointer into the draft) and a
 * Spanish message; empty when it may be. A case form must pass the draft-07 meta-schema, the engine's
 * loader (checkTemplate: the same check the files in templates/ pass), every uiSchema entry and
 * `ui:order` name pointing at a real field, unique option codes and order names, and a Spanish label on
 * every field and option. The interview's steps pass the loader's step check (the same schema checks)
 * and keep what the published rules score (rulesFitSteps); a rules draft passes checkInterviewRules against the steps; a
 * stand-alone form passes the form loader's check.
 */
export function checkDraft(kind: TemplateKind, content: unknown, context: DraftContext = {}): DraftProblem[] {
  if (!isObject(content)) return [{ pointer: '', message: 'El borrador debe ser un objeto JSON' }];
  if (kind === 'rules' && (!context.steps || !context.rulesShape)) throw new Error('checkDraft("rules") needs the interview steps and the rules\' shape check');
  try {
    return dedupe(CHECKS[kind](content, context));
  } catch (error) {
    // A draft too malformed for the checks to walk is still only a refused draft, never a server error.
    return [{ pointer: '', message: `El borrador no tiene la forma de una plantilla y no se puede revisar: ${(error as Error).message}` }];
  }
}

import { checkInterviewRules } from '../../interview/checkInterviewRules.ts';
import type { InterviewStep } from '../../interview/types.ts';
import { checkTemplate } from '../checkTemplate.ts';
import { checkTemplateSchema, forEachSchema, type TemplateProblem } from '../checkTemplateSchema.ts';
import { TemplateError } from '../templateError.ts';
import type { CaseTemplate, JsonSchema, UiSchema } from '../types.ts';

/** The kinds of template the back-office edits: a case form, or the interview's scoring rules. */
export const TEMPLATE_KINDS = ['case', 'interview'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** One reason a draft cannot be published: a JSON pointer into the draft (`/schema/properties/identity`) and why, in Spanish. */
export interface DraftProblem {
  pointer: string;
  message: string;
}

/** What checking an interview rules draft needs besides the draft: the steps it scores and rules.schema.json. */
export interface InterviewDraftContext {
  steps: InterviewStep[];
  rulesSchema: JsonSchema;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** Option codes offered twice by one field, and names listed twice in a `ui:order`. */
function duplicateProblems(schema: JsonSchema, uiSchema: UiSchema): DraftProblem[] {
  const problems: DraftProblem[] = [];
  forEachSchema(schema, (inner, path) => {
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const codes = (inner[keyword] ?? []).filter(isObject).map((option) => option.const).filter((code) => code !== undefined);
      const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
      for (const code of new Set(repeated)) {
        problems.push({ pointer: dottedToPointer(`${path}.${keyword}`, '/schema'), message: `La opción «${String(code)}» aparece más de una vez en ${path || 'la raíz'}: cada opción necesita un código único` });
      }
    }
    if (Array.isArray(inner.enum)) {
      const repeated = inner.enum.filter((code, index) => inner.enum!.indexOf(code) !== index);
      for (const code of new Set(repeated)) problems.push({ pointer: dottedToPointer(`${path}.enum`, '/schema'), message: `El valor «${String(code)}» aparece más de una vez en «enum» de ${path || 'la raíz'}` });
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
  walkUi(uiSchema, '/uiSchema');
  return problems;
}

function checkCaseDraft(content: Record<string, unknown>): DraftProblem[] {
  if (!isObject(content.schema)) return [{ pointer: '/schema', message: 'Falta el esquema (JSON Schema draft-07) de la plantilla' }];
  const uiSchema = isObject(content.uiSchema) ? (content.uiSchema as UiSchema) : {};
  const problems: DraftProblem[] = checkTemplateSchema(content.schema as JsonSchema, uiSchema).map((p) => ({ pointer: schemaPlace(p.path), message: p.message }));
  problems.push(...duplicateProblems(content.schema as JsonSchema, uiSchema));
  // The loader's own check, the one every file in templates/ passes. The version is given at publish.
  const template = { ...content, uiSchema, version: 1, file: 'borrador' } as unknown as CaseTemplate;
  try {
    checkTemplate(template);
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

function checkInterviewDraft(content: Record<string, unknown>, context: InterviewDraftContext | undefined): DraftProblem[] {
  if (!context) throw new Error('checkDraft("interview") needs the interview steps and rules.schema.json');
  return checkInterviewRules(content, context.rulesSchema, context.steps).map((p: TemplateProblem) => ({ pointer: dottedToPointer(p.path), message: p.message }));
}

function dedupe(problems: DraftProblem[]): DraftProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => (seen.has(`${p.pointer}\n${p.message}`) ? false : (seen.add(`${p.pointer}\n${p.message}`), true)));
}

/**
 * Every reason a draft cannot be published, each with its place (a JSON pointer into the draft) and a
 * Spanish message; empty when it may be. A case form must pass the draft-07 meta-schema, the engine's
 * loader (checkTemplate: the same check the files in templates/ pass), every uiSchema entry and
 * `ui:order` name pointing at a real field, unique option codes and order names, and a Spanish label on
 * every field and option. An interview rules draft must pass checkInterviewRules against the steps.
 */
export function checkDraft(kind: TemplateKind, content: unknown, context?: InterviewDraftContext): DraftProblem[] {
  if (!isObject(content)) return [{ pointer: '', message: 'El borrador debe ser un objeto JSON' }];
  try {
    return kind === 'case' ? checkCaseDraft(content) : checkInterviewDraft(content, context);
  } catch (error) {
    // A draft too malformed for the checks to walk is still only a refused draft, never a server error.
    if (!context && kind === 'interview') throw error;
    return [{ pointer: '', message: `El borrador no tiene la forma de una plantilla y no se puede revisar: ${(error as Error).message}` }];
  }
}

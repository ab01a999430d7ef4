import { checkTemplate } from '../checkTemplate.ts';
import { checkTemplateSchema } from '../checkTemplateSchema.ts';
import { diffTemplates } from '../editing/diffTemplates.ts';
import { TemplateError } from '../templateError.ts';
import type { CaseTemplate, JsonSchema, UiSchema } from '../types.ts';
import {
  dedupe,
  dottedToPointer,
  duplicateProblems,
  escapePointer,
  guardedCheck,
  identityProblems,
  placed,
  schemaWarnings,
} from './draftProblems.ts';
import { isObject } from '../../json/isObject.ts';
import type { DraftContext, DraftProblem, KindRules } from './kind.ts';

// checkTemplate names its first problem by `section.field`, `kind`, `ui:order`… : the place in the draft.
function checkTemplatePlace(field: string): string {
  if (!field) return '';
  if (['kind', 'key', 'version', 'label', 'schema'].includes(field) || field.startsWith('readiness')) return dottedToPointer(field);
  if (field === 'ui:order') return '/uiSchema/ui:order';
  const [section, ...rest] = field.split('.');
  return `/schema/properties/${escapePointer(section)}` + rest.map((part) => `/properties/${escapePointer(part)}`).join('');
}

// Problems from checkTemplateSchema are dotted in the schema, or start with `uiSchema`.
function schemaPlace(path: string): string {
  return path.startsWith('uiSchema') ? dottedToPointer(path) : dottedToPointer(path, '/schema');
}

/**
 * A case form must pass the draft-07 meta-schema, the engine's loader (checkTemplate: the same check the
 * files in templates/ pass), every uiSchema entry and `ui:order` name pointing at a real field, unique
 * option codes and order names, and a Spanish label on every field and option.
 */
function checkCaseDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  if (!isObject(content.schema)) return [{ pointer: '/schema', message: 'Falta el esquema (JSON Schema draft-07) de la plantilla' }];
  const uiSchema = isObject(content.uiSchema) ? (content.uiSchema as UiSchema) : {};
  const problems: DraftProblem[] = checkTemplateSchema(content.schema as JsonSchema, uiSchema, context.schema).map((p) => ({
    pointer: schemaPlace(p.path),
    message: p.message,
  }));
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
      if (message)
        problems.unshift({ pointer: checkTemplatePlace(error.field), message: error.field ? `En ${error.field}: ${message}` : message });
    }
  }
  return dedupe(problems);
}

/** The draft's content as a template the engine can validate with. */
export function draftAsCaseTemplate(key: string, content: Record<string, unknown>, version: number): CaseTemplate {
  return { ...(content as unknown as CaseTemplate), kind: 'case', key, version, file: `borrador de ${key}` };
}

/** What the browser renders a case with, and what a version's content is: the resolved template, without the server's file path. */
export function servedTemplate(template: CaseTemplate) {
  const { kind, key, version, label, readiness, schema, uiSchema } = template;
  return { kind, key, version, label, readiness, schema, uiSchema };
}

const checkDraft = guardedCheck(checkCaseDraft);

/** Case forms, one per destination (templates/case/<destination>/). */
export const caseKind: KindRules = {
  kind: 'case',
  checkDraft,
  problems: (key, content, context) => placed(content, [...identityProblems('case', key, content), ...checkDraft(content, context)]),
  warnings: (content) => (isObject(content) ? placed(content, schemaWarnings([[content.schema, '/schema']])) : []),
  formOf: (content) => (isObject(content.schema) ? (content as unknown as CaseTemplate) : null),
  compare: (from, to) => ({ diff: diffTemplates(from as unknown as CaseTemplate, to as unknown as CaseTemplate) }),
  stored(key, content, version) {
    const { kind: _k, key: _key, version: _v, file: _f, ...rest } = content;
    return { kind: 'case', key, version, ...rest };
  },
};

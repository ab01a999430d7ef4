import { formTemplateProblems, type FormTemplate } from '../../forms/formTemplate.ts';
import { diffTemplates } from '../editing/diffTemplates.ts';
import type { JsonSchema } from '../types.ts';
import { dottedToPointer, duplicateProblems, guardedCheck, identityProblems, placed, schemaWarnings } from './draftProblems.ts';
import { isObject } from '../../json/isObject.ts';
import type { DraftContext, DraftProblem, KindRules } from './kind.ts';

/** A stand-alone form (templates/forms/): the loader's check, and unique option codes and order names. */
function checkFormDraft(content: Record<string, unknown>, context: DraftContext): DraftProblem[] {
  const problems: DraftProblem[] = formTemplateProblems(content, context.schema).map((p) => ({
    pointer: dottedToPointer(p.path),
    message: p.message,
  }));
  if (isObject(content.schema))
    problems.push(...duplicateProblems(content.schema as JsonSchema, isObject(content.uiSchema) ? content.uiSchema : {}));
  return problems;
}

const checkDraft = guardedCheck(checkFormDraft);

/**
 * Stand-alone forms (templates/forms/): the task form of /form-demo, whose drafts must also keep the
 * fields the tasks table stores in columns (`context.storedColumns`).
 */
export const formKind: KindRules = {
  kind: 'form',
  checkDraft,
  problems: (key, content, context) =>
    placed(content, [
      ...identityProblems('form', key, content),
      ...checkDraft(content, context),
      ...(context.storedColumns?.(content) ?? []),
    ]),
  warnings: (content) => (isObject(content) ? placed(content, schemaWarnings([[content.schema, '/schema']])) : []),
  formOf: (content) => (isObject(content.schema) ? (content as unknown as FormTemplate) : null),
  compare: (from, to) => ({ diff: diffTemplates(from as unknown as FormTemplate, to as unknown as FormTemplate) }),
  stored: (key, content, version) => ({ ...content, kind: 'form', key, version }),
};

import { checkTemplate } from '../../../engine/templates/checkTemplate.ts';
import { checkTemplateSchema, type TemplateProblem } from '../../../engine/templates/checkTemplateSchema.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { TemplateError } from '../../../engine/templates/templateError.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';

// The page's Content-Security-Policy forbids generated code, so the browser checks without compiling
// (the server and the tests compile the same templates: CheckOptions).

/** A case template as the registry checks it when loading. */
export function checkCaseDraft(content: CaseTemplate & FormContent): TemplateProblem[] {
  try {
    checkTemplate(content, { compile: false });
    return [];
  } catch (error) {
    if (error instanceof TemplateError) return error.problems;
    throw error;
  }
}

/** An interview step (or another one-section form) as loadInterviewTemplate checks it. */
export function checkFormDraft(content: FormContent): TemplateProblem[] {
  return checkTemplateSchema(content.schema, content.uiSchema, { metaSchema: false });
}

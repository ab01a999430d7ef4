import { formTemplateProblems } from '../../../engine/forms/formTemplate.ts';
import { interviewStepProblems } from '../../../engine/interview/checkInterviewStep.ts';
import { formAsInterview, type InterviewStepsContent } from '../../../engine/interview/interviewForm.ts';
import { checkTemplate } from '../../../engine/templates/checkTemplate.ts';
import type { TemplateProblem } from '../../../engine/templates/checkTemplateSchema.ts';
import { strictWarnings } from '../../../engine/templates/strictWarnings.ts';
import type { FormContent } from '../../../engine/templates/editing/types.ts';
import { TemplateError } from '../../../engine/templates/templateError.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';
import { validate as draft07 } from '../../../schemas/generated/validators/jsonSchemaDraft07.js';

// The page's Content-Security-Policy forbids generated code, so the browser checks without compiling
// (the server and the tests compile the same templates: CheckOptions); the draft-07 meta-schema is
// checked with its validator compiled ahead of time, as the server's publish check does. Problems are dotted paths into
// the form's schema (`properties.family.title`) or uiSchema (`uiSchema.family.ui:order`), where the
// editor marks them.

/** A case template as the registry checks it when loading. */
export function checkCaseDraft(content: CaseTemplate & FormContent): TemplateProblem[] {
  try {
    checkTemplate(content, { compile: false, metaSchema: draft07 });
    return [];
  } catch (error) {
    if (error instanceof TemplateError) return error.problems;
    throw error;
  }
}

/**
 * The interview's steps, edited as one form whose sections are the steps (interviewAsForm), checked as
 * the loader checks each step file; each problem placed in its step's section.
 */
export function interviewFormChecker(base: InterviewStepsContent) {
  return (form: FormContent): TemplateProblem[] =>
    formAsInterview(form, base).steps.flatMap((step, index) =>
      interviewStepProblems(step, index, { metaSchema: draft07 }).map((problem) => {
        const [head, ...rest] = problem.path.split('.');
        const path =
          head === 'uiSchema'
            ? ['uiSchema', step.key, ...rest]
            : head === 'schema'
              ? ['properties', step.key, ...rest]
              : ['properties', step.key, head === 'title' ? 'title' : ''];
        return { path: path.filter(Boolean).join('.'), message: `${step.title || step.key}: ${problem.message}` };
      }),
    );
}

/** A stand-alone form (the task form) as its loader checks it; its name and key are placed at the schema's root. */
export function checkFormContent(content: FormContent): TemplateProblem[] {
  return formTemplateProblems(content, { metaSchema: draft07 }).map((problem) => ({
    path: problem.path.startsWith('schema') || problem.path.startsWith('uiSchema') ? problem.path : '',
    message: problem.message,
  }));
}

/**
 * What a form's schema (a case form, the task form, the interview's steps as one form) holds that is valid
 * draft-07 but ajv's strict mode would refuse: warnings marked in the editor, never refusing the draft, as
 * the server's check lists them (each kind's `warnings`, engine/templates/kinds/).
 */
export function warnStrict(content: FormContent): TemplateProblem[] {
  return strictWarnings(content.schema).map(({ path, message }) => ({ path, message }));
}

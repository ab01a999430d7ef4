import type { FormContent, RetiredField } from '../templates/editing/types.ts';
import type { JsonSchema, UiSchema } from '../templates/types.ts';
import type { InterviewStep } from './types.ts';

/** The interview as its versions are kept and edited: name, regions and the seven steps (no rules). */
export interface InterviewStepsContent {
  kind?: 'interview';
  key?: string;
  version?: number;
  label: string;
  regions: Record<string, string>;
  steps: InterviewStep[];
  retired?: RetiredField[];
}

/**
 * The interview's steps as one form whose sections are the steps (`presentacion`, `vinculos`…), each
 * section the step's own schema and uiSchema, titled by the step's title: so the field list, the JSON
 * editor, the preview, the diff and the check against saved interviews treat a step as they treat a case
 * template's section (fields addressed `presentacion.motivo`, as saved answers are grouped by step).
 */
export function interviewAsForm(content: InterviewStepsContent): FormContent {
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': content.steps.map((step) => step.key) };
  for (const step of content.steps) {
    properties[step.key] = { ...step.schema, title: step.title };
    uiSchema[step.key] = step.uiSchema;
  }
  return {
    schema: { type: 'object', properties },
    uiSchema,
    ...(content.retired?.length ? { retired: content.retired } : {}),
  };
}

/**
 * The edited form back as the interview's content: each section is its step again, titled by the section's
 * title. `base` gives the rest (name, regions, key, version); a section the form no longer has keeps
 * nothing, so the check names the missing step.
 */
export function formAsInterview<T extends InterviewStepsContent>(form: FormContent, base: T): T {
  const properties = form.schema.properties ?? {};
  const steps = base.steps.map((step): InterviewStep => {
    const schema = properties[step.key];
    const uiSchema = (form.uiSchema[step.key] ?? {}) as UiSchema;
    return {
      number: step.number,
      key: step.key,
      title: typeof schema?.title === 'string' ? schema.title : '',
      schema: schema ?? {},
      uiSchema,
    };
  });
  const { retired: _retired, ...rest } = base;
  return { ...rest, steps, ...(form.retired?.length ? { retired: form.retired } : {}) } as T;
}

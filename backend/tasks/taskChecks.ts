import type { FormTemplate } from '../../engine/forms/formTemplate.ts';
import type { JsonSchema } from '../../engine/templates/types.ts';
import { createTemplateAjv } from '../../engine/validation/createAjv.ts';
import { describeErrors, type FieldError } from '../../engine/validation/describeErrors.ts';
import { taskFormErrors } from '../../templates/forms/task/taskFormErrors.ts';
import type { VersionedTemplates } from '../templates/templateCatalog.ts';

export type TaskCheck = (data: unknown, today: string) => FieldError[];

const compiled = new WeakMap<FormTemplate, TaskCheck>();

/**
 * The check of one task form version. The version the build bundles is checked by taskFormErrors, the
 * precompiled validator the /form-demo page runs too; a version published from the back-office after the
 * build is compiled here by the same ajv set-up (the page gets the same code as a module:
 * GET /api/form-templates/:key/:version/validator.js), with "today" the given day in the business time zone.
 */
export function taskCheckOf(template: FormTemplate, bundled: boolean): TaskCheck {
  if (bundled) return taskFormErrors;
  let check = compiled.get(template);
  if (!check) {
    check = compileTaskCheck(template.schema);
    compiled.set(template, check);
  }
  return check;
}

/** A task form schema compiled by the validation's ajv set-up (an instance of its own), due dates checked against the day given. */
export function compileTaskCheck(schema: JsonSchema): TaskCheck {
  let day = '';
  // Noon in Santo Domingo (UTC-4, no summer time) of the day asked about: its date there is that day.
  const validate = createTemplateAjv({ now: () => new Date(`${day}T16:00:00Z`) }).compile(schema);
  return (data, today) => {
    day = today;
    return validate(data) ? [] : describeErrors(validate.errors);
  };
}

/** The task form new tasks are sent with: the latest version (files or published) and its check. */
export function latestTaskForm(forms: VersionedTemplates<FormTemplate>): { template: FormTemplate; check: TaskCheck } {
  const template = forms.find('task');
  if (!template) throw new Error('No hay plantilla del formulario de tareas (templates/forms/task)');
  return { template, check: taskCheckOf(template, !forms.isPublished('task', template.version)) };
}

/**
 * The task form's one check, run by the /form-demo page before sending and by POST /api/admin/tasks
 * before storing: the template's validator precompiled by `npm run gen` (no code compiled in the page)
 * and the product's Spanish wording (describeErrors, the template's own `x-messages`).
 *
 * "Today" for the due date is a parameter (YYYY-MM-DD): the server passes the date of its clock in the
 * business's time zone, the page its own, and a test any day. Nothing here reads the clock
 * (docs/decisions/0125-task-form-the-form-demo-page.md).
 */
import type { TaskForm } from '../../../schemas/generated/forms/task.ts';
import { validate } from '../../../schemas/generated/validators/forms/task.v1.js';
import { isCalendarDate } from '../../../engine/calendar/calendarDate.ts';
import type { FieldError } from '../../../engine/validation/describeErrors.ts';
import { describeErrorsAgainst } from '../../../engine/validation/describeValidation.ts';
import { formTemplate } from '../formTemplates.ts';

export type { TaskForm };

const template = formTemplate('task');

/** The task form's errors for `data`, one Spanish message per field ([] when valid), due dates checked against `today`. */
export function taskFormErrors(data: unknown, today: string): FieldError[] {
  if (!isCalendarDate(today)) throw new Error(`taskFormErrors: «today» debe ser una fecha AAAA-MM-DD, no ${JSON.stringify(today)}`);
  if (validate.call({ today }, data)) return [];
  return describeErrorsAgainst(template.schema, validate.errors);
}

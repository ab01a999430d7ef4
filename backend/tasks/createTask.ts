import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskItem } from '../../schemas/generated/taskItem.ts';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import type { TaskForm } from '../../templates/forms/task/taskFormErrors.ts';
import { activityStep, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { answerOnce, type Answer, type ClaimedRequest, type IdempotentRequest } from '../http/idempotency.ts';
import type { TaskCheck } from './taskChecks.ts';
import { splitTask } from './taskColumns.ts';
import { TASK_TEXTS } from './texts.ts';

/** Optional text left empty is stored as no value. */
const orNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

/** The stored task, as the API answers it. */
export function taskItem(
  task: TaskForm,
  id: string,
  createdAt: Date,
  createdBy: string,
  templateVersion: number,
  extra: Record<string, unknown> | null,
): TaskItem {
  return {
    id,
    title: task.title,
    description: task.description,
    category: task.category,
    priority: task.priority,
    assignedTo: orNull(task.assignedTo),
    dueDate: orNull(task.dueDate),
    tags: task.tags ?? [],
    notes: orNull(task.notes),
    templateVersion,
    extra,
    createdAt: createdAt.toISOString(),
    createdBy,
  };
}

/** The task form version a task is checked and stored with. */
export interface TaskFormInUse {
  version: number;
  check: TaskCheck;
}

/**
 * A task from the /form-demo page (POST /api/admin/tasks). Checked by the form's own validator (the
 * latest version of templates/forms/task, published ones included), the due date against today in the
 * business's time zone by `now`: refused with every field's Spanish message (400) and nothing stored.
 * Answers to fields a published version added are kept in `extra`. Stored in one statement with its
 * Idempotency-Key's answer when it has one. Answers 201 with the stored task.
 */
export async function createTask(
  em: EntityManager,
  body: unknown,
  actor: Actor & { id: string },
  now: Date,
  idempotency: ClaimedRequest | IdempotentRequest | null,
  form: TaskFormInUse,
): Promise<Answer> {
  const userId = actor.id;
  const errors = form.check(body, todayInBusinessZone(now));
  if (errors.length) throw new AppError('invalid', TASK_TEXTS.invalid, errors);
  const { columns, extra } = splitTask(body as Record<string, unknown>);
  const item = taskItem(columns as TaskForm, randomUUID(), now, userId, form.version, extra);
  const insert = {
    name: 'task',
    sql:
      'insert into tasks (id, title, description, category, priority, assigned_to, due_date, tags, notes, template_version, extra, created_at, created_by) ' +
      'values (?::uuid, ?, ?, ?, ?, ?, ?::date, ?::jsonb, ?, ?, ?::jsonb, ?::timestamptz, ?::uuid)',
    params: [
      item.id,
      item.title,
      item.description,
      item.category,
      item.priority,
      item.assignedTo,
      item.dueDate,
      JSON.stringify(item.tags),
      item.notes,
      form.version,
      extra && JSON.stringify(extra),
      now,
      userId,
    ],
  };
  const activity = activityStep(
    actor,
    { action: 'task_created', record: { kind: 'task', id: item.id }, description: ACTIVITY_TEXTS.taskCreated(item.title) },
    now,
  );
  return answerOnce(em, idempotency, now, { status: 201, body: item }, [insert, activity]);
}

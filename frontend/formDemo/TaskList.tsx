import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../admin/session/adminRequest.ts';
import { formatCalendarDay, formatInstant } from '../../engine/calendar/formatDate.ts';
import type { TaskForm } from '../../schemas/generated/forms/task.ts';
import type { FormTemplate } from '../../engine/forms/formTemplate.ts';
import { FORM_DEMO_TEXTS as T } from './texts.ts';

export interface StoredTask extends TaskForm {
  id: string;
  createdAt: string;
  /** Answers to fields a task form version published from the back-office added. */
  extra?: Record<string, unknown> | null;
}

/** An option's Spanish name in the form drawn (a version may add options), else the shipped names. */
function optionName(template: FormTemplate | undefined, field: 'category' | 'priority', code: string): string {
  const options = template?.schema.properties?.[field]?.enum;
  const names = (template?.uiSchema[field] as { 'ui:enumNames'?: string[] } | undefined)?.['ui:enumNames'];
  const at = Array.isArray(options) ? options.indexOf(code) : -1;
  return (at >= 0 ? names?.[at] : undefined) ?? T[field][code] ?? code;
}

/** An added field's answer, by its label in the form drawn, as one line. */
function extraLine(template: FormTemplate | undefined, key: string, value: unknown): string {
  const label = template?.schema.properties?.[key]?.title ?? key;
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
  return `${label}: ${text}`;
}

export const TASKS_QUERY_KEY = ['admin', 'tasks'] as const;

async function loadTasks(signal: AbortSignal): Promise<StoredTask[]> {
  const answer = await adminRequest<{ items: StoredTask[] } | StoredTask[]>('GET', '/api/admin/tasks', undefined, { signal });
  const items = Array.isArray(answer) ? answer : answer.items;
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The tasks the server stored, newest first. */
export function TaskList({ template }: { template?: FormTemplate }) {
  const tasks = useQuery({ queryKey: TASKS_QUERY_KEY, queryFn: ({ signal }) => loadTasks(signal) });
  return (
    <section className="form-demo-card form-demo-tasks" aria-labelledby="form-demo-tasks-title">
      <h2 id="form-demo-tasks-title" className="title is-5">
        {T.tasksHeading}
      </h2>
      {tasks.isPending && <p role="status">{T.tasksLoading}</p>}
      {tasks.isError && (
        <p className="form-demo-failure">
          {T.tasksError}{' '}
          <button type="button" className="button is-small is-light" onClick={() => void tasks.refetch()}>
            {T.retry}
          </button>
        </p>
      )}
      {tasks.data?.length === 0 && <p>{T.tasksEmpty}</p>}
      {tasks.data && tasks.data.length > 0 && (
        <ul className="form-demo-task-list">
          {tasks.data.map((task) => (
            <li key={task.id} className="form-demo-task" data-task-id={task.id}>
              <p className="form-demo-task-title">{task.title}</p>
              <p className="form-demo-task-meta">
                <span className="form-demo-tag">{optionName(template, 'category', task.category)}</span>{' '}
                <span className="form-demo-tag">{optionName(template, 'priority', task.priority)}</span> {formatInstant(task.createdAt)}
                {task.dueDate && ` · ${T.dueDate} ${formatCalendarDay(task.dueDate)}`}
                {task.assignedTo && ` · ${T.assignedTo} ${task.assignedTo}`}
              </p>
              {task.extra && Object.keys(task.extra).length > 0 && (
                <p className="form-demo-task-meta">
                  {Object.entries(task.extra)
                    .map(([key, value]) => extraLine(template, key, value))
                    .join(' · ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

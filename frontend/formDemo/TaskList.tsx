import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../admin/session/adminRequest.ts';
import { formatCalendarDay, formatInstant } from '../admin/format/formatDate.ts';
import type { TaskForm } from '../../schemas/generated/forms/task.ts';
import { FORM_DEMO_TEXTS as T } from './texts.ts';

export interface StoredTask extends TaskForm {
  id: string;
  createdAt: string;
}

export const TASKS_QUERY_KEY = ['admin', 'tasks'] as const;

async function loadTasks(signal: AbortSignal): Promise<StoredTask[]> {
  const answer = await adminRequest<{ items: StoredTask[] } | StoredTask[]>('GET', '/api/admin/tasks', undefined, { signal });
  const items = Array.isArray(answer) ? answer : answer.items;
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The tasks the server stored, newest first. */
export function TaskList() {
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
                <span className="form-demo-tag">{T.category[task.category] ?? task.category}</span>{' '}
                <span className="form-demo-tag">{T.priority[task.priority] ?? task.priority}</span>{' '}
                {formatInstant(task.createdAt)}
                {task.dueDate && ` · ${T.dueDate} ${formatCalendarDay(task.dueDate)}`}
                {task.assignedTo && ` · ${T.assignedTo} ${task.assignedTo}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

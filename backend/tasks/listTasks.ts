import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskList } from '../../schemas/generated/taskList.ts';
import { queryRows } from '../db/sql.ts';

/** The list shows this many tasks at most, the newest: a demonstration form, not an archive. */
export const TASK_LIST_LIMIT = 100;

/** GET /api/admin/tasks: the newest tasks first (ties by id, so the order is stable), with how many are stored. */
export async function listTasks(em: EntityManager, limit = TASK_LIST_LIMIT): Promise<TaskList> {
  const items = await queryRows<TaskList['items'][number]>(
    em,
    `select id, title, description, category, priority, assigned_to as "assignedTo", to_char(due_date, 'YYYY-MM-DD') as "dueDate",
       tags, notes, template_version as "templateVersion", extra, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", created_by as "createdBy"
     from tasks order by created_at desc, id desc limit ?`,
    [limit],
  );
  const [{ total }] = await queryRows<{ total: number }>(em, 'select count(*)::int as total from tasks');
  return { items, total, limit };
}

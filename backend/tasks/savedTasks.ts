import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInBusinessZone } from '../../engine/calendar/calendarDate.ts';
import { queryRows } from '../db/sql.ts';

/** A stored task as the form sent it, with the day it was sent (the due date was checked against it). */
export interface SavedTask {
  id: string;
  title: string;
  templateVersion: number;
  data: Record<string, unknown>;
  sentOn: string;
}

interface TaskRow {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: string;
  assigned_to: string | null;
  due_date: string | null;
  tags: string[];
  notes: string | null;
  extra: Record<string, unknown> | null;
  template_version: number;
  created_at: Date | string;
}

/** Every stored task, newest first, or only the one with `id`, as the form data it was sent as (empty answers left out). */
export async function savedTasks(em: EntityManager, id?: string): Promise<SavedTask[]> {
  const rows = await queryRows<TaskRow>(
    em,
    `select id, title, description, category, priority, assigned_to, to_char(due_date, 'YYYY-MM-DD') as due_date, tags, notes, extra, template_version, created_at
     from tasks ${id ? 'where id = ?' : ''} order by created_at desc, id desc`,
    id ? [id] : [],
  );
  return rows.map((row) => {
    const optional = { assignedTo: row.assigned_to, dueDate: row.due_date, tags: row.tags?.length ? row.tags : null, notes: row.notes };
    const data: Record<string, unknown> = {
      title: row.title,
      description: row.description,
      category: row.category,
      priority: row.priority,
      ...row.extra,
    };
    for (const [key, value] of Object.entries(optional)) if (value !== null) data[key] = value;
    return {
      id: row.id,
      title: row.title,
      templateVersion: row.template_version,
      data,
      sentOn: todayInBusinessZone(new Date(row.created_at)),
    };
  });
}

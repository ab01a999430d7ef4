import { todayInBusinessZone } from '../../../engine/calendar/calendarDate.ts';
import { checkTemplateSchema } from '../../../engine/templates/checkTemplateSchema.ts';
import type { TaskRecordList } from '../../../schemas/generated/taskRecordList.ts';
import { containsText, whereClause, type SqlCondition } from '../../db/lists/search.ts';
import { queryRows } from '../../db/sql.ts';
import { AppError } from '../../http/AppError.ts';
import { savedTasks } from '../../tasks/savedTasks.ts';
import { compileTaskCheck } from '../../tasks/taskChecks.ts';
import { TEMPLATE_TEXTS } from '../texts.ts';
import { compiledDrafts, compileOrRefuse, previewRefused } from './compiledDrafts.ts';
import { LISTED_RECORDS, type RecordSource } from './recordSource.ts';

interface ListRow {
  id: string;
  title: string;
  template_version: number;
  created_at: Date | string;
  username: string | null;
}

/**
 * The stored tasks, for the preview of a task form draft: found by their title, read as the form data they
 * were sent as, and checked as POST /api/admin/tasks checks a task, as if sent on the day it was sent (a due
 * date then still ahead passes), as the records check does.
 */
export function taskRecords(): RecordSource {
  const checkOf = compiledDrafts((schema) => {
    const problems = checkTemplateSchema(schema, {}, { labels: false });
    if (problems.length) throw previewRefused(problems.map((p) => ({ path: p.path || 'schema', message: p.message })));
    return compileOrRefuse(() => compileTaskCheck(schema));
  });
  const read: RecordSource['read'] = async (em, _key, id) => {
    const [task] = await savedTasks(em, id);
    return task ? { id, name: task.title, templateVersion: task.templateVersion, data: task.data, sentOn: task.sentOn } : null;
  };
  return {
    notFound: TEMPLATE_TEXTS.taskNotFound,
    read,
    async list(em, _key, search): Promise<TaskRecordList> {
      const where = whereClause(search ? [containsText(search, ['t.title'])] : ([] as SqlCondition[]));
      const rows = await queryRows<ListRow>(
        em,
        `select t.id, t.title, t.template_version, t.created_at, u.username from tasks t left join users u on u.id = t.created_by ${where.sql}
         order by t.created_at desc, t.id desc limit ${LISTED_RECORDS}`,
        where.params,
      );
      const [count] = await queryRows<{ total: string | number }>(em, `select count(*) as total from tasks t ${where.sql}`, where.params);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          sentOn: todayInBusinessZone(new Date(row.created_at)),
          sentBy: row.username,
          templateVersion: row.template_version,
        })),
        total: Number(count.total),
        limit: LISTED_RECORDS,
      };
    },
    async check(em, key, { schema, data, record }) {
      if (!record)
        throw new AppError('invalid', TEMPLATE_TEXTS.previewNeedsTask, [{ path: 'record', message: TEMPLATE_TEXTS.previewNeedsTask }]);
      const check = checkOf(schema);
      const task = await read(em, key, record);
      if (!task) throw new AppError('not_found', TEMPLATE_TEXTS.taskNotFound);
      // The form refuses a required answer left blank: it is one of the wrong answers here.
      return { wrong: check(data, task.sentOn!), missing: [] };
    },
  };
}

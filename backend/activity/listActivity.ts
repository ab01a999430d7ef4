import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_TIME_ZONE } from '../../engine/calendar/calendarDate.ts';
import { ACTIVITY_LABELS, type ActivityAction } from '../../engine/staff/activityActions.ts';
import type { ActivityItem, ActivityPage } from '../../schemas/generated/activityPage.ts';
import type { ActivityQuery } from '../../schemas/generated/activityQuery.ts';
import type { ListQuery } from '../db/lists/listQuery.ts';
import { queryPage } from '../db/lists/queryPage.ts';
import { whereClause, type SqlCondition } from '../db/lists/search.ts';

const COLUMNS = `id::text as id, at, actor_id as "actorId", actor_name as "actorName", address, action, record_kind as "recordKind",
  record_id as "recordId", consultation_id as "consultationId", description`;

type ActivityRow = Omit<ActivityItem, 'at' | 'actionLabel'> & { at: Date };

const toItem = (row: ActivityRow): ActivityItem => ({
  ...row,
  at: new Date(row.at).toISOString(),
  actionLabel: ACTIVITY_LABELS[row.action as ActivityAction] ?? row.action,
});

/**
 * The activity record, newest first, filtered by person, action, consultation and calendar days (read
 * in the business's time zone, both ends included).
 */
export async function listActivity(em: EntityManager, { filters, page }: ListQuery<ActivityQuery>): Promise<ActivityPage> {
  const conditions: SqlCondition[] = [];
  if (filters.actor) conditions.push({ sql: 'actor_id = ?', params: [filters.actor.toLowerCase()] });
  if (filters.action) conditions.push({ sql: 'action = ?', params: [filters.action] });
  if (filters.consultationId) conditions.push({ sql: 'consultation_id = ?', params: [filters.consultationId.toLowerCase()] });
  if (filters.from) conditions.push({ sql: `at >= (?::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`, params: [filters.from] });
  if (filters.to) conditions.push({ sql: `at < (?::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`, params: [filters.to] });
  const source = { columns: COLUMNS, from: 'activity_log', where: whereClause(conditions), orderBy: 'at desc, id desc' };
  return queryPage(em, source, page, toItem);
}

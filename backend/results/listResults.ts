import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResultListQuery } from '../../schemas/generated/resultListQuery.ts';
import type { ResultItem } from '../../schemas/generated/resultItem.ts';
import type { ResultPage } from '../../schemas/generated/resultPage.ts';
import type { ListQuery } from '../admin/listQuery.ts';
import { textSearch, whereClause, type SqlCondition } from '../admin/search.ts';
import { queryRows } from '../db/sql.ts';

const RESULT_COLUMNS = `
  id, original_consultation_id as "originalConsultationId", name, address, email, phone, country,
  to_char(preferred_date, 'YYYY-MM-DD') as "preferredDate", result_type as "resultType",
  original_created_at as "originalCreatedAt", message, completed_at as "completedAt"`;

type ResultRow = Omit<ResultItem, 'originalCreatedAt' | 'completedAt'> & { originalCreatedAt: Date; completedAt: Date };

const toResultItem = (row: ResultRow): ResultItem => ({
  ...row,
  originalCreatedAt: new Date(row.originalCreatedAt).toISOString(),
  completedAt: new Date(row.completedAt).toISOString(),
});

/** Most recently completed first; `type` picks the folder (Éxitos or Reaplicar). */
export async function listResults(em: EntityManager, { filters, search, page }: ListQuery<ResultListQuery>): Promise<ResultPage> {
  const conditions: SqlCondition[] = [];
  if (filters.type) conditions.push({ sql: 'result_type = ?', params: [filters.type] });
  if (filters.country) conditions.push({ sql: 'country = ?', params: [filters.country] });
  if (search) conditions.push(textSearch(search, { name: 'name', email: 'email', phone: 'phone' }));
  const where = whereClause(conditions);
  const rows = await queryRows<ResultRow>(
    em,
    `select ${RESULT_COLUMNS} from results ${where.sql} order by completed_at desc, id desc limit ? offset ?`,
    [...where.params, page.pageSize, page.offset],
  );
  const [{ total }] = await queryRows<{ total: number }>(em, `select count(*)::int as total from results ${where.sql}`, where.params);
  return { items: rows.map(toResultItem), total, page: page.page, pageSize: page.pageSize };
}

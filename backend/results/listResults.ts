import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResultListQuery } from '../../schemas/generated/resultListQuery.ts';
import type { ResultItem } from '../../schemas/generated/resultItem.ts';
import type { ResultPage } from '../../schemas/generated/resultPage.ts';
import type { ListQuery } from '../db/lists/listQuery.ts';
import { textSearch, whereClause, type SqlCondition } from '../db/lists/search.ts';
import { queryPage } from '../db/lists/queryPage.ts';

const RESULT_COLUMNS = `
  id, original_consultation_id as "originalConsultationId", name, address, email, phone, country,
  to_char(preferred_date, 'YYYY-MM-DD') as "preferredDate", result_type as "resultType",
  original_created_at as "originalCreatedAt", message, completed_at as "completedAt",
  exists (select 1 from consultations c where c.id = results.original_consultation_id) as "caseAvailable"`;

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
  const source = { columns: RESULT_COLUMNS, from: 'results', where: whereClause(conditions), orderBy: 'completed_at desc, id desc' };
  return queryPage(em, source, page, toResultItem);
}

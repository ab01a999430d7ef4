import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationPage } from '../../schemas/generated/consultationPage.ts';
import type { ListQuery } from '../admin/listQuery.ts';
import { textSearch, whereClause, type SqlCondition } from '../admin/search.ts';
import type { ConsultationListQuery } from '../../schemas/generated/consultationListQuery.ts';
import { statusCondition } from './statusCondition.ts';
import { CONSULTATION_COLUMNS, CONSULTATION_FROM, toConsultationItem, type ConsultationRow } from './consultationItem.ts';
import { queryRows } from '../db/sql.ts';

/**
 * One query for the page (newest first, read through the created_at index) and one for the total.
 * The search reads the details each consultation was requested with, so the count needs no join; the
 * client is joined for the page only, to show where its record differs.
 */
export function consultationListSql({ filters, search, page }: ListQuery<ConsultationListQuery>) {
  const conditions: SqlCondition[] = [];
  if (filters.status) conditions.push(statusCondition([filters.status], 'c.status'));
  if (filters.country) conditions.push({ sql: 'c.destination_country = ?', params: [filters.country] });
  if (search) conditions.push(textSearch(search, { name: 'c.name', email: 'c.email', phone: 'c.phone' }));
  const where = whereClause(conditions);
  return {
    page: {
      sql: `select ${CONSULTATION_COLUMNS} from ${CONSULTATION_FROM} ${where.sql} order by c.created_at desc, c.id desc limit ? offset ?`,
      params: [...where.params, page.pageSize, page.offset],
    },
    count: {
      sql: `select count(*)::int as total from consultations c ${where.sql}`,
      params: where.params,
    },
  };
}

export async function listConsultations(em: EntityManager, query: ListQuery<ConsultationListQuery>): Promise<ConsultationPage> {
  const sql = consultationListSql(query);
  const rows = await queryRows<ConsultationRow>(em, sql.page.sql, sql.page.params);
  const [{ total }] = await queryRows<{ total: number }>(em, sql.count.sql, sql.count.params);
  return { items: rows.map(toConsultationItem), total, page: query.page.page, pageSize: query.page.pageSize };
}

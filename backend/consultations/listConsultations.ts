import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationPage } from '../../schemas/generated/consultationPage.ts';
import type { ListQuery } from '../db/lists/listQuery.ts';
import { textSearch, whereClause, type SqlCondition } from '../db/lists/search.ts';
import type { ConsultationListQuery } from '../../schemas/generated/consultationListQuery.ts';
import { statusCondition } from './statusCondition.ts';
import { CONSULTATION_STATUSES } from '../../engine/lifecycles/consultationStatus.ts';

const OPEN_STATUSES = CONSULTATION_STATUSES.filter((status) => status !== 'completed');
import { CONSULTATION_COLUMNS, CONSULTATION_FROM, toConsultationItem } from './consultationItem.ts';
import { queryPage } from '../db/lists/queryPage.ts';

/**
 * One query for the page (newest first, read through the created_at index) and one for the total.
 * The search reads the details each consultation was requested with, so the count needs no join; the
 * client is joined for the page only, to show where its record differs.
 */
function consultationPageSource({ filters, search }: ListQuery<ConsultationListQuery>) {
  const conditions: SqlCondition[] = [];
  // Completed consultations leave the default list (docs/product-rules.md); the status filter still finds them.
  if (!filters.status) conditions.push(statusCondition(OPEN_STATUSES, 'c.status'));
  else if (filters.status !== 'all') conditions.push(statusCondition([filters.status], 'c.status'));
  if (filters.country) conditions.push({ sql: 'c.destination_country = ?', params: [filters.country] });
  if (search) conditions.push(textSearch(search, { name: 'c.name', email: 'c.email', phone: 'c.phone' }));
  return {
    columns: CONSULTATION_COLUMNS,
    from: CONSULTATION_FROM,
    countFrom: 'consultations c',
    where: whereClause(conditions),
    orderBy: 'c.created_at desc, c.id desc',
  };
}

export function listConsultations(em: EntityManager, query: ListQuery<ConsultationListQuery>): Promise<ConsultationPage> {
  return queryPage(em, consultationPageSource(query), query.page, toConsultationItem);
}

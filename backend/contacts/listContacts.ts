import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactListQuery } from '../../schemas/generated/contactListQuery.ts';
import type { ContactPage } from '../../schemas/generated/contactPage.ts';
import type { ListQuery } from '../db/lists/listQuery.ts';
import { textSearch, whereClause, type SqlCondition } from '../db/lists/search.ts';
import { CONTACT_COLUMNS, toContactItem } from './contactItem.ts';
import { queryPage } from '../db/lists/queryPage.ts';

/** Newest first; one query for the page and one for the total. */
export async function listContacts(em: EntityManager, { filters, search, page }: ListQuery<ContactListQuery>): Promise<ContactPage> {
  const conditions: SqlCondition[] = [];
  if (filters.unread === '1') conditions.push({ sql: 'is_read = false', params: [] });
  if (filters.unread === '0') conditions.push({ sql: 'is_read = true', params: [] });
  if (filters.country) conditions.push({ sql: 'country = ?', params: [filters.country] });
  if (search) conditions.push(textSearch(search, { name: 'name', email: 'email', phone: 'phone' }));
  const source = { columns: CONTACT_COLUMNS, from: 'contacts', where: whereClause(conditions), orderBy: 'created_at desc, id desc' };
  return queryPage(em, source, page, toContactItem);
}

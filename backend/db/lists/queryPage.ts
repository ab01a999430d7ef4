import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../sql.ts';
import type { PageRequest } from './listQuery.ts';
import type { SqlCondition } from './search.ts';

export interface PageSource {
  /** The columns of a row. */
  columns: string;
  /** What the rows are read from (a table, or a join). */
  from: string;
  /** What the total is counted from, when a join is needed for the rows only; default `from`. */
  countFrom?: string;
  /** The list's conditions (whereClause), shared by the page and its count. */
  where: SqlCondition;
  /** The page's order; ends with the id so that equal times keep one order between pages. */
  orderBy: string;
}

/** The two statements of a staff list: its page, and the total the page belongs to. */
export function pageSql(source: PageSource, page: PageRequest) {
  const { where } = source;
  return {
    page: {
      sql: `select ${source.columns} from ${source.from} ${where.sql} order by ${source.orderBy} limit ? offset ?`,
      params: [...where.params, page.pageSize, page.offset],
    },
    count: {
      sql: `select count(*)::int as total from ${source.countFrom ?? source.from} ${where.sql}`,
      params: where.params,
    },
  };
}

/** One page of a staff list, `{items, total, page, pageSize}`: one query for the rows and one for the total. */
export async function queryPage<Row, Item>(em: EntityManager, source: PageSource, page: PageRequest, toItem: (row: Row) => Item) {
  const sql = pageSql(source, page);
  const rows = await queryRows<Row>(em, sql.page.sql, sql.page.params);
  const [{ total }] = await queryRows<{ total: number }>(em, sql.count.sql, sql.count.params);
  return { items: rows.map(toItem), total, page: page.page, pageSize: page.pageSize };
}

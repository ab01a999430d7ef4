import type { EntityManager } from '@mikro-orm/postgresql';

export interface SqlResult<T> {
  rows: T[];
  /** Rows the statement inserted, updated or deleted (or returned, for a select). */
  rowCount: number;
}

/**
 * Runs one SQL statement with `?` placeholders whose values the driver binds as parameters: the text
 * goes to PostgreSQL as `$1, $2…` and the values travel apart from it, so no value is ever read as SQL.
 * MikroORM's own `em.execute(sql, params)` does not do this: it splices the values into the text with
 * its escaping (`platform.formatQuery`). Inside `em.transactional(…)` the statement joins that
 * transaction; a failure is converted to MikroORM's exception types, as em.execute's are. The text
 * must not contain `??` (knex reads it as an identifier placeholder); values never go in the text, so
 * none can. When to write SQL rather than use the entity API:
 * docs/decisions/0070-raw-sql-or-the-entity-api-in-a-use-case.md.
 */
export async function runSql<T = Record<string, unknown>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
): Promise<SqlResult<T>> {
  const statement = em.getKnex().raw(sql, params as never[]);
  const transaction = em.getTransactionContext();
  if (transaction) statement.transacting(transaction);
  try {
    const result = (await statement) as { rows: T[]; rowCount: number | null };
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  } catch (error) {
    // The errors em.execute throws: a unique violation is a UniqueConstraintViolationException, and so on.
    throw em.getDriver().convertException(error as Error);
  }
}

/** The rows of one statement run by runSql. */
export async function queryRows<T = Record<string, unknown>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  return (await runSql<T>(em, sql, params)).rows;
}

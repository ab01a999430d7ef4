import type { EntityManager } from '@mikro-orm/postgresql';

export interface SentStatement {
  /** The text the driver sent, with `$1, $2…` where values are bound. */
  sql: string;
  /** The values sent apart from the text. */
  bindings: unknown[];
}

/** Every statement sent to the database through `em` while `run` runs, as the driver sent it. */
export async function recordStatements<T>(em: EntityManager, run: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
  const knex = em.getKnex();
  const statements: SentStatement[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listen);
  try {
    return { result: await run(), statements };
  } finally {
    knex.removeListener('query', listen);
  }
}

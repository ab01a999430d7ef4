import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../db/sql.ts';
import type { TemplateCatalog } from './templateCatalog.ts';

/**
 * Runs a publish or a rollback (`work`) in its own transaction, in turn with every other one on the
 * database, whichever server process runs it: the transaction first locks template_catalog_state's
 * row, then brings the catalog up to what is committed, so the draft is checked against the latest
 * versions of every kind and the new version is numbered after all of them. Two processes publishing
 * at once thus get two numbers, one after the other. Once committed, the catalog reads the new version
 * (docs/decisions/0152-template-versions-across-server-processes.md).
 */
export async function publishingTransaction<T>(em: EntityManager, catalog: TemplateCatalog, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  const result = await em.transactional(async (tx) => {
    await runSql(tx, 'select generation from template_catalog_state for update');
    await catalog.catchUp(tx);
    return work(tx);
  });
  await catalog.catchUp(em);
  return result;
}

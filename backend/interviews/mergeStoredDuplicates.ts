import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql.ts';
import { duplicateKey, lockDuplicateKey, mergeDuplicateGroup } from './lockInterview.ts';

/**
 * Merges every group of interviews in progress for the same client name and consultation into one,
 * as an earlier version of the program could have left them
 * (docs/decisions/0107-interview-duplicates-and-results-in-the-database.md). Each group is merged in its
 * own short transaction, with the lock order every change uses (the pair's advisory lock, then its
 * rows), so requests may run meanwhile and running it twice changes nothing. Returns how many groups had
 * duplicates when it looked.
 */
export async function mergeStoredDuplicates(em: EntityManager): Promise<number> {
  const rows = await queryRows<{ client_name: string; consultation_id: string | null }>(
    em,
    "select client_name, consultation_id from interviews where status = 'in_progress'",
  );
  const groups = new Map<string, { consultationId: string | null; size: number }>();
  for (const row of rows) {
    const key = duplicateKey(row.client_name, row.consultation_id);
    const group = groups.get(key) ?? { consultationId: row.consultation_id, size: 0 };
    group.size += 1;
    groups.set(key, group);
  }
  const duplicated = [...groups].filter(([, group]) => group.size > 1);
  for (const [key, { consultationId }] of duplicated) {
    await em.transactional(async (tx) => {
      await lockDuplicateKey(tx, key);
      await mergeDuplicateGroup(tx, consultationId, key);
    });
  }
  return duplicated.length;
}

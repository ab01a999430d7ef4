import type { EntityManager } from '@mikro-orm/postgresql';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import { objectNameFromPath } from '../storage/objectNames.ts';
import { queryRows } from '../db/sql.ts';

/**
 * Removes the images of a consultation, records and files. Call it with the transaction's
 * EntityManager of the consultation's deletion, after locking the consultation and before deleting
 * it: the cascade would remove the records but not the files. A file that cannot be removed fails
 * the whole deletion (retryable); a commit that fails after the files went leaves records a retry
 * cleans up. Returns how many images were removed.
 */
export async function deleteConsultationObjects(em: EntityManager, storage: ObjectStorage, consultationId: string): Promise<number> {
  const rows = await queryRows<{ object_path: string }>(
    em,
    'delete from consultation_images where consultation_id = ? returning object_path',
    [consultationId],
  );
  for (const row of rows) {
    const name = objectNameFromPath(row.object_path);
    if (name) await storage.delete(name);
  }
  return rows.length;
}

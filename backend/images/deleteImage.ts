import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../http/AppError.ts';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import { objectNameFromPath } from '../storage/objectNames.ts';
import { IMAGE_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

/**
 * Removes an image's record and its file. The file goes inside the transaction: if it cannot be
 * removed the record stays and the deletion can be retried; if the commit fails after it, a retry
 * finds the file already gone and finishes. Either way no file is left without its record.
 */
export async function deleteImage(em: EntityManager, storage: ObjectStorage, imageId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await queryRows<{ object_path: string }>(
      tx,
      'delete from consultation_images where id = ? returning object_path',
      [imageId],
    );
    if (!row) throw new AppError('not_found', IMAGE_TEXTS.notFound);
    const name = objectNameFromPath(row.object_path);
    if (name) await storage.delete(name);
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
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
export async function deleteImage(em: EntityManager, storage: ObjectStorage, actor: Actor, imageId: string, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await queryRows<{ object_path: string; original_name: string; consultation_id: string }>(
      tx,
      'delete from consultation_images where id = ? returning object_path, original_name, consultation_id',
      [imageId],
    );
    if (!row) throw new AppError('not_found', IMAGE_TEXTS.notFound);
    const name = objectNameFromPath(row.object_path);
    const [consultation] = await queryRows<{ name: string }>(tx, 'select name from consultations where id = ?', [row.consultation_id]);
    const description = ACTIVITY_TEXTS.imageDeleted(consultation?.name ?? '', row.original_name);
    await recordActivity(
      tx,
      actor,
      { action: 'image_deleted', record: { kind: 'image', id: imageId }, consultationId: row.consultation_id, description },
      now,
    );
    if (name) await storage.delete(name);
  });
}

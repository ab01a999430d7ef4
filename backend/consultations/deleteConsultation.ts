import type { EntityManager } from '@mikro-orm/postgresql';
import { canApply } from '../../engine/lifecycles/consultationMachine.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { deleteConsultationObjects } from '../images/deleteConsultationObjects.ts';
import type { ObjectStorage } from '../storage/ObjectStorage.ts';
import { CONSULTATION_TEXTS } from './texts.ts';
import { queryRows, runSql } from '../db/sql.ts';

/**
 * Deletes a consultation whatever its status. Its case details, images, forms, evaluations and stage
 * history go with it (foreign keys cascade); interviews are kept and unlinked; results are history and
 * stay. The client stays too: it may have other consultations.
 */
export async function deleteConsultation(em: EntityManager, storage: ObjectStorage, actor: Actor, id: string, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await queryRows<{ status: string; name: string; images: number; interviews: number }>(
      tx,
      `select status, name,
         (select count(*)::int from consultation_images where consultation_id = c.id) as images,
         (select count(*)::int from interviews where consultation_id = c.id) as interviews
       from consultations c where id = ? for update`,
      [id],
    );
    if (!row) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
    if (!canApply(row.status, { type: 'DELETE' })) {
      throw new AppError('conflict', CONSULTATION_TEXTS.cannotDelete);
    }
    // The cascade would drop the image rows but leave their files behind.
    await deleteConsultationObjects(tx, storage, id);
    await runSql(tx, 'delete from consultations where id = ?', [id]);
    const description = ACTIVITY_TEXTS.consultationDeleted(row.name, row.images, row.interviews);
    await recordActivity(
      tx,
      actor,
      { action: 'consultation_deleted', record: { kind: 'consultation', id }, consultationId: id, description },
      now,
    );
  });
}

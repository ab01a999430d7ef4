import type { EntityManager } from '@mikro-orm/postgresql';
import { canApply } from '../../engine/lifecycles/consultationMachine.ts';
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
export async function deleteConsultation(em: EntityManager, storage: ObjectStorage, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await queryRows<{ status: string }>(tx, 'select status from consultations where id = ? for update', [id]);
    if (!row) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
    if (!canApply(row.status, { type: 'DELETE' })) {
      throw new AppError('conflict', CONSULTATION_TEXTS.cannotDelete);
    }
    // The cascade would drop the image rows but leave their files behind.
    await deleteConsultationObjects(tx, storage, id);
    await runSql(tx, 'delete from consultations where id = ?', [id]);
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { CONTACT_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

/** Deletes a contact message, read or not (the contact machine allows DELETE from every state). */
export async function deleteContact(em: EntityManager, actor: Actor, id: string, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const [deleted] = await queryRows<{ name: string }>(tx, 'delete from contacts where id = ? returning name', [id]);
    if (!deleted) throw new AppError('not_found', CONTACT_TEXTS.notFound);
    await recordActivity(
      tx,
      actor,
      { action: 'contact_deleted', record: { kind: 'contact', id }, description: ACTIVITY_TEXTS.contactDeleted(deleted.name) },
      now,
    );
  });
}

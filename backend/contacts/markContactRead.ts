import type { EntityManager } from '@mikro-orm/postgresql';
import { canApplyToContact, readStateOf } from '../../engine/lifecycles/contactMachine.ts';
import type { ContactItem } from '../../schemas/generated/contactItem.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { AppError } from '../http/AppError.ts';
import { CONTACT_COLUMNS, toContactItem, type ContactRow } from './contactItem.ts';
import { CONTACT_TEXTS } from './texts.ts';
import { queryRows, runSql } from '../db/sql.ts';

/**
 * Marks a contact read. Read is one-way and marking twice is harmless: an already read contact is
 * answered as it is, so a double click or a retry never fails.
 */
export async function markContactRead(em: EntityManager, actor: Actor, id: string, now: Date): Promise<ContactItem> {
  return em.transactional(async (tx) => {
    const [row] = await queryRows<ContactRow>(tx, `select ${CONTACT_COLUMNS} from contacts where id = ?`, [id]);
    if (!row) throw new AppError('not_found', CONTACT_TEXTS.notFound);
    if (!canApplyToContact(readStateOf(row.isRead), { type: 'MARK_READ' })) return toContactItem(row);
    // Conditional on still being unread; if another request won, the contact is read all the same.
    const { rowCount } = await runSql(tx, 'update contacts set is_read = true where id = ? and is_read = false', [id]);
    if (rowCount)
      await recordActivity(
        tx,
        actor,
        { action: 'contact_read', record: { kind: 'contact', id }, description: ACTIVITY_TEXTS.contactRead(row.name) },
        now,
      );
    return toContactItem({ ...row, isRead: true });
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../http/AppError.ts';
import { CONTACT_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

/** Deletes a contact message, read or not (the contact machine allows DELETE from every state). */
export async function deleteContact(em: EntityManager, id: string): Promise<void> {
  const deleted = await queryRows<{ id: string }>(em, 'delete from contacts where id = ? returning id', [id]);
  if (!deleted.length) throw new AppError('not_found', CONTACT_TEXTS.notFound);
}

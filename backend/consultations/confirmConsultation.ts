import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';
import { applyConsultationEvent } from './applyConsultationEvent.ts';
import { findConsultationItem } from './consultationItem.ts';

/** Pending or rescheduled → confirmed. */
export async function confirmConsultation(em: EntityManager, id: string, now: Date): Promise<ConsultationItem> {
  return em.transactional(async (tx) => {
    await applyConsultationEvent(tx, id, { type: 'CONFIRM' }, now);
    return (await findConsultationItem(tx, id))!;
  });
}

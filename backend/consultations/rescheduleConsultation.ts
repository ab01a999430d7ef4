import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';
import { applyConsultationEvent } from './applyConsultationEvent.ts';
import { findConsultationItem } from './consultationItem.ts';

/** Pending, confirmed or rescheduled → rescheduled, with the new preferred date (checked by the request schema). */
export async function rescheduleConsultation(em: EntityManager, id: string, preferredDate: string, now: Date): Promise<ConsultationItem> {
  return em.transactional(async (tx) => {
    await applyConsultationEvent(tx, id, { type: 'RESCHEDULE', preferredDate }, now, { appointment_date: preferredDate });
    return (await findConsultationItem(tx, id))!;
  });
}

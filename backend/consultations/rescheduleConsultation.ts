import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { applyConsultationEvent } from './applyConsultationEvent.ts';
import { findConsultationItem } from './consultationItem.ts';

/** Pending, confirmed or rescheduled → rescheduled, with the new preferred date (checked by the request schema). */
export async function rescheduleConsultation(
  em: EntityManager,
  actor: Actor,
  id: string,
  preferredDate: string,
  now: Date,
): Promise<ConsultationItem> {
  return em.transactional(async (tx) => {
    const { name } = await applyConsultationEvent(tx, id, { type: 'RESCHEDULE', preferredDate }, now, { appointment_date: preferredDate });
    const description = ACTIVITY_TEXTS.consultationRescheduled(name, preferredDate);
    await recordActivity(
      tx,
      actor,
      { action: 'consultation_rescheduled', record: { kind: 'consultation', id }, consultationId: id, description },
      now,
    );
    return (await findConsultationItem(tx, id))!;
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { applyConsultationEvent } from './applyConsultationEvent.ts';
import { findConsultationItem } from './consultationItem.ts';

/** Pending or rescheduled → confirmed. */
export async function confirmConsultation(em: EntityManager, actor: Actor, id: string, now: Date): Promise<ConsultationItem> {
  return em.transactional(async (tx) => {
    const { name } = await applyConsultationEvent(tx, id, { type: 'CONFIRM' }, now);
    await recordActivity(
      tx,
      actor,
      {
        action: 'consultation_confirmed',
        record: { kind: 'consultation', id },
        consultationId: id,
        description: ACTIVITY_TEXTS.consultationConfirmed(name),
      },
      now,
    );
    return (await findConsultationItem(tx, id))!;
  });
}

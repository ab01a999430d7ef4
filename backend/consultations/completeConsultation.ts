import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResultType } from '../../engine/lifecycles/consultationMachine.ts';
import type { ConsultationItem } from '../../schemas/generated/consultationItem.ts';
import { recordActivity, type Actor } from '../activity/recordActivity.ts';
import { ACTIVITY_TEXTS } from '../activity/texts.ts';
import { applyConsultationEvent } from './applyConsultationEvent.ts';
import { findConsultationItem } from './consultationItem.ts';
import { runSql } from '../db/sql.ts';

/**
 * Confirmed → completed, filing a snapshot of the request under Resultados, both in one transaction.
 * The snapshot holds the details the consultation was requested with, not its client's current record.
 * The consultation and its case file stay. A consultation rescheduled after completing and completed
 * again files one more result; the earlier ones stay (docs/product-rules.md). Two completions racing
 * file one result: the status update is conditional on `confirmed`, so only one of them matches.
 */
export async function completeConsultation(
  em: EntityManager,
  actor: Actor,
  id: string,
  resultType: ResultType,
  now: Date,
): Promise<{ consultation: ConsultationItem; resultId: string }> {
  return em.transactional(async (tx) => {
    const { name } = await applyConsultationEvent(tx, id, { type: 'COMPLETE', resultType }, now);
    const resultId = randomUUID();
    await runSql(
      tx,
      `insert into results (id, original_consultation_id, name, address, email, phone, country, preferred_date,
         result_type, original_created_at, message, completed_at)
       select ?, c.id, c.name, coalesce(c.address, ''), c.email, c.phone, c.destination_country, c.appointment_date,
         ?, c.created_at, c.original_message, ?
       from consultations c where c.id = ?`,
      [resultId, resultType, now, id],
    );
    const description = ACTIVITY_TEXTS.consultationCompleted(name, resultType);
    await recordActivity(
      tx,
      actor,
      { action: 'consultation_completed', record: { kind: 'consultation', id }, consultationId: id, description },
      now,
    );
    return { consultation: (await findConsultationItem(tx, id))!, resultId };
  });
}

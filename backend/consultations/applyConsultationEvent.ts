import type { EntityManager } from '@mikro-orm/postgresql';
import { canApply, nextStatus, sourceStatuses, type ConsultationEvent } from '../../engine/lifecycles/consultationMachine.ts';
import { normalizeStatus, type ConsultationStatus } from '../../engine/lifecycles/consultationStatus.ts';
import { AppError } from '../http/AppError.ts';
import { statusCondition } from './statusCondition.ts';
import { CONSULTATION_TEXTS } from './texts.ts';
import { queryRows } from '../db/sql.ts';

const REFUSED = CONSULTATION_TEXTS.refused;

/** Why the machine refuses `event` in `status`, in words for the consultant. */
function refusal(status: ConsultationStatus, event: ConsultationEvent): string {
  switch (event.type) {
    case 'CONFIRM':
      return status === 'confirmed' ? REFUSED.alreadyConfirmed : REFUSED.completedCannotConfirm;
    case 'COMPLETE':
      if (status === 'completed') return REFUSED.alreadyCompleted;
      if (status === 'confirmed') return REFUSED.resultMissing;
      return REFUSED.completeOnlyConfirmed;
    default:
      return REFUSED.other;
  }
}

export interface AppliedEvent {
  from: ConsultationStatus;
  to: ConsultationStatus;
  /** The name the consultation was requested with, for the activity record. */
  name: string;
}

/**
 * Inside the caller's transaction: reads the consultation, asks the machine whether `event` is legal
 * from its status, then applies it as ONE conditional update whose WHERE names the statuses the
 * machine accepts. If another request changed the status in between, no row matches and the caller
 * gets 409 instead of overwriting that change. `set` holds the extra columns the event writes.
 */
export async function applyConsultationEvent(
  tx: EntityManager,
  id: string,
  event: Exclude<ConsultationEvent, { type: 'DELETE' }>,
  now: Date,
  set: Record<string, unknown> = {},
): Promise<AppliedEvent> {
  const [row] = await queryRows<{ status: string; name: string }>(tx, 'select status, name from consultations where id = ?', [id]);
  if (!row) throw new AppError('not_found', CONSULTATION_TEXTS.notFound);
  const from = normalizeStatus(row.status);
  if (!canApply(from, event)) throw new AppError('conflict', refusal(from, event), [], { status: from });
  const to = nextStatus(from, event) as ConsultationStatus;
  // The statuses the machine accepts `event` from; legacy values count as pending
  // (docs/decisions/0065-legacy-statuses-in-queries.md).
  const source = statusCondition(sourceStatuses(event));
  const columns = Object.keys(set);
  const updated = await queryRows<{ id: string }>(
    tx,
    `update consultations set status = ?, updated_at = ?${columns.map((column) => `, ${column} = ?`).join('')} ` +
      `where id = ? and ${source.sql} returning id`,
    [to, now, ...columns.map((column) => set[column]), id, ...source.params],
  );
  if (!updated.length) throw new AppError('conflict', CONSULTATION_TEXTS.staleStatus);
  return { from, to, name: row.name };
}

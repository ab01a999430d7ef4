import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CONSULTATION_STATUSES,
  canApply,
  nextStatus,
  normalizeStatus,
  sourceStatuses,
  type ConsultationEvent,
  type ConsultationStatus,
} from '../../engine/lifecycles/consultationMachine.ts';
import { AppError } from '../http/AppError.ts';
import { CONSULTATION_NOT_FOUND } from './consultationItem.ts';
import { queryRows } from '../db/sql.ts';

export const STALE_STATUS = 'Esta consulta ya cambió de estado; recargue la página';

/** Why the machine refuses `event` in `status`, in words for the consultant. */
function refusal(status: ConsultationStatus, event: ConsultationEvent): string {
  switch (event.type) {
    case 'CONFIRM':
      return status === 'confirmed' ? 'Esta consulta ya está confirmada' : 'Una consulta completada no se puede confirmar';
    case 'COMPLETE':
      if (status === 'completed') return 'Esta consulta ya está completada';
      if (status === 'confirmed') return 'Seleccione el resultado: Éxito o Reaplicar';
      return 'Solo se puede marcar como completada una consulta confirmada';
    case 'RESCHEDULE':
      return 'Una consulta completada no se puede reprogramar';
    default:
      return 'Esta acción no está permitida en el estado actual de la consulta';
  }
}

/**
 * The statuses `event` may start from, as SQL over the stored value. When pending is a source, any
 * stored value that is not another admin status counts too (legacy values read as pending).
 */
function sourceCondition(event: ConsultationEvent): { sql: string; params: string[] } {
  const sources = sourceStatuses(event);
  if (sources.includes('pending')) {
    const others = CONSULTATION_STATUSES.filter((status) => !sources.includes(status));
    if (!others.length) return { sql: 'true', params: [] };
    return { sql: `status not in (${others.map(() => '?').join(', ')})`, params: others };
  }
  return { sql: `status in (${sources.map(() => '?').join(', ')})`, params: sources };
}

export interface AppliedEvent {
  from: ConsultationStatus;
  to: ConsultationStatus;
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
  const [row] = await queryRows<{ status: string }>(tx, 'select status from consultations where id = ?', [id]);
  if (!row) throw new AppError('not_found', CONSULTATION_NOT_FOUND);
  const from = normalizeStatus(row.status);
  if (!canApply(from, event)) throw new AppError('conflict', refusal(from, event), [], { status: from });
  const to = nextStatus(from, event) as ConsultationStatus;
  const source = sourceCondition(event);
  const columns = Object.keys(set);
  const updated = await queryRows<{ id: string }>(
    tx,
    `update consultations set status = ?, updated_at = ?${columns.map((column) => `, ${column} = ?`).join('')} ` +
      `where id = ? and ${source.sql} returning id`,
    [to, now, ...columns.map((column) => set[column]), id, ...source.params],
  );
  if (!updated.length) throw new AppError('conflict', STALE_STATUS);
  return { from, to };
}

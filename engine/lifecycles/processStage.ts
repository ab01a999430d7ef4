/**
 * The process stage of a case (docs/product-rules.md, Case details). Moves are free, any stage to any other (docs/decisions/0016-process-stages.md), but a
 * move to the stage the case is already in is not a change and is refused, so it is never recorded.
 * That one rule is all there is, so it is a plain check, not a state machine.
 */
export const PROCESS_STAGES = [
  'pre-chequeo',
  'ds160-curso',
  'mrv-pagado',
  'cita-programada',
  'entrevista-realizada',
  'aprobado',
  'reaplicar',
] as const;
export type ProcessStage = (typeof PROCESS_STAGES)[number];

export const DEFAULT_PROCESS_STAGE: ProcessStage = 'pre-chequeo';

/** What the stage select shows. */
export const PROCESS_STAGE_LABELS: Readonly<Record<ProcessStage, string>> = Object.freeze({
  'pre-chequeo': 'Pre-chequeo',
  'ds160-curso': 'DS-160 en curso',
  'mrv-pagado': 'MRV pagado',
  'cita-programada': 'Cita programada',
  'entrevista-realizada': 'Entrevista realizada',
  aprobado: 'Aprobado',
  reaplicar: 'Reaplicar',
});

export function isProcessStage(value: unknown): value is ProcessStage {
  return PROCESS_STAGES.includes(value as ProcessStage);
}

/** Whether a case at `from` may move to `to` (any real stage other than the current one). */
export function canMoveStage(from: ProcessStage, to: unknown): boolean {
  return isProcessStage(to) && from !== to;
}

/** The record of one move, shaped like a `stage_changes` row. */
export interface StageChangeRecord {
  fromStage: ProcessStage | null;
  toStage: ProcessStage;
  changedBy: string;
  changedAt: Date;
}

/**
 * The record of moving a case from `from` (null for its first stage) to `to`, by `who`, at `when`.
 * Throws (with a Spanish message) on an unknown stage, a move to the same stage, or no author.
 */
export function stageChange(from: ProcessStage | null, to: ProcessStage, who: string, when: Date): StageChangeRecord {
  if (from !== null && !isProcessStage(from)) throw new Error(`Etapa de proceso desconocida: ${String(from)}`);
  if (!isProcessStage(to)) throw new Error(`Etapa de proceso desconocida: ${String(to)}`);
  if (from !== null && !canMoveStage(from, to)) throw new Error(`El caso ya está en la etapa «${PROCESS_STAGE_LABELS[to]}»`);
  if (!who.trim()) throw new Error('Falta quién hizo el cambio de etapa');
  return { fromStage: from, toStage: to, changedBy: who, changedAt: new Date(when.getTime()) };
}

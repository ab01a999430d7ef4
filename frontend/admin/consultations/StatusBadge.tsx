import { normalizeStatus } from '../../../engine/lifecycles/consultationStatus.ts';
import { TEXTS } from '../texts.ts';

/** Pendiente / Confirmada / Reprogramada / Completada; any other stored value reads as Pendiente (docs/product-rules.md, Consultations). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const known = normalizeStatus(status);
  return <span className={`badge is-status is-${known}`}>{TEXTS.consultations.status[known]}</span>;
}

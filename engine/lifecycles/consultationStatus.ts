/**
 * The statuses a consultation is shown and handled in, and how a stored value reads as one of them.
 * Rows written by the earlier system may hold other values (for example `pending_interview`); every
 * value that is not an admin status reads as pending: in the lists, in the counts and when deciding
 * which actions apply. `normalizeStatus` is that rule for one value, `storedStatusMatch` for a query.
 */
export const CONSULTATION_STATUSES = ['pending', 'confirmed', 'rescheduled', 'completed'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

const isConsultationStatus = (stored: unknown): stored is ConsultationStatus =>
  CONSULTATION_STATUSES.includes(stored as ConsultationStatus);

/** The status a stored value reads as. */
export function normalizeStatus(stored: string | null | undefined): ConsultationStatus {
  return isConsultationStatus(stored) ? stored : 'pending';
}

/**
 * The stored values that read as one of `statuses`: exactly those values, or, when pending is among
 * them, every value except the other admin statuses (an empty `notIn` matches every row).
 */
export type StoredStatusMatch = { in: ConsultationStatus[] } | { notIn: ConsultationStatus[] };

export function storedStatusMatch(statuses: readonly ConsultationStatus[]): StoredStatusMatch {
  if (statuses.includes('pending')) return { notIn: CONSULTATION_STATUSES.filter((status) => !statuses.includes(status)) };
  return { in: [...statuses] };
}

import { isNotApplicable } from '../notApplicable/isNotApplicable.ts';

/**
 * Whether a field holds an answer: NA counts (the consultant decided it does not apply); blank text,
 * null and empty lists do not. `false` is an answer (a "No").
 */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '' || isNotApplicable(value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

/** No value: undefined, null, or text of white space only. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** No value, or a list with no rows. */
export function isBlankOrEmptyList(value: unknown): boolean {
  return isBlank(value) || (Array.isArray(value) && value.length === 0);
}

/**
 * Whether a field holds an answer: NA counts (the consultant decided it does not apply); blank text,
 * null and empty lists do not. `false` is an answer (a "No").
 */
export function isAnswered(value: unknown): boolean {
  if (isBlankOrEmptyList(value)) return false;
  return typeof value !== 'number' || Number.isFinite(value);
}

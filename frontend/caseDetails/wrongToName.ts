import type { FieldError } from '../../engine/validation/describeErrors.ts';

/** What a refused save said was wrong, and the answers it sent. */
export interface Refusal {
  errors: FieldError[];
  data: Record<string, unknown>;
}

const answerAt = (data: unknown, path: string) =>
  JSON.stringify(
    path
      .split('.')
      .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data),
  );

/**
 * The wrong answers the footer names after a refused save. It follows the browser's check as answers
 * are corrected (`checked`, null while that check loads); an answer only the server refused stays
 * named until it is changed (`data` is the case on screen).
 */
export function wrongToName(refusal: Refusal, checked: FieldError[] | null, data: Record<string, unknown>): FieldError[] {
  if (!refusal.errors.length || !checked) return refusal.errors;
  const serverOnly = refusal.errors.filter(
    (error) => !checked.some((own) => own.path === error.path) && answerAt(refusal.data, error.path) === answerAt(data, error.path),
  );
  return [...checked, ...serverOnly];
}

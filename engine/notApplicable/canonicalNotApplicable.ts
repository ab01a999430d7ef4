import { isNotApplicable, NOT_APPLICABLE } from './isNotApplicable.ts';

/**
 * `data` with every NA variant (' na', 'Na') written as 'NA', so stored cases hold one spelling and
 * the generated case types (`… | "NA"`) describe them exactly. Returns a copy.
 */
export function canonicalNotApplicable<T>(data: T): T {
  if (isNotApplicable(data)) return NOT_APPLICABLE as T;
  if (Array.isArray(data)) return data.map(canonicalNotApplicable) as T;
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, canonicalNotApplicable(value)])) as T;
}

import { isAnswered } from '../cases/isAnswered.ts';
import type { CaseTemplate } from '../templates/types.ts';
import { listSections } from './listSections.ts';

export interface SectionProgress {
  key: string;
  title: string;
  /**
   * Fields answered (NA counts as answered; a list counts once, when it has a row or is NA). A section
   * holding one value counts as one field.
   */
  filled: number;
  total: number;
}

/** How many of a section's fields `values` answers (NA counts as answered; a list counts once, when it has a row or is NA). */
export function countAnswered(fieldKeys: string[], values: Record<string, unknown>): number {
  return fieldKeys.filter((field) => isAnswered(values[field])).length;
}

/** How much of each section is answered, in display order. */
export function sectionProgress(template: CaseTemplate, data: unknown): SectionProgress[] {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return listSections(template).map(({ key, title, fieldKeys, oneValue }) => {
    if (oneValue) return { key, title, filled: isAnswered(record[key]) ? 1 : 0, total: 1 };
    const values = (typeof record[key] === 'object' && record[key] !== null ? record[key] : {}) as Record<string, unknown>;
    return { key, title, filled: countAnswered(fieldKeys, values), total: fieldKeys.length };
  });
}

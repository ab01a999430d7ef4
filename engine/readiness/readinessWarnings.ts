import type { CaseTemplate } from '../templates/types.ts';
import { insuranceCoverage } from './insuranceCoverage.ts';
import { passportValidity } from './passportValidity.ts';
import { travelHistoryWindow } from './travelHistoryWindow.ts';
import { tripDates } from './tripDates.ts';
import type { ReadinessRule, ReadinessWarning } from './types.ts';

export type { ReadinessWarning };

const RULES: ReadinessRule[] = [passportValidity, tripDates, travelHistoryWindow, insuranceCoverage];

/**
 * Warnings about the case's readiness (passport validity, trip dates, travel history window, insurance),
 * computed from the data alone. They never make a case invalid; blank, malformed and NA values are
 * skipped (validation reports the malformed ones). `today` is YYYY-MM-DD in the business time zone
 * (`todayInBusinessZone()` from engine/calendar/calendarDate.ts).
 */
export function readinessWarnings(template: CaseTemplate, data: unknown, today: string): ReadinessWarning[] {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return RULES.flatMap((rule) => rule({ template, data: record, today }));
}

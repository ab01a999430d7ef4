import { TEXTS } from '../texts.ts';

/*
 * Pure calendar arithmetic on 'YYYY-MM-DD' days (no time zone, no clock). Weeks start on Monday, as
 * Dominican calendars do; the month and day names come from the back-office texts.
 */

const T = TEXTS.calendar;

export interface YearMonth {
  year: number;
  /** 1 to 12 */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const fromDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const dayOf = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
export const monthOf = (day: string): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
export const daysInMonth = ({ year, month }: YearMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function addDays(day: string, count: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromDate(date);
}

/** The same day number `count` months later, clamped to the month's length (31 jan + 1 → 28/29 feb). */
export function addMonths(day: string, count: number): string {
  const { year, month } = monthOf(day);
  const index = year * 12 + (month - 1) + count;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return dayOf(target.year, target.month, Math.min(Number(day.slice(8, 10)), daysInMonth(target)));
}

export function shiftMonth({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string) => (toDate(day).getUTCDay() + 6) % 7;

/** The month as weeks of seven cells, Monday first; cells outside the month are null. */
export function monthGrid(ym: YearMonth): (string | null)[][] {
  const first = dayOf(ym.year, ym.month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let d = 1; d <= daysInMonth(ym); d++) cells.push(dayOf(ym.year, ym.month, d));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** 'noviembre de 2026' */
export const monthTitle = ({ year, month }: YearMonth) => T.monthTitle(T.monthNames[month - 1], year);

/** 'sábado, 21 de noviembre de 2026': what a screen reader says for a day cell. */
export function spokenDay(day: string): string {
  const { year, month } = monthOf(day);
  return T.spokenDay(T.weekdayNames[weekdayIndex(day)], Number(day.slice(8, 10)), T.monthNames[month - 1], year);
}

/** Where a key press moves the focused day; null for keys the calendar does not handle. */
export function moveFocus(day: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

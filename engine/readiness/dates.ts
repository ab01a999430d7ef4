import { isCalendarDate } from '../calendar/calendarDate.ts';

/** `value` when it is a real YYYY-MM-DD day, otherwise undefined (blank, NA, malformed). */
export function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && isCalendarDate(value) ? value : undefined;
}

/** Adds (or with a negative count, subtracts) calendar months; the 31st becomes the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(date, lastDay))}`;
}

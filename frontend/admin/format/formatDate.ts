import { BUSINESS_TIME_ZONE, todayInBusinessZone } from '../../../engine/calendar/calendarDate.ts';

/** The business works in the Dominican Republic: every instant is shown in its time zone. */
export { BUSINESS_TIME_ZONE, todayInBusinessZone };

const dayMonthYear = (timeZone: string) =>
  new Intl.DateTimeFormat('es-DO', { day: 'numeric', month: 'short', year: 'numeric', timeZone });

const instantFormat = dayMonthYear(BUSINESS_TIME_ZONE);
// A calendar day ('2026-11-21') has no time zone: read and print it in UTC so it never shifts a day.
const calendarDayFormat = dayMonthYear('UTC');

/** '21 nov 2026': built from parts, because es-DO's own pattern is '21 nov. de 2026' in some ICU versions. */
function shortDate(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}`;
}

/** An ISO instant (createdAt, completedAt) as '21 nov 2026' in Santo Domingo; '' when unreadable. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate(instantFormat, date);
}

/** A calendar day 'YYYY-MM-DD' as '21 nov 2026'; '' when absent or malformed. */
export function formatCalendarDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : shortDate(calendarDayFormat, date);
}

import { BUSINESS_TIME_ZONE, hasDayShape } from './calendarDate.ts';

/**
 * Dates as people read them, on screen, in e-mails and in PDFs. An instant (createdAt, an ISO timestamp)
 * is shown in the business's time zone; a calendar day ('2026-11-21') has none, so it is read and printed
 * in UTC and never shifts a day.
 */

// Building a DateTimeFormat is costly (time zone data): each is built the first time it is used, once.
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const dayMonthYear = (timeZone: string) => new Intl.DateTimeFormat('es-DO', { day: 'numeric', month: 'short', year: 'numeric', timeZone });

const instantFormat = once(() => dayMonthYear(BUSINESS_TIME_ZONE));
const calendarDayFormat = once(() => dayMonthYear('UTC'));
const instantWithTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('es-DO', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: BUSINESS_TIME_ZONE,
    }),
);
const instantMediumFormat = once(
  () => new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
);
const longDayFormat = once(() => new Intl.DateTimeFormat('es-DO', { dateStyle: 'full', timeZone: 'UTC' }));

const instantOf = (iso: string | null | undefined): Date | undefined => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** '21 nov 2026' (and the time after it when asked), built from parts: es-DO's own pattern is '21 nov. de 2026' in some ICU versions. */
function shortDate(format: Intl.DateTimeFormat, date: Date, withTime = false): string {
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}`;
  return withTime ? `${day}, ${part('hour')}:${part('minute')}` : day;
}

/** An ISO instant (createdAt, completedAt) as '21 nov 2026' in Santo Domingo; '' when unreadable. */
export function formatInstant(iso: string | null | undefined): string {
  const date = instantOf(iso);
  return date ? shortDate(instantFormat(), date) : '';
}

/** An ISO instant as '21 nov 2026, 14:05' in Santo Domingo; '' when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = instantOf(iso);
  return date ? shortDate(instantWithTimeFormat(), date, true) : '';
}

/** An ISO instant in es-DO's own medium pattern, with a 12-hour clock: '21 nov 2026, 2:05 p. m.' in Santo Domingo. */
export function formatDateTimeAmPm(iso: string): string {
  return instantMediumFormat().format(new Date(iso));
}

/** A calendar day 'YYYY-MM-DD' as '21 nov 2026'; '' when absent or malformed. */
export function formatCalendarDay(day: string | null | undefined): string {
  if (!hasDayShape(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : shortDate(calendarDayFormat(), date);
}

/** A calendar day 'YYYY-MM-DD' as DD/MM/AAAA ('21/11/2026'), as dates are written in the Dominican Republic. */
export function formatNumericDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A calendar day 'YYYY-MM-DD' written out: 'martes, 15 de diciembre de 2026'. */
export function formatLongDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return longDayFormat().format(new Date(Date.UTC(year, month - 1, date)));
}

/**
 * Calendar dates (YYYY-MM-DD) as the product checks them, on the server (engine/validation/createAjv.ts)
 * and in the browser: a real day of the
 * Gregorian calendar, and "today" in the business's time zone. Pure: the clock comes in as `now`.
 */

/** The business's time zone: "today" for a date field means today in Santo Domingo. */
export const BUSINESS_TIME_ZONE = 'America/Santo_Domingo';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Whether `value` is written as a day, YYYY-MM-DD, a real one or not (isCalendarDate says which). */
export function hasDayShape(value: unknown): value is string {
  return typeof value === 'string' && DAY.test(value);
}

/** A real YYYY-MM-DD day of the Gregorian calendar (2026-02-30 is not); the same days ajv-formats' `date` accepts. */
export function isCalendarDate(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month]);
}

// Building a DateTimeFormat is costly (time zone data); one is enough. en-CA formats as YYYY-MM-DD.
const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The answer only changes at midnight: remember it for the minute it was computed in (a date's
// validation asks on every request).
let cached = { minute: Number.NaN, day: '' };

/** Today's calendar date (YYYY-MM-DD) in the business's time zone. */
export function todayInBusinessZone(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== cached.minute) cached = { minute, day: calendarDate.format(now) };
  return cached.day;
}

/**
 * The rule of a `notBeforeToday` date, against `today` (YYYY-MM-DD): an earlier YYYY-MM-DD value fails;
 * '' (no date) and values of another shape are left to the field's other rules.
 */
export function isBeforeDay(value: string, today: string): boolean {
  return value !== '' && DAY.test(value) && value < today;
}

/** The rule of a `notBeforeToday` date by the clock: today is the business zone's (isBeforeDay). */
export function isBeforeToday(value: string, now: Date = new Date()): boolean {
  return isBeforeDay(value, todayInBusinessZone(now));
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const UTC_MIDNIGHT = /T00:00(?::00(?:\.0+)?)?Z$/i;

/**
 * The calendar day an ISO timestamp names (`2026-12-04T15:30:00.000Z`), for a call that takes a day and
 * is sent `Date.toISOString()`: the instant's day in the business's time zone, except at midnight UTC
 * exactly, which is a day written through UTC (`new Date('2026-12-04').toISOString()`) and names that
 * day. undefined for anything else, a plain YYYY-MM-DD included
 * (docs/decisions/0223-a-rescheduled-day-sent-as-a-timestamp.md).
 */
export function calendarDayOfTimestamp(value: string): string | undefined {
  const match = TIMESTAMP.exec(value);
  if (!match || !isCalendarDate(match[1])) return undefined;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  return UTC_MIDNIGHT.test(value) ? match[1] : calendarDate.format(instant);
}

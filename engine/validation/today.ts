/** The business's time zone: "today" for a date field means today in Santo Domingo. */
export const BUSINESS_TIME_ZONE = 'America/Santo_Domingo';

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

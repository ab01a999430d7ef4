/** The business's time zone: "today" for a date field means today in Santo Domingo. */
export const BUSINESS_TIME_ZONE = 'America/Santo_Domingo';

// Building a DateTimeFormat is costly (time zone data); one is enough. en-CA formats as YYYY-MM-DD.
const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date (YYYY-MM-DD) in the business's time zone. */
export function todayInBusinessZone(now: Date = new Date()): string {
  return calendarDate.format(now);
}

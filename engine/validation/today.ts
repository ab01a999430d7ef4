/** The business's time zone: "today" for a date field means today in Santo Domingo. */
export const BUSINESS_TIME_ZONE = 'America/Santo_Domingo';

/** Today's calendar date (YYYY-MM-DD) in the business's time zone. */
export function todayInBusinessZone(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

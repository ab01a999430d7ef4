const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;

/**
 * The product's format `time`: a time of day on the wall clock, without a time zone, as a time input
 * gives it: 'HH:MM', or 'HH:MM:SS' (RJSF's time widget adds ':00'), with optional milliseconds.
 * 24-hour clock. A zone ('Z', '+01:00') is refused: a case's times are local to where they happen.
 */
export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

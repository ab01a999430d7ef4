import { isCalendarDate } from '../calendar/calendarDate.ts';
import { isEmailAddress } from './emailAddress.ts';

/**
 * The string formats the product's schemas use and whose rule is its own: ajv registers these
 * (engine/validation/createAjv.ts) and the browser's checkers read them (engine/rjsf/checkCase.ts,
 * frontend/forms/validateWithSchema.ts), so both sides accept the same values.
 * `optional-date` is '' (no date) or a real day.
 */
export const STRING_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  email: isEmailAddress,
  date: isCalendarDate,
  'optional-date': (value) => value === '' || isCalendarDate(value),
};

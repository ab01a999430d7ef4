import { isCalendarDate } from '../calendar/calendarDate.ts';
import { isEmailAddress } from './emailAddress.ts';
import { isTimeOfDay } from './timeOfDay.ts';

/**
 * The string formats whose rule is the product's own, as plain functions with no ajv behind them: ajv
 * registers them on the server (engine/validation/createAjv.ts) and the browser's precompiled validators
 * call the same functions (engine/validation/standaloneRuntime.ts), so both sides accept the same values.
 * `optional-date` is '' (no date) or a real day; `time` is a time of day without a zone, as a time
 * input gives it (engine/validation/timeOfDay.ts), not ajv-formats' `time`, which requires a zone.
 */
export const STRING_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  email: isEmailAddress,
  date: isCalendarDate,
  'optional-date': (value) => value === '' || isCalendarDate(value),
  time: isTimeOfDay,
};

import type { ErrorObject } from 'ajv';
import equalModule from 'ajv/dist/runtime/equal.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { STRING_FORMATS } from './stringFormats.ts';
import { isBeforeDay, todayInBusinessZone } from '../calendar/calendarDate.ts';

/**
 * What validators precompiled by `standaloneValidatorCode` (engine/validation/standaloneCode.ts) call at
 * run time, in place of the values ajv keeps in memory when it compiles with `new Function`. Importing
 * this module never compiles code, so it runs under a Content-Security-Policy without 'unsafe-eval'.
 * Each format here is the very function createAjv (engine/validation/createAjv.ts) gives ajv on the
 * server; formats that are regular expressions are written into the generated code itself.
 */

// CommonJS helpers: depending on the bundler the function arrives as the module or under `default`.
const interop = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;

export const equal = interop<(a: unknown, b: unknown) => boolean>(equalModule);
export const ucs2length = interop<(text: string) => number>(ucs2lengthModule);

/** Formats by name, in the shape createAjv registers them (the generated code calls `.validate` on objects). */
export const formats: Record<string, unknown> = {
  date: fullFormats.date,
  'date-time': fullFormats['date-time'],
  uri: fullFormats.uri,
  ...Object.fromEntries(Object.entries(STRING_FORMATS).map(([name, validate]) => [name, { type: 'string', validate }])),
};

/** The validation call's context (`validate.call(context, data)`): the clock date rules read. */
export interface ValidationContext {
  now?: () => Date;
  /** Today's date (YYYY-MM-DD) itself, when the caller knows it: it wins over `now`. */
  today?: string;
}

/** Today (YYYY-MM-DD, business time zone): the context's own date, else by the context's clock, for `notBeforeToday`. */
function today(context: ValidationContext | undefined): string {
  if (context?.today !== undefined) return context.today;
  return todayInBusinessZone(context?.now ? context.now() : new Date());
}

/** The `notBeforeToday` rule as the generated code calls it: whether `value` is a day before the context's today. */
export function beforeToday(value: string, context: ValidationContext | undefined): boolean {
  return isBeforeDay(value, today(context));
}

/** A validator module written by standaloneValidatorCode: `validate.call(context, data)`, then `validate.errors`. */
export type PrecompiledValidator = ((this: ValidationContext | void, data: unknown) => boolean) & { errors?: ErrorObject[] | null };

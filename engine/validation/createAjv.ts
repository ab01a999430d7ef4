import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isBeforeToday } from '../calendar/calendarDate.ts';
import { DATA_URL } from './dataUrl.ts';
import { STRING_FORMATS } from './stringFormats.ts';

// ajv-formats is CommonJS; depending on the bundler its function arrives as the module or under `default`.
type AddFormats = (ajv: Ajv, formats: string[]) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

export interface AjvContext {
  /** The clock used by date rules; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The one ajv set-up shared by the server and the browser: draft-07, all errors, formats, and the
 * product's own keywords:
 * - format `optional-date`: '' (no date) or a real YYYY-MM-DD day; format `time`: HH:MM or HH:MM:SS without
 *   a zone (engine/validation/timeOfDay.ts); format `data-url` (engine/validation/dataUrl.ts);
 * - `notBeforeToday: true` on a YYYY-MM-DD string: the date is today or later (business time zone);
 * - `x-messages: {keyword: text}`: the Spanish message to show when that keyword fails on the field;
 * - `x-label`, `x-section`: read by the template engine, ignored by validation;
 * - `x-internal: true`: a staff-only field, left out of every copy for the client (the case PDF).
 */
export function createAjv(context: AjvContext = {}, options: Options = {}): Ajv {
  const now = context.now ?? (() => new Date());
  // Union types (`["number", "string"]`) are draft-07 a template may use; strict mode wants them allowed by name.
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true, ...options });
  addFormats(ajv, ['date-time', 'uri', 'uuid']);
  ajv.addFormat('data-url', DATA_URL);
  for (const [name, validate] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  ajv.addKeyword({
    keyword: 'notBeforeToday',
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: function notBeforeToday(enabled: boolean, value: string) {
      return !enabled || !isBeforeToday(value, now());
    },
  });
  ajv.addKeyword({ keyword: 'x-messages', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'x-label', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-section', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-internal', schemaType: 'boolean' });
  return ajv;
}

/**
 * How templates (content editors' schemas) are compiled: valid draft-07 is accepted even where ajv's strict
 * mode would refuse it (a tuple `items` without `minItems`, `required` where no `type: "object"` is in
 * force, a `patternProperties` pattern matching a declared property, a `then` without `if`…): stock RJSF
 * compiles with `strict: false` too, and validates the same data the same way. What strict mode would
 * have said is shown to the editor as warnings (engine/templates/strictWarnings.ts); what could break the
 * product (unknown keywords and formats, `$id` in a subschema, a widget the form cannot draw) is refused
 * before compiling (engine/templates/checkTemplateSchema.ts). The API's own schemas in `schemas/` keep
 * strict mode (docs/decisions/0211-templates-compile-without-strict-mode-what-strict-mode.md).
 */
export const TEMPLATE_AJV_OPTIONS = {
  strict: false,
  // Not about the schema but the data: NaN and Infinity are no numbers (JSON has neither; a page may).
  strictNumbers: true,
  logger: false,
} as const satisfies Options;

/** createAjv for a template's schema (TEMPLATE_AJV_OPTIONS). */
export function createTemplateAjv(context: AjvContext = {}, options: Options = {}): Ajv {
  return createAjv(context, { ...TEMPLATE_AJV_OPTIONS, ...options });
}

export type { ErrorObject };

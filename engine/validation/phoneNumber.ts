/**
 * The one phone-number rule of the product (docs/product-rules.md, "Phone numbers"): every phone a person
 * types, on the public forms and in a case, is either
 * - Dominican: area code 809, 829 or 849 and seven digits, optionally after `1` or `+1`, with spaces, dots,
 *   dashes or parentheses between groups (`809-555-1234`, `(829) 555 1234`, `+1 849.555.1234`); or
 * - international, written with its country code: `+`, a country code (never starting with 0), and 7 to 15
 *   digits in all (the length E.164 allows), with the same separators (`+1 212 555 1234`, `+34 612 345 678`).
 *
 * The JSON schemas are JSON files, so they hold a copy of PHONE_PATTERN and PHONE_MESSAGE;
 * `npm run gen` and its test refuse any phone field whose copy differs (scripts/gen/phoneFields.ts).
 */

/** The `pattern` every phone field carries (ajv compiles it with the `u` flag). */
export const PHONE_PATTERN = '^(?:(?:\\+?1[\\s.-]?)?\\(?(?:809|829|849)\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}|\\+[1-9](?:[\\s.()-]*\\d){6,14})$';

/** The Spanish message shown when a phone does not match: it names the forms that are accepted. */
export const PHONE_MESSAGE =
  'Escriba un teléfono dominicano (809-555-1234) o uno internacional con el código de país (+1 212 555 1234, +34 612 345 678)';

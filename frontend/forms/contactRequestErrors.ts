import schema from '../../schemas/contactRequest.schema.json' with { type: 'json' };
import { validate } from '../../schemas/generated/validators/contactRequest.js';
import type { JsonSchema } from '../../engine/templates/types.ts';
import { describeErrorsAgainst } from '../../engine/validation/describeValidation.ts';

/**
 * The server's check of a contact request, in the browser: the schema's validator compiled ahead of
 * time by `npm run gen` (no code compiled in the page) and the server's wording (describeErrors).
 * One Spanish message per field; {} when valid. `now` is the clock of the date rule.
 */
export function contactRequestErrors(data: unknown, now: () => Date = () => new Date()): Record<string, string> {
  if (validate.call({ now }, data)) return {};
  return Object.fromEntries(describeErrorsAgainst(schema as JsonSchema, validate.errors).map((error) => [error.path, error.message]));
}

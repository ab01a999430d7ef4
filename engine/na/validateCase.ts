import type { ErrorObject } from 'ajv';
import { describeErrors, type FieldError } from '../validation/describeErrors.ts';
import type { CaseTemplate, JsonSchema } from '../templates/types.ts';
import { NOT_APPLICABLE_BRANCH } from './notApplicableSchema.ts';
import { caseValidator } from './caseValidator.ts';
import { normalizeCaseData } from './normalizeCaseData.ts';

export type { FieldError };

// `schemaPath` is a JSON pointer into the schema validated against: `#/properties/a/anyOf/1/pattern`.
function schemaAt(root: JsonSchema, pointer: string[]): unknown {
  let node: unknown = root;
  for (const part of pointer) node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node;
}

// What ajv's `verbose` mode would add, which describeErrors reads (the field's own `x-messages`).
function withSchemas(error: ErrorObject, root: JsonSchema): ErrorObject {
  const pointer = error.schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  const parentSchema = schemaAt(root, pointer.slice(0, -1)) as ErrorObject['parentSchema'];
  return { ...error, parentSchema, schema: schemaAt(root, pointer) };
}

// The NA branch failing is expected whenever a real value is checked: it is never the message to show.
function isNotApplicableNoise(error: ErrorObject): boolean {
  if ((error.parentSchema as JsonSchema | undefined) === NOT_APPLICABLE_BRANCH) return true;
  if (error.keyword === 'anyOf') {
    const branches = error.schema as JsonSchema[] | undefined;
    return Array.isArray(branches) && branches[1] === NOT_APPLICABLE_BRANCH;
  }
  return false;
}

/**
 * Validates case data against its template with the NA rule: 'NA' in any field answers it and skips
 * its other checks; blank text counts as unanswered. Returns one Spanish message per field, with
 * dotted paths (`identity.passportNumber`, `family.children.0.birthDate`); `[]` when valid.
 */
export function validateCase(template: CaseTemplate, data: unknown): FieldError[] {
  const validate = caseValidator(template);
  if (validate(normalizeCaseData(template.schema, data))) return [];
  const errors = (validate.errors ?? []).map((error) => withSchemas(error, validate.validationSchema));
  return describeErrors(errors.filter((error) => !isNotApplicableNoise(error)));
}

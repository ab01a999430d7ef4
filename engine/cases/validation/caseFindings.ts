import type { ErrorObject } from 'ajv';
import { describeErrors, type FieldError } from '../../validation/describeErrors.ts';
import { withSchemas } from '../../validation/describeValidation.ts';
import type { JsonSchema } from '../../templates/types.ts';
import { NOT_APPLICABLE_BRANCH } from './notApplicableSchema.ts';

/**
 * What one validation of a case found: `wrong` answers, which block a save (a date that is not a date,
 * a phone with letters), and `missing` required fields, which never do
 * (docs/decisions/0082-a-case-can-always-be-saved-as-it-is-one-validator-two-kinds.md): they feed
 * the readiness check instead.
 */
export interface CaseFindings {
  /** One Spanish message per wrong field, dotted paths (`identity.birthDate`). */
  wrong: FieldError[];
  /** Dotted paths of the required fields left unanswered, in the order the validator met them. */
  missing: string[];
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

const isMissing = (error: ErrorObject) => error.keyword === 'required' || error.keyword === 'dependencies';

// A combinator (`if`, `anyOf`, `oneOf` with no branch passing) only reports that something under it
// failed: it is wrong when a wrong answer lies under it, and merely unfinished when what failed under it
// is a missing field (an `if`/`then` asking for a field that is not there yet).
const COMBINATORS = new Set(['if', 'anyOf', 'oneOf']);
function isCombinatorNoise(error: ErrorObject, all: ErrorObject[]): boolean {
  if (!COMBINATORS.has(error.keyword)) return false;
  if (error.keyword === 'oneOf' && (error.params as { passingSchemas?: unknown }).passingSchemas != null) return false;
  // `if` reports at the `if` keyword; what failed is under its `then`/`else` siblings.
  const base = error.keyword === 'if' ? error.schemaPath.replace(/\/if$/, '/') : `${error.schemaPath}/`;
  return !all.some((other) => other !== error && !isMissing(other) && !COMBINATORS.has(other.keyword) && other.schemaPath.startsWith(base));
}

function pathOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  segments.push((error.params as { missingProperty: string }).missingProperty);
  return segments.join('.');
}

/**
 * Splits ajv's errors on case data (validated against `validationSchema`, the NA-aware schema:
 * notApplicableSchema) into wrong answers, worded by describeErrors, and missing required fields.
 * Shared by the server (inspectCase) and the browser's precompiled validators (loadCaseCheck), so both
 * draw the line in the same place. Needs no ajv.
 */
export function caseFindings(validationSchema: JsonSchema, errors: ErrorObject[] | null | undefined): CaseFindings {
  const all = (errors ?? []).map((error) => withSchemas(error, validationSchema)).filter((error) => !isNotApplicableNoise(error));
  const missing = [...new Set(all.filter(isMissing).map(pathOf))];
  const wrong = all.filter((error) => !isMissing(error) && !isCombinatorNoise(error, all));
  return { wrong: describeErrors(wrong), missing };
}

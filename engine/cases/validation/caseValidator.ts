import type { Ajv, ValidateFunction } from 'ajv';
import { createTemplateAjv } from '../../validation/createAjv.ts';
import type { CaseTemplate, JsonSchema } from '../../templates/types.ts';
import { notApplicableSchema } from './notApplicableSchema.ts';

let sharedAjv: Ajv | undefined;
const compiled = new WeakMap<CaseTemplate, CaseValidator>();
// Registries built again from the same files (tests, a reload) reuse the validators already compiled.
const bySchemaText = new Map<string, CaseValidator>();

/** A compiled validator together with the NA-aware schema it was compiled from. */
export type CaseValidator = ValidateFunction & { validationSchema: JsonSchema };

/**
 * The compiled NA-aware validator of a template, built once per template object. One ajv instance
 * serves every template: a fresh one would compile the draft-07 meta-schema again each time.
 * Compiling generates code (`new Function`): where a Content-Security-Policy forbids that (the
 * browser), use validators precompiled at build time instead.
 */
export function caseValidator(template: CaseTemplate): CaseValidator {
  const known = compiled.get(template);
  if (known) return known;
  const text = JSON.stringify(template.schema);
  let validate = bySchemaText.get(text);
  if (!validate) {
    // Without `verbose` and code optimisation a ~200-field template compiles in a fifth of the time;
    // validateCase puts back the schema references `verbose` would have added to errors.
    sharedAjv ??= createTemplateAjv({}, CASE_VALIDATOR_OPTIONS);
    validate = compileCaseValidator(sharedAjv, template.schema);
    bySchemaText.set(text, validate);
  }
  compiled.set(template, validate);
  return validate;
}

/** The ajv options case validators are compiled with (see caseValidator for why). */
export const CASE_VALIDATOR_OPTIONS = { verbose: false, code: { optimize: false } } as const;

/**
 * The NA-aware validator of a case schema, compiled with `ajv` (createTemplateAjv with CASE_VALIDATOR_OPTIONS).
 * For a schema that is not a registered template (a draft being previewed), whose caller decides how
 * long the validator and its ajv are kept.
 */
export function compileCaseValidator(ajv: Ajv, schema: JsonSchema): CaseValidator {
  const validationSchema = notApplicableSchema(schema);
  return Object.assign(ajv.compile(validationSchema), { validationSchema });
}

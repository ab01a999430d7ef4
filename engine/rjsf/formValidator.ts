import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';

function matches(schema: RJSFSchema, value: unknown): boolean {
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value as never);
  if (typeof schema.type === 'string') {
    if (schema.type === 'array') return Array.isArray(value);
    if (schema.type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
    if (schema.type === 'integer') return Number.isInteger(value);
    return typeof value === schema.type;
  }
  return true;
}

/**
 * The validator RJSF is given for its own schema questions (which `oneOf` option a value matches), with
 * no ajv: compiling schemas needs `eval`, which the admin page's Content-Security-Policy forbids. The
 * form's field errors come from `loadCaseCheck` (engine/na) and reach RJSF as `extraErrors`, so `validateFormData` has
 * nothing of its own to report.
 */
export const caseFormValidator: ValidatorType = {
  validateFormData(): ValidationData<unknown> {
    return { errors: [], errorSchema: {} };
  },
  isValid(schema, formData) {
    return matches(schema, formData);
  },
  rawValidation() {
    return { errors: [] };
  },
};

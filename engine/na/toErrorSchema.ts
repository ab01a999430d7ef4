import type { FieldError } from '../validation/describeErrors.ts';

/** RJSF's shape for errors shown under their fields: `{identity: {fullName: {__errors: ['…']}}}`. */
export type ErrorSchema = { __errors?: string[]; [key: string]: ErrorSchema | string[] | undefined };

/**
 * validateCase's errors (or a 400 answer's `details`) as an RJSF error schema, for the form's
 * `extraErrors`: the form then shows exactly the server's NA-aware messages under each field.
 */
export function toErrorSchema(errors: FieldError[]): ErrorSchema {
  const root: ErrorSchema = {};
  for (const { path, message } of errors) {
    let node = root;
    for (const part of path ? path.split('.') : []) node = (node[part] ??= {}) as ErrorSchema;
    (node.__errors ??= []).push(message);
  }
  return root;
}

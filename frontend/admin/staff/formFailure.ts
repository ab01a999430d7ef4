import { ApiError } from '../../api/apiRequest.ts';

export interface FormFailure<F extends string> {
  /** The server's message for each field it named. */
  fields: Partial<Record<F, string>>;
  /** What to say above the buttons when no field was named (a refusal such as 409, or no connection). */
  message: string | null;
}

export const NO_FAILURE = { fields: {}, message: null } as const;

/**
 * A refused request as a form shows it: each `{path, message}` detail that names one of `fields` at
 * that field (the first message per field), and the answer's own `error` only when none did.
 */
export function formFailure<F extends string>(error: unknown, fields: readonly F[], offline: string): FormFailure<F> {
  if (!(error instanceof ApiError)) return { fields: {}, message: offline };
  const payload = error.payload;
  const found: Partial<Record<F, string>> = {};
  for (const detail of payload?.details ?? []) {
    const field = fields.find((f) => f === detail.path);
    if (field && !found[field]) found[field] = detail.message;
  }
  return { fields: found, message: Object.keys(found).length ? null : (payload?.error ?? error.message) };
}

/** The failure once `field` has been edited: its message goes (it may no longer hold), the others stay. */
export function withoutField<F extends string>(failure: FormFailure<F>, field: F): FormFailure<F> {
  if (!failure.fields[field]) return failure;
  const { [field]: _edited, ...others } = failure.fields;
  return { ...failure, fields: others as Partial<Record<F, string>> };
}

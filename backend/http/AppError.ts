import type { FieldError } from '../../engine/validation/describeErrors.ts';

export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'unsupported_type'
  | 'rate_limited'
  | 'unavailable'
  | 'not_implemented';

export const STATUS_OF: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
  not_implemented: 501,
};

/**
 * The one error type of the back end. `userMessage` is Spanish and shown to people as it is;
 * `details` name the fields at fault. Thrown anywhere, turned into a response in one place.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly details: FieldError[] = [],
    /** Extra fields merged into the response body (for example the current version on a conflict). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(userMessage);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}

import type { FieldError } from '../../engine/validation/describeErrors.ts';
import type { CaseDetailsRecord } from '../../schemas/generated/caseDetailsRecord.ts';
import { ApiError } from '../api/apiRequest.ts';

/** What a refused save means for the form. */
export type SaveFailure =
  /** Someone saved the case meanwhile: the form shows both versions. */
  | { kind: 'conflict'; current: CaseDetailsRecord }
  /** The server refused the answers: its errors on the form's fields (paths relative to the data), shown with the form's own. */
  | { kind: 'invalid'; errors: FieldError[] }
  /** Anything else (network, outage): only a toast. */
  | { kind: 'failed' };

const DATA_PREFIX = 'data.';

/** Reads a failed save: a 409 carrying the current record is a conflict, a 400 with details names fields. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  const payload = error.payload as { current?: CaseDetailsRecord; details?: FieldError[] } | null;
  if (error.status === 409 && payload?.current) return { kind: 'conflict', current: payload.current };
  if (error.status === 400 && payload?.details) {
    const errors = payload.details
      .filter((d) => d.path.startsWith(DATA_PREFIX))
      .map((d) => ({ ...d, path: d.path.slice(DATA_PREFIX.length) }));
    return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}

/**
 * What the footer says about a save that failed for another reason: 'Error {status}: {message}' when
 * the server answered (its Spanish message, when it sent one), null when it could not be reached.
 */
export function failedSaveReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = error.payload?.error;
  return typeof message === 'string' && message.trim() ? `Error ${error.status}: ${message.trim()}` : `Error ${error.status}`;
}

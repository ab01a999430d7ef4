import { useEffect, useState } from 'react';
import type { CaseFindings } from '../../../engine/cases/validation/caseFindings.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import { ApiError } from '../../api/apiRequest.ts';
import { adminRequest, errorMessage } from '../session/adminRequest.ts';

/** How long the draft or the case must stay unchanged before it is checked again. */
const CHECK_DELAY_MS = 300;

export type DraftFindings =
  | { status: 'idle' }
  /** Checking; `last` is what the previous check found, kept on screen meanwhile. */
  | { status: 'checking'; last: CaseFindings | null }
  | { status: 'done'; last: CaseFindings }
  | { status: 'failed'; message: string; details: { path: string; message: string }[]; last: null };

const lastOf = (state: DraftFindings) => (state.status === 'checking' || state.status === 'done' ? state.last : null);

/**
 * `data` (a saved record loaded into the preview, with whatever was typed there since) checked against the
 * draft's `schema` by the server (POST …/preview), as the record `recordId` (the server reads an
 * interview's region and a task's sending day from it): the page may not compile a validator itself.
 * Each change waits for a short pause, and an answer to an older draft or older data is dropped.
 */
export function useDraftFindings(
  templateUrl: string,
  schema: JsonSchema,
  data: Record<string, unknown> | null,
  recordId: string | null,
  failedText: string,
): DraftFindings {
  const [state, setState] = useState<DraftFindings>({ status: 'idle' });
  useEffect(() => {
    if (!data) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'checking', last: lastOf(previous) }));
    const timer = window.setTimeout(() => {
      adminRequest<CaseFindings>(
        'POST',
        `${templateUrl}/preview`,
        { schema, data, ...(recordId ? { record: recordId } : {}) },
        { signal: controller.signal },
      ).then(
        (found) => !controller.signal.aborted && setState({ status: 'done', last: found }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const details = error instanceof ApiError ? (error.payload?.details ?? []) : [];
          setState({ status: 'failed', message: errorMessage(error, failedText), details, last: null });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [templateUrl, schema, data, recordId, failedText]);
  return state;
}

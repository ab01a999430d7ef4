import { useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../api/apiRequest.ts';
import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import { newIdempotencyKey } from './newIdempotencyKey.ts';
import type { FieldErrors } from './contactRequestForm.ts';

/** `code`: the request's id when the server failed unexpectedly, for the visitor to quote. */
export type SubmissionResult = { ok: true; id?: string } | { ok: false; fieldErrors: FieldErrors; code: string | null } | { ok: 'ignored' };

interface SubmissionAnswer {
  success?: boolean;
  message?: string;
  id?: string;
}

/**
 * Sends a contact or appointment request once per logical submission: clicks while one is in
 * flight are ignored, and a retry of the same data after a failure reuses the same Idempotency-Key,
 * so the server stores it once even if the first attempt did arrive.
 */
export function useContactSubmission(endpoint: '/api/contacts' | '/api/consultations') {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const pending = useRef<{ body: string; key: string } | null>(null);

  const submit = useCallback(
    async (request: ContactRequest): Promise<SubmissionResult> => {
      if (inFlight.current) return { ok: 'ignored' };
      inFlight.current = true;
      setSubmitting(true);
      const body = JSON.stringify(request);
      if (pending.current?.body !== body) pending.current = { body, key: newIdempotencyKey() };
      try {
        const answer = await apiRequest<SubmissionAnswer | null>('POST', endpoint, request, {
          headers: { 'Idempotency-Key': pending.current.key },
        });
        if (answer?.success !== true) throw new Error(answer?.message || 'Error en el servidor');
        pending.current = null;
        return { ok: true, id: answer.id };
      } catch (error) {
        console.error(`${endpoint} failed`, error);
        const fieldErrors: FieldErrors = {};
        if (error instanceof ApiError && error.status === 400) {
          for (const detail of error.payload?.details ?? []) {
            (fieldErrors as Record<string, string>)[detail.path] = detail.message;
          }
        }
        return { ok: false, fieldErrors, code: error instanceof ApiError ? error.requestId : null };
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [endpoint],
  );

  return { submit, submitting };
}

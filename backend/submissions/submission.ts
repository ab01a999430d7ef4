import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import { tidyContactRequest, type TidyContactRequest } from '../../engine/contact/tidyContactRequest.ts';
import type { PublicSubmissionResponse } from '../../schemas/generated/publicSubmissionResponse.ts';
import type { Logger } from '../http/logger.ts';
import { TooManyRequests, type RateLimiter } from '../http/rateLimit.ts';
import type { Answer, ClaimedRequest, IdempotentRequest } from '../http/idempotency.ts';
import { TEXTS } from './texts.ts';

/** A validated contact/appointment request, tidied for storage. */
export type Submission = TidyContactRequest;

export const toSubmission: (body: ContactRequest) => Submission = tidyContactRequest;

/** What a public form's use case is given: the validated body, who sent it, and the scoped Idempotency-Key. */
export interface SubmissionInput {
  body: ContactRequest;
  /** The client address the per-address limit counts. */
  address: string;
  /**
   * The Idempotency-Key scoped to its form with the body's fingerprint, claimed by the route
   * (respondOnce); null when the request carried none.
   */
  idempotency: ClaimedRequest | IdempotentRequest | null;
}

/** What a public form's use case works with besides the database and the clock. */
export interface SubmissionRules {
  /** The per-address limit of this form, or null for none. */
  limiter: RateLimiter | null;
  logger: Logger;
  /** Which form, as the log names it (its route). */
  form: string;
}

export interface SubmissionResult {
  answer: Answer;
  /** Whether a stored row now owes its e-mails, so the mail sender should run. */
  mailOwed: boolean;
  /** Whether the answer was stored with the submission (with its key); false for the honeypot's decoy. */
  stored: boolean;
}

export function accepted(message: string, id: string): Answer {
  const body: PublicSubmissionResponse = { success: true, message, id };
  return { status: 201, body };
}

/** The honeypot field is hidden from people: only automated senders fill it. */
export const isAutomated = (body: ContactRequest) => (body.website ?? '').trim() !== '';

/**
 * The rules both public forms apply before storing anything. First the address's limit: only
 * well-formed submissions get here, so only they count and a person correcting a typo is not locked
 * out; over it, TooManyRequests. Then the honeypot: an automated sender gets an answer that looks
 * exactly like success, so it learns nothing, and nothing is stored or sent. Null: store it.
 */
export async function screenSubmission(
  input: SubmissionInput,
  acceptedMessage: string,
  rules: SubmissionRules,
): Promise<SubmissionResult | null> {
  const wait = rules.limiter ? await rules.limiter.hit(input.address) : 0;
  if (wait) {
    rules.logger.info({ msg: 'public submission throttled', path: rules.form });
    throw new TooManyRequests(TEXTS.tooMany, wait);
  }
  if (isAutomated(input.body)) {
    rules.logger.info({ msg: 'automated submission dropped', path: rules.form });
    return { answer: accepted(acceptedMessage, randomUUID()), mailOwed: false, stored: false };
  }
  return null;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import type { Logger } from '../http/logger.ts';
import { silentLogger } from '../http/logger.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import type { SubmissionInput, SubmissionResult, SubmissionRules } from '../submissions/submission.ts';
import { validRequest } from './submissionFixtures.ts';
import { bodyFingerprint } from '../http/idempotency.ts';

export type PublicForm = (em: EntityManager, input: SubmissionInput, now: Date, rules: SubmissionRules) => Promise<SubmissionResult>;

export interface SubmitOptions {
  /** A scoped key; the fingerprint is the body's. */
  idempotencyKey?: string | null;
  limiter?: RateLimiter | null;
  logger?: Logger;
  now?: Date;
}

/**
 * Calls a public form's use case directly, the way its route does once the body is valid: `validRequest`
 * with `overrides`, from 192.0.2.1, with no limit and a silent log unless told otherwise.
 */
export function submitForm(em: EntityManager, form: PublicForm, overrides: Record<string, unknown> = {}, options: SubmitOptions = {}) {
  const body = validRequest(overrides) as unknown as ContactRequest;
  return form(
    em,
    {
      body,
      address: '192.0.2.1',
      idempotency: options.idempotencyKey ? { key: options.idempotencyKey, fingerprint: bodyFingerprint(body) } : null,
    },
    options.now ?? new Date(),
    { limiter: options.limiter ?? null, logger: options.logger ?? silentLogger, form: 'test' },
  );
}

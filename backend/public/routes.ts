import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import type { PublicSubmissionResponse } from '../../schemas/generated/publicSubmissionResponse.ts';
import { AppError } from '../http/AppError.ts';
import type { AppContext, AppDeps, AppRouter } from '../http/context.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { answerOnce, findAnswer, readIdempotencyKey, type Answer } from './idempotency.ts';
import type { PreparedSubmission } from './preparedSubmission.ts';
import { isAutomated, toSubmission, type Submission } from './submission.ts';
import { prepareConsultation } from './prepareConsultation.ts';
import { prepareContact } from './prepareContact.ts';
import { TEXTS } from './texts.ts';

/** Per address and per route, unless AppDeps.publicSubmissionLimit says otherwise. */
export const DEFAULT_SUBMISSION_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

type Prepare = (submission: Submission, now: Date) => PreparedSubmission;

/**
 * The two forms anyone may send: POST /api/contacts and POST /api/consultations. Both take the
 * `contactRequest` schema and answer `{success, message, id}` with 201.
 */
export function registerPublicRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;
  const limit = deps.publicSubmissionLimit === undefined ? DEFAULT_SUBMISSION_LIMIT : deps.publicSubmissionLimit;

  function route(path: string, message: string, prepare: Prepare) {
    const limiter = limit ? createRateLimiter(deps.orm.em, `submit:${path}`, limit, deps.now) : null;
    router.post(path, async (ctx: AppContext) => {
      const key = readIdempotencyKey(ctx.headers);
      const scopedKey = key === null ? null : `${path}:${key}`;
      // A retry of a stored submission gets its answer back, even when the address is over its limit.
      // Public submissions write with plain statements, outside any unit of work: no request EntityManager.
      const previous = scopedKey ? await findAnswer(deps.orm.em, scopedKey) : null;
      if (previous) return reply(ctx, previous);
      const body = validators.parse<ContactRequest>('contactRequest', ctx.request.body);
      // Only well-formed submissions count: a person correcting a typo is not locked out.
      const wait = limiter ? await limiter.hit(clientAddress(ctx.ip)) : 0;
      if (wait) {
        ctx.set('Retry-After', String(wait));
        deps.logger.info({ msg: 'public submission throttled', path });
        throw new AppError('rate_limited', TEXTS.tooMany);
      }
      if (isAutomated(body)) {
        // Looks exactly like success, so the sender learns nothing; nothing is stored or sent.
        deps.logger.info({ msg: 'automated submission dropped', path });
        return reply(ctx, accepted(message, randomUUID()));
      }
      const now = deps.now();
      const prepared = prepare(toSubmission(body), now);
      const answer = await answerOnce(deps.orm.em, scopedKey, now, accepted(message, prepared.id), prepared.steps);
      reply(ctx, answer);
      // The e-mails are owed (a flag on the stored row); the sender writes and delivers them.
      deps.onMailQueued();
    });
  }

  route('/api/contacts', TEXTS.contactAccepted, prepareContact);
  route('/api/consultations', TEXTS.consultationAccepted, prepareConsultation);
}

function accepted(message: string, id: string): Answer {
  const body: PublicSubmissionResponse = { success: true, message, id };
  return { status: 201, body };
}

function reply(ctx: AppContext, answer: Answer) {
  ctx.status = answer.status;
  ctx.body = answer.body;
}

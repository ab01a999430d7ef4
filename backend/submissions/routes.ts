import type { ContactRequest } from '../../schemas/generated/contactRequest.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requestConsultation } from '../consultations/requestConsultation.ts';
import { receiveContactMessage } from '../contacts/receiveContactMessage.ts';
import type { AppContext, AppDeps, AppRouter } from '../http/context.ts';
import { createRateLimiter } from '../http/rateLimit.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { contract } from '../http/contract.ts';
import { idempotentRequest, respondOnce, type Answer } from '../http/idempotency.ts';
import type { SubmissionInput, SubmissionResult, SubmissionRules } from './submission.ts';

/** Per address and per route, unless AppDeps.publicSubmissionLimit says otherwise. */
export const DEFAULT_SUBMISSION_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

type PublicForm = (em: EntityManager, input: SubmissionInput, now: Date, rules: SubmissionRules) => Promise<SubmissionResult>;

/**
 * The two forms anyone may send: POST /api/contacts and POST /api/consultations. Both take the
 * `contactRequest` schema and answer `{success, message, id}` with 201; their rules are in their use
 * cases (receiveContactMessage, requestConsultation).
 */
export function registerPublicRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;
  const limit = deps.publicSubmissionLimit === undefined ? DEFAULT_SUBMISSION_LIMIT : deps.publicSubmissionLimit;

  function route(path: string, summary: string, submit: PublicForm) {
    const rules: SubmissionRules = {
      limiter: limit ? createRateLimiter(deps.orm.em, `submit:${path}`, limit, deps.now) : null,
      logger: deps.logger,
      form: path,
    };
    router.post(
      path,
      contract({ summary, body: 'contactRequest', answer: 'publicSubmissionResponse', status: 201 }),
      async (ctx: AppContext) => {
        // Public submissions write with plain statements, outside any unit of work: no request EntityManager.
        const em = deps.orm.em;
        const now = deps.now();
        const idempotency = idempotentRequest(path, ctx.headers, ctx.request.body);
        // A retry of a stored submission gets its answer back as it was given, before its body is
        // checked again or its address counted: even over the limit.
        const { answer, result } = await respondOnce(em, idempotency, now, async (claimed) => {
          const body = validators.body<ContactRequest>(ctx);
          const submitted = await submit(em, { body, address: clientAddress(ctx.ip), idempotency: claimed }, now, {
            ...rules,
            logger: ctx.state.log,
          });
          return { answer: submitted.answer, stored: submitted.stored, result: submitted };
        });
        reply(ctx, answer);
        if (result?.mailOwed) deps.onMailQueued();
      },
    );
  }

  route('/api/contacts', 'Send a contact message', receiveContactMessage);
  route('/api/consultations', 'Request a consultation', requestConsultation);
}

function reply(ctx: AppContext, answer: Answer) {
  ctx.status = answer.status;
  ctx.body = answer.body;
}

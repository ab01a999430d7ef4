import type { InterviewComplete } from '../../schemas/generated/interviewComplete.ts';
import type { InterviewCreate } from '../../schemas/generated/interviewCreate.ts';
import type { InterviewRatingOverride } from '../../schemas/generated/interviewRatingOverride.ts';
import type { InterviewStepSave } from '../../schemas/generated/interviewStepSave.ts';
import type { InterviewTemplateView } from '../../schemas/generated/interviewTemplate.ts';
import type { InterviewTemplateQuery } from '../../schemas/generated/interviewTemplateQuery.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { isInterviewStepKey } from '../../engine/interview/types.ts';
import type { Interview } from '../db/entities/index.ts';
import { AppError } from '../http/AppError.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { createValidatorModules } from '../http/servedValidator.ts';
import { idempotentRequest, respondOnce } from '../http/idempotency.ts';
import { idParam } from '../http/params.ts';
import { completeInterview } from './completeInterview.ts';
import { createInterview } from './createInterview.ts';
import { deleteInterview } from './deleteInterview.ts';
import { interviewItem, interviewResultItem } from './interviewItem.ts';
import { getInterview, listInterviews } from './listInterviews.ts';
import { overrideInterviewRating } from './overrideInterviewRating.ts';
import { reopenInterview } from './reopenInterview.ts';
import { saveInterviewStep } from './saveInterviewStep.ts';
import { stepValidatorOf } from './stepValidators.ts';
import { INTERVIEW_TEXTS } from './texts.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** Staff routes of the Entrevistas tab and the interview dialog (docs/api.md). */
export function registerInterviewRoutes(router: AppRouter, deps: AppDeps) {
  const { validators, templates } = deps;
  // A new interview takes the latest steps and rules; a saved one keeps those it was made with
  // (docs/decisions/0149-interview-versions.md), read from the catalog at each request so a publish applies at
  // once.
  const templateOf = (interview: Interview): InterviewTemplate =>
    templates.interview(interview.templateVersion, interview.rulesVersion ?? undefined);
  const ratingNames = (interview: Interview) => templateOf(interview).rules.ratings.map((rating) => rating.name);
  const id = (value: string | undefined) => idParam(value, INTERVIEW_TEXTS.notFound);
  const known = (version: string | undefined, versions: number[]) => {
    const number = version === undefined ? undefined : Number(version);
    if (number !== undefined && !versions.includes(number)) throw new AppError('not_found', INTERVIEW_TEXTS.unknownTemplateVersion);
    return number;
  };

  // The dialog's steps (schema and uiSchema each) and what it shows of the rules; ratings best first.
  const templateView = (template: InterviewTemplate): InterviewTemplateView => ({
    key: template.key,
    version: template.version,
    label: template.label,
    regions: template.regions,
    steps: template.steps,
    rules: {
      version: template.rules.version,
      fingerprint: template.rules.fingerprint,
      currencies: template.rules.currencies,
      ratings: template.rules.ratings,
    },
  });
  router.get(
    '/api/interview-template',
    can('templates.read'),
    contract({
      summary: "The interview's steps and what the dialog shows of its rules",
      query: 'interviewTemplateQuery',
      answer: 'interviewTemplate',
    }),
    async (ctx) => {
      const query = validators.parse<InterviewTemplateQuery>('interviewTemplateQuery', { ...(ctx.query as object) });
      const key = templates.interviewFiles.key;
      const version = known(query.version, templates.interviews.versions(key));
      const rulesVersion = known(query.rulesVersion, templates.rules.versions(key));
      ctx.body = templateView(templates.interview(version, rulesVersion));
    },
  );

  // The validator of a step of a version the front end does not bundle (published from the back-office).
  const serveValidator = createValidatorModules();
  router.get(
    '/api/interview-template/:interviewVersion/steps/:stepKey/validator.js',
    can('templates.read'),
    contract({ summary: "A step's validator, as an ES module", media: 'text/javascript' }),
    async (ctx) => {
      const version = /^[1-9]\d{0,5}$/.test(ctx.params.interviewVersion ?? '') ? Number(ctx.params.interviewVersion) : NaN;
      const content = templates.interviews.find(templates.interviewFiles.key, version);
      const step = isInterviewStepKey(ctx.params.stepKey) ? content?.steps.find((s) => s.key === ctx.params.stepKey) : undefined;
      if (!step) throw new AppError('not_found', INTERVIEW_TEXTS.unknownTemplateVersion);
      serveValidator(ctx, step.schema, () => step.schema);
    },
  );

  router.get(
    '/api/interviews',
    can('interviews'),
    contract({ summary: 'Every interview, newest first', answer: 'interviewList' }),
    async (ctx) => {
      ctx.body = await listInterviews(ctx.state.em);
    },
  );

  router.post(
    '/api/interviews',
    can('interviews'),
    contract({
      summary: "Start an interview (or go on with the client's one in progress)",
      body: 'interviewCreate',
      answer: 'interviewItem',
      status: [200, 201],
    }),
    async (ctx) => {
      const body = validators.body<InterviewCreate>(ctx);
      const { interview, created } = await createInterview(ctx.state.em, ctx.state.actor, body, templates.interview(), deps.now());
      ctx.status = created ? 201 : 200;
      ctx.body = interviewItem(interview);
    },
  );

  router.get(
    '/api/interviews/:id',
    can('interviews'),
    contract({ summary: 'An interview with its results', answer: 'interviewDetail' }),
    async (ctx) => {
      ctx.body = await getInterview(ctx.state.em, id(ctx.params.id));
    },
  );

  router.patch(
    '/api/interviews/:id',
    can('interviews'),
    contract({ summary: "Save a step's answers or note", body: 'interviewStepSave', answer: 'interviewItem' }),
    async (ctx) => {
      const body = validators.body<InterviewStepSave>(ctx);
      const interviewId = id(ctx.params.id);
      const now = deps.now();
      // A key is one user's and one interview's: the browser's queue makes one per queued note.
      const request = idempotentRequest(`/api/interviews/${interviewId}:${ctx.state.user!.id}`, ctx.headers, ctx.request.body);
      const { answer } = await respondOnce(ctx.state.em, request, now, async (claimed) => ({
        answer: await saveInterviewStep(
          ctx.state.em,
          (interview) => stepValidatorOf(templateOf(interview)),
          ctx.state.actor,
          interviewId,
          body,
          claimed,
          now,
        ),
        stored: true,
      }));
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  );

  router.post(
    '/api/interviews/:id/complete',
    can('interviews'),
    contract({ summary: 'Complete and score an interview', body: 'interviewComplete', answer: 'interviewScored' }),
    async (ctx) => {
      const body = validators.body<InterviewComplete>(ctx);
      const { interview, result } = await completeInterview(
        ctx.state.em,
        templateOf,
        ctx.state.actor,
        id(ctx.params.id),
        body.region,
        deps.now(),
      );
      ctx.body = { ...interviewItem(interview), result: interviewResultItem(result) };
    },
  );

  router.post(
    '/api/interviews/:id/reopen',
    can('interviews'),
    contract({ summary: 'Reopen a completed interview', body: 'emptyBody', answer: 'interviewItem' }),
    async (ctx) => {
      validators.body(ctx);
      ctx.body = interviewItem(await reopenInterview(ctx.state.em, ctx.state.actor, id(ctx.params.id), deps.now()));
    },
  );

  router.post(
    '/api/interviews/:id/rating',
    can('interviews'),
    contract({ summary: "Override the latest result's rating", body: 'interviewRatingOverride', answer: 'interviewScored' }),
    async (ctx) => {
      const body = validators.body<InterviewRatingOverride>(ctx);
      const { interview, result } = await overrideInterviewRating(
        ctx.state.em,
        ratingNames,
        id(ctx.params.id),
        body,
        ctx.state.actor,
        deps.now(),
      );
      ctx.body = { ...interviewItem(interview), result: interviewResultItem(result) };
    },
  );

  router.delete(
    '/api/interviews/:id',
    can('interviews'),
    contract({ summary: 'Delete an interview with its results', answer: 'success' }),
    async (ctx) => {
      await deleteInterview(ctx.state.em, ctx.state.actor, id(ctx.params.id), deps.now());
      ctx.body = { success: true };
    },
  );
}
